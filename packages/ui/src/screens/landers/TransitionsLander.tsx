import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores-context.js';
import { LanderPitch } from './LanderPitch.js';
import { LanderSignup } from './LanderSignup.js';
import { LanderSlideshow } from './LanderSlideshow.js';
import styles from './landers.module.css';

/** Props of {@link TransitionsLander}. */
export interface TransitionsLanderProps {
  /** Whose words: `transitionsvideolanding`, or `video` (the video lander without a video). */
  texts?: 'transitionsvideolanding' | 'video';
}

/**
 * `transitionsvideolanding`: members' photos that play like a video (`LanderSlideshow`) beside
 * the words, on a dark stage, then the signup. The `video` lander looks the same with its own
 * words while the brand has no video of its own.
 */
export function TransitionsLander({ texts = 'transitionsvideolanding' }: TransitionsLanderProps) {
  const settings = useSettings();
  const { t } = useTranslation('landers');
  return (
    <div className={styles.stack}>
      <section className={styles.stage} aria-labelledby="lander-title">
        <LanderPitch
          eyebrow={t(`${texts}.eyebrow`, { name: settings.name })}
          headline={t(`${texts}.headline`)}
          text={t(`${texts}.text`, { name: settings.name })}
        />
        <LanderSlideshow design={texts} />
      </section>
      <LanderSignup />
    </div>
  );
}
