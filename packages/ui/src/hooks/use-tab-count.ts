import { tabTitle } from '@dating/logic';
import { useEffect } from 'react';

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * Shows a count in the tab title, `(3) Likes | Lovely` (whatever title the page sets, whenever
 * it sets it), and on the device's app badge of an installed site, whose errors are silent
 * (spec sections 2 and 8). 0 shows neither.
 */
export function useTabCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const next = tabTitle(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    // Pages set their own titles as they render: each new one gets the count too.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const badge = navigator as BadgeNavigator;
    const updated = count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.();
    updated?.catch(() => undefined);
    return () => observer.disconnect();
  }, [count]);
}
