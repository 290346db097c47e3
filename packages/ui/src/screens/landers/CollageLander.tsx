import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores-context.js';
import { LanderMembers } from './LanderMembers.js';
import { LanderPitch } from './LanderPitch.js';
import { LanderSignup } from './LanderSignup.js';
import styles from './landers.module.css';
import { useLanderMembers } from './use-lander-members.js';

const DESIGN = 'collagelanding';
const COUNT = 7;

/**
 * `collagelanding`: a collage of seven portraits of different sizes (one large, the others
 * around it, slightly turned like prints on a table), the words beside it, the signup below.
 */
export function CollageLander() {
  const settings = useSettings();
  const { t } = useTranslation('landers');
  const profiles = useLanderMembers(DESIGN, COUNT);
  return (
    <div className={styles.stack}>
      <section className={styles.hero} aria-labelledby="lander-title">
        <LanderPitch
          eyebrow={t('collagelanding.eyebrow', { name: settings.name })}
          headline={t('collagelanding.headline')}
          text={t('collagelanding.text')}
        />
        <LanderMembers profiles={profiles} count={COUNT} className={styles.collage} priority={1} />
      </section>
      <LanderSignup />
    </div>
  );
}
