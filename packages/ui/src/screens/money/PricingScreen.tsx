import { formatPrice } from '@dating/logic';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../components/country-options.js';
import { useLocale, useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import { BundleOffer } from './BundleOffer.js';
import styles from './money.module.css';
import { useShop } from './use-shop-store.js';

/**
 * Pricing (`/pricing`, linked from every footer): what a message, a photo and a gift cost in
 * credits (the brand's settings), the lowest price of a message in each of the brand's countries
 * in its currency, and the packages. Open to visitors.
 */
export function PricingScreen() {
  const shop = useShop();
  const settings = useSettings();
  const { language } = useLocale();
  const { t } = useTranslation('money');
  const costs = [
    ['message', settings.message_credits],
    ['photo', settings.photo_credits],
    ['gift', settings.gift_credits],
  ] as const;
  const minimums = settings.countries.flatMap((country) => {
    const minimum = settings.minimum_message_costs[country];
    return minimum ? [{ country, ...minimum }] : [];
  });
  return (
    <div className={styles.screen}>
      <title>{`${t('pricing.title')} | ${settings.name}`}</title>
      <header className={styles.hero}>
        <h1 className={page.title}>{t('pricing.title')}</h1>
        <p className={page.intro}>{t('pricing.intro')}</p>
      </header>
      <section aria-labelledby="pricing-costs" className={styles.section}>
        <h2 id="pricing-costs" className={styles.heading}>
          {t('pricing.costsTitle')}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('pricing.item')}</th>
              <th scope="col">{t('pricing.cost')}</th>
            </tr>
          </thead>
          <tbody>
            {costs.map(([item, credits]) => (
              <tr key={item}>
                <th scope="row">{t(`pricing.${item}`)}</th>
                <td>{t('pricing.costCredits', { count: credits })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {minimums.length > 0 ? (
        <section aria-labelledby="pricing-minimum" className={styles.section}>
          <h2 id="pricing-minimum" className={styles.heading}>
            {t('pricing.minimumTitle')}
          </h2>
          <p className={page.text}>{t('pricing.minimumIntro')}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('pricing.country')}</th>
                <th scope="col">{t('pricing.minimum')}</th>
              </tr>
            </thead>
            <tbody>
              {minimums.map(({ country, costs: amount, currency }) => (
                <tr key={country}>
                  <th scope="row">{countryName(country, language)}</th>
                  <td>{formatPrice(Math.round(amount * 100), currency, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <section aria-labelledby="pricing-packages" className={styles.section}>
        <h2 id="pricing-packages" className={styles.heading}>
          {t('pricing.packagesTitle')}
        </h2>
        <BundleOffer shop={shop} />
        <p className={styles.note}>{t('bundles.premiumNote')}</p>
      </section>
    </div>
  );
}
