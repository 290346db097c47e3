import { useTranslation } from 'react-i18next';
import { FictionalNotice } from './FictionalNotice.js';
import styles from './MemberCard.module.css';
import { MemberImage } from './MemberImage.js';
import { VisuallyHidden } from './VisuallyHidden.js';

/** Props of {@link MemberCard}. */
export interface MemberCardProps {
  name: string;
  age: number;
  city: string | null;
  /** URL of the main image, or null for the placeholder. */
  imageSrc: string | null;
  online?: boolean;
  /** Set for fictional profiles: the brand's icon and singular label. */
  fictional: { icon: string; label: string } | null;
  /** Heading level inside the results (default 3, below the page's h1 and the results' h2). */
  headingLevel?: 2 | 3 | 4;
}

/** A member in search results: photo, name, age, city and, when fictional, the brand's notice. */
export function MemberCard({
  name,
  age,
  city,
  imageSrc,
  online = false,
  fictional,
  headingLevel = 3,
}: MemberCardProps) {
  const { t } = useTranslation('members');
  const { t: tc } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <MemberImage
        src={imageSrc}
        name={name}
        alt={tc('photoOf', { name })}
        placeholderLabel={tc('noPhoto', { name })}
      />
      <div className={styles.body}>
        <Heading className={styles.name}>
          {name}
          {online ? (
            <span className={styles.online} title={t('online')}>
              <span className={styles.dot} aria-hidden="true" />
              <VisuallyHidden>{t('online')}</VisuallyHidden>
            </span>
          ) : null}
        </Heading>
        <p className={styles.details}>
          {t('age', { count: age })}
          {city ? ` · ${city}` : ''}
        </p>
        {fictional ? <FictionalNotice icon={fictional.icon} label={fictional.label} /> : null}
      </div>
    </article>
  );
}
