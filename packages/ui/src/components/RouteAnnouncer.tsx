import { waitToFind } from '@dating/logic';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../router.js';
import { useStores } from '../stores-context.js';
import styles from './VisuallyHidden.module.css';

/** How long a new page may take to show its heading (a page that loads its data first). */
const HEADING_WAIT_MS = 5000;

/** Props of {@link RouteAnnouncer}. */
export interface RouteAnnouncerProps {
  /** Where the page's heading is looked for; the layout's `main` by default. */
  container?: string;
}

/**
 * Makes a change of page known: after a navigation to another path (not at the first page, nor
 * for a changed query such as the search filters), focus moves to the new page's `h1` (made
 * focusable with tabIndex -1) and a polite live region, present from the start, announces its
 * text. Focus stays where it is while a dialog holds it. The wait for a heading is `waitToFind`'s,
 * on the stores' clock. Mount it once in a layout.
 */
export function RouteAnnouncer({ container = 'main' }: RouteAnnouncerProps) {
  const { pathname } = useLocation();
  const { clock } = useStores();
  const [message, setMessage] = useState('');
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return undefined;
    shownPath.current = pathname;
    let done = false;
    // The page shows its heading once its data is there: wait for it, a while at most.
    const cancel = waitToFind({
      clock,
      limitMs: HEADING_WAIT_MS,
      find: () => document.querySelector<HTMLElement>(`${container} h1`),
      subscribe: (changed) => {
        const observer = new MutationObserver(changed);
        observer.observe(document.body, { childList: true, subtree: true });
        return () => observer.disconnect();
      },
      found: (heading) => {
        done = true;
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        if (!document.activeElement?.closest('[role="dialog"], [role="alertdialog"], dialog')) {
          heading.focus({ preventScroll: false });
        }
        setMessage(heading.textContent?.trim() ?? '');
      },
    });
    return () => {
      cancel();
      if (!done) shownPath.current = '';
    };
  }, [pathname, container, clock]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.hidden}>
      {message}
    </div>
  );
}
