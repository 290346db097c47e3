import type { ReactNode } from 'react';
import styles from './Alert.module.css';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** `danger` for errors (announced at once), the others as polite status messages. */
  tone?: 'info' | 'success' | 'warning' | 'danger';
  /** A short heading above the message. */
  title?: string;
  children: ReactNode;
  /** Buttons or links that answer the message (log in, try again, ...). */
  actions?: ReactNode;
  /**
   * Whether the box is a live region itself (true by default). An alert that appears after an
   * action goes inside an always-present `LiveRegion` with `live={false}`.
   */
  live?: boolean;
}

/** A message box inside the page: an error, a confirmation or a hint, with optional actions. */
export function Alert({ tone = 'info', title, children, actions, live = true }: AlertProps) {
  const role = live ? (tone === 'danger' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} data-tone={tone} className={styles.alert}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.body}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
