import { isValidEmail } from '@dating/contract/rules';
import { type LoginError, signupsEnabled, trafficSource } from '@dating/logic';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../components/Button.js';
import { Link } from '../components/Link.js';
import { TextField } from '../components/TextField.js';
import { useSignupLink } from '../hooks/use-signup-link.js';
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

/** The login page (`/login`): e-mail and password; then the `redirect` query or /members. */
export function LoginScreen() {
  const stores = useStores();
  const settings = useSettings();
  const session = useSession();
  const tracking = useTracking();
  const signupLink = useSignupLink();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation('login');
  const { t: te } = useTranslation('errors');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const target = loginRedirectTarget(searchParams.get('redirect'));

  if (session.user) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: { email?: string; password?: string } = {};
    const trimmed = email.trim();
    if (!trimmed) errors.email = t('emailRequired');
    else if (!isValidEmail(trimmed)) errors.email = t('invalidEmail');
    if (!password) errors.password = t('passwordRequired');
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    await stores.session.actions.login({ email: trimmed, password });
  };

  const pendingDeletion = session.login.error?.code === 'account_pending_deletion';
  const errorText = (error: LoginError): string => {
    if (error.code === 'login_failed') return t('loginFailed');
    if (error.code === 'account_locked' && error.minutes !== undefined) {
      return t('accountLocked', { minutes: error.minutes });
    }
    if (error.code === 'account_locked') return t('loginFailed');
    return te('generic');
  };

  return (
    <section className={page.narrow} aria-labelledby="login-title">
      <title>{`${t('title')} | ${settings.name}`}</title>
      <h1 id="login-title" className={page.title}>
        {t('title')}
      </h1>
      <p className={page.intro}>{t('intro', { name: settings.name })}</p>
      <form className={page.card} onSubmit={submit} noValidate>
        <div role="alert" className={styles.alertSlot}>
          {session.login.error && !pendingDeletion ? (
            <p className={styles.alert}>{errorText(session.login.error)}</p>
          ) : null}
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
          errorMessage={fieldErrors.email ?? null}
        />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          errorMessage={fieldErrors.password ?? null}
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
