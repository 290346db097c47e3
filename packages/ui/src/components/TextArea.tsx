import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  FieldError,
  Label,
  Text,
} from 'react-aria-components/TextField';
import styles from './TextField.module.css';

/** Props of {@link TextArea}. */
export interface TextAreaProps {
  /** Visible label, also the accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  /** Visible text rows. */
  rows?: number;
  maxLength?: number;
  isRequired?: boolean;
  description?: string;
  errorMessage?: string | null;
}

/** A labelled multi-line text input with its hint and validation message. */
export function TextArea({ label, rows = 4, description, errorMessage, ...props }: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <AriaTextArea className={styles.input} rows={rows} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
