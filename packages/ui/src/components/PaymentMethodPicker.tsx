import type { PaymentMethod } from '@dating/contract/enums';
import {
  RadioGroup as AriaRadioGroup,
  FieldError,
  Label,
  RadioButton,
  RadioField,
} from 'react-aria-components/RadioGroup';
import { useTranslation } from 'react-i18next';
import { PaymentMethodLogo } from './PaymentMethodLogo.js';
import styles from './PaymentMethodPicker.module.css';
import { usePaymentMethodName } from './payment-method-name.js';

/** Props of {@link PaymentMethodPicker}. */
export interface PaymentMethodPickerProps {
  /** The methods of the member's payment country, in the order offered (its own first). */
  methods: readonly PaymentMethod[];
  /** The chosen method, or null for none yet. */
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Why the choice is not valid yet, or null. */
  errorMessage?: string | null;
}

/**
 * The payment methods as tiles with logo and name, one choice, operable with the arrow keys
 * (a radio group): two columns on phones, more on wider screens.
 */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  errorMessage,
}: PaymentMethodPickerProps) {
  const { t } = useTranslation('money');
  const nameOf = usePaymentMethodName();
  return (
    <AriaRadioGroup
      value={value}
      onChange={(chosen) => onChange(chosen as PaymentMethod)}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={styles.group}
    >
      <Label className={styles.label}>{t('checkout.methods')}</Label>
      <div className={styles.methods}>
        {methods.map((method) => (
          <RadioField key={method} value={method} className={styles.field}>
            <RadioButton className={styles.method}>
              <PaymentMethodLogo method={method} />
              <span className={styles.name}>{nameOf(method)}</span>
            </RadioButton>
          </RadioField>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
