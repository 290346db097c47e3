import type { Payment } from '@dating/contract';
import { PAYMENT_ID_PATTERN } from '@dating/contract/enums';
import { isCardMethod, withdrawalLastDay, withdrawalOpen } from '@dating/contract/rules';
import {
  createTransactionStore,
  formatPrice,
  type TransactionStatus,
  type TransactionStore,
} from '@dating/logic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Link } from '../../components/Link.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { PaymentMethodLogo } from '../../components/PaymentMethodLogo.js';
import { usePaymentMethodName } from '../../components/payment-method-name.js';
import { Toast } from '../../components/Toast.js';
import { RequireMember } from '../../require-member.js';
import { Navigate, useParams } from '../../router.js';
import { useLocale, useSession, useSettings, useStores } from '../../stores-context.js';
import { ErrorScreen } from '../ErrorScreen.js';
import page from '../page.module.css';
import { checkoutPath } from './BundleOffer.js';
import styles from './money.module.css';

/** A paid payment younger than this greets the member with a toast when the page opens. */
const RECENT_PAYMENT_MS = 60 * 60_000;

/** The transaction page's own store, made with the page and destroyed with it. */
function useTransactionStore(): TransactionStore {
  const stores = useStores();
  const [store] = useState(() =>
    createTransactionStore({ api: stores.api, clock: stores.clock, session: stores.session }),
  );
  useEffect(() => () => store.destroy(), [store]);
  return store;
}

/**
 * A payment's result (`/transactions/{id}`, where the checkout sends the member back): loading;
 * pending ('Processing your payment'), updated without a reload until the provider decides;
 * completed, with the credits added, the new balance and a toast; failed, cancelled or expired,
 * offering another method (or the same again); refunded. Below, the payment's details. A payment
 * that is not the member's is a 404. Without an id (the spec's `/transactions/{id?}`), the
 * member's last order: `/credits/repeat-order`. Members only.
 */
export function TransactionScreen() {
  const { id } = useParams();
  if (id === undefined) return <Navigate to="/credits/repeat-order" replace />;
  if (!PAYMENT_ID_PATTERN.test(id)) return <ErrorScreen status={404} />;
  return (
    <RequireMember>
      <Transaction id={id} />
    </RequireMember>
  );
}

function Transaction({ id }: { id: string }) {
  const store = useTransactionStore();
  const { clock } = useStores();
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const { t } = useTranslation('money');
  const [toast, setToast] = useState(false);
  const seenPending = useRef(false);
  const dismissToast = useCallback(() => setToast(false), []);

  useEffect(() => {
    void store.actions.follow(id);
  }, [store, id]);

  // The toast greets a payment that completes while the member looks, or one made in the last
  // hour (back from the checkout); a payment opened again later, from history, shows none.
  const payment = state.payment as Payment | null;
  useEffect(() => {
    if (state.status === 'pending') seenPending.current = true;
    if (state.status === 'completed' && payment?.state === 'paid') {
      const age = clock.now() - Date.parse(payment.created_at);
      if (seenPending.current || age < RECENT_PAYMENT_MS) setToast(true);
    }
  }, [state.status, payment, clock]);

  if (state.problem?.code === 'not_found') return <ErrorScreen status={404} />;

  return (
    <div className={styles.narrow}>
      <title>{`${t('transaction.title')} | ${settings.name}`}</title>
      <h1 className={page.title}>{t('transaction.title')}</h1>
      <LiveRegion>
        {payment === null ? (
          t('transaction.loading')
        ) : (
          <Outcome payment={payment} status={state.status} stoppedAsking={state.stoppedAsking} />
        )}
      </LiveRegion>
      {payment ? <Details payment={payment} /> : null}
      {payment ? <WithdrawalLink payment={payment} /> : null}
      <LiveRegion>
        {toast && payment ? (
          <Toast closeLabel={t('transaction.closeToast')} onDismiss={dismissToast}>
            {t('transaction.toast', { count: payment.credits })}
          </Toast>
        ) : null}
      </LiveRegion>
    </div>
  );
}

interface OutcomeProps {
  payment: Payment;
  status: TransactionStatus | 'loading';
  stoppedAsking: boolean;
}

