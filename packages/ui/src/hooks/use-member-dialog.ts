import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useStores } from '../stores-context.js';

/**
 * Which of a screen's dialogs the member opened by a click (a gift picker, a report, removing a
 * conversation, ...), or null, as state. While one is open it is the member's work: the overlay
 * queue holds every pop-up that opens by itself back (`hold('dialog')`), from the click on,
 * until the dialog closes or the screen goes.
 * @param initial the dialog open from the start (an address that asks for it), or null.
 */
export function useMemberDialog<Dialog extends string>(
  initial: Dialog | null = null,
): readonly [Dialog | null, (next: Dialog | null) => void] {
  const { overlays } = useStores();
  const [dialog, setDialog] = useState<Dialog | null>(initial);
  const release = useRef<(() => void) | null>(null);
  const open = dialog !== null;

  const free = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);
  useLayoutEffect(() => {
    if (!open) return;
    release.current ??= overlays.actions.hold('dialog');
    return free;
  }, [open, overlays, free]);

  const change = useCallback(
    (next: Dialog | null) => {
      // Held from the click on, before the dialog renders: nothing opens by itself in between.
      if (next === null) free();
      else release.current ??= overlays.actions.hold('dialog');
      setDialog(next);
    },
    [overlays, free],
  );
  return [dialog, change] as const;
}
