import { useTranslation } from 'react-i18next';
import { RequireMember } from '../../require-member.js';
import { useSession } from '../../stores-context.js';
import { BundleOffer } from './BundleOffer.js';
import { CreditsHeader } from './CreditsHeader.js';
import styles from './money.module.css';
import { useShop } from './use-shop-store.js';

/**
 * Buying credits (`/credits`, where the time bonus and the not-enough-credits alert lead): the
 * member's balance, what credits pay for, and the packages, each leading to its checkout.
 * Members only.
 */
export function CreditsScreen() {
  return (
    <RequireMember>
      <Credits />
    </RequireMember>
  );
}

function Credits() {
  const shop = useShop();
  const { user } = useSession();
  const { t } = useTranslation('money');
  return (
    <div className={styles.screen}>
      <CreditsHeader />
      <BundleOffer shop={shop} />
      {user?.paid_user ? null : <p className={styles.note}>{t('bundles.premiumNote')}</p>}
    </div>
  );
}
