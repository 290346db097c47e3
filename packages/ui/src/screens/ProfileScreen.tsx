import { useTranslation } from 'react-i18next';
import { Panel } from '../components/Panel.js';
import { RequireMember } from '../require-member.js';
import { useSettings } from '../stores-context.js';
import styles from './page.module.css';
import { AccountSection } from './profile/AccountSection.js';
import { BlockedMembersSection } from './profile/BlockedMembersSection.js';
import { EnrichProfileAlert } from './profile/EnrichProfileAlert.js';
import { PhotosSection } from './profile/PhotosSection.js';
import { ProfileForm } from './profile/ProfileForm.js';
import { PROFILE_SECTIONS, ProfileSectionLinks } from './profile/ProfileSectionLinks.js';

const [photos, location, details, about, account] = PROFILE_SECTIONS.map((section) => section.id);

/**
 * The own profile and settings (`/profile`): the enrich-profile alert, photos, location with the
 * geolocation button, personal details, "about me" with interests, and the account (invisible
 * mode, e-mail and password changes, the data download, the blocked members to unblock). A sticky row of links reaches each
 * section with one tap. Members only.
 */
export function ProfileScreen() {
  const settings = useSettings();
  const { t } = useTranslation('profile');
  return (
    <RequireMember>
      <div className={styles.page}>
        <title>{`${t('title')} | ${settings.name}`}</title>
        <h1 className={styles.title}>{t('title')}</h1>
        <ProfileSectionLinks />
        <EnrichProfileAlert />
        <Panel id={photos} title={t('photos.title')}>
          <PhotosSection />
        </Panel>
        <Panel id={location} title={t('location.title')}>
          <ProfileForm parts={['location']} />
        </Panel>
        <Panel id={details} title={t('details.title')}>
          <ProfileForm parts={['details']} />
        </Panel>
        <Panel id={about} title={t('about.title')}>
          <ProfileForm parts={['about']} />
        </Panel>
        <Panel id={account} title={t('account.title')}>
          <AccountSection />
          <BlockedMembersSection />
        </Panel>
      </div>
    </RequireMember>
  );
}
