import { useLayoutEffect } from 'react';
import { useStores } from '../stores-context.js';

/**
 * Marks the screen as one the member works through (a conversation, the swipe game, the
 * checkout): while it is shown, no pop-up opens by itself over it (`hold('task')` of the overlay
 * queue); what asks meanwhile opens once the member leaves. The screen's own pop-ups, which
 * answer what the member did there, still open.
 */
export function useTaskHold(): void {
  const { overlays } = useStores();
  useLayoutEffect(() => overlays.actions.hold('task'), [overlays]);
}
