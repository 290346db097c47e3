import type { OperatorStore } from '@dating/logic';
import { ArrowLeft, Info, NotebookText, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { FictionalNotice, type FictionalNoticeProps } from '../../components/FictionalNotice.js';
import { Link } from '../../components/Link.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import { MessageList } from '../../components/MessageList.js';
import { SendFooter } from '../../components/SendFooter.js';
import { VisuallyHidden } from '../../components/VisuallyHidden.js';
import { useOnline } from '../../hooks/use-online.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useSettings, useStores } from '../../stores-context.js';
import chat from '../chat/ChatScreen.module.css';
import { ErrorScreen } from '../ErrorScreen.js';
import styles from './OperatorScreen.module.css';

/** Props of {@link OperatorConversationPane}. */
export interface OperatorConversationPaneProps {
  store: OperatorStore;
  /** The brand's fictional icon and singular label, on the profile the operator writes as. */
  fictionalLabel: FictionalNoticeProps;
  /** Whether the profiles and the note show instead of the messages (below 1280 px). */
  contextShown: boolean;
  onToggleContext: () => void;
}

/**
 * The open conversation of the operator inbox: who writes with whom (the fictional profile, marked
 * as the brand marks it, and the member), that the operator answers as the profile and is recorded
 * with it, what keeps an answer from going (an unconfirmed e-mail, a block, no connection), the
 * messages from the profile's side and the answer box. Answers are free: no price is shown.
 */
export function OperatorConversationPane({
  store,
  fictionalLabel,
  contextShown,
  onToggleContext,
}: OperatorConversationPaneProps) {
  const { open } = useSnapshot(store.state);
  const stores = useStores();
  const settings = useSettings();
  const problemText = useProblemText();
  const online = useOnline();
  const { t } = useTranslation(['operator', 'chat']);
  const [draft, setDraft] = useState('');
  if (!open) return null;
  if (open.problem?.code === 'not_found') return <ErrorScreen status={404} />;
  const { member, profile } = open;
  if (open.status !== 'ready' || !member || !profile) {
    return (
      <div className={chat.state}>
        {open.problem ? (
          <>
            <p role="alert">
              {open.problem.code === 'blocked'
                ? t('pane.blocked', { member: open.problem.blockerName })
                : problemText(open.problem)}
            </p>
            <Button variant="secondary" onPress={() => void store.actions.open(open.conversation)}>
              {t('chat:messages.retry')}
            </Button>
          </>
        ) : (
          <p role="status">{t('chat:messages.loading')}</p>
        )}
      </div>
    );
  }
  const names = { profile: profile.name, member: member.name };
  const { sendProblem } = open;
  return (
    <>
      <div className={styles.bar}>
        <Link to="/operator" variant="plain" className={styles.back}>
          <ArrowLeft aria-hidden="true" className={styles.icon} />
          <VisuallyHidden>{t('pane.back')}</VisuallyHidden>
        </Link>
        <MemberAvatar profile={profile} cdnPrefix={settings.cdn_prefix} />
        <div className={styles.barText}>
          <h2 className={styles.barTitle}>{t('pane.title', names)}</h2>
          <FictionalNotice {...fictionalLabel} />
        </div>
        <MemberAvatar profile={member} cdnPrefix={settings.cdn_prefix} />
        <Button
          variant="secondary"
          className={styles.contextToggle}
          aria-expanded={contextShown}
          onPress={onToggleContext}
        >
          <NotebookText aria-hidden="true" className={styles.icon} />
          {contextShown ? t('pane.hideContext') : t('pane.showContext')}
        </Button>
      </div>
      <div className={chat.notices}>
        <p className={chat.notice}>
          <Info aria-hidden="true" className={chat.noticeIcon} />
          {t('pane.writingAs', names)}
        </p>
        {!online ? (
          <p className={chat.notice} data-tone="warning">
            <WifiOff aria-hidden="true" className={chat.noticeIcon} />
            {t('chat:notices.offline')}
          </p>
        ) : null}
        {open.unconfirmed ? (
          <p className={chat.notice}>{t('pane.unconfirmed', { name: member.name })}</p>
        ) : null}
      </div>
      <MessageList
        messages={open.messages}
        name={member.name}
        cdnPrefix={settings.cdn_prefix}
        selfName={t('pane.self', { name: profile.name })}
        hasOlder={open.before !== null}
        loadingOlder={open.loadingOlder}
        onLoadOlder={() => void store.actions.loadOlder()}
        historyHidden={open.historyHidden}
        onRetry={(clientId) => void store.actions.retry(clientId)}
        onDiscard={(clientId) => store.actions.discard(clientId)}
        now={stores.clock.now()}
        empty={<p className={chat.emptyText}>{t('pane.empty')}</p>}
      />
      <LiveRegion role="alert">
        {sendProblem ? (
          <div className={chat.alert}>
            <Alert tone="danger" live={false}>
              {sendProblem.code === 'blocked' ? t('pane.blocked', names) : problemText(sendProblem)}
            </Alert>
          </div>
        ) : null}
      </LiveRegion>
      <SendFooter
        name={member.name}
        value={draft}
        onChange={setDraft}
        onSend={(text) => void store.actions.send(text)}
        maxLength={settings.message_length}
        isDisabled={open.unconfirmed}
      />
    </>
  );
}
