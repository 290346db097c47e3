import type { Withdrawable, Withdrawal } from '@dating/contract';
import { WITHDRAWAL_REIMBURSEMENT_DAYS } from '@dating/contract/enums';
import { withdrawalLastDay } from '@dating/contract/rules';
import {
  createWithdrawalStore,
  formatPrice,
  mayWithdraw,
  type WithdrawalStore,
} from '@dating/logic';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Link } from '../../components/Link.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { RadioGroup } from '../../components/RadioGroup.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { RequireMember } from '../../require-member.js';
import { useSearchParams } from '../../router.js';
import { useLocale, useSettings, useStores } from '../../stores-context.js';
import page from '../page.module.css';
import styles from './money.module.css';

/**
 * The withdrawal function (`/withdrawal`, EU Directive 2023/2673, Art. 11a; BGB § 356a): "Withdraw
 * from contract here", reachable from every page's footer and from each payment's page while its
 * period runs. Two steps: identify the purchase (the member's purchases of the period, with what a
 * withdrawal would do and until when it is possible; the name and address the confirmation goes
 * to), then "Confirm withdrawal". The confirmation shows the date and time it reached the brand and
 * its reference, and is mailed. A purchase untouched is refunded; one whose credits were used is
 * kept with the reason (the right had ended). `?payment=` starts with that purchase. Members only.
 */
export function WithdrawalScreen() {
  return (
    <RequireMember>
      <WithdrawalFunction />
    </RequireMember>
  );
}

function WithdrawalFunction() {
  const stores = useStores();
  const [params] = useSearchParams();
  const initial = params.get('payment');
  const store = useMemo(
    () => createWithdrawalStore({ api: stores.api, session: stores.session, initial }),
    [stores, initial],
  );
  useEffect(() => {
    void store.actions.load();
    return store.destroy;
  }, [store]);
  const state = useSnapshot(store.state);
  const settings = useSettings();
  const { t } = useTranslation('money');
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Each step starts at its heading, so that a screen reader reads the new step from its start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is what moves the focus.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [state.step]);

  return (
    <div className={styles.narrow}>
      <title>{`${t('withdrawal.title')} | ${settings.name}`}</title>
      <h1 className={page.title}>{t('withdrawal.title')}</h1>
      <p className={page.text}>{t('withdrawal.intro', { count: settings.refund_days })}</p>
      {state.step === 'choose' ? (
        <ChooseStep store={store} headingRef={stepHeading} />
      ) : state.step === 'confirm' ? (
        <ConfirmStep store={store} headingRef={stepHeading} />
      ) : (
        <DoneStep store={store} headingRef={stepHeading} />
      )}
      <p className={styles.note}>
        <Link to="/pages/return-policy">{t('withdrawal.policy')}</Link>
      </p>
    </div>
  );
}

