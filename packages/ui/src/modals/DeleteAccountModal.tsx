import type { DeleteAccountRequest } from '@dating/contract';
import {
  DELETE_REASONS,
  DELETE_REMARKS_MAX_LENGTH,
  type DeleteReason,
  REACTIVATION_DAYS,
} from '@dating/contract/enums';
import type { Clock } from '@dating/logic';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.js';
import { FormMessage } from '../components/FormMessage.js';
import { Modal } from '../components/Modal.js';
import { RadioGroup } from '../components/RadioGroup.js';
import { TextArea } from '../components/TextArea.js';
import styles from './DeleteAccountModal.module.css';

/** Props of {@link DeleteAccountModal}. */
export interface DeleteAccountModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Deletes the account with the chosen reason. */
  onDelete: (request: DeleteAccountRequest) => void;
  /** True while the account is being deleted. */
  pending: boolean;
  /** Why the deletion failed, in the member's language, or null. */
  error: string | null;
  /** Seconds before the final button can be pressed. */
  countdownSeconds: number;
  /** The clock the countdown ticks on (the stores' clock: fake in tests). */
  clock: Clock;
}

/**
 * Deleting the account in two steps: why (the spec's reasons; "another reason" asks for
 * remarks), then a confirmation whose button counts down before it can be pressed.
 */
export function DeleteAccountModal({
  isOpen,
  onClose,
  onDelete,
  pending,
  error,
  countdownSeconds,
  clock,
}: DeleteAccountModalProps) {
  const { t } = useTranslation(['notifications', 'forms']);
  const [stage, setStage] = useState<'reason' | 'confirm'>('reason');
  const [reason, setReason] = useState<DeleteReason | null>(null);
  const [remarks, setRemarks] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; remarks?: string }>({});
  const [remaining, setRemaining] = useState(countdownSeconds);

  useEffect(() => {
    if (stage !== 'confirm' || remaining <= 0) return;
    const timer = clock.setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clock.clearTimeout(timer);
  }, [stage, remaining, clock]);

  const close = () => {
    setStage('reason');
    setRemaining(countdownSeconds);
    onClose();
  };

  const goOn = () => {
    const found: typeof problems = {};
    if (!reason) found.reason = t('delete.reasonRequired');
    if (reason === 'other' && !remarks.trim()) found.remarks = t('delete.remarksRequired');
    setProblems(found);
    if (Object.keys(found).length) return;
    setRemaining(countdownSeconds);
    setStage('confirm');
  };

  return (
    <Modal
      title={stage === 'reason' ? t('delete.modalTitle') : t('delete.confirmTitle')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!pending}
      closeLabel={t('forms:close')}
    >
      {stage === 'reason' ? (
        <div className={styles.body}>
          <RadioGroup
            label={t('delete.reason')}
            options={DELETE_REASONS.map((id) => ({ id, label: t(`delete.reasons.${id}`) }))}
            value={reason}
            onChange={(value) => {
              setReason(value as DeleteReason);
              setProblems({});
            }}
            errorMessage={problems.reason ?? null}
          />
          {reason === 'other' ? (
            <TextArea
              label={t('delete.remarks')}
              value={remarks}
              onChange={(value) => {
                setRemarks(value);
                setProblems({});
              }}
              maxLength={DELETE_REMARKS_MAX_LENGTH}
              isRequired
              errorMessage={problems.remarks ?? null}
            />
          ) : null}
          <div className={styles.actions}>
            <Button variant="primary" onPress={goOn}>
              {t('forms:continue')}
            </Button>
            <Button variant="ghost" onPress={close}>
              {t('delete.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.body}>
          <p className={styles.text}>{t('delete.confirmText', { count: REACTIVATION_DAYS })}</p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              isDisabled={remaining > 0}
              isPending={pending}
              onPress={() => reason && onDelete({ reason, remarks: remarks.trim() })}
            >
              {pending
                ? t('delete.deleting')
                : remaining > 0
                  ? t('delete.confirmIn', { seconds: remaining })
                  : t('delete.confirm')}
            </Button>
            <Button variant="primary" onPress={close} autoFocus>
              {t('delete.keep')}
            </Button>
          </div>
          <FormMessage message={error ? { tone: 'danger', text: error } : null} />
        </div>
      )}
    </Modal>
  );
}
