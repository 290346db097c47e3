import styles from './FormMessage.module.css';

/** The outcome of a form: a confirmation or an error. */
export interface FormOutcome {
  tone: 'success' | 'danger';
  text: string;
}

/** Props of {@link FormMessage}. */
export interface FormMessageProps {
  message: FormOutcome | null;
}

/**
 * The outcome line under a form. Two live regions that are always present, so screen readers
 * hear a confirmation politely and an error at once, as soon as the text appears.
 */
export function FormMessage({ message }: FormMessageProps) {
  return (
    <>
      <p role="status" className={styles.message} data-tone="success">
        {message?.tone === 'success' ? message.text : ''}
      </p>
      <p role="alert" className={styles.message} data-tone="danger">
        {message?.tone === 'danger' ? message.text : ''}
      </p>
    </>
  );
}
