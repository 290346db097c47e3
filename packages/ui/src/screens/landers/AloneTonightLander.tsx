import { Moon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores-context.js';
import { LanderMembers } from './LanderMembers.js';
import { LanderPitch } from './LanderPitch.js';
import { LanderSignup } from './LanderSignup.js';
import styles from './landers.module.css';
import { useLanderMembers } from './use-lander-members.js';

const DESIGN = 'alonetonight';
const COUNT = 6;

/**
 * `alonetonight`: the night-time hook. A dark evening sky with the moon, "Alone tonight?", and a
 * row of members, those online now first (the showcase orders by who was seen last), then the
 * signup.
 */
export function AloneTonightLander() {
  const settings = useSettings();
  const { t } = useTranslation('landers');
  const profiles = useLanderMembers(DESIGN, COUNT);
  const someoneOnline = profiles?.some((profile) => profile.online) ?? false;
  return (
    <div className={styles.stack}>
      <section className={styles.night} aria-labelledby="lander-title">
        <Moon className={styles.moon} aria-hidden="true" />
        <LanderPitch
          eyebrow={t('alonetonight.eyebrow', { name: settings.name })}
          headline={t('alonetonight.headline')}
          text={t('alonetonight.text')}
        />
        <h2 className={styles.rowTitle}>
          {someoneOnline ? t('alonetonight.onlineTitle') : t('alonetonight.recentTitle')}
        </h2>
        <LanderMembers profiles={profiles} count={COUNT} className={styles.row} priority={3} />
      </section>
      <LanderSignup />
    </div>
  );
}
