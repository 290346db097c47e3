import styles from './Badge.module.css';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The short text shown, e.g. `5` or `99+`. */
  children: string;
  /** Colour tone: `count` for counters, `warning` and `danger` for a low credit balance. */
  tone?: 'count' | 'warning' | 'danger';
  /**
   * Hidden from assistive technology when the surrounding element already says the same in words.
   */
  decorative?: boolean;
}

/** A small pill with a count, e.g. unread messages in the navigation. */
export function Badge({ children, tone = 'count', decorative = false }: BadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone} aria-hidden={decorative || undefined}>
      {children}
    </span>
  );
}
