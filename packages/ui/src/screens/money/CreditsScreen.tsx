import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.js';
import { LiveRegion } from '../../components/LiveRegion.js';
import { useFieldProblemText } from '../../hooks/use-problem-text.js';
import { RequireMember } from '../../require-member.js';
import { useSession } from '../../stores-context.js';
import { BundleOffer } from './BundleOffer.js';
import { CreditsHeader } from './CreditsHeader.js';
import styles from './money.module.css';
import { useCodeFromAddress, useShop } from './use-shop-store.js';

/**
 * Buying credits (`/credits`, where the time bonus and the not-enough-credits alert lead): the
 * member's balance, what credits pay for, and the packages, each leading to its checkout. A
 * discount code in the address (`?code=`, the deletion offer's link) is checked, said to apply
 * or why it does not, taken off the packages it applies to and carried to the checkout.
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
  useCodeFromAddress(shop.store);
  const { user } = useSession();
  const { t } = useTranslation('money');
  const fieldProblemText = useFieldProblemText();
  const { code, codeProblem } = shop.state;
  return (
    <div className={styles.screen}>
      <CreditsHeader />
      <LiveRegion>
        {code ? (
          <Alert tone="success" live={false}>
            {t('bundles.codeApplied', { code: code.code, percent: code.value_percentage })}
          </Alert>
        ) : codeProblem ? (
          <Alert tone="warning" live={false}>
            {fieldProblemText('code', codeProblem.fields.code ?? 'invalid')}
          </Alert>
        ) : null}
      </LiveRegion>
      <BundleOffer shop={shop} />
      {user?.paid_user ? null : <p className={styles.note}>{t('bundles.premiumNote')}</p>}
    </div>
  );
}
