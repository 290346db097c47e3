import { createOperatorStore, type OperatorStore } from '@dating/logic';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Button } from '../../components/Button.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { DISCOVERY_NAMESPACES, OPERATOR_NAMESPACES } from '../../locales/load-locale.js';
import { useSettings, useStores } from '../../stores-context.js';
import login from '../LoginScreen.module.css';
import page from '../page.module.css';
import { BackOffice } from './BackOffice.js';
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
 * The back office (`/operator` and below): where the brand's team works. Its own login (an
 * operator account, never a member's), then the parts the operator's roles open (`BackOffice`):
 * the chat inbox (`/operator`, `/operator/{id}` with a conversation id), the team
 * (`/operator/team`) and the audit log (`/operator/audit`). It loads only for those who open it:
 * its code and words are chunks of their own, never part of a member's page.
 */
export function OperatorScreen() {
  const { i18n } = useTranslation();
  // Its words (the chat's, which the conversation reuses, and the ban policy's rules, which the
  // moderation names) start loading with its code.
  const namespaces = [...OPERATOR_NAMESPACES, ...DISCOVERY_NAMESPACES, 'banPage'];
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
        <BackOffice store={store} />
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
