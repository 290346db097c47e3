import type { BundlesResponse, DiscountCode } from '@dating/contract';
import {
  BUNDLE_TIERS,
  type BundleTier,
  type Country,
  DIRECT_DEBIT_CODE_LIFETIME_MS,
} from '@dating/contract/enums';
import {
  type ApiProblem,
  createDirectDebitStore,
  type DirectDebitForm,
  type DirectDebitStore,
  formatPrice,
  orderDiscount,
  type ShownDiscount,
} from '@dating/logic';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Link } from '../../components/Link.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { RequireMember } from '../../require-member.js';
import { useNavigate, useSearchParams } from '../../router.js';
import { useLocale, useSettings, useStores } from '../../stores-context.js';
import page from '../page.module.css';
import { BundleOffer, checkoutPath } from './BundleOffer.js';
import { directDebitExample } from './direct-debit-examples.js';
import styles from './money.module.css';
import { OrderSummary, orderAmount } from './OrderSummary.js';
import { codeQuery, useCodeFromAddress, useShop } from './use-shop-store.js';
import { WithdrawalConsent } from './WithdrawalConsent.js';

const isTier = (value: string | null): value is BundleTier =>
  (BUNDLE_TIERS as readonly string[]).includes(value ?? '');

/** The form's fields in the order the page asks for them. */
const FIELDS = [
  ['account_holder', 'name', 'text'],
  ['iban', 'off', 'text'],
  ['street', 'address-line1', 'text'],
  ['house_number', 'address-line2', 'text'],
  ['zip', 'postal-code', 'text'],
  ['city', 'address-level2', 'text'],
  ['phone', 'tel', 'tel'],
] as const satisfies readonly (readonly [keyof DirectDebitForm, string, 'text' | 'tel'])[];

const EMPTY_FORM: DirectDebitForm = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  phone: '',
};

/**
 * Paying a package by SEPA direct debit (`/directdebit?bundle={id}&code=`, where the checkout
 * sends a member who chose direct debit): the order, then the form (spec section 3: account
 * holder, IBAN, street, house number, zip, city, phone) with the SEPA mandate's wording and the
 * consent to immediate delivery; sending it texts a one-time code to the phone. The code step
 * confirms the mandate and moves on to the payment's page, where the debit is collected. 'Code
 * invalid' for a wrong code; a new code or a change of details is one press away. When direct
 * debit is closed to the member (a returned debit, the limit of 30 days, no texts possible), the
 * page says why and offers what is left: a cheaper package, another method, later. Without a
 * package in the address it offers the packages; where the member's country has no direct debit,
 * the other methods. Members only.
 */
export function DirectDebitScreen() {
  const [params] = useSearchParams();
  const bundle = params.get('bundle');
  return (
    <RequireMember>
      <DirectDebit bundleId={isTier(bundle) ? bundle : null} />
    </RequireMember>
  );
}

function DirectDebit({ bundleId }: { bundleId: BundleTier | null }) {
  const shop = useShop();
  const { store } = shop;
  const settings = useSettings();
  const { clock } = useStores();
  const { language } = useLocale();
  const { t } = useTranslation('money');
  useEffect(() => {
    void store.actions.loadDiscount();
  }, [store]);
  const typed = useCodeFromAddress(store);
  const offer = shop.state.offer as BundlesResponse | null;
  const bundle = offer?.bundles.find((candidate) => candidate.id === bundleId);
  const discount =
    bundle && offer
      ? orderDiscount(
          shop.state.discount,
          shop.state.code as DiscountCode | null,
          { amount: bundle.price, currency: offer.currency, method: 'sdd' },
          clock.now(),
        ).discount
      : null;

  const content = () => {
    if (!offer) return <BundleOffer shop={shop} />;
    if (!offer.methods.includes('sdd')) {
      return (
        <Alert
          tone="info"
          live={false}
          actions={
            <Link to={`/credits${codeQuery(typed)}`} variant="button">
              {t('directDebit.otherMethod')}
            </Link>
          }
        >
          {t('directDebit.notOffered')}
        </Alert>
      );
    }
    if (!bundle) {
      return (
        <>
          <p className={page.text}>{t('directDebit.choosePackage')}</p>
          <BundleOffer shop={shop} />
        </>
      );
    }
    return (
      <>
        <OrderSummary
          credits={bundle.credits}
          price={bundle.price}
          currency={offer.currency}
          discount={discount}
          changeTo={`/credits${codeQuery(typed)}`}
        />
        <DirectDebitSteps
          bundleId={bundle.id}
          country={offer.country}
          total={formatPrice(orderAmount(bundle.price, discount), offer.currency, language)}
          discount={discount}
          typed={typed}
        />
      </>
    );
  };

  return (
    <div className={styles.narrow}>
      <title>{`${t('directDebit.title')} | ${settings.name}`}</title>
      <h1 className={page.title}>{t('directDebit.title')}</h1>
      {content()}
    </div>
  );
}

