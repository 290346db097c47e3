import { useEffect, useId, useRef } from 'react';
import buttonStyles from '../components/Button.module.css';
import styles from './SiteEntryWarningModal.module.css';

/** Props of {@link SiteEntryWarningModal}. */
export interface SiteEntryWarningModalProps {
  /**
   * Whether the warning is shown. Left undefined while the caller cannot tell yet (who is
   * visiting is still being asked): the dialog then stays as it is, open when the page's first
   * script opened it, closed otherwise.
   */
  isOpen?: boolean;
  /** The dialog element's id, by which a script can open it before React runs. */
  id?: string;
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
 * button has the focus; confirming or Escape closes it. The button submits a `method="dialog"`
 * form, so it closes the dialog even before the page has hydrated. The element is always
 * rendered (closed when not shown), so that a prerendered page holds it for its first script.
 */
export function SiteEntryWarningModal({
  isOpen,
  id,
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
    if (!element || isOpen === undefined) return;
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
      id={id}
      className={styles.dialog}
      aria-labelledby={titleId}
      // Escape or the button closed it: that is the visitor's confirmation. (Not when the
      // caller closed it: `open` is false by then.)
      onClose={() => {
        if (open.current !== false) onAccept();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.body}>{body}</p>
      <form method="dialog" className={styles.actions}>
        <button
          ref={accept}
          // The dialog's only focusable element: showModal() focuses it, also when a script
          // opened the dialog before React ran.
          type="submit"
          className={`${buttonStyles.button} ${styles.accept}`}
          data-variant="primary"
        >
          {acceptLabel}
        </button>
      </form>
    </dialog>
  );
}
