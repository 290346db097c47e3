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
 * text. The browser shows the heading's focus ring to keyboard users only (a focus moved by script
 * after a click or a tap does not match :focus-visible). Focus stays where it is
 * while a dialog holds it, and waits for a menu whose item led here to close. A heading hidden
 * for a moment by a part still loading takes focus again once shown. The waits are
 * `waitToFind`'s, on the stores' clock. Mount it once in a layout.
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
    const deadline = clock.now() + HEADING_WAIT_MS;
    let cancel = () => {};
    // The page shows its heading once its data is there: wait for it, a while at most.
    const focusHeading = (announce: boolean) => {
      cancel = waitToFind({
        clock,
        limitMs: Math.max(0, deadline - clock.now()),
        find: () => {
          const heading = document.querySelector<HTMLElement>(`${container} h1`);
          // A menu whose item led here closes by itself: its focus return would undo ours, so
          // the heading takes focus once the menu is gone (its removal is a change watched).
          if (!heading?.checkVisibility() || document.activeElement?.closest('[role="menu"]')) {
            return null;
          }
          return heading;
        },
        subscribe: (changed) => {
          const observer = new MutationObserver(changed);
          // Nodes added and removed, and parts hidden or shown again (a Suspense fallback).
          const watched = { childList: true, subtree: true, attributeFilter: ['style'] };
          observer.observe(document.body, watched);
          return () => observer.disconnect();
        },
        found: (heading) => {
          done = true;
          if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
          if (!document.activeElement?.closest('[role="dialog"], [role="alertdialog"], dialog')) {
            heading.focus({ preventScroll: false });
          }
          if (announce) setMessage(heading.textContent?.trim() ?? '');
          // A part of the page still loading may hide it for a moment, and focus falls to
          // nowhere: the heading takes it back once shown, within the same wait.
          heading.addEventListener(
            'focusout',
            (event) => {
              if (event.relatedTarget === null && clock.now() < deadline) focusHeading(false);
            },
            { once: true },
          );
        },
      });
    };
    focusHeading(true);
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
