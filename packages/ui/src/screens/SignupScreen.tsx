import { signupsEnabled, trafficSource } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert.js';
import { useProblemText } from '../hooks/use-problem-text.js';
import { Navigate } from '../router.js';
import { useSession, useSettings, useSignup, useTracking } from '../stores-context.js';
import styles from './page.module.css';
import { SignupFlow, signupStepTitleKey } from './signup/SignupFlow.js';

/**
 * The signup page (`/signup`), where smartphones sign up: the same flow as the modal. A member
 * who is logged in already goes to the member search; on an invite-only brand a visitor without
 * a traffic source learns that signup is closed.
 */
export function SignupScreen() {
  const settings = useSettings();
  const session = useSession();
  const signup = useSignup();
  const tracking = useTracking();
  const problemText = useProblemText();
  const { t } = useTranslation('signup');

  if (session.user && signup.step === 0) return <Navigate to="/members" replace />;
  const title = signup.step === 0 ? t('pageTitle') : t(signupStepTitleKey(signup.step));
  const open = session.user || signupsEnabled(settings, trafficSource(tracking));
  return (
    <div className={styles.narrow}>
      <title>{`${t('pageTitle')} | ${settings.name}`}</title>
      <h1 className={styles.title}>{title}</h1>
      {open ? <SignupFlow /> : <Alert tone="info">{problemText({ code: 'signups_closed' })}</Alert>}
    </div>
  );
}
