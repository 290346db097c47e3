import type { Persona } from '@dating/contract';
import { INBOX_SEARCH_MAX_LENGTH } from '@dating/contract/enums';
import {
  createConversationContextStore,
  createPersonasStore,
  createSavedRepliesStore,
  type InboxFilters,
  type OperatorStore,
} from '@dating/logic';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Button } from '../../components/Button.js';
import { ConversationList } from '../../components/ConversationList.js';
import { Select } from '../../components/Select.js';
import { TextField } from '../../components/TextField.js';
import { useBrandTexts } from '../../hooks/use-brand-texts.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { ChatLayout } from '../../layouts/ChatLayout.js';
import { useParams } from '../../router.js';
import { useSettings, useStores } from '../../stores-context.js';
import chat from '../chat/ChatScreen.module.css';
import { ErrorScreen } from '../ErrorScreen.js';
import { ConversationContextPanel } from './ConversationContextPanel.js';
import { OperatorConversationPane } from './OperatorConversationPane.js';
import styles from './OperatorScreen.module.css';
import { useSectionStore } from './use-section-store.js';

/** Which conversation the address opens: none (`/operator`), one, or none that can exist. */
function conversationOf(id: string | undefined): number | null | 'invalid' {
  if (id === undefined) return null;
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? number : 'invalid';
}

/**
 * The inbox's search: a member (a part of the name or e-mail address, or the id), one persona, a
 * text within a message. Searching applies the fields; "Show all" empties them.
 */
function InboxSearch({ store, searching }: { store: OperatorStore; searching: boolean }) {
  const { filters } = useSnapshot(store.state);
  const personas = useSectionStore(createPersonasStore);
  const { personas: list } = useSnapshot(personas.state);
  const { t } = useTranslation('operator');
  const [draft, setDraft] = useState<InboxFilters>({ ...filters });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.actions.search(draft);
  };
  const clear = () => {
    const none = { member: '', persona: null, text: '' };
    setDraft(none);
    void store.actions.search(none);
  };
  const options = [
    { id: 'all', label: t('search.anyPersona') },
    ...((list ?? []) as Persona[])
      .filter((persona) => persona.status === 'active')
      .map((persona) => ({ id: String(persona.id), label: persona.name })),
  ];
  const tooLong = (value: string) =>
    value.length > INBOX_SEARCH_MAX_LENGTH
      ? t('search.tooLong', { max: INBOX_SEARCH_MAX_LENGTH })
      : null;
  return (
    <search aria-label={t('search.label')}>
      <form onSubmit={submit} className={styles.search}>
        <TextField
          label={t('search.member')}
          name="member"
          type="search"
          value={draft.member}
          onChange={(member) => setDraft({ ...draft, member })}
          errorMessage={tooLong(draft.member)}
        />
        <Select
          label={t('search.persona')}
          options={options}
          value={draft.persona === null ? 'all' : String(draft.persona)}
          onChange={(id) => setDraft({ ...draft, persona: id === 'all' ? null : Number(id) })}
        />
        <TextField
          label={t('search.text')}
          name="text"
          type="search"
          value={draft.text}
          onChange={(text) => setDraft({ ...draft, text })}
          errorMessage={tooLong(draft.text)}
        />
        <div className={styles.searchActions}>
          <Button type="submit">{t('search.submit')}</Button>
          {searching ? (
            <Button variant="secondary" onPress={clear}>
              {t('search.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

/**
 * The back office's chat inbox (`/operator`, `/operator/{id}`): the search and the conversations
 * of the brand's fictional profiles, the unanswered first (each with the colleague who holds it),
 * beside the open one, answered as those profiles, and beside that (from 1280 px; behind a button
 * below) the house rules, both profiles and the team's note on the two.
 */
export function OperatorInbox({ store }: { store: OperatorStore }) {
  const state = useSnapshot(store.state);
  const { part } = useParams();
  const target = conversationOf(part);
  const stores = useStores();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const problemText = useProblemText();
  const { t } = useTranslation('operator');
  const [context] = useState(() => createConversationContextStore({ api: stores.api }));
  const replies = useSectionStore(createSavedRepliesStore);
  const searching = Boolean(
    state.filters.member || state.filters.persona !== null || state.filters.text,
  );
  // Who of the colleagues holds each conversation (the operator's own claims go unsaid).
  const claims = new Map(
    (state.chats ?? []).flatMap((chat) =>
      chat.claim && chat.claim.operator.id !== state.operator?.id
        ? [[chat.conversation, chat.claim.operator.name] as const]
        : [],
    ),
  );
  const [contextShown, setContextShown] = useState(false);

  useEffect(() => () => context.destroy(), [context]);
  // A page that goes away lets go of its conversation; one that comes back takes it again.
  useEffect(() => {
    const leave = () => store.actions.leave();
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) store.actions.touch();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, [store]);
  useEffect(() => {
    if (typeof target === 'number') void store.actions.open(target);
    else store.actions.close();
    void context.actions.open(typeof target === 'number' ? target : null);
    setContextShown(false);
  }, [store, context, target]);

  const fictionalLabel = { icon: brandTexts.fictional_icon, label: brandTexts.fictional_singular };
  const list = (
    <ConversationList
      chats={state.chats}
      firstLoad={state.chats === null && !state.loadProblem}
      loadError={state.loadProblem ? problemText(state.loadProblem) : null}
      onRetry={() => void store.actions.load()}
      active={typeof target === 'number' ? target : null}
      fictionalLabel={fictionalLabel}
      now={stores.clock.now()}
      cdnPrefix={settings.cdn_prefix}
      linkOf={(conversation) => `/operator/${conversation}`}
      back={null}
      title={t('list.title')}
      empty={<p>{searching ? t('search.none') : t('list.empty')}</p>}
      tools={<InboxSearch store={store} searching={searching} />}
      noteOf={(chat) => {
        const holder = claims.get(chat.conversation);
        return holder ? t('list.claimedBy', { name: holder }) : null;
      }}
    />
  );
  return (
    <div className={styles.body}>
      <ChatLayout list={list} narrow={target === null ? 'list' : 'pane'}>
        {target === null ? (
          <div className={chat.pick}>
            <h2 className={chat.pickTitle}>{t('pick.title')}</h2>
            <p>{t('pick.text')}</p>
          </div>
        ) : target === 'invalid' ? (
          <ErrorScreen status={404} />
        ) : (
          <div className={styles.conversation} data-context={contextShown ? 'shown' : 'hidden'}>
            <div className={styles.thread}>
              <OperatorConversationPane
                store={store}
                replies={replies}
                fictionalLabel={fictionalLabel}
                contextShown={contextShown}
                onToggleContext={() => setContextShown((shown) => !shown)}
              />
            </div>
            <ConversationContextPanel store={context} fictionalLabel={fictionalLabel} />
          </div>
        )}
      </ChatLayout>
    </div>
  );
}
