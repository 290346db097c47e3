import { loggedOutSearchVisible, signupsEnabled, trafficSource } from '@dating/logic';
import { Heart, LockKeyhole, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBrandAssets } from '../brand-assets.js';
import { Link } from '../components/Link.js';
import { useBrandTexts } from '../hooks/use-brand-texts.js';
import { useSignupLink } from '../hooks/use-signup-link.js';
import { useSession, useSettings, useTracking } from '../stores-context.js';
import styles from './HomeScreen.module.css';

/** The theme's mosaic of portraits, for a brand without a hero image (1x and 2x, 496×408). */
const MOSAIC = { src: '/theme/hero.webp', src2x: '/theme/hero@2x.webp', width: 496, height: 408 };

/** How wide the hero is shown: the page's width on phones, about half of it beside the text. */
const HERO_SIZES = '(min-width: 768px) 45vw, 100vw';

/**
 * The public home page (route `index`, `/`): the brand's title and description, one strong call
 * to action (sign up, else log in, else search) with the others as quieter links, three short
 * value points, and the brand's hero image (AVIF or WebP at the width the screen needs), else the
 * theme's mosaic of member portraits. The image has a fixed shape and loads at once with a high
 * priority: it is the largest thing on the first screen.
 */
export function HomeScreen() {
  const settings = useSettings();
  const brandTexts = useBrandTexts();
  const { user } = useSession();
  const tracking = useTracking();
  const { hero } = useBrandAssets();
  const { t } = useTranslation('home');
  const signupLink = useSignupLink();
  const canSignUp = !user && signupsEnabled(settings, trafficSource(tracking));
  const searchVisible = loggedOutSearchVisible({
    loggedIn: Boolean(user),
    settings,
    trafficSource: trafficSource(tracking),
  });
  const title = brandTexts.index_title || t('welcome', { name: settings.name });
  // The first call to action is the strong one; the others follow as links.
  const primary = canSignUp ? 'signup' : user ? 'search' : 'login';
  const look = (action: typeof primary) =>
    action === primary
      ? ({ variant: 'button', className: styles.primary } as const)
      : ({ variant: 'inline', className: styles.secondary } as const);

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <title>{title}</title>
      <div className={styles.intro}>
        <p className={styles.brand}>{settings.name}</p>
        <h1 id="home-title" className={styles.title}>
          {title}
        </h1>
        {brandTexts.description ? (
          <p className={styles.description}>{brandTexts.description}</p>
        ) : null}
        <div className={styles.actions}>
          {canSignUp ? (
            <Link {...signupLink} {...look('signup')}>
              {t('signup')}
            </Link>
          ) : null}
          {user ? null : (
            <Link to="/login" {...look('login')}>
              {t('login')}
            </Link>
          )}
          {searchVisible ? (
            <Link to="/members" {...look('search')}>
              {t('searchMembers')}
            </Link>
          ) : null}
        </div>
        {user ? null : (
          <p className={styles.note}>
            {canSignUp ? t('signupCall') : searchVisible ? t('membersCall') : t('loginCall')}
          </p>
        )}
        <ul className={styles.values}>
          <li>
            <Heart aria-hidden="true" className={styles.valueIcon} />
            {t('values.free')}
          </li>
          <li>
            <MapPin aria-hidden="true" className={styles.valueIcon} />
            {t('values.nearby')}
          </li>
          <li>
            <LockKeyhole aria-hidden="true" className={styles.valueIcon} />
            {t('values.private')}
          </li>
        </ul>
      </div>
      {hero ? (
        <picture className={styles.photo}>
          {hero.sources.map((source) => (
            <source
              key={source.type}
              type={source.type}
              srcSet={source.srcSet}
              sizes={HERO_SIZES}
            />
          ))}
          <img
            src={hero.src}
            width={hero.width}
            height={hero.height}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        </picture>
      ) : (
        <img
          className={styles.mosaic}
          src={MOSAIC.src}
          srcSet={`${MOSAIC.src} 1x, ${MOSAIC.src2x} 2x`}
          width={MOSAIC.width}
          height={MOSAIC.height}
          alt=""
          fetchPriority="high"
          decoding="async"
        />
      )}
    </section>
  );
}
