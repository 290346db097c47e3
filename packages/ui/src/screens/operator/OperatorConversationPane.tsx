import { INBOX_CLAIM_IDLE_MS, LANGUAGES } from '@dating/contract/enums';
import { fillSavedReply, repliesFor } from '@dating/contract/rules';
import type { OperatorChatMessage, OperatorStore, SavedRepliesStore } from '@dating/logic';
import {
  ArrowLeft,
  Info,
  MessageSquareText,
  NotebookText,
  UserRoundPen,
  WifiOff,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { DropdownMenu } from '../../components/DropdownMenu.js';
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
  /** The chat team's saved replies, offered in the member's language. */
  replies: SavedRepliesStore;
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
 * messages from the profile's side (each answer with the operator who wrote it), the saved replies
 * that fit and the answer box. A colleague who holds the conversation keeps the answer box closed
 * until they leave it or stop working in it. Answers are free: no price is shown.
 */
export function OperatorConversationPane({
  store,
  replies,
  fictionalLabel,
  contextShown,
  onToggleContext,
}: OperatorConversationPaneProps) {
  const { open, operator } = useSnapshot(store.state);
  const { replies: savedReplies } = useSnapshot(replies.state);
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
  const { sendProblem, claim } = open;
  const language = LANGUAGES.find((each) => each.code === open.memberLanguage);
  const fitting =
    open.memberLanguage && savedReplies
      ? repliesFor(savedReplies, profile.id, open.memberLanguage)
      : [];
  const authorOf = (message: OperatorChatMessage) =>
    message.answered_by
      ? message.answered_by.id === operator?.id
        ? t('pane.answeredByYou')
        : t('pane.answeredBy', { name: message.answered_by.name })
      : null;
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
        {open.claimedByColleague && claim ? (
          <p className={chat.notice} data-tone="warning">
            <UserRoundPen aria-hidden="true" className={chat.noticeIcon} />
            {t('pane.claimedBy', {
              name: claim.operator.name,
              member: member.name,
              minutes: INBOX_CLAIM_IDLE_MS / 60_000,
            })}
          </p>
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
        authorOf={authorOf}
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
      <div className={styles.replies}>
        {fitting.length > 0 ? (
          <DropdownMenu
            label={t('pane.replies.label', { language: language?.nativeName ?? '' })}
            trigger={
              <>
                <MessageSquareText aria-hidden="true" className={styles.icon} />
                {t('pane.replies.button')}
              </>
            }
            placement="top end"
            items={fitting.map((reply) => ({ id: String(reply.id), label: reply.title }))}
            onAction={(id) => {
              const reply = fitting.find((each) => String(each.id) === id);
              if (reply) setDraft(fillSavedReply(reply.text, member.name));
              store.actions.touch();
            }}
          />
        ) : savedReplies ? (
          <span className={styles.muted}>
            {t('pane.replies.none', {
              language: language?.nativeName ?? '',
              profile: profile.name,
            })}
          </span>
        ) : null}
        <Link to="/operator/replies" className={styles.manage}>
          {t('pane.replies.manage')}
        </Link>
      </div>
      <SendFooter
        name={member.name}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          if (text) store.actions.touch();
        }}
        onSend={(text) => void store.actions.send(text)}
        maxLength={settings.message_length}
        isDisabled={open.unconfirmed || open.claimedByColleague}
      />
    </>
  );
}
