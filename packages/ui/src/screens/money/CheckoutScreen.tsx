import type { BundlesResponse } from '@dating/contract';
import {
  BUNDLE_TIERS,
  type BundleTier,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@dating/contract/enums';
import { discounted } from '@dating/contract/rules';
import { formatPrice } from '@dating/logic';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Checkbox } from '../../components/Checkbox.js';
import { Link } from '../../components/Link.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { PaymentMethodPicker } from '../../components/PaymentMethodPicker.js';
import { useProblemText } from '../../hooks/use-problem-text.js';
import { RequireMember } from '../../require-member.js';
import { useLeaveSite, useNavigate, useParams } from '../../router.js';
import { useLocale, useSession, useSettings } from '../../stores-context.js';
import { ErrorScreen } from '../ErrorScreen.js';
import page from '../page.module.css';
import { BundleOffer, checkoutPath } from './BundleOffer.js';
import styles from './money.module.css';
import { type Shop, useShop } from './use-shop-store.js';

const isTier = (value: string | undefined): value is BundleTier =>
  (BUNDLE_TIERS as readonly string[]).includes(value ?? '');
const isMethod = (value: string | undefined): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value ?? '');

/**
 * Paying for a package (`/credits/{id}/{method?}`): the order (credits and price in the
 * member's currency, less the discount shown: the time bonus, else the welcome discount, which
 * the payment then carries), the methods of the member's payment country as logo tiles (the one in the
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
  const shop = useShop();
  const { store } = shop;
  useEffect(() => {
    void store.actions.loadDiscount();
  }, [store]);
  const settings = useSettings();
  const { t } = useTranslation('money');
  const offer = shop.state.offer as BundlesResponse | null;
  const bundle = offer?.bundles.find((candidate) => candidate.id === bundleId);
  return (
    <div className={styles.narrow}>
      <title>{`${t('checkout.title')} | ${settings.name}`}</title>
      <h1 className={page.title}>{t('checkout.title')}</h1>
      {offer && bundle ? (
        <CheckoutForm shop={shop} offer={offer} bundle={bundle} method={method} />
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
}

function CheckoutForm({ shop, offer, bundle, method }: CheckoutFormProps) {
  const settings = useSettings();
  const { user } = useSession();
  const { language } = useLocale();
  const navigate = useNavigate();
  const leaveSite = useLeaveSite();
  const problemText = useProblemText();
  const { t } = useTranslation('money');
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState(false);
  const { store } = shop;
  const chosen = method && offer.methods.includes(method) ? method : null;
  const { discount } = shop.state;
  const amount = discount ? discounted(bundle.price, discount.percentage) : bundle.price;
  const price = formatPrice(bundle.price, offer.currency, language);
  const total = formatPrice(amount, offer.currency, language);

  const choose = (next: PaymentMethod) =>
    navigate(`${checkoutPath(bundle.id)}/${next}`, { replace: true });
  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (!chosen || !consent) return;
    const result = await store.actions.pay({
      bundleId: bundle.id,
      method: chosen,
      ...(discount ? { discountCode: discount.code } : {}),
    });
    if (result?.ok) leaveSite(result.value.checkout_url);
  };

  return (
    <form className={styles.checkout} onSubmit={pay} noValidate>
      <section aria-labelledby="checkout-summary" className={styles.summary}>
        <h2 id="checkout-summary" className={styles.heading}>
          {t('checkout.summary')}
        </h2>
        <dl className={styles.order}>
          <dt>{t('checkout.package', { count: bundle.credits })}</dt>
          <dd>{price}</dd>
          {discount ? (
            <>
              <dt>{t(`checkout.discount.${discount.kind}`, { percent: discount.percentage })}</dt>
              <dd>{`−${formatPrice(bundle.price - amount, offer.currency, language)}`}</dd>
            </>
          ) : null}
          <dt className={styles.total}>{t('checkout.total')}</dt>
          <dd className={styles.total}>{total}</dd>
        </dl>
        {user?.paid_user ? null : <p className={styles.note}>{t('checkout.premiumNote')}</p>}
        <Link to="/credits">{t('checkout.changePackage')}</Link>
      </section>
      <PaymentMethodPicker
        methods={offer.methods}
        value={chosen}
        onChange={choose}
        errorMessage={sent && !chosen ? t('checkout.methodRequired') : null}
      />
      <Checkbox
        isSelected={consent}
        onChange={setConsent}
        description={t('checkout.refund', { count: settings.refund_days })}
        errorMessage={sent && !consent ? t('checkout.consentRequired') : null}
      >
        {t('checkout.consent')}
      </Checkbox>
      <LiveRegion role="alert">
        {shop.state.payProblem ? (
          <Alert tone="danger" live={false}>
            {problemText(shop.state.payProblem)}
          </Alert>
        ) : null}
      </LiveRegion>
      <Button type="submit" isPending={shop.state.paying} className={styles.pay}>
        {shop.state.paying ? t('checkout.redirecting') : t('checkout.pay', { price: total })}
      </Button>
    </form>
  );
}
