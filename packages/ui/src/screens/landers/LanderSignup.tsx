import { signupsEnabled, trafficSource } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { Link } from '../../components/Link.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { useSession, useSettings, useSignup, useTracking } from '../../stores-context.js';
import { SignupFlow, signupStepTitleKey } from '../signup/SignupFlow.js';
import styles from './landers.module.css';

/** The id of the lander's signup section: its "Sign up" links lead there. */
export const LANDER_SIGNUP_ID = 'signup';

/**
 * The signup on a lander (spec: step 0 on the page): the same flow as the signup page, which goes
 * on to its later steps here and then to the completion step. On a brand whose signups need a
 * traffic source, a visitor who came without one learns that signup is by invitation; a member
 * who is logged in already (and not in the middle of signing up) is shown the way to the members.
 */
export function LanderSignup() {
  const settings = useSettings();
  const { user } = useSession();
  const signup = useSignup();
  const tracking = useTracking();
  const problemText = useProblemText();
  const { t } = useTranslation(['landers', 'signup']);
  const open = signupsEnabled(settings, trafficSource(tracking));
  // Once the account is made, the flow goes on here with its later steps, under their titles.
  const signingUp = Boolean(user) && signup.step > 0;
  const loggedIn = Boolean(user) && !signingUp;
  const title = signingUp
    ? t(`signup:${signupStepTitleKey(signup.step)}`)
    : loggedIn
      ? t('signup.memberTitle')
      : t('signup.title');
  return (
    <section
      id={LANDER_SIGNUP_ID}
      className={styles.signup}
      aria-labelledby="lander-signup-title"
      tabIndex={-1}
    >
      <h2 id="lander-signup-title" className={styles.signupTitle}>
        {title}
      </h2>
      {loggedIn ? (
        <Link to="/members" variant="button">
          {t('signup.toMembers')}
        </Link>
      ) : signingUp ? (
        <SignupFlow />
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
