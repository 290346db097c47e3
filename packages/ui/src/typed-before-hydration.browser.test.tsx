import { HOLD_SUBMIT_SCRIPT } from '@dating/contract/enums';
import { systemClock } from '@dating/logic';
import { createFakeClock } from '@dating/logic/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { replayTyped, typedBeforeHydration } from './typed-before-hydration.js';

function ControlledForm() {
  const [email, setEmail] = useState('');
  return (
    <form>
      <label>
        Email{' '}
        <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <output>{email}</output>
    </form>
  );
}

/** The form of a prerendered page, as its server HTML below has it. */
function BareForm() {
  const [email, setEmail] = useState('');
  return (
    <form>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{email}</output>
    </form>
  );
}

/** The signup's "I am a" question, as radio buttons under React's control. */
function GenderQuestion() {
  const [gender, setGender] = useState<string | null>(null);
  return (
    <form>
      {['woman', 'man'].map((option) => (
        <label key={option}>
          <input
            type="radio"
            name="gender"
            value={option}
            checked={gender === option}
            onChange={() => setGender(option)}
          />
          {option}
        </label>
      ))}
      <output>{gender ?? ''}</output>
    </form>
  );
}

/** A login-like form that records what its own submit handler sent. */
function SendingForm({ sent }: { sent: string[] }) {
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(email);
      }}
    >
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('typing before hydration', () => {
  it('holds a form sent before it hydrated, and sends it with what was typed once it has', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<form><input aria-label="Email" value=""/><button type="submit">Send</button></form>';
    document.body.append(container);
    // The page's inline script, its listener on the container instead of the window.
    const listeners: [string, EventListener, boolean][] = [];
    new Function('addEventListener', HOLD_SUBMIT_SCRIPT)(
      (type: string, listener: EventListener, capture: boolean) => {
        listeners.push([type, listener, capture]);
        container.addEventListener(type, listener, capture);
      },
    );
    const field = container.querySelector('input');
    const button = container.querySelector('button');
    if (!field || !button) throw new Error('no form');
    field.value = 'anna@example.org';
    let wentTheBrowsersWay = true;
    container.addEventListener('submit', (event) => {
      wentTheBrowsersWay = !event.defaultPrevented;
    });
    button.click();
    // Held: the browser does not send it (a GET with the fields in the address).
    expect(wentTheBrowsersWay).toBe(false);
    expect(window.__heldSubmit?.form).toBe(container.querySelector('form'));

    const typed = typedBeforeHydration(container);
    const sent: string[] = [];
    const root = await act(async () => hydrateRoot(container, <SendingForm sent={sent} />));
    replayTyped(typed, systemClock, container);
    await waitFor(() => expect(sent).toEqual(['anna@example.org']));
    expect(window.__heldSubmit).toBeNull();
    // A hydrated form is React's: the script leaves it alone.
    button.click();
    expect(sent).toEqual(['anna@example.org', 'anna@example.org']);
    expect(window.__heldSubmit).toBeNull();
    // A dialog's form only closes its dialog: the browser's way is the right one.
    const dialog = document.createElement('dialog');
    dialog.innerHTML = '<form method="dialog"><button>OK</button></form>';
    container.append(dialog);
    dialog.show();
    dialog.querySelector('button')?.click();
    expect(dialog.open).toBe(false);
    expect(window.__heldSubmit).toBeNull();
    for (const [type, listener, capture] of listeners) {
      container.removeEventListener(type, listener, capture);
    }
    act(() => root.unmount());
    container.remove();
  });

  it('sends a held form with what was typed after the site started, before the form hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<form><input aria-label="Email" value=""/><button type="submit">Send</button></form>';
    document.body.append(container);
    const listeners: [string, EventListener, boolean][] = [];
    new Function('addEventListener', HOLD_SUBMIT_SCRIPT)(
      (type: string, listener: EventListener, capture: boolean) => {
        listeners.push([type, listener, capture]);
        container.addEventListener(type, listener, capture);
      },
    );
    // The site started (nothing typed yet), then the visitor typed and sent before hydration.
    const typed = typedBeforeHydration(container);
    const field = container.querySelector('input');
    const button = container.querySelector('button');
    if (!field || !button) throw new Error('no form');
    field.value = 'max@example.org';
    button.click();
    const sent: string[] = [];
    const root = await act(async () => hydrateRoot(container, <SendingForm sent={sent} />));
    replayTyped(typed, systemClock, container);
    await waitFor(() => expect(sent).toEqual(['max@example.org']));
    for (const [type, listener, capture] of listeners) {
      container.removeEventListener(type, listener, capture);
    }
    act(() => root.unmount());
    container.remove();
  });

  it('holds a form sent right after it hydrated, until React has heard what was typed before', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<form><input aria-label="Email" value=""/><button type="submit">Send</button></form>';
    document.body.append(container);
    const field = container.querySelector('input');
    if (!field) throw new Error('no form');
    field.value = 'eva@example.org';
    const typed = typedBeforeHydration(container);
    const clock = createFakeClock();
    // The watch starts before the page's screen hydrates (as the site starts it, on mount).
    replayTyped(typed, clock, container);
    const sent: string[] = [];
    const root = await act(async () => hydrateRoot(container, <SendingForm sent={sent} />));
    // Pressed before the next look at the fields: React has not heard the typed text yet.
    screen.getByRole('button', { name: 'Send' }).click();
    expect(sent).toEqual([]);
    await act(async () => {
      await clock.advance(50);
      await clock.advance(50);
      await clock.advance(50);
    });
    expect(sent).toEqual(['eva@example.org']);
    // The watch is over: the form is React's alone again.
    await act(async () => clock.advance(50));
    screen.getByRole('button', { name: 'Send' }).click();
    expect(sent).toEqual(['eva@example.org', 'eva@example.org']);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps what was typed into a prerendered field, and gives it to React', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<input name="email" value=""><input name="city" value="Leeds"><input type="checkbox">';
    document.body.append(root);
    const [email, city] = root.querySelectorAll('input');
    if (!email || !city) throw new Error('no fields');
    email.value = 'anna@example.org';
    const typed = typedBeforeHydration(root);
    expect(typed).toEqual([{ field: email, value: 'anna@example.org' }]);
    root.remove();

    // React's controlled field, set back to its state as hydration does, then typed again.
    render(<ControlledForm />);
    const field = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    replayTyped([{ field, value: 'anna@example.org' }], systemClock);
    expect(field.value).toBe('anna@example.org');
    expect(screen.getByRole('status')).toHaveTextContent('anna@example.org');
  });

  it('waits for a field to hydrate, and leaves one the visitor typed on', async () => {
    const clock = createFakeClock();
    const field = document.createElement('input');
    const other = document.createElement('input');
    document.body.append(field, other);
    field.value = 'anna@example.org';
    other.value = 'Leeds';
    const typed = typedBeforeHydration(document.body).filter(
      (entry) => entry.field === field || entry.field === other,
    );
    replayTyped(typed, clock);
    // Still dehydrated: nothing to do yet.
    await clock.advance(200);
    expect(field.value).toBe('anna@example.org');
    // Hydration empties the first; the visitor has typed on in the second.
    field.value = '';
    other.value = 'Leeds, UK';
    await clock.advance(50);
    expect(field.value).toBe('anna@example.org');
    expect(other.value).toBe('Leeds, UK');
    field.remove();
    other.remove();
  });

  it('gives React a typed value that hydration left on screen', async () => {
    const container = document.createElement('div');
    // What the server rendered of the form (its prerendered HTML).
    container.innerHTML = '<form><input aria-label="Email" value=""/><output></output></form>';
    document.body.append(container);
    const field = container.querySelector('input');
    if (!field) throw new Error('no field');
    field.value = 'anna@example.org';
    const typed = typedBeforeHydration(container);
    const root = await act(async () => hydrateRoot(container, <BareForm />));
    replayTyped(typed, systemClock);
    await waitFor(() =>
      expect(container.querySelector('output')).toHaveTextContent('anna@example.org'),
    );
    expect(field.value).toBe('anna@example.org');
    act(() => root.unmount());
    container.remove();
  });

  it('gives React a radio button ticked before hydration, which hydration set back', async () => {
    const container = document.createElement('div');
    // What the server rendered of the question (its prerendered HTML), then the visitor's tick.
    container.innerHTML =
      '<form><label><input type="radio" name="gender" value="woman"/>woman</label>' +
      '<label><input type="radio" name="gender" value="man"/>man</label><output></output></form>';
    document.body.append(container);
    const man = container.querySelector<HTMLInputElement>('input[value=man]');
    if (!man) throw new Error('no radio');
    man.checked = true;
    const typed = typedBeforeHydration(container);
    expect(typed).toEqual([{ field: man, checked: true }]);
    const root = await act(async () => hydrateRoot(container, <GenderQuestion />));
    replayTyped(typed, systemClock);
    await waitFor(() => expect(container.querySelector('output')).toHaveTextContent('man'));
    expect(man.checked).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});