/** The direct debit page's own store, made with the page and destroyed with it. */
function useDirectDebitStore(): DirectDebitStore {
  const stores = useStores();
  const [store] = useState(() => createDirectDebitStore({ api: stores.api }));
  useEffect(() => () => store.destroy(), [store]);
  return store;
}

interface StepsProps {
  bundleId: BundleTier;
  country: Country;
  /** The order's total, formatted. */
  total: string;
  discount: ShownDiscount | null;
  /** The discount code in the address, or null. */
  typed: string | null;
}

function DirectDebitSteps({ bundleId, country, total, discount, typed }: StepsProps) {
  const store = useDirectDebitStore();
  const state = useSnapshot(store.state);
  const [form, setForm] = useState(EMPTY_FORM);
  const order = { bundleId, ...(discount ? { discountCode: discount.code } : {}) };
  if (state.step === 'code' && state.mandate) {
    return (
      <CodeStep
        store={store}
        phoneEnding={state.mandate.phone_ending}
        total={total}
        sending={state.sending}
        confirming={state.confirming}
        problem={state.codeProblem as ApiProblem | null}
        resendProblem={state.problem as ApiProblem | null}
      />
    );
  }
  return (
    <FormStep
      form={form}
      onChange={setForm}
      onSubmit={() => void store.actions.requestCode(order, form)}
      sending={state.sending}
      problem={state.problem as ApiProblem | null}
      bundleId={bundleId}
      typed={typed}
      country={country}
    />
  );
}

interface FormStepProps {
  form: DirectDebitForm;
  onChange: (form: DirectDebitForm) => void;
  onSubmit: () => void;
  sending: boolean;
  problem: ApiProblem | null;
  bundleId: BundleTier;
  typed: string | null;
  /** The member's payment country, whose IBAN and phone the hints show as examples. */
  country: Country;
}

function FormStep({
  form,
  onChange,
  onSubmit,
  sending,
  problem,
  bundleId,
  typed,
  country,
}: FormStepProps) {
  const settings = useSettings();
  const example = directDebitExample(country);
  const { t } = useTranslation('money');
  const fieldProblemText = useFieldProblemText();
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState(false);
  const fields = problem?.code === 'validation_failed' ? problem.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (consent) onSubmit();
  };
  return (
    <form
      className={styles.checkout}
      onSubmit={submit}
      noValidate
      aria-labelledby="direct-debit-form"
    >
      <h2 id="direct-debit-form" className={styles.heading}>
        {t('directDebit.formTitle')}
      </h2>
      {FIELDS.map(([field, autoComplete, type]) => (
        <TextField
          key={field}
          name={field}
          type={type}
          label={t(`directDebit.fields.${field}`)}
          {...(field === 'iban' || field === 'phone'
            ? { description: t(`directDebit.hints.${field}`, { example: example[field] }) }
            : {})}
          autoComplete={autoComplete}
          isRequired
          value={form[field]}
          onChange={(value) => onChange({ ...form, [field]: value })}
          errorMessage={fieldProblemText(field, fields[field])}
        />
      ))}
      <p className={styles.note}>{t('directDebit.mandate', { brand: settings.name })}</p>
      <WithdrawalConsent isSelected={consent} onChange={setConsent} sent={sent} />
      <LiveRegion role="alert">
        {problem && problem.code !== 'validation_failed' ? (
          <RefusalAlert problem={problem} bundleId={bundleId} typed={typed} />
        ) : null}
      </LiveRegion>
      <Button type="submit" isPending={sending} className={styles.pay}>
        {sending ? t('directDebit.sending') : t('directDebit.sendCode')}
      </Button>
    </form>
  );
}

