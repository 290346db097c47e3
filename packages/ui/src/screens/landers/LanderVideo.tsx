import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandAssets } from '../../brand-assets.js';
import { Button } from '../../components/Button.js';
import styles from './LanderSlideshow.module.css';

/**
 * The brand's lander film: muted and looping, with the hero as its poster. It starts by itself
 * unless the visitor asked for reduced motion, and a button pauses and plays it (moving content
 * of more than five seconds must be stoppable, WCAG 2.2.2). It shows no member: no fictional
 * notice is owed.
 */
export function LanderVideo({ src, type }: { src: string; type: string }) {
  const { t } = useTranslation('landers');
  const { hero } = useBrandAssets();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // A browser may refuse to play (data saver); the poster stays and the button offers it.
    element.play().catch(() => undefined);
  }, []);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  };
  return (
    <div className={styles.slideshow}>
      {/* Muted and without words: nothing in it for a screen reader. */}
      <div aria-hidden="true">
        <video
          ref={video}
          className={styles.video}
          poster={hero?.src}
          muted
          loop
          playsInline
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={src} type={type} />
        </video>
      </div>
      <Button
        variant="secondary"
        className={styles.toggle}
        aria-label={playing ? t('videoPlayer.pause') : t('videoPlayer.play')}
        onPress={toggle}
      >
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
    </div>
  );
}
