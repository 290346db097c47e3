import type { Currency } from '@dating/contract/enums';
import { discounted } from '@dating/contract/rules';
import { formatPrice, type ShownDiscount } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link.js';
import { useLocale, useSession } from '../../stores-context.js';
import styles from './money.module.css';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  credits: number;
  /** The package's price before the discount, in cents of `currency`. */
  price: number;
  currency: Currency;
  /** The order's discount (`orderDiscount`), or null. */
  discount: ShownDiscount | null;
  /** Where "Choose another package" leads (the packages, keeping an entered code). */
  changeTo: string;
}

/** What an order costs: the package, its discount, the total, and premium for a free member. */
export function OrderSummary({ credits, price, currency, discount, changeTo }: OrderSummaryProps) {
  const { user } = useSession();
  const { language } = useLocale();
  const { t } = useTranslation('money');
  const amount = orderAmount(price, discount);
  return (
    <section aria-labelledby="order-summary" className={styles.summary}>
      <h2 id="order-summary" className={styles.heading}>
        {t('checkout.summary')}
      </h2>
      <dl className={styles.order}>
        <dt>{t('checkout.package', { count: credits })}</dt>
        <dd>{formatPrice(price, currency, language)}</dd>
        {discount ? (
          <>
            <dt>
              {t(`checkout.discount.${discount.kind}`, {
                percent: discount.percentage,
                code: discount.code,
              })}
            </dt>
            <dd>{`−${formatPrice(price - amount, currency, language)}`}</dd>
          </>
        ) : null}
        <dt className={styles.total}>{t('checkout.total')}</dt>
        <dd className={styles.total}>{formatPrice(amount, currency, language)}</dd>
      </dl>
      {user?.paid_user ? null : <p className={styles.note}>{t('checkout.premiumNote')}</p>}
      <Link to={changeTo}>{t('checkout.changePackage')}</Link>
    </section>
  );
}

/** What the member pays for a package of `price` with `discount`. */
export const orderAmount = (price: number, discount: ShownDiscount | null) =>
  discount ? discounted(price, discount.percentage) : price;
