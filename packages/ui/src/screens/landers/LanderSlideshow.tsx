import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.js';
import { LanderMembers } from './LanderMembers.js';
import styles from './LanderSlideshow.module.css';
import { useLanderMembers } from './use-lander-members.js';

/** How many members the slideshow shows, one after another. */
const SLIDES = 5;

/**
 * Members' photos that play like a video: each fades in over the last while it slowly zooms
 * (CSS animations, no video file), five seconds each, round and round. A button pauses and plays
 * it (moving content of more than five seconds must be stoppable, WCAG 2.2.2); with reduced
 * motion asked for, the first photo stands still. `design`: the lander's name.
 */
export function LanderSlideshow({ design }: { design: string }) {
  const { t } = useTranslation('landers');
  const profiles = useLanderMembers(design, SLIDES);
  const [paused, setPaused] = useState(false);
  // It plays with a full round of members; with fewer, the first photo stands still.
  const plays = (profiles?.length ?? 0) >= SLIDES;
  return (
    <div
      className={styles.slideshow}
      data-plays={plays || undefined}
      data-paused={paused || undefined}
    >
      <LanderMembers
        profiles={profiles}
        count={SLIDES}
        className={styles.slides}
        look="full"
        priority={1}
      />
      {plays ? (
        <Button
          variant="secondary"
          className={styles.toggle}
          aria-label={paused ? t('slideshow.play') : t('slideshow.pause')}
          onPress={() => setPaused((value) => !value)}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </Button>
      ) : null}
    </div>
  );
}
