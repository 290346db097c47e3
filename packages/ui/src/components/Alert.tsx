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
}

/** A message box inside the page: an error, a confirmation or a hint, with optional actions. */
export function Alert({ tone = 'info', title, children, actions }: AlertProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} data-tone={tone} className={styles.alert}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.body}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
