import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import styles from './Button.module.css';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /**
   * Visual weight: `primary` (accent fill), `secondary` (outlined), `ghost` (text only) or
   * `danger` (a step that cannot simply be undone, such as deleting the account).
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Extra class for layout placement; styling comes from the variant. */
  className?: string;
}

/** A button on react-aria-components: pointer, keyboard and touch presses, visible focus. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      className={className ? `${styles.button} ${className}` : styles.button}
    />
  );
}
