import { useEffect, useState } from 'react';
import { useStores } from '../stores-context.js';
import styles from './NavigationProgress.module.css';

/** How long the bar takes to fill while a page loads (spec section 9). */
export const PROGRESS_DURATION_MS = 5000;
/** Loading shorter than this shows no bar at all (spec section 9). */
export const PROGRESS_THROTTLE_MS = 200;

/** Props of {@link NavigationProgress}. */
export interface NavigationProgressProps {
  /** True while the next page is loading. */
  active: boolean;
  /** Accessible name of the bar, e.g. "Loading page". */
  label: string;
}

type Phase = 'idle' | 'running' | 'done';

/**
 * A thin bar at the top of the page while navigation loads. It appears only when loading lasts
 * longer than {@link PROGRESS_THROTTLE_MS}, fills over {@link PROGRESS_DURATION_MS} and completes
 * when loading ends. Its waits run on the stores' clock (a fake one in tests and stories).
 */
export function NavigationProgress({ active, label }: NavigationProgressProps) {
  const { clock } = useStores();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (active) {
      const timer = clock.setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => clock.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
    return undefined;
  }, [active, clock]);

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = clock.setTimeout(() => setPhase('idle'), PROGRESS_THROTTLE_MS);
    return () => clock.clearTimeout(timer);
  }, [phase, clock]);

  if (phase === 'idle') return null;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuetext={phase === 'done' ? undefined : label}
      data-phase={phase}
    >
      <div className={styles.bar} style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }} />
    </div>
  );
}