/** Why direct debit is closed to the member now, and the ways that are left. */
function RefusalAlert({
  problem,
  bundleId,
  typed,
}: {
  problem: ApiProblem;
  bundleId: BundleTier;
  typed: string | null;
}) {
  const { t } = useTranslation('money');
  const problemText = useProblemText();
  const otherMethod = (
    <Link to={`${checkoutPath(bundleId)}${codeQuery(typed)}`} variant="button">
      {t('directDebit.otherMethod')}
    </Link>
  );
  return (
    <Alert
      tone="danger"
      live={false}
      actions={
        problem.code === 'direct_debit_limit_reached' ? (
          <>
            {otherMethod}
            <Link to={`/credits${codeQuery(typed)}`} variant="button-secondary">
              {t('directDebit.cheaperPackage')}
            </Link>
          </>
        ) : problem.code === 'direct_debit_blocked' || problem.code === 'sms_unavailable' ? (
          otherMethod
        ) : undefined
      }
    >
      {problemText(problem)}
    </Alert>
  );
}

interface CodeStepProps {
  store: DirectDebitStore;
  phoneEnding: string;
  total: string;
  sending: boolean;
  confirming: boolean;
  problem: ApiProblem | null;
  /** Why a new code could not be sent, or null. */
  resendProblem: ApiProblem | null;
}

function CodeStep({
  store,
  phoneEnding,
  total,
  sending,
  confirming,
  problem,
  resendProblem,
}: CodeStepProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('money');
  const fieldProblemText = useFieldProblemText();
  const problemText = useProblemText();
  const [otp, setOtp] = useState('');
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const result = await store.actions.confirm(otp);
    if (result?.ok) navigate(`/transactions/${result.value.payment_id}`);
  };
  const resend = () => {
    setOtp('');
    void store.actions.resendCode();
  };
  const otpProblem = problem?.fields.otp;
  return (
    <form
      className={styles.checkout}
      onSubmit={confirm}
      noValidate
      aria-labelledby="direct-debit-code"
    >
      <h2 id="direct-debit-code" className={styles.heading}>
        {t('directDebit.codeTitle')}
      </h2>
      <p className={page.text}>
        {t('directDebit.codeSent', {
          ending: phoneEnding,
          minutes: DIRECT_DEBIT_CODE_LIFETIME_MS / 60_000,
        })}
      </p>
      <TextField
        name="otp"
        label={t('directDebit.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        isRequired
        value={otp}
        onChange={setOtp}
        errorMessage={
          otpProblem ? fieldProblemText('otp', otpProblem) : problem ? problemText(problem) : null
        }
      />
      <LiveRegion role="alert">
        {resendProblem ? (
          <Alert tone="danger" live={false}>
            {problemText(resendProblem)}
          </Alert>
        ) : null}
      </LiveRegion>
      <Button type="submit" isPending={confirming} className={styles.pay}>
        {t('directDebit.confirm', { price: total })}
      </Button>
      <div className={styles.codeActions}>
        <Button variant="secondary" onPress={resend} isPending={sending}>
          {t('directDebit.resend')}
        </Button>
        <Button variant="secondary" onPress={() => store.actions.editForm()}>
          {t('directDebit.editDetails')}
        </Button>
      </div>
    </form>
  );
}
