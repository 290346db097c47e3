import type { PaymentMethod } from '@dating/contract/enums';
import { useTranslation } from 'react-i18next';

/**
 * The names of the methods that are brands, written the same in every language (the providers'
 * own spelling). The three generic methods (SEPA Direct Debit, bank transfer, credit card) are
 * translated: `money:methods.<method>`.
 */
const BRAND_NAMES: Record<Exclude<PaymentMethod, 'sdd' | 'sct' | 'creditcard'>, string> = {
  prezelewy24: 'Przelewy24',
  blik: 'BLIK',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  cartebancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'Sofort',
  eps: 'EPS',
};

const isBrand = (method: PaymentMethod): method is keyof typeof BRAND_NAMES =>
  method in BRAND_NAMES;

/** A payment method's name as the member reads it: the brand, or the generic name translated. */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const { t } = useTranslation('money');
  return (method) => (isBrand(method) ? BRAND_NAMES[method] : t(`methods.${method}`));
}
