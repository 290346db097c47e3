import { PHOTO_FILE_TYPES } from '@dating/contract/enums';
import { messagePrice } from '@dating/contract/rules';
import type { ChatsStore, ConversationStore } from '@dating/logic';
import { Gift as GiftIcon, ImagePlus, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { BlockedNotice } from '../../components/BlockedNotice.js';
import { Button } from '../../components/Button.js';
import { ChatTopBar } from '../../components/ChatTopBar.js';
import type { FictionalNoticeProps } from '../../components/FictionalNotice.js';
import { Link } from '../../components/Link.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { MessageList } from '../../components/MessageList.js';
import { NotEnoughCreditsAlert } from '../../components/NotEnoughCreditsAlert.js';
import { PremiumOnlyAlert } from '../../components/PremiumOnlyAlert.js';
import { SendFooter } from '../../components/SendFooter.js';
import { useMemberDialog } from '../../hooks/use-member-dialog.js';
import { useOnline } from '../../hooks/use-online.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useTaskHold } from '../../hooks/use-task-hold.js';
import { GiftPickerModal } from '../../modals/GiftPickerModal.js';
import { IcebreakerModal } from '../../modals/IcebreakerModal.js';
import { RemoveChatModal } from '../../modals/RemoveChatModal.js';
import { useNavigate, useSearchParams } from '../../router.js';
import { useSession, useSettings, useStores } from '../../stores-context.js';
import { ErrorScreen } from '../ErrorScreen.js';
import styles from './ChatScreen.module.css';

/** Props of {@link ConversationPane}. */
export interface ConversationPaneProps {
  store: ConversationStore;
  chats: ChatsStore;
  /** The brand's fictional icon and singular label in the member's language. */
  fictionalLabel: FictionalNoticeProps;
  /** Opens the conversation again after it failed to load. */
  onRetry: () => void;
}

/**
 * The open conversation: the in-chat top bar, what keeps an answer from going (an unconfirmed
 * e-mail on either side, a block, no connection), the messages, the refusal of the last send
 * (not enough credits with a buy button, the free members' conversation limit with Premium, a
 * block) and the send footer. An empty conversation offers the icebreaker.
 */
export function ConversationPane({ store, chats, fictionalLabel, onRetry }: ConversationPaneProps) {
  const state = useSnapshot(store.state);
  useTaskHold();
  const stores = useStores();
  const settings = useSettings();
  const { user } = useSession();
  const problemText = useProblemText();
  const online = useOnline();
  const navigate = useNavigate();
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState('');
  // The profile's "Send a gift" arrives with `?gift`: the catalogue is open from the start.
  const [params] = useSearchParams();
  // The member's own dialogs: nothing opens by itself over them.
  const [dialog, setDialog] = useMemberDialog<'icebreaker' | 'remove' | 'gift'>(
    params.has('gift') ? 'gift' : null,
  );
  const field = useRef<HTMLTextAreaElement>(null);
  const picked = useRef(false);
  // After an opener was picked: the field takes the focus once the dialog has given it back.
  useEffect(() => {
    if (dialog !== null || !picked.current) return;
    picked.current = false;
    field.current?.focus();
  }, [dialog]);

  const { problem, profile, sendProblem } = state;
  if (problem?.code === 'blocked') {
    return <BlockedNotice name={problem.blockerName ?? ''} headingLevel={1} />;
  }
  if (problem?.code === 'not_found') return <ErrorScreen status={404} />;
  const credits = user?.credits ?? 0;
  const topBar = (
    <ChatTopBar
      profile={state.status === 'ready' ? profile : null}
      credits={credits}
      paid={user?.paid_user ?? false}
      fictionalLabel={fictionalLabel}
      onRemove={state.conversation === null ? undefined : () => setDialog('remove')}
      cdnPrefix={settings.cdn_prefix}
    />
  );
  if (state.status !== 'ready' || !profile) {
    return (
      <>
        {topBar}
        <div className={styles.state}>
          {problem ? (
            <>
              <p role="alert">{problemText(problem)}</p>
              <Button variant="secondary" onPress={onRetry}>
                {t('messages.retry')}
              </Button>
            </>
          ) : (
            <p role="status">{t('messages.loading')}</p>
          )}
        </div>
      </>
    );
  }

  const { name } = profile;
  const cannotSend = state.blocked || state.unconfirmed === 'them';
  // What the refused send was (the credits alert names its price).
  const lastKind = state.messages.findLast((message) => message.mine)?.kind ?? 'text';
  const remove = () => {
    const { conversation } = state;
    setDialog(null);
    if (conversation === null) return;
    void chats.actions.remove(conversation);
    navigate('/chats');
  };

  return (
    <>
      <title>{`${name} | ${t('title')} | ${settings.name}`}</title>
      {topBar}
      {state.unconfirmed || state.blocked || !online ? (
        <div className={styles.notices}>
          {!online ? (
            <p className={styles.notice} data-tone="warning">
              <WifiOff aria-hidden="true" className={styles.noticeIcon} />
              {t('notices.offline')}
            </p>
          ) : null}
          {state.unconfirmed === 'me' ? (
            <p className={styles.notice}>{t('notices.unconfirmedMe', { name })}</p>
          ) : null}
          {state.unconfirmed === 'them' ? (
            <p className={styles.notice}>{t('notices.unconfirmedThem', { name })}</p>
          ) : null}
          {state.blocked ? (
            <p className={styles.notice}>
              {t('notices.youBlocked', { name })}{' '}
              <Link to={`/members/${profile.id}`}>{t('notices.toProfile')}</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <MessageList
        messages={state.messages}
        name={name}
        cdnPrefix={settings.cdn_prefix}
        hasOlder={state.before !== null}
        loadingOlder={state.loadingOlder}
        onLoadOlder={() => void store.actions.loadOlder()}
        historyHidden={state.historyHidden}
        onRetry={(clientId) => void store.actions.retry(clientId)}
        onDiscard={(clientId) => store.actions.discard(clientId)}
        now={stores.clock.now()}
        readUntil={state.readUntil}
        typing={state.typing}
        empty={
          <>
            <p className={styles.emptyText}>{t('messages.empty', { name })}</p>
            {cannotSend ? null : (
              <Button variant="secondary" onPress={() => setDialog('icebreaker')}>
                {t('messages.icebreaker')}
              </Button>
            )}
          </>
        }
      />
      <SendFooter
        name={name}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          if (text.trim()) store.actions.typing();
        }}
        onSend={(text) => void store.actions.send(text)}
        price={settings.message_credits}
        maxLength={settings.message_length}
        isDisabled={cannotSend}
        fieldRef={field}
        notice={
          <LiveRegion role="alert">
            {sendProblem ? (
              <div className={styles.alert}>
                {sendProblem.code === 'not_enough_credits' ? (
                  <NotEnoughCreditsAlert
                    cost={messagePrice(lastKind, settings)}
                    credits={credits}
                    live={false}
                  />
                ) : sendProblem.code === 'conversation_limit' ? (
                  <PremiumOnlyAlert text={problemText(sendProblem)} live={false} />
                ) : (
                  <Alert tone="danger" live={false}>
                    {sendProblem.code === 'blocked' && sendProblem.blockerName === undefined
                      ? t('notices.youBlocked', { name })
                      : problemText(sendProblem)}
                  </Alert>
                )}
              </div>
            ) : null}
          </LiveRegion>
        }
        extras={
          <>
            <FileTrigger
              acceptedFileTypes={PHOTO_FILE_TYPES}
              onSelect={(files) => {
                const photo = files?.[0];
                if (photo) void store.actions.sendPhoto(photo);
              }}
            >
              <Button
                variant="ghost"
                className={styles.giftButton}
                isDisabled={cannotSend}
                aria-label={t('footer.photo', { count: settings.photo_credits })}
              >
                <ImagePlus aria-hidden="true" className={styles.noticeIcon} />
              </Button>
            </FileTrigger>
            <Button
              variant="ghost"
              className={styles.giftButton}
              isDisabled={cannotSend}
              aria-label={t('footer.gift')}
              onPress={() => setDialog('gift')}
            >
              <GiftIcon aria-hidden="true" className={styles.noticeIcon} />
            </Button>
          </>
        }
      />
      <GiftPickerModal
        isOpen={dialog === 'gift' && !cannotSend}
        onClose={() => setDialog(null)}
        name={name}
        price={settings.gift_credits}
        onPick={(gift) => {
          setDialog(null);
          void store.actions.sendGift(gift);
        }}
      />
      <IcebreakerModal
        isOpen={dialog === 'icebreaker'}
        onClose={() => setDialog(null)}
        name={name}
        onPick={(text) => {
          setDraft(text);
          picked.current = true;
          setDialog(null);
        }}
      />
      <RemoveChatModal
        isOpen={dialog === 'remove'}
        onClose={() => setDialog(null)}
        name={name}
        onRemove={remove}
      />
    </>
  );
}
