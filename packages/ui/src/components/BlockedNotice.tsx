import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './BlockedNotice.module.css';
import { Link } from './Link.js';

/** Props of {@link BlockedNotice}. */
export interface BlockedNoticeProps {
  /** The name of the member who blocked the viewer. */
  name: string;
  /** Level of the notice's heading: 1 (default) where it stands for the whole page. */
  headingLevel?: 1 | 2;
}

/**
 * What a blocked member sees instead of the blocker's profile (spec section 6): "You're blocked
 * by {name}. You do not have access to this page.", with a way back to the member search.
 */
export function BlockedNotice({ name, headingLevel = 1 }: BlockedNoticeProps) {
  const { t } = useTranslation('discovery');
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.notice}>
      <ShieldOff aria-hidden="true" className={styles.icon} />
      <Heading className={styles.title}>{t('blocked.title')}</Heading>
      <p className={styles.text}>{t('blocked.text', { name })}</p>
      <Link to="/members" variant="button">
        {t('blocked.backToSearch')}
      </Link>
    </section>
  );
}
