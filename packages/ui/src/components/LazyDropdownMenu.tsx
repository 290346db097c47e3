import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DropdownMenuProps } from './DropdownMenu.js';
import styles from './DropdownMenu.module.css';

// The menu and its popover code load when someone reaches for a menu (pointer over it, focus,
// press), not with the page: most visits never open one.
const loadMenu = () => import('./DropdownMenu.js');
const DropdownMenu = lazy(() => loadMenu().then((module) => ({ default: module.DropdownMenu })));

/**
 * A {@link DropdownMenu} whose code loads on intent. Until then, and while it loads, an
 * identical-looking button stands in: a pointer over it starts the download, and focusing or
 * pressing it is carried over to the real menu once it arrives.
 */
export function LazyDropdownMenu(props: DropdownMenuProps) {
  const [intent, setIntent] = useState<{ focus: boolean; open: boolean } | null>(null);
  const fallback = (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={intent?.open ?? false}
      className={props.triggerClassName ?? styles.trigger}
      onPointerEnter={() => void loadMenu().catch(() => undefined)}
      onFocus={() => setIntent((current) => ({ open: current?.open ?? false, focus: true }))}
      onBlur={() => setIntent((current) => current && { ...current, focus: false })}
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
  if (!intent) return fallback;
  return (
    <Suspense fallback={fallback}>
      <DropdownMenu {...props} autoFocus={intent.focus} defaultOpen={intent.open} />
    </Suspense>
  );
}
