import type { DiscountCode } from '@dating/contract';
import type { Currency, Language } from '@dating/contract/enums';
import { type ApiProblem, formatPrice, type OrderDiscount } from '@dating/logic';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.js';
import { usePaymentMethodName } from '../../components/payment-method-name.js';
import { TextField } from '../../components/TextField.js';
import { useFieldProblemText } from '../../hooks/use-problem-text.js';
import styles from './money.module.css';

/** Props of {@link DiscountCodeField}. */
export interface DiscountCodeFieldProps {
  /** The entered code as the server knows it, or null. */
  code: DiscountCode | null;
  /** The code in the address, which the field starts with. */
  typed: string | null;
  /** True while the entered code is being checked. */
  checking: boolean;
  /** Why the server gives nothing for the entered code (`fields.code`), or null. */
  problem: ApiProblem | null;
  /** Why the known code does not apply to this order (`orderDiscount`'s refusal). */
  refusal: OrderDiscount['refusal'];
  /** The discount the order has instead, when the code takes off less. */
  shownPercentage: number | null;
  currency: Currency;
  language: Language;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The checkout's discount code: a field with Apply; once the server knows the code, the code
 * with Remove. Under it, why the code gives nothing: the server's verdict (not found, used, over)
 * or the order's (a package below the minimum, another method, or a discount shown that takes
 * off more, which then stays). It is its own small form, so Enter in it applies the code and
 * never pays.
 */
export function DiscountCodeField({
  code,
  typed,
  checking,
  problem,
  refusal,
  shownPercentage,
  currency,
  language,
  onApply,
  onRemove,
}: DiscountCodeFieldProps) {
  const { t } = useTranslation('money');
  const fieldProblemText = useFieldProblemText();
  const methodName = usePaymentMethodName();
  const [value, setValue] = useState(typed ?? '');
  const refusalText = (): string | null => {
    if (!code || !refusal) return null;
    if (refusal === 'below_minimum' && code.minimum_order_value !== null) {
      const amount = formatPrice(code.minimum_order_value, code.currency ?? currency, language);
      return t('checkout.code.belowMinimum', { amount });
    }
    if (refusal === 'method_excluded' && code.paymentmethods) {
      const methods = new Intl.ListFormat(language, { type: 'disjunction' }).format(
        code.paymentmethods.map(methodName),
      );
      return t('checkout.code.methodExcluded', { methods });
    }
    if (refusal === 'smaller') return t('checkout.code.smaller', { percent: shownPercentage });
    return fieldProblemText('code', refusal);
  };
  const message = problem
    ? fieldProblemText('code', problem.fields.code ?? 'invalid')
    : refusalText();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(value);
  };

  if (code) {
    return (
      <div className={styles.code}>
        <p className={styles.codeApplied}>
          {t('checkout.code.applied', { code: code.code, percent: code.value_percentage })}
        </p>
        <Button variant="ghost" onPress={onRemove}>
          {t('checkout.code.remove')}
        </Button>
        {message ? (
          <p className={styles.codeProblem} role="alert">
            {message}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form className={styles.code} onSubmit={apply} noValidate aria-label={t('checkout.code.label')}>
      <TextField
        label={t('checkout.code.label')}
        name="code"
        value={value}
        onChange={setValue}
        autoComplete="off"
        errorMessage={message}
      />
      <Button type="submit" variant="secondary" isPending={checking}>
        {t('checkout.code.apply')}
      </Button>
    </form>
  );
}
