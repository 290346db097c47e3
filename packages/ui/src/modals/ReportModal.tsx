import {
  REPORT_REASONS,
  REPORT_REMARKS_MAX_LENGTH,
  type ReportReason,
} from '@dating/contract/enums';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.js';
import { FormMessage } from '../components/FormMessage.js';
import { Modal } from '../components/Modal.js';
import { RadioGroup } from '../components/RadioGroup.js';
import { TextArea } from '../components/TextArea.js';
import styles from './ReportModal.module.css';

/** What the member reports: the reason and, for `other` at least, their remarks. */
export interface ReportValues {
  reason: ReportReason;
  /** The remarks, trimmed; empty when the member wrote none. */
  remarks: string;
}

/** Props of {@link ReportModal}. */
export interface ReportModalProps {
  isOpen: boolean;
  /** Closes the form (Cancel, the close button, Escape); it opens empty the next time. */
  onClose: () => void;
  /** The reported member's name. */
  name: string;
  /** Sends the report (which blocks the member too); called only with a valid form. */
  onSubmit: (report: ReportValues) => void;
  /** True while the report is being sent. */
  pending: boolean;
  /** Why sending failed, in the member's language, or null. */
  error: string | null;
}

/**
 * Reporting another member: why (the contract's reasons; "Other" needs remarks), what happened,
 * and the note that reporting blocks the member too. Problems show at the fields, in the
 * member's language, when the form is sent.
 */
export function ReportModal({ isOpen, onClose, name, onSubmit, pending, error }: ReportModalProps) {
  const { t } = useTranslation(['discovery', 'forms']);
  return (
    <Modal
      title={t('report.title', { name })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!pending}
      closeLabel={t('forms:close')}
    >
      {/* The form lives only while the dialog is open: every opening starts empty. */}
      <ReportForm
        name={name}
        onSubmit={onSubmit}
        onCancel={onClose}
        pending={pending}
        error={error}
      />
    </Modal>
  );
}

type ReportFormProps = Pick<ReportModalProps, 'name' | 'onSubmit' | 'pending' | 'error'> & {
  onCancel: () => void;
};

function ReportForm({ name, onSubmit, onCancel, pending, error }: ReportFormProps) {
  const { t } = useTranslation('discovery');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [remarks, setRemarks] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; remarks?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (!reason) found.reason = t('report.reasonRequired');
    if (reason === 'other' && !remarks.trim()) found.remarks = t('report.remarksRequired');
    setProblems(found);
    if (!reason || Object.keys(found).length) return;
    onSubmit({ reason, remarks: remarks.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <RadioGroup
        label={t('report.reason', { name })}
        options={REPORT_REASONS.map((id) => ({ id, label: t(`report.reasons.${id}`) }))}
        value={reason}
        onChange={(value) => {
          setReason(value as ReportReason);
          setProblems({});
        }}
        errorMessage={problems.reason ?? null}
      />
      <TextArea
        label={t('report.remarks')}
        value={remarks}
        onChange={(value) => {
          setRemarks(value);
          setProblems(({ reason: reasonProblem }) => ({ reason: reasonProblem }));
        }}
        maxLength={REPORT_REMARKS_MAX_LENGTH}
        isRequired={reason === 'other'}
        description={t('report.remarksHint', { count: REPORT_REMARKS_MAX_LENGTH })}
        errorMessage={problems.remarks ?? null}
      />
      <p className={styles.note}>{t('report.blocksToo', { name })}</p>
      <div className={styles.actions}>
        <Button type="submit" variant="danger" isPending={pending}>
          {pending ? t('report.sending') : t('report.submit')}
        </Button>
        <Button variant="ghost" onPress={onCancel} isDisabled={pending}>
          {t('report.cancel')}
        </Button>
      </div>
      <FormMessage message={error ? { tone: 'danger', text: error } : null} />
    </form>
  );
}
