import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.js';
import { Modal } from '../components/Modal.js';
import styles from './ConfirmModal.module.css';

/** Props of {@link RemoveChatModal}. */
export interface RemoveChatModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The member the conversation is with. */
  name: string;
  /** Removes it (the caller closes the dialog and leaves the conversation). */
  onRemove: () => void;
}

/**
 * Asks before a conversation is removed from the member's list: the other member keeps their
 * messages, and a new message brings the conversation back.
 */
export function RemoveChatModal({ isOpen, onClose, name, onRemove }: RemoveChatModalProps) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      title={t('remove.title', { name })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <p className={styles.text}>{t('remove.text', { name })}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} autoFocus>
          {t('remove.cancel')}
        </Button>
        <Button variant="danger" onPress={onRemove}>
          {t('remove.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
