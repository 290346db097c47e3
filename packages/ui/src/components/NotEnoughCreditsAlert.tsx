import { useTranslation } from 'react-i18next';
import { Alert } from './Alert.js';
import { Link } from './Link.js';

/** Props of {@link NotEnoughCreditsAlert}. */
export interface NotEnoughCreditsAlertProps {
  /** What the action costs, in credits (the brand's `message_credits`, say), when known. */
  cost?: number;
  /** The member's balance: the `credits` a 402 `not_enough_credits` answer carries. */
  credits: number;
  /**
   * Whether the box is a live region itself (true by default); inside an always-present
   * `LiveRegion`, false.
   */
  live?: boolean;
}

/**
 * The alert of an action the member cannot pay for (spec section 8, "Not enough credits: alert
 * with a buy button"): what it costs, what is left, and a button to /credits.
 */
export function NotEnoughCreditsAlert({ cost, credits, live = true }: NotEnoughCreditsAlertProps) {
  const { t } = useTranslation('money');
  return (
    <Alert
      tone="warning"
      title={t('alerts.notEnoughTitle')}
      live={live}
      actions={
        <Link to="/credits" variant="button">
          {t('alerts.buyCredits')}
        </Link>
      }
    >
      {cost === undefined ? null : `${t('alerts.costs', { count: cost })} `}
      {t('alerts.left', { count: credits })}
    </Alert>
  );
}
