import {
  TextField as AriaTextField,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components/TextField';
import styles from './TextField.module.css';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** Visible label, also the accessible name. */
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel';
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  /** The keyboard a phone shows (`numeric` for a code, `decimal` for an amount). */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel';
  /** Focuses the field when it appears (a step whose only field it is). */
  autoFocus?: boolean;
  isRequired?: boolean;
  /** A hint under the field (format, what it is for). */
  description?: string;
  /** Called when the field loses focus. */
  onBlur?: () => void;
  /** A message shown under the field; the field is then marked invalid. */
  errorMessage?: string | null;
}

/** A labelled text input with its validation message. */
export function TextField({ label, description, errorMessage, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
