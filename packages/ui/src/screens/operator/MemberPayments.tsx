import type { MemberRecord } from '@dating/contract';
import type { MembersStore } from '@dating/logic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Button } from '../../components/Button.js';
import { Modal } from '../../components/Modal.js';
import page from '../page.module.css';
import styles from './BackOfficeSection.module.css';
import { ActionProblem, ReasonField, useReason } from './MemberActions.js';
import { useDateText } from './RestrictionSummary.js';

type Payment = MemberRecord['payments'][number];

/**
 * A member's payments in their record, the newest first: when, how much, how many credits, the
 * state and the id; for support and admins, a paid payment whose refund nobody asked for yet can
 * be refunded through its provider, with the reason, after a confirmation.
 */
export function MemberPayments({
  record,
  store,
  mayRefund,
}: {
  record: MemberRecord;
  store: MembersStore;
  mayRefund: boolean;
}) {
  const { t, i18n } = useTranslation('operator');
  const dateText = useDateText();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100);
  return (
    <section className={styles.block} aria-labelledby="record-payments">
      <h4 id="record-payments" className={styles.blockTitle}>
        {t('members.payments')}
      </h4>
      <ActionProblem store={store} action="refund" />
      {record.payments.length ? (
        <ul className={styles.details}>
          {record.payments.map((payment) => (
            <li key={payment.id}>
              {`${dateText(payment.created_at)} · ${money(payment.amount, payment.currency)} · ${payment.credits} · ${t(`members.paymentStates.${payment.state}`)} · ${payment.id}`}
              {payment.refund_requested_at
                ? ` · ${t('members.refund.requested', { date: dateText(payment.refund_requested_at) })}`
                : null}
              {mayRefund && payment.state === 'paid' && !payment.refund_requested_at ? (
                <>
                  {' '}
                  <Button variant="secondary" onPress={() => setRefunding(payment)}>
                    {t('members.refund.open', { id: payment.id })}
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('members.noPayments')}</p>
      )}
      {refunding ? (
        <RefundDialog
          payment={refunding}
          amount={money(refunding.amount, refunding.currency)}
          store={store}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </section>
  );
}

/** The refund of one payment: the reason, then the confirmation. */
function RefundDialog({
  payment,
  amount,
  store,
  onClose,
}: {
  payment: Payment;
  amount: string;
  store: MembersStore;
  onClose(): void;
}) {
  const { acting } = useSnapshot(store.state);
  const { t } = useTranslation('operator');
  const reason = useReason();
  return (
    <Modal
      title={t('members.refund.title', { amount })}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const text = reason.given();
          if (text === null) return;
          void store.actions.refund(payment.id, text).then(onClose);
        }}
      >
        <p className={page.text}>{t('members.refund.text', { amount, count: payment.credits })}</p>
        <ReasonField name="refund-reason" description={t('members.refund.hint')} reason={reason} />
        <div className={page.actions}>
          <Button type="submit" variant="danger" isPending={acting === 'refund'}>
            {t('members.refund.confirm', { amount })}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t('members.refund.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
