import styles from './OnlineDot.module.css';

/** Props of {@link OnlineDot}. */
export interface OnlineDotProps {
  /**
   * A thin ring around it, for a dot on a photo's scrim or beside a photo (its colour from
   * `--online-dot-ring`, the scrim's text colour by default).
   */
  ring?: boolean;
}

/**
 * The green dot of a member who is online now. It is decoration: the words beside it (visible, or
 * visually hidden) say it.
 */
export function OnlineDot({ ring = false }: OnlineDotProps) {
  return <span className={styles.dot} data-ring={ring || undefined} aria-hidden="true" />;
}
