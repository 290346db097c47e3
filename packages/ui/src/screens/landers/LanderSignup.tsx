import { signupsEnabled, trafficSource } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { Link } from '../../components/Link.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useSession, useSettings, useTracking } from '../../stores-context.js';
import { SignupFlow } from '../signup/SignupFlow.js';
import styles from './landers.module.css';

/** The id of the lander's signup section: its "Sign up" links lead there. */
export const LANDER_SIGNUP_ID = 'signup';

/**
 * The signup on a lander (spec: step 0 on the page): the same flow as the signup page, which goes
 * on to its later steps here and then to the completion step. On a brand whose signups need a
 * traffic source, a visitor who came without one learns that signup is by invitation; a member
 * who is logged in already is shown the way to the members.
 */
export function LanderSignup() {
  const settings = useSettings();
  const { user } = useSession();
  const tracking = useTracking();
  const problemText = useProblemText();
  const { t } = useTranslation('landers');
  const open = signupsEnabled(settings, trafficSource(tracking));
  return (
    <section
      id={LANDER_SIGNUP_ID}
      className={styles.signup}
      aria-labelledby="lander-signup-title"
      tabIndex={-1}
    >
      <h2 id="lander-signup-title" className={styles.signupTitle}>
        {user ? t('signup.memberTitle') : t('signup.title')}
      </h2>
      {user ? (
        <Link to="/members" variant="button">
          {t('signup.toMembers')}
        </Link>
      ) : open ? (
        <>
          <p className={styles.signupIntro}>{t('signup.intro', { name: settings.name })}</p>
          <SignupFlow />
        </>
      ) : (
        <>
          <Alert tone="info">{problemText({ code: 'signups_closed' })}</Alert>
          <p className={styles.signupIntro}>
            {t('signup.alreadyMember')} <Link to="/login">{t('signup.login')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
