import type { BundlesResponse, Payment } from '@dating/contract';
import { formatPrice } from '@dating/logic';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link.js';
import { PaymentMethodLogo } from '../../components/PaymentMethodLogo.js';
import { usePaymentMethodName } from '../../components/payment-method-name.js';
import { RequireMember } from '../../require-member.js';
import { useLocale } from '../../stores-context.js';
import page from '../page.module.css';
import { BundleOffer, checkoutPath } from './BundleOffer.js';
import { CreditsHeader } from './CreditsHeader.js';
import styles from './money.module.css';
import { useShop } from './use-shop-store.js';

/**
 * Repeat order (`/credits/repeat-order`, where the navigation's Credits link leads): the
 * member's balance and, when they bought before, their last order (package and method) priced
 * as it is on sale now, with one button to buy it again: the checkout with that method chosen,
 * where the member consents again. Below, or alone before a first purchase (or when the old
 * package or method is no longer offered), the packages. Members only.
 */
export function RepeatOrderScreen() {
  return (
    <RequireMember>
      <RepeatOrder />
    </RequireMember>
  );
}

function RepeatOrder() {
  const shop = useShop();
  const { t } = useTranslation('money');
  const { store } = shop;
  useEffect(() => {
    void store.actions.loadLastOrder();
  }, [store]);
  const offer = shop.state.offer as BundlesResponse | null;
  const last = shop.state.lastOrder as Payment | null | undefined;
  const bundle = offer?.bundles.find((candidate) => candidate.id === last?.bundle_id);
  const repeatable = last && bundle && offer?.methods.includes(last.method) ? last : null;
  return (
    <div className={styles.screen}>
      <CreditsHeader />
      {repeatable && offer && bundle ? (
        <LastOrder order={repeatable} price={bundle.price} currency={offer.currency} />
      ) : null}
      <section aria-labelledby="repeat-packages" className={styles.section}>
        <h2 id="repeat-packages" className={styles.heading}>
          {repeatable ? t('repeat.others') : t('premium.choose')}
        </h2>
        <BundleOffer shop={shop} />
      </section>
    </div>
  );
}

interface LastOrderProps {
  order: Payment;
  /** Its package's price now, in cents of `currency`. */
  price: number;
  currency: BundlesResponse['currency'];
}

function LastOrder({ order, price, currency }: LastOrderProps) {
  const { language } = useLocale();
  const { t } = useTranslation('money');
  const nameOf = usePaymentMethodName();
  return (
    <section aria-labelledby="repeat-last" className={styles.summary}>
      <h2 id="repeat-last" className={styles.heading}>
        {t('repeat.lastOrder')}
      </h2>
      <div className={styles.repeat}>
        <PaymentMethodLogo method={order.method} />
        <p className={page.text}>
          {t('repeat.summary', {
            count: order.credits,
            method: nameOf(order.method),
            price: formatPrice(price, currency, language),
          })}
        </p>
      </div>
      <Link to={`${checkoutPath(order.bundle_id)}/${order.method}`} variant="button">
        {t('repeat.again')}
      </Link>
    </section>
  );
}
