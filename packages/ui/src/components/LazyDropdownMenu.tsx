import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DropdownMenuProps } from './DropdownMenu.js';
import styles from './DropdownMenu.module.css';

// The menu and its popover code load right after the first paint, outside the first-load bundle.
const DropdownMenu = lazy(() =>
  import('./DropdownMenu.js').then((module) => ({ default: module.DropdownMenu })),
);

/**
 * A {@link DropdownMenu} whose code loads lazily. Until it has loaded, an identical-looking button
 * stands in; focusing or pressing it is carried over to the real menu once it arrives.
 */
export function LazyDropdownMenu(props: DropdownMenuProps) {
  const [intent, setIntent] = useState({ focus: false, open: false });
  const fallback = (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={intent.open}
      className={props.triggerClassName ?? styles.trigger}
      onFocus={() => setIntent((current) => ({ ...current, focus: true }))}
      onBlur={() => setIntent((current) => ({ ...current, focus: false }))}
      // Pointer down already counts: the real menu may replace this button before the click ends.
      onPointerDown={() => setIntent({ focus: true, open: true })}
      onClick={() => setIntent({ focus: true, open: true })}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setIntent({ focus: true, open: true });
        }
      }}
    >
      {props.trigger}
      {(props.chevron ?? !props.triggerClassName) ? (
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      ) : null}
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <DropdownMenu {...props} autoFocus={intent.focus} defaultOpen={intent.open} />
    </Suspense>
  );
}
