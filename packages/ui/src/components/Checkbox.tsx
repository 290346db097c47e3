import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, FieldError, Text } from 'react-aria-components/Checkbox';
import styles from './Checkbox.module.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The label, also the accessible name. */
  children: ReactNode;
  isSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Inside a {@link CheckboxGroup}: the value this box adds to the group's list. */
  value?: string;
  name?: string;
  isDisabled?: boolean;
  /** A hint under the label. */
  description?: string;
  /** A message under the box; the box is then marked invalid. */
  errorMessage?: string | null;
  /** `chip`: a tappable pill that fills with the accent colour when checked (e.g. interests). */
  variant?: 'box' | 'chip';
}

/** A checkbox with its label, optional hint and validation message. */
export function Checkbox({
  children,
  description,
  errorMessage,
  variant = 'box',
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={styles.field}
    >
      <CheckboxButton className={styles.checkbox} data-variant={variant}>
        <span className={styles.box} aria-hidden="true">
          <svg viewBox="0 0 18 18" className={styles.mark} aria-hidden="true">
            <polyline points="2 9 7 14 16 4" />
          </svg>
        </span>
        <span>{children}</span>
      </CheckboxButton>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
