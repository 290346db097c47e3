import { useEffect } from 'react';
import { useStores } from '../stores-context.js';

/** Input types a member types text into (not checkboxes, radios, ranges or files). */
const TEXT_INPUT_TYPES = new Set([
  'text',
  'email',
  'password',
  'search',
  'tel',
  'url',
  'number',
  'date',
  'time',
]);

/** Whether an element takes typed text: a text input, a text area or an editable element. */
function takesText(element: EventTarget | null): element is HTMLElement {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** The part of the page a member fills in: the field's form, or the field itself. */
function workOf(element: HTMLElement): HTMLElement {
  return element.closest('form') ?? element;
}

/**
 * Tells the site's overlay queue while the member types, in any form, field or the chat
 * composer: nothing opens by itself until they leave what they fill in (the focus goes outside
 * the field's form) or pause typing (`TYPING_PAUSE_MS`). Moving on to the next field of the same
 * form keeps the hold. The default layout uses it once for the whole site.
 */
export function useTypingHold(): void {
  const { overlays } = useStores();
  useEffect(() => {
    const typed = (event: Event) => {
      if (takesText(event.target)) overlays.actions.typed();
    };
    const left = (event: FocusEvent) => {
      if (!takesText(event.target)) return;
      const next = event.relatedTarget;
      if (next instanceof Node && workOf(event.target).contains(next)) return;
      overlays.actions.stoppedTyping();
    };
    document.addEventListener('input', typed, true);
    document.addEventListener('focusout', left, true);
    return () => {
      document.removeEventListener('input', typed, true);
      document.removeEventListener('focusout', left, true);
      overlays.actions.stoppedTyping();
    };
  }, [overlays]);
}
