import { EyeOff, Heart, LockKeyhole, MapPin, MessageCircle, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores-context.js';
import { LanderMembers } from './LanderMembers.js';
import { LanderPitch } from './LanderPitch.js';
import { LanderSignup } from './LanderSignup.js';
import styles from './landers.module.css';
import { useLanderMembers } from './use-lander-members.js';

const DESIGN = 'iconslanding';
const COUNT = 4;

/** The product's features, each true of every brand (no claim a brand cannot keep). */
const FEATURES = [
  ['free', Sparkles],
  ['nearby', MapPin],
  ['chat', MessageCircle],
  ['match', Heart],
  ['private', LockKeyhole],
  ['control', EyeOff],
] as const;

/**
 * `iconslanding`: what the service offers, as six features with icons, then a few members and
 * the signup.
 */
export function IconsLander() {
  const settings = useSettings();
  const { t } = useTranslation('landers');
  const profiles = useLanderMembers(DESIGN, COUNT);
  return (
    <div className={styles.stack}>
      <section className={styles.centered} aria-labelledby="lander-title">
        <LanderPitch
          eyebrow={t('iconslanding.eyebrow', { name: settings.name })}
          headline={t('iconslanding.headline')}
          text={t('iconslanding.text')}
        />
      </section>
      <section className={styles.band} aria-labelledby="lander-features">
        <h2 id="lander-features" className={styles.sectionTitle}>
          {t('iconslanding.featuresTitle', { name: settings.name })}
        </h2>
        <ul className={styles.features}>
          {FEATURES.map(([key, Icon]) => (
            <li key={key} className={styles.feature}>
              <Icon className={styles.featureIcon} aria-hidden="true" />
              <h3 className={styles.featureTitle}>{t(`iconslanding.features.${key}.title`)}</h3>
              <p className={styles.featureText}>{t(`iconslanding.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.band} aria-labelledby="lander-members">
        <h2 id="lander-members" className={styles.sectionTitle}>
          {t('iconslanding.membersTitle')}
        </h2>
        <LanderMembers profiles={profiles} count={COUNT} className={styles.row} />
      </section>
      <LanderSignup />
    </div>
  );
}
