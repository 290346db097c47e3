import { ChevronDown } from 'lucide-react';
import { Button } from 'react-aria-components/Button';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select as AriaSelect, FieldError, Label, SelectValue } from 'react-aria-components/Select';
import styles from './Select.module.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  id: string;
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** Visible label, also the accessible name. */
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's id. */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  /** A message shown under the field; the field is then marked invalid. */
  errorMessage?: string | null;
}

/** A labelled single-choice list (button + popover list box), operable by keyboard. */
export function Select({ label, options, value, onChange, name, errorMessage }: SelectProps) {
  return (
    <AriaSelect
      className={styles.select}
      value={value}
      name={name}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue />
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </Button>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
