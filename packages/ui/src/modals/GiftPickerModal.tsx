import { GIFTS, type Gift } from '@dating/contract/enums';
import { useTranslation } from 'react-i18next';
import { GiftImage } from '../components/GiftImage.js';
import { Modal } from '../components/Modal.js';
import styles from './GiftPickerModal.module.css';

/** Props of {@link GiftPickerModal}. */
export interface GiftPickerModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The member the gift is for. */
  name: string;
  /** What a gift costs, in credits (the brand's `gift_credits`). */
  price: number;
  /** A gift was picked: the caller sends it (and closes the dialog). */
  onPick: (gift: Gift) => void;
}

/** The gift catalogue: every gift drawn, with its name and what a gift costs. */
export function GiftPickerModal({ isOpen, onClose, name, price, onPick }: GiftPickerModalProps) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      title={t('giftPicker.title', { name })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={t('giftPicker.close')}
    >
      <p className={styles.text}>{t('giftPicker.price', { count: price })}</p>
      <ul className={styles.gifts}>
        {GIFTS.map((gift) => (
          <li key={gift}>
            <button type="button" className={styles.gift} onClick={() => onPick(gift)}>
              <span className={styles.picture}>
                <GiftImage gift={gift} />
              </span>
              {t(`gifts.${gift}`)}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
