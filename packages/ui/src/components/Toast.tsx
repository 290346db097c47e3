import { X } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useStores } from '../stores-context.js';
import styles from './Toast.module.css';

/** How long a toast stays before it goes by itself. */
export const TOAST_MS = 6000;

/** Props of {@link Toast}. */
export interface ToastProps {
  /** The short message, e.g. "120 credits added". */
  children: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Called when the member closes it, or after {@link TOAST_MS} (on the site's clock). */
  onDismiss: () => void;
}

/**
 * A short confirmation floating at the bottom of the screen (above the members' tab bar), gone
 * after 6 seconds or when closed. Put it inside an always-present `LiveRegion`, which announces
 * it; nothing in it needs the focus, so the member's focus stays where it is.
 */
export function Toast({ children, closeLabel, onDismiss }: ToastProps) {
  const { clock } = useStores();
  useEffect(() => {
    const timer = clock.setTimeout(onDismiss, TOAST_MS);
    return () => clock.clearTimeout(timer);
  }, [clock, onDismiss]);
  return (
    <div className={styles.toast}>
      <span>{children}</span>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onDismiss}>
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
