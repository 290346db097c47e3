import { useTranslation } from 'react-i18next';
import { useBrandAssets } from '../../brand-assets.js';
import { useSettings } from '../../stores-context.js';
import { LanderPitch } from './LanderPitch.js';
import { LanderSignup } from './LanderSignup.js';
import { LanderSlideshow } from './LanderSlideshow.js';
import { LanderVideo } from './LanderVideo.js';
import styles from './landers.module.css';

/** Props of {@link TransitionsLander}. */
export interface TransitionsLanderProps {
  /** Whose words: `transitionsvideolanding`, or `video` (the video lander). */
  texts?: 'transitionsvideolanding' | 'video';
}

/**
 * `transitionsvideolanding`: members' photos that play like a video (`LanderSlideshow`) beside
 * the words, on a dark stage, then the signup. The `video` lander looks the same with its own
 * words, and plays the brand's own film (`assets.lander_video`) where the brand has one.
 */
export function TransitionsLander({ texts = 'transitionsvideolanding' }: TransitionsLanderProps) {
  const settings = useSettings();
  const { video } = useBrandAssets();
  const { t } = useTranslation('landers');
  return (
    <div className={styles.stack}>
      <section className={styles.stage} aria-labelledby="lander-title">
        <LanderPitch
          eyebrow={t(`${texts}.eyebrow`, { name: settings.name })}
          headline={t(`${texts}.headline`)}
          text={t(`${texts}.text`, { name: settings.name })}
        />
        {texts === 'video' && video ? (
          <LanderVideo src={video.src} type={video.type} />
        ) : (
          <LanderSlideshow design={texts} />
        )}
      </section>
      <LanderSignup />
    </div>
  );
}
