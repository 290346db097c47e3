import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal.js';
import styles from './IcebreakerModal.module.css';

/** The openers offered, in this order (texts under `chat:icebreaker.openers`). */
export const ICEBREAKER_OPENERS = ['weekend', 'profile', 'travel', 'food', 'music'] as const;

/** Props of {@link IcebreakerModal}. */
export interface IcebreakerModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The member written to. */
  name: string;
  /** An opener was picked: its text, for the message field (nothing is sent yet). */
  onPick: (text: string) => void;
}

/**
 * The icebreaker (spec section 2): openers for an empty conversation. Picking one puts it into
 * the message field, where the member can change it before sending (and sees what it costs).
 */
export function IcebreakerModal({ isOpen, onClose, name, onPick }: IcebreakerModalProps) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      title={t('icebreaker.title', { name })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={t('icebreaker.close')}
    >
      <p className={styles.text}>{t('icebreaker.text')}</p>
      <ul className={styles.openers}>
        {ICEBREAKER_OPENERS.map((opener) => {
          const text = t(`icebreaker.openers.${opener}`, { name });
          return (
            <li key={opener}>
              <button type="button" className={styles.opener} onClick={() => onPick(text)}>
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
