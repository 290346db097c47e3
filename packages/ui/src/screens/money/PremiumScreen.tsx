import { PHOTO_LIMITS } from '@dating/contract/enums';
import { PREMIUM_MATCH_CHANCE_PERCENT } from '@dating/logic';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession, useSettings } from '../../stores-context.js';
import page from '../page.module.css';
import { BundleOffer } from './BundleOffer.js';
import styles from './money.module.css';
import { useShop } from './use-shop-store.js';

/**
 * Premium (`/premium`, where Get Premium leads): the spec's claim of a 46% higher chance to find
 * a match, what Premium gives, and the packages (tiers p0 to p3, the popular one flagged), each
 * leading to its checkout. Any package makes a member Premium, for good. Open to visitors too,
 * who are asked to log in at the checkout; a member who is Premium already is told so.
 */
export function PremiumScreen() {
  const shop = useShop();
  const settings = useSettings();
  const { user } = useSession();
  const { t } = useTranslation('money');
  return (
    <div className={styles.screen}>
      <title>{`${t('premium.title')} | ${settings.name}`}</title>
      <header className={styles.hero}>
        <h1 className={page.title}>{t('premium.title')}</h1>
        <p className={styles.claim}>
          {t('premium.claim', { percent: PREMIUM_MATCH_CHANCE_PERCENT })}
        </p>
        {user?.paid_user ? <p className={page.intro}>{t('premium.already')}</p> : null}
      </header>
      <section aria-labelledby="premium-benefits" className={styles.section}>
        <h2 id="premium-benefits" className={styles.heading}>
          {t('premium.benefitsTitle')}
        </h2>
        <ul className={styles.benefits}>
          {[
            t('premium.benefitPhotos'),
            t('premium.benefitOwnPhotos', { count: PHOTO_LIMITS.premium }),
            t('premium.benefitCredits'),
            t('premium.benefitStays'),
          ].map((benefit) => (
            <li key={benefit}>
              <Check aria-hidden="true" className={styles.check} />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="premium-packages" className={styles.section}>
        <h2 id="premium-packages" className={styles.heading}>
          {t('premium.choose')}
        </h2>
        <BundleOffer shop={shop} />
        <p className={styles.note}>{t('bundles.premiumNote')}</p>
      </section>
    </div>
  );
}
