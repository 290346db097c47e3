import { Button } from '../components/Button.js';
import { Modal } from '../components/Modal.js';
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
  /** The visitor confirmed; the caller stores the skip timestamp. */
  onAccept: () => void;
}

/** The site-entry warning shown to visitors on arrival; closed only by confirming. */
export function SiteEntryWarningModal({
  isOpen,
  title,
  body,
  acceptLabel,
  onAccept,
}: SiteEntryWarningModalProps) {
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onAccept();
      }}
    >
      <p className={styles.body}>{body}</p>
      <Button variant="primary" onPress={onAccept} autoFocus>
        {acceptLabel}
      </Button>
    </Modal>
  );
}
