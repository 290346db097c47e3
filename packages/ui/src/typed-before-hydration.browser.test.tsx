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

describe('typing before hydration', () => {
  it('keeps what was typed into a prerendered field, and gives it to React', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<input name="email" value=""><input name="city" value="Leeds"><input type="checkbox">';
    document.body.append(root);
    const [email, city] = root.querySelectorAll('input');
    if (!email || !city) throw new Error('no fields');
    email.value = 'anna@example.org';
    const typed = typedBeforeHydration(root);
    expect(typed.map((entry) => entry.value)).toEqual(['anna@example.org']);
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
});
