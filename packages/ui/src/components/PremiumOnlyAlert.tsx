import { useTranslation } from 'react-i18next';
import { Alert } from './Alert.js';
import { Link } from './Link.js';

/** Props of {@link PremiumOnlyAlert}. */
export interface PremiumOnlyAlertProps {
  /**
   * `feature`: something only Premium members may do (spec section 8, "Premium-only feature:
   * alert"); `photo`: a photo only Premium members may see (the pay-for-photo notice).
   */
  reason?: 'feature' | 'photo';
  /** Whether the box is a live region itself (true by default). */
  live?: boolean;
  /**
   * The reason in words, instead of the general one: a refusal's own text (the server's
   * `conversation_limit`, say, which names the free members' limit).
   */
  text?: string;
}

/**
 * The alert of what is for Premium members only, to a member who is not: why, that any package
 * makes them Premium, and a button to /premium.
 */
export function PremiumOnlyAlert({ reason = 'feature', live = true, text }: PremiumOnlyAlertProps) {
  const { t } = useTranslation('money');
  return (
    <Alert
      tone="info"
      title={reason === 'photo' ? t('alerts.photoTitle') : t('alerts.premiumTitle')}
      live={live}
      actions={
        <Link to="/premium" variant="button">
          {t('alerts.getPremium')}
        </Link>
      }
    >
      {text ?? (reason === 'photo' ? t('alerts.photoText') : t('alerts.premiumText'))}
    </Alert>
  );
}
