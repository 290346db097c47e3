import { PAYMENT_METHOD_BRAND_NAMES, type PaymentMethod } from '@dating/contract/enums';
import { isGenericPaymentMethod } from '@dating/contract/rules';
import { useTranslation } from 'react-i18next';

/**
 * A payment method's name as the member reads it: the brand's own spelling (the contract's
 * `PAYMENT_METHOD_BRAND_NAMES`), or for SEPA Direct Debit, bank transfer and credit card the
 * name in the interface language (`money:methods.<method>`).
 */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const { t } = useTranslation('money');
  return (method) =>
    isGenericPaymentMethod(method) ? t(`methods.${method}`) : PAYMENT_METHOD_BRAND_NAMES[method];
}
