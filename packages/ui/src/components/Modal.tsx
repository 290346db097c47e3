import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components/Modal';
import styles from './Modal.module.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's heading, also its accessible name. */
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whether a click outside or Escape closes the dialog. */
  isDismissable?: boolean;
  /**
   * Accessible name of a close button in the corner; without it there is none (a dialog that
   * closes only through its own buttons).
   */
  closeLabel?: string;
  children: ReactNode;
}

/** A modal dialog: focus is trapped inside, the page behind is inert, Escape closes when allowed. */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  isDismissable = true,
  closeLabel,
  children,
}: ModalProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
            {closeLabel ? (
              <Button
                className={styles.close}
                aria-label={closeLabel}
                onPress={() => onOpenChange(false)}
              >
                <X aria-hidden="true" className={styles.closeIcon} />
              </Button>
            ) : null}
          </div>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
