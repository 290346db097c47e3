import {
  RadioGroup as AriaRadioGroup,
  FieldError,
  Label,
  RadioButton,
  RadioField,
  Text,
} from 'react-aria-components/RadioGroup';
import styles from './RadioGroup.module.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  id: string;
  label: string;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** Visible label of the group, also its accessible name. */
  label: string;
  options: readonly RadioOption[];
  /** The chosen option's id, or null for none yet. */
  value: string | null;
  onChange: (value: string) => void;
  /** `horizontal` for a few short choices side by side. */
  orientation?: 'horizontal' | 'vertical';
  name?: string;
  description?: string;
  errorMessage?: string | null;
}

/** A labelled single choice among a few visible options, operable with the arrow keys. */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  orientation = 'vertical',
  name,
  description,
  errorMessage,
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      value={value}
      onChange={onChange}
      orientation={orientation}
      name={name}
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
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <RadioField key={option.id} value={option.id} className={styles.field}>
            <RadioButton className={styles.radio}>
              <span className={styles.circle} aria-hidden="true" />
              <span>{option.label}</span>
            </RadioButton>
          </RadioField>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
