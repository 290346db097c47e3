import { describe, expect, it } from 'vitest';
import { createFixtureStores, failWith, fixtureUser } from '../testing/index.js';
import { emptySignupDraft } from './signup-draft.js';
import { SIGNUP_PROGRESS_KEY } from './signup-progress.js';
import { SIGNUP_DRAFT_KEY, signupInProgress } from './signup-store.js';

const account = {
  email: ' Lena@Example.org ',
  name: 'Lena',
  password: 'a good password',
  date_of_birth: '1995-04-02',
  gender: 'female',
  looking_for: 'male',
} as const;

describe('signup store', () => {
  it('creates the account with the language, tracking record and place, logs in and goes to step 1', async () => {
    const stores = createFixtureStores({
      language: 'de',
      timeZone: 'Europe/Vienna',
      tracking: { network: 'partner', ref: null, sub1: 'a', sub2: null, sub3: null },
    });
    stores.signup.actions.update(account);
    await expect(stores.signup.actions.submitAccount()).resolves.toMatchObject({
      ok: true,
      value: { status: 'not_confirmed' },
    });

    const [request] = stores.api.callsTo('signup');
    expect(request?.body).toEqual({
      email: 'Lena@Example.org',
      name: 'Lena',
      password: 'a good password',
      date_of_birth: '1995-04-02',
      gender: 'female',
      looking_for: 'male',
      language: 'de',
      tracking: { network: 'partner', ref: null, sub1: 'a', sub2: null, sub3: null },
      // The visitor's country, as far as the browser tells: the server starts the member there.
      time_zone: 'Europe/Vienna',
      locales: ['de'],
    });
    expect(stores.session.state.user?.status).toBe('not_confirmed');
    expect(stores.session.state.polling).toBe(true);
    expect(stores.signup.state.step).toBe(1);
    expect(stores.signup.state.draft).toEqual(emptySignupDraft());
    expect(stores.storage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
    stores.destroy();
  });

  it('checks the form first and sends nothing while a field is wrong', async () => {
    const stores = createFixtureStores();
    stores.signup.actions.update({ ...account, name: account.email.trim(), date_of_birth: '' });
    await expect(stores.signup.actions.submitAccount()).resolves.toEqual({
      ok: false,
      problem: {
        code: 'validation_failed',
        fields: { name: 'equals_email', date_of_birth: 'required' },
      },
    });
    expect(stores.signup.state.problems).toEqual({
      name: 'equals_email',
      date_of_birth: 'required',
    });
    expect(stores.api.callsTo('signup')).toEqual([]);

    stores.signup.actions.update({ name: 'Lena' });
    expect(stores.signup.state.problems).toEqual({ date_of_birth: 'required' });
  });

  it('keeps the problem of a refused signup: an existing account, or one pending deletion', async () => {
    for (const code of ['account_exists', 'account_pending_deletion', 'signups_closed'] as const) {
      const stores = createFixtureStores({ api: { signup: failWith(code) } });
      stores.signup.actions.update(account);
      await expect(stores.signup.actions.submitAccount()).resolves.toMatchObject({ ok: false });
      expect(stores.signup.state.error?.code).toBe(code);
      expect(stores.signup.state.step).toBe(0);
      expect(stores.session.state.user).toBeNull();
    }
  });

  it('shows the problem code the server gives a field as that field problem', async () => {
    const stores = createFixtureStores({
      api: {
        signup: failWith('validation_failed', {
          fields: { date_of_birth: 'too_young', name: 'control_characters' },
        }),
      },
    });
    stores.signup.actions.update(account);
    await stores.signup.actions.submitAccount();
    expect(stores.signup.state.problems).toEqual({
      date_of_birth: 'too_young',
      name: 'control_characters',
    });
    expect(stores.signup.state.error).toBeNull();
  });

  it('reports a password the server finds too long as too long, not too short', async () => {
    // Regression: the server's field reasons used to be read as English text.
    const stores = createFixtureStores({
      api: { signup: failWith('validation_failed', { fields: { password: 'too_long' } }) },
    });
    stores.signup.actions.update(account);
    await stores.signup.actions.submitAccount();
    expect(stores.signup.state.problems).toEqual({ password: 'too_long' });
  });

  it('checks a password of 201 characters as too long before sending', async () => {
    const stores = createFixtureStores();
    stores.signup.actions.update({ ...account, password: 'x'.repeat(201) });
    await stores.signup.actions.submitAccount();
    expect(stores.signup.state.problems).toEqual({ password: 'too_long' });
    expect(stores.api.callsTo('signup')).toEqual([]);
  });

  it('keeps the whole problem when the server names a field the form does not show', async () => {
    const stores = createFixtureStores({
      api: { signup: failWith('validation_failed', { fields: { profile_id: 'not_found' } }) },
    });
    stores.signup.actions.update(account);
    await stores.signup.actions.submitAccount();
    expect(stores.signup.state.problems).toEqual({});
    expect(stores.signup.state.error).toEqual({
      code: 'validation_failed',
      fields: { profile_id: 'not_found' },
    });
  });

  it('drops a signup answer that arrives after destroy', async () => {
    let answer: () => void = () => {};
    const stores = createFixtureStores({
      api: {
        signup: () => new Promise((resolve) => (answer = () => resolve({ user: fixtureUser() }))),
      },
    });
    stores.signup.actions.update(account);
    const pending = stores.signup.actions.submitAccount();
    stores.destroy();
    answer();
    await pending;
    expect(stores.session.state.user).toBeNull();
    expect(stores.signup.state.step).toBe(0);
  });

  it('keeps the draft without the password for the next visit', () => {
    const first = createFixtureStores();
    first.signup.actions.update(account);
    const stored = first.storage.getItem(SIGNUP_DRAFT_KEY) ?? '';
    expect(stored).not.toContain('a good password');

    const next = createFixtureStores({ storage: { [SIGNUP_DRAFT_KEY]: stored } });
    expect(next.signup.state.draft).toMatchObject({
      email: account.email,
      name: 'Lena',
      password: '',
      gender: 'female',
    });
  });

  it('counts as in progress once something is typed, while pending, and after the account step', () => {
    const stores = createFixtureStores();
    expect(signupInProgress(stores.signup.state)).toBe(false);
    stores.signup.actions.update({ name: 'L' });
    expect(signupInProgress(stores.signup.state)).toBe(true);
    stores.signup.actions.reset();
    expect(signupInProgress(stores.signup.state)).toBe(false);
    stores.signup.state.step = 2;
    expect(signupInProgress(stores.signup.state)).toBe(true);
  });

  it('goes through the optional steps and finishes after step 4, closing the modal', async () => {
    const stores = createFixtureStores();
    stores.signup.actions.openModal({ profileId: 42 });
    expect(stores.signup.state).toMatchObject({ modalOpen: true, draft: { profile_id: 42 } });
    stores.signup.actions.nextStep();
    expect(stores.signup.state.step).toBe(0);
    stores.signup.actions.update({ ...account, signup_message: ' Hi! ' });
    await stores.signup.actions.submitAccount();
    const [request] = stores.api.callsTo('signup');
    expect(request?.body).toMatchObject({ profile_id: 42, signup_message: 'Hi!' });
    for (const step of [2, 3, 4]) {
      stores.signup.actions.nextStep();
      expect(stores.signup.state.step).toBe(step);
    }
    stores.signup.actions.nextStep();
    expect(stores.signup.state).toMatchObject({ finished: true, modalOpen: false });
    stores.destroy();
  });

  it('resumes at the next unfinished step after a reload, in the modal where it ran', async () => {
    const before = createFixtureStores();
    before.signup.actions.openModal();
    before.signup.actions.update(account);
    await before.signup.actions.submitAccount();
    before.signup.actions.nextStep();
    expect(before.signup.state.step).toBe(2);
    const progress = before.storage.getItem(SIGNUP_PROGRESS_KEY);
    before.destroy();

    // The reload: new stores over the same storage, the session finds the new member again.
    const after = createFixtureStores({
      user: fixtureUser({ email: 'Lena@Example.org', status: 'not_confirmed' }),
      storage: { [SIGNUP_PROGRESS_KEY]: progress ?? '' },
    });
    await expect.poll(() => after.signup.state.step).toBe(2);
    expect(after.signup.state.modalOpen).toBe(true);
    after.signup.actions.nextStep();
    after.signup.actions.nextStep();
    after.signup.actions.nextStep();
    expect(after.signup.state.finished).toBe(true);
    expect(after.storage.getItem(SIGNUP_PROGRESS_KEY)).toBeNull();
    after.destroy();
  });

  it('is a pop-up of the overlay queue: nothing opens over it, and a resumed one waits its turn', async () => {
    const stores = createFixtureStores();
    stores.signup.actions.openModal();
    stores.overlays.actions.request('match', 3);
    expect(stores.overlays.state.open?.id).toBe('signup');
    stores.signup.actions.closeModal();
    expect(stores.signup.state.modalOpen).toBe(false);
    expect(stores.overlays.state.open?.id).toBe('match:3');
    stores.destroy();

    // A reload while the session is still unknown; the member is known once another pop-up shows.
    const progress = JSON.stringify({ email: 'lena@example.org', step: 2, modal: true });
    const reloaded = createFixtureStores({ storage: { [SIGNUP_PROGRESS_KEY]: progress } });
    reloaded.overlays.actions.request('timeBonus');
    reloaded.session.actions.setUser(
      fixtureUser({ email: 'lena@example.org', status: 'not_confirmed' }),
    );
    await expect.poll(() => reloaded.signup.state.step).toBe(2);
    expect(reloaded.signup.state.modalOpen).toBe(false);
    reloaded.overlays.actions.close('timeBonus');
    expect(reloaded.signup.state.modalOpen).toBe(true);
    reloaded.destroy();
  });

  it('does not resume the signup of someone else, of a visitor or from damaged storage', async () => {
    const stored = JSON.stringify({ email: 'lena@example.org', step: 3, modal: false });
    const other = createFixtureStores({
      user: fixtureUser({ email: 'eva@example.org' }),
      storage: { [SIGNUP_PROGRESS_KEY]: stored },
    });
    await expect.poll(() => other.storage.getItem(SIGNUP_PROGRESS_KEY)).toBeNull();
    expect(other.signup.state.step).toBe(0);

    const visitor = createFixtureStores({ storage: { [SIGNUP_PROGRESS_KEY]: stored } });
    await expect.poll(() => visitor.storage.getItem(SIGNUP_PROGRESS_KEY)).toBeNull();
    expect(visitor.signup.state.step).toBe(0);

    for (const damaged of ['{', '{"email":"lena@example.org","step":9}', '"text"']) {
      const stores = createFixtureStores({
        user: fixtureUser({ email: 'lena@example.org' }),
        storage: { [SIGNUP_PROGRESS_KEY]: damaged },
      });
      await Promise.resolve();
      expect(stores.signup.state.step).toBe(0);
      stores.destroy();
    }
  });
});
