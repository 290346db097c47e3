import type { ReactNode } from 'react';
import { LanderSignup } from './LanderSignup.js';
import styles from './landers.module.css';

/** Props of {@link LanderSplit}. */
export interface LanderSplitProps {
  /** The design's words and members. */
  children: ReactNode;
  /** Names the design for its own styles (`swipe`). */
  design?: string;
}

/**
 * The split design of a lander or member landing: its words and members in a column, the signup
 * beside them (under them on phones and tablets).
 */
export function LanderSplit({ children, design }: LanderSplitProps) {
  return (
    <div className={styles.split}>
      <div className={styles.column} data-design={design}>
        {children}
      </div>
      <LanderSignup />
    </div>
  );
}
