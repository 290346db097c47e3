import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  Text,
} from 'react-aria-components/CheckboxGroup';
import styles from './CheckboxGroup.module.css';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps {
  /** Visible label of the group, also its accessible name. */
  label: string;
  /** The values of the checked boxes. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** {@link Checkbox}es with a `value` each. */
  children: ReactNode;
  description?: string;
  errorMessage?: string | null;
  /** `chips`: the options wrap as a row of chips (checkboxes with `variant="chip"`). */
  layout?: 'grid' | 'chips';
}

/** A labelled group of checkboxes whose checked values form one list (e.g. interests). */
export function CheckboxGroup({
  label,
  value,
  onChange,
  children,
  description,
  errorMessage,
  layout = 'grid',
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      value={[...value]}
      onChange={onChange}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={styles.group}
    >
      <Label className={styles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.options} data-layout={layout}>
        {children}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
