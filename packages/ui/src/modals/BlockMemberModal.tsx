import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.js';
import { Modal } from '../components/Modal.js';
import styles from './ConfirmModal.module.css';

/** Props of {@link BlockMemberModal}. */
export interface BlockMemberModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The member to block. */
  name: string;
  /** Blocks them (the caller closes the dialog). */
  onBlock: () => void;
}

/**
 * Asks before a member is blocked, saying what it does (they no longer see the profile or reach
 * the member) and where it is undone (the profile's blocked members). "Cancel" has the focus, so
 * Enter pressed out of habit blocks no one.
 */
export function BlockMemberModal({ isOpen, onClose, name, onBlock }: BlockMemberModalProps) {
  const { t } = useTranslation('discovery');
  return (
    <Modal
      title={t('blockModal.title', { name })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <p className={styles.text}>{t('blockModal.text', { name })}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} autoFocus>
          {t('blockModal.cancel')}
        </Button>
        <Button variant="danger" onPress={onBlock}>
          {t('blockModal.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
