import { useTranslation } from 'react-i18next';
import styles from './ProfileSectionLinks.module.css';

/** The sections of the profile settings, in page order: their ids and title keys. */
export const PROFILE_SECTIONS = [
  { id: 'profile-photos', title: 'photos.title' },
  { id: 'profile-location', title: 'location.title' },
  { id: 'profile-details', title: 'details.title' },
  { id: 'profile-about', title: 'about.title' },
  { id: 'profile-account', title: 'account.title' },
] as const;

/**
 * A sticky row of links to the profile's sections, so a phone reaches any of them with one tap
 * (the row scrolls sideways when it does not fit).
 */
export function ProfileSectionLinks() {
  const { t } = useTranslation('profile');
  return (
    <nav className={styles.links} aria-label={t('sections')}>
      <ul className={styles.list}>
        {PROFILE_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.link}>
              {t(section.title)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
