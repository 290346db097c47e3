import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/Checkbox.js';
import { useSettings } from '../../stores-context.js';

/** Props of {@link WithdrawalConsent}. */
export interface WithdrawalConsentProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  /** True once the member tried to pay: an unticked box then says it is needed. */
  sent: boolean;
}

/**
 * The consent to immediate delivery that gives up the right of withdrawal (EU Consumer Rights
 * Directive art. 16(m)), with the brand's refund period; no payment starts without it.
 */
export function WithdrawalConsent({ isSelected, onChange, sent }: WithdrawalConsentProps) {
  const settings = useSettings();
  const { t } = useTranslation('money');
  return (
    <Checkbox
      isSelected={isSelected}
      onChange={onChange}
      description={t('checkout.refund', { count: settings.refund_days })}
      errorMessage={sent && !isSelected ? t('checkout.consentRequired') : null}
    >
      {t('checkout.consent')}
    </Checkbox>
  );
}
