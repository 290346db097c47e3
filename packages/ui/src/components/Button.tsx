import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import styles from './Button.module.css';

/** Props of {@link Button}. */
export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'disabled' | 'onClick'> {
  /**
   * Visual weight: `primary` (accent fill), `secondary` (outlined), `ghost` (text only) or
   * `danger` (a step that cannot simply be undone, such as deleting the account).
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Extra class for layout placement; styling comes from the variant. */
  className?: string;
  /** The press: a click, a tap, or Enter or Space on the focused button. */
  onPress?: () => void;
  /** Not available: it cannot be pressed nor focused. */
  isDisabled?: boolean;
  /**
   * Its action is under way: it keeps the focus (and says so as `aria-disabled`), and presses
   * do nothing, a form's submit included, until it is done.
   */
  isPending?: boolean;
}

/**
 * A native `<button>` (type `button` unless told): pointer, keyboard and touch presses come from
 * the browser, the focus ring shows for keyboard focus only (`:focus-visible`). Native on
 * purpose: it costs no JavaScript on the pages that have only buttons; the pop-ups, menus and
 * form fields that need react-aria-components' behaviour bring their own.
 */
export function Button({
  variant = 'primary',
  className,
  onPress,
  isDisabled = false,
  isPending = false,
  type = 'button',
  ...props
}: ButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onPress?.();
  };
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      data-variant={variant}
      onClick={press}
      className={className ? `${styles.button} ${className}` : styles.button}
    />
  );
}
