import { createNavigationProgress, PROGRESS_DURATION_MS } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useStores } from '../stores-context.js';
import styles from './NavigationProgress.module.css';

/** Props of {@link NavigationProgress}. */
export interface NavigationProgressProps {
  /** True while the next page is loading. */
  active: boolean;
  /** Accessible name of the bar, e.g. "Loading page". */
  label: string;
}

/**
 * A thin bar at the top of the page while navigation loads. Its phases are
 * `createNavigationProgress`'s, on the stores' clock (a fake one in tests and stories): it appears
 * only when loading lasts longer than the throttle, fills over `PROGRESS_DURATION_MS` and
 * completes when loading ends.
 */
export function NavigationProgress({ active, label }: NavigationProgressProps) {
  const { clock } = useStores();
  const [progress] = useState(() => createNavigationProgress({ clock }));
  const { phase } = useSnapshot(progress.state);
  useEffect(() => progress.setLoading(active), [progress, active]);
  useEffect(() => () => progress.destroy(), [progress]);

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
