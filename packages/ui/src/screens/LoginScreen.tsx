import { signupsEnabled, trafficSource } from '@dating/logic';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.js';
import { Link } from '../components/Link.js';
import { TextField } from '../components/TextField.js';
import { useFieldProblemText, useProblemText } from '../hooks/use-problem-text.js';
import { useSignupLink } from '../hooks/use-signup-link.js';
import { Navigate, useNavigate, useSearchParams } from '../router.js';
import { useSession, useSettings, useStores, useTracking } from '../stores-context.js';
import { ReactivationOffer } from './account/ReactivationOffer.js';
import styles from './LoginScreen.module.css';
import page from './page.module.css';

/** Where to go after login: the `redirect` query when it is a path of this site, else /members. */
export function loginRedirectTarget(redirect: string | null): string {
  if (redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')) {
    return redirect;
  }
  return '/members';
}

/**
 * The login page (`/login`): e-mail and password; then the `redirect` query or /members. The
 * session store checks the form and logs in; this page shows the problems it reports. A suspended
 * or banned member (`account_restricted`) goes to the ban policy, which shows their restriction.
 */
export function LoginScreen() {
  const stores = useStores();
  const settings = useSettings();
  const session = useSession();
  const tracking = useTracking();
  const signupLink = useSignupLink();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation('login');
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const target = loginRedirectTarget(searchParams.get('redirect'));

  if (session.user) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await stores.session.actions.login({ email, password });
    // A suspended or banned member reads why on the ban policy, with their restriction on top.
    // (A plain copy: the problem is also the store's state, and a proxy cannot go into history.)
    const restriction = result.ok ? undefined : result.problem.restriction;
    if (restriction) {
      const { kind, ground, ends_at } = restriction;
      navigate('/pages/ban', { state: { restriction: { kind, ground, ends_at } } });
    }
  };

  const { error } = session.login;
  const fields = error?.fields ?? {};
  const pendingDeletion = error?.code === 'account_pending_deletion';
  // Field problems show next to their fields; anything else above the form.
  const shownAbove =
    error &&
    !pendingDeletion &&
    !(error.code === 'validation_failed' && (fields.email || fields.password));

  return (
    <section className={page.narrow} aria-labelledby="login-title">
      <title>{`${t('title')} | ${settings.name}`}</title>
      <h1 id="login-title" className={page.title}>
        {t('title')}
      </h1>
      <p className={page.intro}>{t('intro', { name: settings.name })}</p>
      <form className={page.card} onSubmit={submit} noValidate>
        <div role="alert" className={styles.alertSlot}>
          {shownAbove ? <p className={styles.alert}>{problemText(error)}</p> : null}
        </div>
        {pendingDeletion ? <ReactivationOffer email={email.trim()} /> : null}
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
          errorMessage={fieldProblemText('email', fields.email)}
        />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          errorMessage={fieldProblemText('password', fields.password)}
        />
        <Button type="submit" isPending={session.login.pending}>
          {session.login.pending ? t('pending') : t('submit')}
        </Button>
        <Link to="/reset-password" className={styles.forgot}>
          {t('forgotPassword')}
        </Link>
      </form>
      {signupsEnabled(settings, trafficSource(tracking)) ? (
        <p className={styles.signup}>
          {t('noAccount')} <Link {...signupLink}>{t('signup')}</Link>
        </p>
      ) : null}
    </section>
  );
}
