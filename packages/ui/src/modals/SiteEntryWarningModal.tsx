import { useEffect, useId, useRef } from 'react';
import buttonStyles from '../components/Button.module.css';
import styles from './SiteEntryWarningModal.module.css';

/** Props of {@link SiteEntryWarningModal}. */
export interface SiteEntryWarningModalProps {
  isOpen: boolean;
  /** The brand's title in the visitor's language, or the default "Adults only". */
  title: string;
  /** The brand's text in the visitor's language, or the default adults-only notice. */
  body: string;
  /** Text of the confirming button. */
  acceptLabel: string;
  /**
   * The visitor confirmed with the button or closed the warning with Escape (closing counts as
   * confirming, spec section 4); the caller stores the skip timestamp.
   */
  onAccept: () => void;
}

/**
 * The site-entry warning shown to visitors on arrival: a native modal `<dialog>` (the browser
 * keeps focus inside and the page behind inert), with no click-outside close. The confirming
 * button has the focus; confirming or Escape closes it.
 */
export function SiteEntryWarningModal({
  isOpen,
  title,
  body,
  acceptLabel,
  onAccept,
}: SiteEntryWarningModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const accept = useRef<HTMLButtonElement>(null);
  const open = useRef(isOpen);
  const titleId = useId();

  useEffect(() => {
    open.current = isOpen;
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      element.showModal();
      accept.current?.focus();
    } else if (!isOpen && element.open) {
      element.close();
    }
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      // Escape (or the button) closed it: that is the visitor's confirmation.
      onClose={() => {
        if (open.current) onAccept();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.body}>{body}</p>
      <button
        ref={accept}
        type="button"
        className={`${buttonStyles.button} ${styles.accept}`}
        data-variant="primary"
        onClick={() => dialog.current?.close()}
      >
        {acceptLabel}
      </button>
    </dialog>
  );
}
