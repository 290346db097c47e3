import { isValidEmail } from '@dating/contract/rules';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from './Button.js';
import styles from './EmailRequestForm.module.css';
import { TextField } from './TextField.js';

/** Props of {@link EmailRequestForm}. */
export interface EmailRequestFormProps {
  /** A heading above the field (a form of its own on a page), or none. */
  title?: string;
  /** The field's label. */
  label: string;
  submitLabel: string;
  /** True while the request runs: the button shows it. */
  pending?: boolean;
  /** What the field says when it is empty, and when the address is not one. */
  errors: { missing: string; invalid: string };
  /** Called with the trimmed address once it is a valid e-mail address. */
  onSubmit: (email: string) => void;
  variant?: ButtonProps['variant'];
  /** The outcome under the button (a confirmation, an error). */
  children?: ReactNode;
}

/**
 * A form that asks for an e-mail address to send a link to (a password reset, a new
 * reactivation link): checks the address as the signup does, then hands it on.
 */
export function EmailRequestForm({
  title,
  label,
  submitLabel,
  pending = false,
  errors,
  onSubmit,
  variant = 'primary',
  children,
}: EmailRequestFormProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setFieldError(address ? errors.invalid : errors.missing);
      return;
    }
    onSubmit(address);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <TextField
        label={label}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        value={email}
        onChange={(value) => {
          setEmail(value);
          setFieldError(null);
        }}
        errorMessage={fieldError}
      />
      <div>
        <Button type="submit" variant={variant} isPending={pending}>
          {submitLabel}
        </Button>
      </div>
      {children}
    </form>
  );
}
