import { Link as RouterLink, type RouterLinkProps } from '../router.js';
import styles from './Link.module.css';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<RouterLinkProps, 'className'> {
  /** `inline` for links in text, `button` and `button-secondary` for calls to action, `plain` inherits colour. */
  variant?: 'inline' | 'button' | 'button-secondary' | 'plain';
  className?: string;
}

/** A client-side link (the site's router) styled by variant; a real `<a href>` for every user agent. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <RouterLink
      {...props}
      data-variant={variant}
      className={className ? `${styles.link} ${className}` : styles.link}
    />
  );
}
