import type { Clock } from '@dating/logic';

/**
 * A form the visitor sent before it hydrated, held by the page's inline script
 * (`HOLD_SUBMIT_SCRIPT` of the contract): the form and the button that sent it.
 */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    /** The submit the page's inline script held, until the site sends it. */
    __heldSubmit?: HeldSubmit | null;
  }
}

/**
 * A field of a prerendered page and what the visitor did to it: typed into a text field (`value`),
 * or ticked or unticked a radio button or checkbox (`checked`).
 */
type TypedValue =
  | { field: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { field: HTMLInputElement; checked: boolean };

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea';
const CHOICE_FIELDS = 'input[type=checkbox], input[type=radio]';

/** How often, and how long, the fields are watched for their hydration. */
const CHECK_EVERY_MS = 50;
const WATCH_FOR_MS = 15_000;

/**
 * What a visitor did to the fields of a prerendered page before it hydrated: the text fields whose
 * value differs from the HTML's, the radio buttons and checkboxes ticked or unticked. Hydrating
 * sets controlled fields back to their state.
 */
export function typedBeforeHydration(root: HTMLElement): TypedValue[] {
  const texts = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  const choices = [...root.querySelectorAll<HTMLInputElement>(CHOICE_FIELDS)]
    .filter((field) => field.checked !== field.defaultChecked)
    .map((field) => ({ field, checked: field.checked }));
  return [...texts, ...choices];
}

/**
 * Gives a hydrated radio button or checkbox back the choice made before, clicked as the visitor
 * did, which the page's handler hears: one that hydration set back, and (`first`) one kept on
 * screen whose state React never heard (set back first, so the click reports a change). Answers
 * whether it holds the choice now.
 */
function choose(field: HTMLInputElement, checked: boolean, first: boolean): boolean {
  if (field.checked === checked && first) field.checked = !checked;
  if (field.checked !== checked) field.click();
  return field.checked === checked;
}

/** Checks in a row a choice must hold after hydration (React may set it back a moment later). */
const CHOICE_HELD_CHECKS = 2;

/** Types a value into a field as the browser reports typing, which React's onChange hears. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The held submit's button, when it is still a submit button of its form. */
function formSubmitter({ form, submitter }: HeldSubmit): HTMLElement | undefined {
  return submitter && (submitter as HTMLButtonElement).form === form ? submitter : undefined;
}

/**
 * Whether React has hydrated this field: it keeps the element's props on the element itself
 * (`__reactProps$…`), from the moment the field's component hydrates.
 */
function hydrated(field: HTMLElement): boolean {
  return Object.keys(field).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Gives back what the visitor typed (and ticked) before hydration: a page hydrates part by part
 * (its lazy screen after the layout). A radio button or checkbox is clicked again once it has
 * hydrated, if hydration set it back. A hydrating field is either set back to its state (empty), or keeps
 * the typed text on screen while its state stays empty; either way React has not heard it. Each
 * field is watched until it hydrates, then its value is typed again (once), so nothing the visitor
 * typed while the page's code loaded is lost. A field the visitor changed since is left alone.
 * A form sent before it hydrated (held by the contract's `HOLD_SUBMIT_SCRIPT`) is sent once it has
 * hydrated and React has heard its typed fields, also those typed after the site started (each is
 * typed again, and the form sent a check later), so the page's own handler sends what the
 * visitor typed. While this watch runs, a form sent after it hydrated is held the same way: its
 * fields may hydrate just before the visitor presses its button, before their text is given back.
 * The page is watched while any of this waits, or while a form of `root` has not hydrated yet
 * (for at most 15 s).
 */
export function replayTyped(typed: readonly TypedValue[], clock: Clock, root?: HTMLElement): void {
  let pending = [...typed];
  // How many checks in a row each given-back choice has held.
  const choiceHolds = new Map<HTMLElement, number>();
  let resynced = false;
  let releasing = false;
  const started = clock.now();
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (releasing || !(form instanceof HTMLFormElement) || form.method === 'dialog') return;
    // Before React's own listener (on the root): the page's handler gets it once React has heard
    // the form's fields.
    event.preventDefault();
    event.stopImmediatePropagation();
    window.__heldSubmit = { form, submitter: event.submitter ?? null };
    resynced = false;
  };
  window.addEventListener('submit', holdSubmit, true);
  const waitingForms = () =>
    root ? [...root.querySelectorAll('form')].some((form) => !hydrated(form)) : false;
  const check = () => {
    const held = window.__heldSubmit;
    // Sent once React has heard the form's fields: none of them is typed again in this check.
    const heldReady =
      held && hydrated(held.form) && !pending.some(({ field }) => held.form.contains(field));
    pending = pending.filter((entry) => {
      const { field } = entry;
      if (!field.isConnected) return false;
      if ('checked' in entry) {
        if (!hydrated(field)) return true;
        const first = !choiceHolds.has(field);
        const holds = choose(entry.field, entry.checked, first)
          ? (choiceHolds.get(field) ?? 0) + 1
          : 0;
        choiceHolds.set(field, holds);
        return holds < CHOICE_HELD_CHECKS;
      }
      const { value } = entry;
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
    if (held && heldReady && !resynced) {
      // Text typed after the site started (so not in `typed`) may be on screen while React's
      // state is empty: the form's fields are typed again, and it is sent at the next check.
      resynced = true;
      for (const field of held.form.querySelectorAll<HTMLInputElement>(TEXT_FIELDS)) {
        if (field.value === field.defaultValue) continue;
        const { value } = field;
        type(field, '');
        type(field, value);
      }
    } else if (held && heldReady) {
      window.__heldSubmit = null;
      releasing = true;
      if (held.form.isConnected) held.form.requestSubmit(formSubmitter(held));
      releasing = false;
    }
    const waiting = pending.length > 0 || Boolean(window.__heldSubmit) || waitingForms();
    if (waiting && clock.now() - started < WATCH_FOR_MS) {
      clock.setTimeout(check, CHECK_EVERY_MS);
    } else {
      window.removeEventListener('submit', holdSubmit, true);
    }
  };
  check();
}
