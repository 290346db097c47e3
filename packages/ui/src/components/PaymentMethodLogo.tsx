import type { PaymentMethod } from '@dating/contract/enums';
import { CreditCard } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import Applepay from 'react-pay-icons/Applepay';
import Bancontact from 'react-pay-icons/Bancontact';
import Blik from 'react-pay-icons/Blik';
import CartesBancaires from 'react-pay-icons/CartesBancaires';
import Eps from 'react-pay-icons/Eps';
import Giropay from 'react-pay-icons/Giropay';
import Ideal from 'react-pay-icons/Ideal';
import Maestro from 'react-pay-icons/Maestro';
import Mastercard from 'react-pay-icons/Mastercard';
import Paypal from 'react-pay-icons/Paypal';
import Paysafecard from 'react-pay-icons/Paysafecard';
import Sepa from 'react-pay-icons/Sepa';
import Visa from 'react-pay-icons/Visa';
import styles from './PaymentMethodLogo.module.css';

type Logo = ComponentType<SVGProps<SVGSVGElement>>;
/** A logo drawn here as a wordmark on the brand's colour. */
interface Wordmark {
  text: string;
  fill: string;
  ink: string;
}

/**
 * Every method's logo, checked by the type: from the icon set (react-pay-icons) where it has
 * one (SEPA Direct Debit and SEPA bank transfer share the SEPA mark); lucide's card icon for
 * "credit card" (the set's generic card reads as an empty picture); a wordmark on the brand's colour for Przelewy24, Sofort and Nexi, which the
 * set lacks.
 */
const LOGOS: Record<PaymentMethod, Logo | Wordmark> = {
  sdd: Sepa,
  prezelewy24: { text: 'P24', fill: '#d13239', ink: '#ffffff' },
  blik: Blik,
  sct: Sepa,
  giropay: Giropay,
  mastercard: Mastercard,
  visa: Visa,
  creditcard: CreditCard,
  cartebancaire: CartesBancaires,
  nexi: { text: 'nexi', fill: '#2d32aa', ink: '#ffffff' },
  ideal: Ideal,
  bancontact: Bancontact,
  applepay: Applepay,
  paysafecard: Paysafecard,
  maestro: Maestro,
  paypal: Paypal,
  sofort: { text: 'SOFORT', fill: '#ef809f', ink: '#000000' },
  eps: Eps,
};

const isWordmark = (logo: Logo | Wordmark): logo is Wordmark => 'text' in logo;

/** Props of {@link PaymentMethodLogo}. */
export interface PaymentMethodLogoProps {
  method: PaymentMethod;
}

/**
 * A payment method's logo, 3:2, decorative: the method's name is always written next to it,
 * so the logo is hidden from assistive technology.
 */
export function PaymentMethodLogo({ method }: PaymentMethodLogoProps) {
  const logo = LOGOS[method];
  if (!isWordmark(logo)) {
    const Drawn = logo;
    return (
      <Drawn
        aria-hidden="true"
        focusable="false"
        className={styles.logo}
        data-icon={logo === CreditCard ? true : undefined}
      />
    );
  }
  const mark = logo;
  return (
    <svg viewBox="0 0 60 40" aria-hidden="true" focusable="false" className={styles.logo}>
      <rect width="60" height="40" rx="4" fill={mark.fill} />
      <text
        x="30"
        y="25"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={mark.text.length > 4 ? 10 : 15}
        fontWeight="700"
        fill={mark.ink}
      >
        {mark.text}
      </text>
    </svg>
  );
}
