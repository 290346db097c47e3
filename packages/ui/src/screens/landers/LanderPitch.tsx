import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link.js';
import linkStyles from '../../components/Link.module.css';
import { useSession, useSettings, useSignup } from '../../stores-context.js';
import { LANDER_SIGNUP_ID } from './LanderSignup.js';
import styles from './landers.module.css';

/** Props of {@link LanderPitch}. */
export interface LanderPitchProps {
  /** The short line above the headline. */
  eyebrow?: string;
  /** The lander's headline: the page's h1. */
  headline: string;
  /** One or two sentences under it. */
  text: string;
  /** What the design adds under the text (a count of members online, a hint). */
  children?: ReactNode;
}

/**
 * The words of a lander: the headline (the page's only h1, and with the brand's name its title), a line of text and
 * the call to action: a link to the signup on the page that takes the focus there (for a member
 * who is logged in, the way to the members).
 */
export function LanderPitch({ eyebrow, headline, text, children }: LanderPitchProps) {
  const { t } = useTranslation('landers');
  const { user } = useSession();
  const signup = useSignup();
  const settings = useSettings();
  // The signup section takes the focus, so the keyboard and screen readers go on from there.
  const goToSignup = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(LANDER_SIGNUP_ID);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ block: 'start' });
    section.focus({ preventScroll: true });
  };
  return (
    <div className={styles.pitch}>
      <title>{t('title', { headline, name: settings.name })}</title>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 id="lander-title" className={styles.headline}>
        {headline}
      </h1>
      <p className={styles.text}>{text}</p>
      {children}
      {user && signup.step === 0 ? (
        <Link to="/members" variant="button" className={styles.join}>
          {t('signup.toMembers')}
        </Link>
      ) : (
        <a
          href={`#${LANDER_SIGNUP_ID}`}
          className={`${linkStyles.link} ${styles.join}`}
          data-variant="button"
          onClick={goToSignup}
        >
          {t('join')}
        </a>
      )}
    </div>
  );
}
