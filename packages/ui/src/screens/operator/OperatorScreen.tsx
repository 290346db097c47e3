import { createOperatorStore, type OperatorStore } from '@dating/logic';
import { LogOut } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { ConversationList } from '../../components/ConversationList.js';
import { TextField } from '../../components/TextField.js';
import { useBrandTexts } from '../../hooks/use-brand-texts.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { ChatLayout } from '../../layouts/ChatLayout.js';
import { DISCOVERY_NAMESPACES, OPERATOR_NAMESPACES } from '../../locales/load-locale.js';
import { useParams } from '../../router.js';
import { useSettings, useStores } from '../../stores-context.js';
import chat from '../chat/ChatScreen.module.css';
import { ErrorScreen } from '../ErrorScreen.js';
import login from '../LoginScreen.module.css';
import page from '../page.module.css';
import { OperatorConversationPane } from './OperatorConversationPane.js';
import styles from './OperatorScreen.module.css';

/** The operator inbox's store, made with the page and ended with it. */
function useOperatorStore(): OperatorStore {
  const stores = useStores();
  const [store] = useState(() => createOperatorStore({ api: stores.api, clock: stores.clock }));
  useEffect(() => {
    void store.actions.start();
    return () => store.destroy();
  }, [store]);
  return store;
}

/**
 * The operator inbox (`/operator`, `/operator/{id}` with a conversation id): where the brand's
 * team answers the members who write to its fictional profiles, as those profiles. Its own login
 * (an operator account, never a member's), then the conversations, the unanswered first, beside
 * the open one. It loads only for those who open it: its code and words are chunks of their own.
 */
export function OperatorScreen() {
  const { i18n } = useTranslation();
  // Its words (and the chat's, which the conversation reuses) start loading with its code.
  const namespaces = [...OPERATOR_NAMESPACES, ...DISCOVERY_NAMESPACES];
  if (!namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace)))
    void i18n.loadNamespaces(namespaces);
  const store = useOperatorStore();
  const { status } = useSnapshot(store.state);
  const settings = useSettings();
  const { t } = useTranslation('operator');
  return (
    <>
      <title>{`${t('title')} | ${settings.name}`}</title>
      <meta name="robots" content="noindex" />
      {status === 'signed_in' ? (
        <OperatorInbox store={store} />
      ) : status === 'signed_out' ? (
        <OperatorLogin store={store} />
      ) : (
        <p role="status" className={styles.loading}>
          {t('loading')}
        </p>
      )}
    </>
  );
}

function OperatorLogin({ store }: { store: OperatorStore }) {
  const { loggingIn, loginProblem } = useSnapshot(store.state);
  const settings = useSettings();
  const { t } = useTranslation(['operator', 'login']);
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const fields = loginProblem?.fields ?? {};
  const shownAbove =
    loginProblem &&
    !(loginProblem.code === 'validation_failed' && (fields.email || fields.password));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.actions.login(email, password);
  };
  return (
    <div className={styles.login}>
      <section className={page.narrow} aria-labelledby="operator-title">
        <h1 id="operator-title" className={page.title}>
          {t('title')}
        </h1>
        <p className={page.intro}>{t('login.intro', { brand: settings.name })}</p>
        <form className={page.card} onSubmit={submit} noValidate>
          <div role="alert" className={login.alertSlot}>
            {shownAbove ? <p className={login.alert}>{problemText(loginProblem)}</p> : null}
          </div>
          <TextField
            label={t('login:email')}
            name="email"
            type="email"
            autoComplete="username"
            isRequired
            value={email}
            onChange={setEmail}
            errorMessage={fieldProblemText('email', fields.email)}
          />
          <TextField
            label={t('login:password')}
            name="password"
            type="password"
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={setPassword}
            errorMessage={fieldProblemText('password', fields.password)}
          />
          <Button type="submit" isPending={loggingIn}>
            {loggingIn ? t('login:pending') : t('login:submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}

/** Which conversation the address opens: none (`/operator`), one, or none that can exist. */
function conversationOf(id: string | undefined): number | null | 'invalid' {
  if (id === undefined) return null;
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? number : 'invalid';
}

function OperatorInbox({ store }: { store: OperatorStore }) {
  const state = useSnapshot(store.state);
  const { id } = useParams();
  const target = conversationOf(id);
  const stores = useStores();
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const problemText = useProblemText();
  const { t } = useTranslation('operator');

  useEffect(() => {
    if (typeof target === 'number') void store.actions.open(target);
    else store.actions.close();
  }, [store, target]);

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
      empty={<p>{t('list.empty')}</p>}
    />
  );
  return (
    <div className={styles.inbox}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        {state.unread > 0 ? <Badge>{t('header.waiting', { count: state.unread })}</Badge> : null}
        <span className={styles.who}>{t('header.signedInAs', { name: state.operator?.name })}</span>
        <Button variant="ghost" onPress={() => void store.actions.logout()}>
          <LogOut aria-hidden="true" className={styles.icon} />
          {t('header.logout')}
        </Button>
      </header>
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
            <OperatorConversationPane store={store} fictionalLabel={fictionalLabel} />
          )}
        </ChatLayout>
      </div>
    </div>
  );
}
