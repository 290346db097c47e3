import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores-context.js';
import { LanderMembers } from './LanderMembers.js';
import { LanderPitch } from './LanderPitch.js';
import { LanderSplit } from './LanderSplit.js';
import styles from './landers.module.css';
import { useLanderMembers } from './use-lander-members.js';

const DESIGN = 'gallery';
const COUNT = 12;

/**
 * `gallery`: the newest faces in a tidy grid of portraits (2 columns on phones, up to 4), the
 * signup beside them on wide screens, below on phones.
 */
export function GalleryLander() {
  const settings = useSettings();
  const { t } = useTranslation('landers');
  const profiles = useLanderMembers(DESIGN, COUNT);
  return (
    <LanderSplit>
      <LanderPitch
        eyebrow={t('gallery.eyebrow', { name: settings.name })}
        headline={t('gallery.headline', { name: settings.name })}
        text={t('gallery.text')}
      />
      <LanderMembers profiles={profiles} count={COUNT} className={styles.gallery} priority={2} />
    </LanderSplit>
  );
}