function Outcome({ payment, status, stoppedAsking }: OutcomeProps) {
  const { user } = useSession();
  const { t } = useTranslation('money');
  const nameOf = usePaymentMethodName();
  if (status === 'pending') {
    return (
      <div className={styles.pending}>
        <span className={styles.spinner} aria-hidden="true" />
        <div>
          <p className={styles.outcomeTitle}>{t('transaction.pendingTitle')}</p>
          <p className={page.text}>
            {stoppedAsking ? t('transaction.stillPending') : t('transaction.pendingText')}
          </p>
        </div>
      </div>
    );
  }
  if (payment.state === 'refunded') {
    return (
      <Alert tone="info" title={t('transaction.refundedTitle')} live={false}>
        {t('transaction.refundedText')}
      </Alert>
    );
  }
  if (status === 'completed') {
    return (
      <Alert
        tone="success"
        title={t('transaction.completedTitle')}
        live={false}
        actions={
          <>
            <Link to="/members" variant="button">
              {t('transaction.searchMembers')}
            </Link>
            <Link to="/credits" variant="button-secondary">
              {t('transaction.buyMore')}
            </Link>
          </>
        }
      >
        <p className={page.text}>{t('transaction.completedText', { count: payment.credits })}</p>
        {user ? (
          <p className={page.text}>{t('transaction.balance', { count: user.credits })}</p>
        ) : null}
      </Alert>
    );
  }
  const title =
    payment.state === 'canceled'
      ? t('transaction.canceledTitle')
      : payment.state === 'expired'
        ? t('transaction.expiredTitle')
        : t('transaction.failedTitle');
  const card = isCardMethod(payment.method);
  const method = nameOf(payment.method);
  const checkout = checkoutPath(payment.bundle_id);
  const otherMethod = (variant: 'button' | 'inline') => (
    <Link to={checkout} variant={variant}>
      {t('transaction.otherMethod')}
    </Link>
  );
  const retry = (
    <Link to={`${checkout}/${payment.method}`} variant={card ? 'button' : 'button-secondary'}>
      {t('transaction.retry', { method })}
    </Link>
  );
  return (
    <Alert
      tone="danger"
      title={title}
      live={false}
      actions={
        card ? (
          // A declined card (a stored one, on a repeat order): the same card again, or PayPal.
          <>
            {retry}
            <Link to={`${checkout}/paypal`} variant="button-secondary">
              {t('transaction.payPal')}
            </Link>
            {otherMethod('inline')}
          </>
        ) : payment.method === 'sdd' ? (
          // A returned debit closes direct debit to the member: no retry.
          otherMethod('button')
        ) : (
          <>
            {otherMethod('button')}
            {retry}
          </>
        )
      }
    >
      {card ? t('transaction.cardFailedText') : t('transaction.failedText')}
    </Alert>
  );
}

/**
 * The way to the withdrawal function for a paid purchase while its withdrawal period runs (EU
 * Directive 2023/2673: reachable from each purchase's page), with the period's last day.
 */
function WithdrawalLink({ payment }: { payment: Payment }) {
  const { clock } = useStores();
  const settings = useSettings();
  const { language } = useLocale();
  const { t } = useTranslation('money');
  if (
    payment.state !== 'paid' ||
    !withdrawalOpen(payment.created_at, settings.refund_days, clock.now())
  ) {
    return null;
  }
  const lastDay = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    withdrawalLastDay(payment.created_at, settings.refund_days),
  );
  return (
    <p className={styles.note}>
      {t('transaction.withdrawUntil', { date: lastDay })}{' '}
      <Link to={`/withdrawal?payment=${payment.payment_id}`}>{t('transaction.withdraw')}</Link>
    </p>
  );
}

function Details({ payment }: { payment: Payment }) {
  const { language } = useLocale();
  const { t } = useTranslation('money');
  const nameOf = usePaymentMethodName();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(payment.created_at),
  );
  return (
    <section aria-labelledby="transaction-details" className={styles.summary}>
      <h2 id="transaction-details" className={styles.heading}>
        {t('transaction.details')}
      </h2>
      <dl className={styles.order}>
        <dt>{t('transaction.package')}</dt>
        <dd>{t('bundles.credits', { count: payment.credits })}</dd>
        <dt>{t('transaction.amount')}</dt>
        <dd>{formatPrice(payment.amount, payment.currency, language)}</dd>
        <dt>{t('transaction.method')}</dt>
        <dd className={styles.method}>
          <PaymentMethodLogo method={payment.method} />
          {nameOf(payment.method)}
        </dd>
        <dt>{t('transaction.date')}</dt>
        <dd>{date}</dd>
      </dl>
    </section>
  );
}