interface StepProps {
  store: WithdrawalStore;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

/** The date of an ISO time in the member's language, with the time when `withTime`. */
function useDates() {
  const { language } = useLocale();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeStyle: 'long',
      timeZone: 'UTC',
    });
    return {
      day: (iso: string) => day.format(new Date(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [language]);
}

/** "120 credits, € 19.99, bought on 1 October 2026". */
function usePurchaseLabel() {
  const { t } = useTranslation('money');
  const { language } = useLocale();
  const dates = useDates();
  return (purchase: Withdrawable) =>
    t('withdrawal.purchase', {
      credits: t('bundles.credits', { count: purchase.payment.credits }),
      amount: formatPrice(purchase.payment.amount, purchase.payment.currency, language),
      date: dates.day(purchase.payment.created_at),
    });
}

function OutcomeNote({ purchase }: { purchase: Withdrawable }) {
  const { t } = useTranslation('money');
  const dates = useDates();
  const settings = useSettings();
  const lastDay = withdrawalLastDay(purchase.payment.created_at, settings.refund_days);
  const until = t('withdrawal.until', { date: dates.day(lastDay.toISOString()) });
  return purchase.outcome === 'refund' ? (
    <Alert tone="info" title={t('withdrawal.refundTitle')} live={false}>
      <p className={page.text}>{t('withdrawal.refundText', { count: purchase.payment.credits })}</p>
      <p className={page.text}>{until}</p>
    </Alert>
  ) : (
    <Alert tone="warning" title={t('withdrawal.declinedTitle')} live={false}>
      <p className={page.text}>{t('withdrawal.declinedText')}</p>
      <p className={page.text}>{until}</p>
    </Alert>
  );
}

function Recipient({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation('money');
  return (
    <dl className={styles.order}>
      <dt>{t('withdrawal.name')}</dt>
      <dd>{name}</dd>
      <dt>{t('withdrawal.email')}</dt>
      <dd>{email}</dd>
    </dl>
  );
}

function ChooseStep({ store, headingRef }: StepProps) {
  const state = useSnapshot(store.state);
  const { t } = useTranslation('money');
  const settings = useSettings();
  const problemText = useProblemText();
  const label = usePurchaseLabel();
  const dates = useDates();
  const purchases = state.purchases as Withdrawable[];
  const open = purchases.filter(mayWithdraw);
  const withdrawn = purchases.filter((purchase) => !mayWithdraw(purchase));
  const chosen = open.find((purchase) => purchase.payment.payment_id === state.chosen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.actions.next();
  };

  return (
    <section aria-labelledby="withdrawal-step" className={styles.section}>
      <h2 id="withdrawal-step" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('withdrawal.chooseStep', { step: 1, steps: 2 })}
      </h2>
      <LiveRegion>
        {state.status === 'loading' ? (
          <p className={page.text}>{t('withdrawal.loading')}</p>
        ) : state.status === 'failed' ? (
          <Alert
            tone="danger"
            live={false}
            actions={
              <Button variant="secondary" onPress={() => void store.actions.load()}>
                {t('withdrawal.retry')}
              </Button>
            }
          >
            {state.problem ? problemText(state.problem) : t('withdrawal.loadFailed')}
          </Alert>
        ) : null}
      </LiveRegion>
      {state.status === 'ready' && open.length === 0 ? (
        <p className={page.text}>{t('withdrawal.none', { count: settings.refund_days })}</p>
      ) : null}
      {state.status === 'ready' && open.length > 0 ? (
        <form className={styles.section} onSubmit={submit} noValidate>
          <RadioGroup
            label={t('withdrawal.which')}
            options={open.map((purchase) => ({
              id: purchase.payment.payment_id,
              label: label(purchase),
            }))}
            value={state.chosen}
            onChange={(id) => store.actions.choose(id)}
          />
          {chosen ? <OutcomeNote purchase={chosen} /> : null}
          <p className={page.text}>{t('withdrawal.recipient')}</p>
          <Recipient name={state.name} email={state.email} />
          <Button type="submit" isDisabled={!chosen}>
            {t('withdrawal.continue')}
          </Button>
        </form>
      ) : null}
      {withdrawn.length > 0 ? (
        <section aria-labelledby="withdrawal-done" className={styles.section}>
          <h3 id="withdrawal-done" className={styles.heading}>
            {t('withdrawal.withdrawnTitle')}
          </h3>
          <ul className={page.text}>
            {withdrawn.map((purchase) => (
              <li key={purchase.payment.payment_id}>
                {t('withdrawal.withdrawnItem', {
                  purchase: label(purchase),
                  date: dates.moment((purchase.withdrawal as Withdrawal).requested_at),
                  reference: (purchase.withdrawal as Withdrawal).reference,
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function ConfirmStep({ store, headingRef }: StepProps) {
  const state = useSnapshot(store.state);
  const { t } = useTranslation('money');
  const problemText = useProblemText();
  const label = usePurchaseLabel();
  const purchase = (state.purchases as Withdrawable[]).find(
    (each) => each.payment.payment_id === state.chosen,
  );
  if (!purchase) return null;
  return (
    <section aria-labelledby="withdrawal-step" className={styles.section}>
      <h2 id="withdrawal-step" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('withdrawal.confirmStep', { step: 2, steps: 2 })}
      </h2>
      <p className={page.text}>{t('withdrawal.confirmText', { purchase: label(purchase) })}</p>
      <Recipient name={state.name} email={state.email} />
      <OutcomeNote purchase={purchase} />
      <LiveRegion>
        {state.problem ? (
          <Alert tone="danger" live={false}>
            {problemText(state.problem)}
          </Alert>
        ) : null}
      </LiveRegion>
      <div className={styles.actions}>
        <Button isPending={state.sending} onPress={() => void store.actions.confirm()}>
          {t('withdrawal.confirm')}
        </Button>
        <Button variant="secondary" onPress={() => store.actions.back()}>
          {t('withdrawal.back')}
        </Button>
      </div>
    </section>
  );
}

function DoneStep({ store, headingRef }: StepProps) {
  const state = useSnapshot(store.state);
  const { t } = useTranslation('money');
  const { language } = useLocale();
  const dates = useDates();
  const withdrawal = state.withdrawal as Withdrawal | null;
  const purchase = (state.purchases as Withdrawable[]).find(
    (each) => each.payment.payment_id === withdrawal?.payment_id,
  );
  if (!withdrawal || !purchase) return null;
  const amount = formatPrice(purchase.payment.amount, purchase.payment.currency, language);
  return (
    <section aria-labelledby="withdrawal-step" className={styles.section}>
      <h2 id="withdrawal-step" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('withdrawal.doneStep')}
      </h2>
      <Alert
        tone={withdrawal.outcome === 'refund' ? 'success' : 'info'}
        title={t('withdrawal.received', { date: dates.moment(withdrawal.requested_at) })}
        live={false}
      >
        <p className={page.text}>
          {t('withdrawal.reference', { reference: withdrawal.reference, email: state.email })}
        </p>
        <p className={page.text}>
          {withdrawal.outcome === 'refund'
            ? t('withdrawal.refunding', {
                amount,
                count: purchase.payment.credits,
                days: WITHDRAWAL_REIMBURSEMENT_DAYS,
              })
            : t('withdrawal.kept')}
        </p>
      </Alert>
    </section>
  );
}
