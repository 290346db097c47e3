import { loggedOutSearchVisible, signupsEnabled, trafficSource } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/Link.js';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { useSignupLink } from '../hooks/use-signup-link.js';
import { useSession, useSettings, useTracking } from '../stores-context.js';
import styles from './HomeScreen.module.css';

/** The public home page (route `index`, `/`): the brand's hero and the calls to action. */
export function HomeScreen() {
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const { user } = useSession();
  const tracking = useTracking();
  const { t } = useTranslation('home');
  const signupLink = useSignupLink();
  const canSignUp = !user && signupsEnabled(settings, trafficSource(tracking));
  const searchVisible = loggedOutSearchVisible({
    loggedIn: Boolean(user),
    settings,
    trafficSource: trafficSource(tracking),
  });
  const title = brandTexts.index_title || t('welcome', { name: settings.name });

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <title>{title}</title>
      <p className={styles.brand}>{settings.name}</p>
      <h1 id="home-title" className={styles.title}>
        {title}
      </h1>
      {brandTexts.description ? (
        <p className={styles.description}>{brandTexts.description}</p>
      ) : null}
      <div className={styles.actions}>
        {canSignUp ? (
          <Link {...signupLink} variant="button">
            {t('signup')}
          </Link>
        ) : null}
        {user ? null : (
          <Link to="/login" variant={canSignUp ? 'button-secondary' : 'button'}>
            {t('login')}
          </Link>
        )}
        {searchVisible ? (
          <Link to="/members" variant={user ? 'button' : 'button-secondary'}>
            {t('searchMembers')}
          </Link>
        ) : null}
      </div>
      {user ? null : (
        <p className={styles.note}>
          {canSignUp ? t('signupCall') : searchVisible ? t('membersCall') : t('loginCall')}
        </p>
      )}
    </section>
  );
}
