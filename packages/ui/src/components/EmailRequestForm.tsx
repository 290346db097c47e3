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
  /** What is wrong with the address (the screen words its store's verdict), or null. */
  errorMessage?: string | null;
  /** Called with the address as typed; the screen's store checks it. */
  onSubmit: (email: string) => void;
  variant?: ButtonProps['variant'];
  /** The outcome under the button (a confirmation, an error). */
  children?: ReactNode;
}

/**
 * A form that asks for an e-mail address to send a link to (a password reset, a new
 * reactivation link). It hands the address on and shows the problem it is given until the
 * member edits the address.
 */
export function EmailRequestForm({
  title,
  label,
  submitLabel,
  pending = false,
  errorMessage = null,
  onSubmit,
  variant = 'primary',
  children,
}: EmailRequestFormProps) {
  const [email, setEmail] = useState('');
  const [edited, setEdited] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEdited(false);
    onSubmit(email);
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
          setEdited(true);
        }}
        errorMessage={edited ? null : errorMessage}
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
