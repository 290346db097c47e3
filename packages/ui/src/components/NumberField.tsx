import {
  NumberField as AriaNumberField,
  Button,
  Group,
  Input,
  Label,
} from 'react-aria-components/NumberField';
import styles from './NumberField.module.css';

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  /** Visible label, also the accessible name. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  minValue: number;
  maxValue: number;
  name?: string;
  /** Accessible names of the step buttons. */
  incrementLabel: string;
  decrementLabel: string;
}

/** A whole-number input with step buttons, arrow keys and typed entry (e.g. an age). */
export function NumberField({
  label,
  onChange,
  incrementLabel,
  decrementLabel,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      className={styles.field}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      onChange={(value) => {
        if (!Number.isNaN(value)) onChange(value);
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.step} aria-label={decrementLabel}>
          −
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.step} aria-label={incrementLabel}>
          +
        </Button>
      </Group>
    </AriaNumberField>
  );
}
