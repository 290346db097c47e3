import { useTranslation } from 'react-i18next';
import { FictionalNotice } from './FictionalNotice.js';
import { Link } from './Link.js';
import styles from './MemberCard.module.css';
import { MemberImage } from './MemberImage.js';
import { OnlineDot } from './OnlineDot.js';
import { VisuallyHidden } from './VisuallyHidden.js';

/** Props of {@link MemberCard}. */
export interface MemberCardProps {
  name: string;
  age: number;
  city: string | null;
  /** URL of the main image, or null for the placeholder. */
  imageSrc: string | null;
  /** URL of the main image at twice the size (`srcset` 2x), when the server has one. */
  image2xSrc?: string | null;
  /** The card is in the first row of results: its photo loads at once, with high priority. */
  priority?: boolean;
  online?: boolean;
  /** Set for fictional profiles: the brand's icon and singular label. */
  fictional: { icon: string; label: string } | null;
  /** Heading level inside the results (default 3, below the page's h1 and the results' h2). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Where the card leads (the member's profile): the name becomes the link, and the whole card
   * takes the click (a link named by the member, not by everything on the card).
   */
  href?: string;
}

/**
 * A member in search results, photo-led (with `href`, the whole card is the link to the profile): the photo in a fixed 4:5 frame (every card has the same
 * height), name, age and city over it on a dark gradient, and, for a fictional profile, the
 * brand's notice on the photo's top corner, always visible.
 */
export function MemberCard({
  name,
  age,
  city,
  imageSrc,
  image2xSrc = null,
  priority = false,
  online = false,
  fictional,
  headingLevel = 3,
  href,
}: MemberCardProps) {
  const { t } = useTranslation('members');
  const { t: tc } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <MemberImage
        src={imageSrc}
        src2x={image2xSrc}
        priority={priority}
        name={name}
        alt={tc('photoOf', { name })}
        placeholderLabel={tc('noPhoto', { name })}
      />
      {fictional ? (
        <div className={styles.fictional}>
          <FictionalNotice icon={fictional.icon} label={fictional.label} />
        </div>
      ) : null}
      <div className={styles.caption}>
        <Heading className={styles.name}>
          {href ? (
            <Link to={href} variant="plain" className={styles.link}>
              {name}
            </Link>
          ) : (
            name
          )}
          {online ? (
            <span className={styles.online} title={t('online')}>
              <OnlineDot ring />
              <VisuallyHidden>{t('online')}</VisuallyHidden>
            </span>
          ) : null}
        </Heading>
        <p className={styles.details}>
          {t('age', { count: age })}
          {city ? ` · ${city}` : ''}
        </p>
      </div>
    </article>
  );
}
