import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.js';
import styles from './SendFooter.module.css';
import { VisuallyHidden } from './VisuallyHidden.js';

/** Props of {@link SendFooter}. */
export interface SendFooterProps {
  /** The other member's name, for the field's label. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Sends the text (the footer empties itself through `onChange` after a send). */
  onSend: (text: string) => void;
  /**
   * What a message costs, in credits (the brand's `message_credits`); none for the operator's
   * answers, which are free.
   */
  price?: number;
  /** The brand's `message_length`: the field takes no more. */
  maxLength: number;
  /** Nothing can be sent now (the reason stands above the footer). */
  isDisabled?: boolean;
  /** More ways to write, before the field (the gift button). */
  extras?: ReactNode;
  /** The text field, for the caller to focus (after an opener was picked). */
  fieldRef?: Ref<HTMLTextAreaElement>;
  /**
   * A panel about the last send (not enough credits, for Premium members), at the top of the
   * footer: beside what it is about, and never over the messages.
   */
  notice?: ReactNode;
}

/** Characters left below which the footer says how many remain. */
const COUNT_FROM = 200;

/**
 * The send footer of a conversation: a labelled text field (Enter sends, Shift+Enter starts a
 * new line), the send button, what a message costs and, near the brand's `message_length`, the
 * characters left.
 */
export function SendFooter({
  name,
  value,
  onChange,
  onSend,
  price,
  maxLength,
  isDisabled = false,
  extras,
  fieldRef,
  notice,
}: SendFooterProps) {
  const { t } = useTranslation('chat');
  const fieldId = useId();
  const hintId = useId();
  const left = maxLength - value.length;
  const send = () => {
    if (isDisabled || !value.trim()) return;
    onSend(value);
    onChange('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form className={styles.footer} onSubmit={submit}>
      {notice}
      <div className={styles.row}>
        {extras}
        <label htmlFor={fieldId} className={styles.label}>
          <VisuallyHidden>{t('footer.label', { name })}</VisuallyHidden>
        </label>
        <textarea
          ref={fieldRef}
          id={fieldId}
          className={styles.field}
          value={value}
          rows={1}
          maxLength={maxLength}
          placeholder={t('footer.placeholder')}
          disabled={isDisabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
        />
        <Button
          type="submit"
          variant="primary"
          className={styles.send}
          isDisabled={isDisabled || !value.trim()}
        >
          <SendHorizontal aria-hidden="true" className={styles.icon} />
          <VisuallyHidden>{t('footer.send')}</VisuallyHidden>
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        {price === undefined ? null : (
          <>
            <span>{t('footer.price', { count: price })}</span>{' '}
          </>
        )}
        {left <= COUNT_FROM ? (
          <span data-few={left <= 0 || undefined}>
            {t('footer.charactersLeft', { count: left })}
          </span>
        ) : (
          <VisuallyHidden>{t('footer.keyboardHint')}</VisuallyHidden>
        )}
      </p>
    </form>
  );
}
