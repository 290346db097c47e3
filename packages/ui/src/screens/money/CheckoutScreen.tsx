import type { BundlesResponse, DiscountCode } from '@dating/contract';
import {
  BUNDLE_TIERS,
  type BundleTier,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@dating/contract/enums';
import { type ApiProblem, formatPrice, orderDiscount } from '@dating/logic';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { PaymentMethodPicker } from '../../components/PaymentMethodPicker.js';
import { useFieldProblemText, useProblemText } from '../../hooks/use-problem-text.js';
import { useTaskHold } from '../../hooks/use-task-hold.js';
import { RequireMember } from '../../require-member.js';
import { useLeaveSite, useNavigate, useParams } from '../../router.js';
import { useLocale, useSettings, useStores } from '../../stores-context.js';
import { ErrorScreen } from '../ErrorScreen.js';
import page from '../page.module.css';
import { BundleOffer, checkoutPath, directDebitPath } from './BundleOffer.js';
import { DiscountCodeField } from './DiscountCodeField.js';
import styles from './money.module.css';
import { OrderSummary, orderAmount } from './OrderSummary.js';
import { codeQuery, type Shop, useCodeFromAddress, useShop } from './use-shop-store.js';
import { WithdrawalConsent } from './WithdrawalConsent.js';

const isTier = (value: string | undefined): value is BundleTier =>
  (BUNDLE_TIERS as readonly string[]).includes(value ?? '');
const isMethod = (value: string | undefined): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value ?? '');

/**
 * Paying for a package (`/credits/{id}/{method?}?code=`): the order (credits and price in the
 * member's currency, less its discount, which the payment then carries: `orderDiscount` of an
 * entered code, the time bonus and the welcome discount), the discount code field, the methods of the member's payment country as logo tiles (the one in the
 * address chosen; choosing another puts it in the address), the consent to immediate delivery
 * that gives up the right of withdrawal (EU Consumer Rights Directive art. 16(m)) with the
 * brand's refund period, and the Pay button, which starts the payment and leaves for the
 * provider's checkout. A tier that is not on sale is a 404; so is a method that does not exist
 * (one not offered in the member's country is simply not chosen). Members only.
 */
export function CheckoutScreen() {
  const { id, method } = useParams();
  if (!isTier(id) || (method !== undefined && !isMethod(method))) {
    return <ErrorScreen status={404} />;
  }
  return (
    <RequireMember>
      <Checkout bundleId={id} method={method ?? null} />
    </RequireMember>
  );
}

function Checkout({ bundleId, method }: { bundleId: BundleTier; method: PaymentMethod | null }) {
  useTaskHold();
  const shop = useShop();
  const { store } = shop;
  useEffect(() => {
    void store.actions.loadDiscount();
  }, [store]);
  const typed = useCodeFromAddress(store);
  const settings = useSettings();
  const { t } = useTranslation('money');
  const offer = shop.state.offer as BundlesResponse | null;
  const bundle = offer?.bundles.find((candidate) => candidate.id === bundleId);
  return (
    <div className={styles.narrow}>
      <title>{`${t('checkout.title')} | ${settings.name}`}</title>
      <h1 className={page.title}>{t('checkout.title')}</h1>
      {offer && bundle ? (
        <CheckoutForm shop={shop} offer={offer} bundle={bundle} method={method} typed={typed} />
      ) : offer ? (
        <ErrorScreen status={404} />
      ) : (
        <BundleOffer shop={shop} />
      )}
    </div>
  );
}

interface CheckoutFormProps {
  shop: Shop;
  offer: BundlesResponse;
  bundle: BundlesResponse['bundles'][number];
  method: PaymentMethod | null;
  /** The discount code in the address, or null. */
  typed: string | null;
}

function CheckoutForm({ shop, offer, bundle, method, typed }: CheckoutFormProps) {
  const { language } = useLocale();
  const { clock } = useStores();
  const navigate = useNavigate();
  const leaveSite = useLeaveSite();
  const problemText = useProblemText();
  const fieldProblemText = useFieldProblemText();
  const { t } = useTranslation('money');
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState(false);
  const { store } = shop;
  const chosen = method && offer.methods.includes(method) ? method : null;
  const code = shop.state.code as DiscountCode | null;
  const order = orderDiscount(
    shop.state.discount,
    code,
    { amount: bundle.price, currency: offer.currency, method: chosen },
    clock.now(),
  );
  const { discount } = order;
  const total = formatPrice(orderAmount(bundle.price, discount), offer.currency, language);
  const here = (next: PaymentMethod | null, nextCode: string | null) =>
    `${checkoutPath(bundle.id)}${next ? `/${next}` : ''}${codeQuery(nextCode)}`;

  const choose = (next: PaymentMethod) => navigate(here(next, typed), { replace: true });
  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (chosen === 'sdd') {
      navigate(directDebitPath(bundle.id, typed));
      return;
    }
    if (!chosen || !consent) return;
    const result = await store.actions.pay({
      bundleId: bundle.id,
      method: chosen,
      ...(discount ? { discountCode: discount.code } : {}),
    });
    if (result?.ok) leaveSite(result.value.checkout_url);
  };

  return (
    <div className={styles.checkout}>
      <OrderSummary
        credits={bundle.credits}
        price={bundle.price}
        currency={offer.currency}
        discount={discount}
        changeTo={`/credits${codeQuery(typed)}`}
      />
      <DiscountCodeField
        // A code from elsewhere (the address, Remove) starts the field afresh.
        key={typed ?? ''}
        code={code}
        typed={typed}
        checking={shop.state.checkingCode}
        problem={shop.state.codeProblem as ApiProblem | null}
        refusal={order.refusal}
        shownPercentage={shop.state.discount?.percentage ?? null}
        currency={offer.currency}
        language={language}
        onApply={(next) => navigate(here(chosen, next.trim() || null), { replace: true })}
        onRemove={() => navigate(here(chosen, null), { replace: true })}
      />
      <form className={styles.checkout} onSubmit={pay} noValidate aria-label={t('checkout.title')}>
        <PaymentMethodPicker
          methods={offer.methods}
          value={chosen}
          onChange={choose}
          errorMessage={sent && !chosen ? t('checkout.methodRequired') : null}
        />
        {chosen === 'sdd' ? (
          <p className={styles.note}>{t('checkout.directDebitNext')}</p>
        ) : (
          <WithdrawalConsent isSelected={consent} onChange={setConsent} sent={sent} />
        )}
        <LiveRegion role="alert">
          {shop.state.payProblem ? (
            <Alert tone="danger" live={false}>
              {payProblemText(shop.state.payProblem as ApiProblem)}
            </Alert>
          ) : null}
        </LiveRegion>
        <Button type="submit" isPending={shop.state.paying} className={styles.pay}>
          {shop.state.paying
            ? t('checkout.redirecting')
            : chosen === 'sdd'
              ? t('checkout.toDirectDebit')
              : t('checkout.pay', { price: total })}
        </Button>
      </form>
    </div>
  );

  /** A refused payment: the discount code's problem when that is it, else the call's. */
  function payProblemText(problem: ApiProblem): string {
    const codeProblem = problem.fields.discount_code;
    return codeProblem
      ? (fieldProblemText('discount_code', codeProblem) ?? '')
      : problemText(problem);
  }
}
