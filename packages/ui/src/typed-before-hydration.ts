import type { Clock } from '@dating/logic';

/** A text field of a prerendered page and what the visitor typed into it. */
interface TypedValue {
  field: HTMLInputElement | HTMLTextAreaElement;
  value: string;
}

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea';

/** How often, and how long, the fields are watched for their hydration. */
const CHECK_EVERY_MS = 50;
const WATCH_FOR_MS = 15_000;

/**
 * What a visitor typed into the text fields of a prerendered page before it hydrated (a field's
 * value that differs from the HTML's). Hydrating sets controlled fields back to their state.
 */
export function typedBeforeHydration(root: HTMLElement): TypedValue[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

/** Types a value into a field as the browser reports typing, which React's onChange hears. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Whether React has hydrated this field: it keeps the element's props on the element itself
 * (`__reactProps$…`), from the moment the field's component hydrates.
 */
function hydrated(field: HTMLElement): boolean {
  return Object.keys(field).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Gives back what the visitor typed before hydration: a page hydrates part by part (its lazy
 * screen after the layout). A hydrating field is either set back to its state (empty), or keeps
 * the typed text on screen while its state stays empty; either way React has not heard it. Each
 * field is watched until it hydrates, then its value is typed again (once), so nothing the visitor
 * typed while the page's code loaded is lost. A field the visitor changed since is left alone.
 */
export function replayTyped(typed: readonly TypedValue[], clock: Clock): void {
  let pending = [...typed];
  const started = clock.now();
  const check = () => {
    pending = pending.filter(({ field, value }) => {
      if (!field.isConnected) return false;
      if (field.value === value) {
        if (!hydrated(field)) return true;
        // Kept on screen: React's own record of the field holds it too, so an input event of the
        // same text would change nothing. Emptied first, the field reports the text as typed.
        type(field, '');
        type(field, value);
        return false;
      }
      if (field.value !== field.defaultValue) return false; // the visitor typed on
      type(field, value);
      return false;
    });
    if (pending.length > 0 && clock.now() - started < WATCH_FOR_MS) {
      clock.setTimeout(check, CHECK_EVERY_MS);
    }
  };
  check();
}
