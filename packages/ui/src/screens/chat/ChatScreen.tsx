import type { ConversationTarget } from '@dating/logic';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { ConversationList } from '../../components/ConversationList.js';
import { useBrandTexts } from '../../hooks/use-brand-texts.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { ChatLayout } from '../../layouts/ChatLayout.js';
import { DISCOVERY_NAMESPACES } from '../../locales/load-locale.js';
import { RequireMember } from '../../require-member.js';
import { useLocation, useParams } from '../../router.js';
import { useSession, useSettings, useStores } from '../../stores-context.js';
import { ErrorScreen } from '../ErrorScreen.js';
import styles from './ChatScreen.module.css';
import { ConversationPane } from './ConversationPane.js';
import { useChatsStore, useConversationStore } from './use-chat-stores.js';

/** Which conversation an address opens: none (`/chats`), one of the list, or one with a member. */
function targetOf(pathname: string, id: string | undefined): ConversationTarget | null | 'invalid' {
  if (id === undefined) return null;
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0) return 'invalid';
  return pathname.startsWith('/members/') ? { profileId: number } : { conversation: number };
}

/**
 * The chat (`/chats`, `/chats/{id}` with a conversation id, `/members/{id}/chat` with a member's):
 * the chat layout with the conversation list beside the open conversation. `/chats` alone is the
 * list (on wide screens beside a hint to choose a conversation). Members only.
 */
export function ChatScreen() {
  const { i18n } = useTranslation();
  // The chat's texts start loading with its code, before the session is known.
  if (!i18n.hasLoadedNamespace(DISCOVERY_NAMESPACES[0]))
    void i18n.loadNamespaces(DISCOVERY_NAMESPACES);
  return (
    <RequireMember>
      <ChatPage />
    </RequireMember>
  );
}

function ChatPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const target = targetOf(pathname, id);
  const stores = useStores();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const problemText = useProblemText();
  const { user } = useSession();
  const { t } = useTranslation('chat');
  const chats = useChatsStore();
  const list = useSnapshot(chats.state);
  const conversation = useConversationStore(
    chats,
    target === 'invalid' ? null : target,
    user?.profile.id ?? null,
  );
  const open = useSnapshot(conversation.state);

  // The list is loaded when the chat opens (later, the member's refresh keeps it current).
  useEffect(() => {
    void chats.actions.load();
  }, [chats]);

  // A message arrived in the open conversation: it is fetched (and read) at once.
  const openEntry = list.chats?.find((chat) => chat.conversation === open.conversation);
  const unreadHere = openEntry?.num_unread_messages ?? 0;
  useEffect(() => {
    if (unreadHere > 0) void conversation.actions.refresh();
  }, [conversation, unreadHere]);

  const fictionalLabel = { icon: brandTexts.fictional_icon, label: brandTexts.fictional_singular };
  const listView = (
    <>
      {list.removeProblem ? (
        <div className={styles.listAlert}>
          <Alert
            tone="danger"
            actions={
              <Button variant="secondary" onPress={() => chats.actions.dismissRemoveProblem()}>
                {t('list.dismiss')}
              </Button>
            }
          >
            {t('list.removeFailed', { error: problemText(list.removeProblem) })}
          </Alert>
        </div>
      ) : null}
      <ConversationList
        chats={list.chats}
        firstLoad={list.firstLoad}
        loadError={list.problem ? problemText(list.problem) : null}
        onRetry={() => void chats.actions.load()}
        active={open.conversation}
        fictionalLabel={fictionalLabel}
        headingLevel={target === null ? 1 : 2}
        now={stores.clock.now()}
        cdnPrefix={settings.cdn_prefix}
      />
    </>
  );

  return (
    <ChatLayout list={listView} narrow={target === null ? 'list' : 'pane'}>
      {target === null ? (
        <div className={styles.pick}>
          <title>{`${t('title')} | ${settings.name}`}</title>
          <h2 className={styles.pickTitle}>{t('pick.title')}</h2>
          <p>{t('pick.text')}</p>
        </div>
      ) : target === 'invalid' ? (
        <ErrorScreen status={404} />
      ) : (
        <ConversationPane
          store={conversation}
          chats={chats}
          fictionalLabel={fictionalLabel}
          onRetry={() => void conversation.actions.open(target)}
        />
      )}
    </ChatLayout>
  );
}
