import type { BundlesResponse } from '@dating/contract';
import type { BundleTier, Language } from '@dating/contract/enums';
import { discounted } from '@dating/contract/rules';
import { bundleSavingPercent, formatPrice } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import styles from './BundleList.module.css';
import { Link } from './Link.js';
import { VisuallyHidden } from './VisuallyHidden.js';

/** Props of {@link BundleList}. */
export interface BundleListProps {
  /** The packages on sale, in the member's currency (GET bundles.php). */
  offer: BundlesResponse;
  /** The language amounts are written in. */
  language: Language;
  /** Where choosing a package leads (its checkout). */
  hrefOf: (bundleId: BundleTier) => string;
  /** The percentage off a package (the member's discount for it), or none. */
  discountOf?: (bundle: BundlesResponse['bundles'][number]) => number | null;
}

/**
 * The credit packages side by side (two columns on phones, four on wide screens): credits,
 * price in the member's currency (with a discount: the price to pay, the usual one struck
 * through), the price of a credit and what it saves against the dearest credit, the popular one
 * flagged and raised. Each card's link also names the package and its
 * price (visually hidden), so a screen reader's list of links tells them apart.
 */
export function BundleList({ offer, language, hrefOf, discountOf }: BundleListProps) {
  const { t } = useTranslation('money');
  const format = (cents: number) => formatPrice(cents, offer.currency, language);
  return (
    <ul className={styles.list} aria-label={t('bundles.label')}>
      {offer.bundles.map((bundle) => {
        const percentage = discountOf?.(bundle);
        const amount = percentage ? discounted(bundle.price, percentage) : bundle.price;
        const price = format(amount);
        const saving = bundleSavingPercent(bundle, offer.bundles);
        const perCredit = format(Math.round(amount / bundle.credits));
        return (
          <li key={bundle.id} className={styles.bundle} data-popular={bundle.popular || undefined}>
            {bundle.popular ? <p className={styles.flag}>{t('bundles.popular')}</p> : null}
            <p className={styles.credits}>{t('bundles.credits', { count: bundle.credits })}</p>
            <p className={styles.price}>
              {price}
              {amount === bundle.price ? null : (
                <>
                  {' '}
                  <VisuallyHidden>{`${t('bundles.insteadOf')} `}</VisuallyHidden>
                  <s className={styles.was}>{format(bundle.price)}</s>
                </>
              )}
            </p>
            <p className={styles.detail}>{t('bundles.perCredit', { price: perCredit })}</p>
            <p className={styles.saving}>
              {saving > 0 ? t('bundles.saving', { percent: saving }) : '\u00a0'}
            </p>
            <Link
              to={hrefOf(bundle.id)}
              variant={bundle.popular ? 'button' : 'button-secondary'}
              className={styles.choose}
            >
              {t('bundles.choose')}
              <VisuallyHidden>{`, ${t('bundles.credits', { count: bundle.credits })}, ${price}`}</VisuallyHidden>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
