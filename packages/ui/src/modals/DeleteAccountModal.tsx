import type { DeleteAccountRequest, DiscountCode } from '@dating/contract';
import {
  DELETE_REASONS,
  DELETE_REMARKS_MAX_LENGTH,
  type DeleteReason,
  REACTIVATION_DAYS,
} from '@dating/contract/enums';
import type { Clock } from '@dating/logic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.js';
import { FormMessage } from '../components/FormMessage.js';
import { Link } from '../components/Link.js';
import { Modal } from '../components/Modal.js';
import { RadioGroup } from '../components/RadioGroup.js';
import { TextArea } from '../components/TextArea.js';
import { useLocale, useSettings } from '../stores-context.js';
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
  /**
   * The company's offer to stay (the deletion offer: a code of the member's own), shown once,
   * between the reason and the confirmation; null: none; undefined while it loads (Continue
   * then waits for it).
   */
  offer?: DiscountCode | null | undefined;
}

/**
 * Deleting the account in two steps: why (the spec's reasons; "another reason" asks for
 * remarks), then a confirmation whose button counts down before it can be pressed. Between them,
 * once, the company's offer to stay when there is one: its percentage off the next package until
 * the code ends, taken to the packages with the code in the address, or declined.
 */
export function DeleteAccountModal({
  isOpen,
  onClose,
  onDelete,
  pending,
  error,
  countdownSeconds,
  clock,
  offer,
}: DeleteAccountModalProps) {
  const { t } = useTranslation(['notifications', 'forms']);
  const { language } = useLocale();
  const settingsName = useSettings().name;
  const [stage, setStage] = useState<'reason' | 'offer' | 'confirm'>('reason');
  const [offered, setOffered] = useState(false);
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
    setWaiting(false);
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
    setWaiting(true);
  };

  // The confirmation, its countdown started afresh.
  const confirmStage = useCallback(() => {
    setRemaining(countdownSeconds);
    setStage('confirm');
  }, [countdownSeconds]);

  // Past the reason: the offer once, when there is one, else the confirmation.
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting || offer === undefined) return;
    setWaiting(false);
    if (offer && !offered) {
      setOffered(true);
      setStage('offer');
    } else {
      confirmStage();
    }
  }, [waiting, offer, offered, confirmStage]);

  // The offer's link takes the focus from the Continue button it replaces (React focuses only
  // form controls by `autoFocus`).
  const offerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stage === 'offer') offerRef.current?.querySelector('a')?.focus();
  }, [stage]);

  const titles = {
    reason: t('delete.modalTitle'),
    offer: t('delete.offer.title'),
    confirm: t('delete.confirmTitle'),
  };

  return (
    <Modal
      title={titles[stage]}
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
            <Button variant="primary" onPress={goOn} isPending={waiting}>
              {t('forms:continue')}
            </Button>
            <Button variant="ghost" onPress={close}>
              {t('delete.keep')}
            </Button>
          </div>
        </div>
      ) : stage === 'offer' && offer ? (
        <div className={styles.body} ref={offerRef}>
          <p className={styles.text}>
            {t('delete.offer.text', { name: settingsName, percent: offer.value_percentage })}
          </p>
          {offer.expires ? (
            <p className={styles.text}>
              {t('delete.offer.until', {
                date: new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
                  new Date(offer.expires),
                ),
              })}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Link
              to={`/credits?${new URLSearchParams({ code: offer.code })}`}
              variant="button"
              onClick={close}
            >
              {t('delete.offer.take', { percent: offer.value_percentage })}
            </Link>
            <Button variant="ghost" onPress={confirmStage}>
              {t('delete.offer.decline')}
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
