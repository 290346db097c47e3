import type { SignupRequest } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-error.js';
import { createFixtureStores } from '../testing/index.js';
import { emptySignupDraft } from './signup-draft.js';
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
  it('creates the account with the language and tracking record, logs in and goes to step 1', async () => {
    const stores = createFixtureStores({
      language: 'de',
      tracking: { network: 'partner', ref: null, sub1: 'a', sub2: null, sub3: null },
    });
    stores.signup.actions.update(account);
    await expect(stores.signup.actions.submitAccount()).resolves.toBe(true);

    const [request] = stores.api.callsTo('signup')[0] as [SignupRequest];
    expect(request).toEqual({
      email: 'Lena@Example.org',
      name: 'Lena',
      password: 'a good password',
      date_of_birth: '1995-04-02',
      gender: 'female',
      looking_for: 'male',
      language: 'de',
      tracking: { network: 'partner', ref: null, sub1: 'a', sub2: null, sub3: null },
    });
    expect(stores.session.state.user?.status).toBe('not_confirmed');
    expect(stores.session.state.polling).toBe(true);
    expect(stores.signup.state.step).toBe(1);
    expect(stores.signup.state.draft).toEqual(emptySignupDraft());
    expect(stores.storage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
    stores.session.actions.stopPolling();
  });

  it('checks the form first and sends nothing while a field is wrong', async () => {
    const stores = createFixtureStores();
    stores.signup.actions.update({ ...account, name: account.email.trim(), date_of_birth: '' });
    await expect(stores.signup.actions.submitAccount()).resolves.toBe(false);
    expect(stores.signup.state.problems).toEqual({
      name: 'equals_email',
      date_of_birth: 'missing',
    });
    expect(stores.api.callsTo('signup')).toEqual([]);

    stores.signup.actions.update({ name: 'Lena' });
    expect(stores.signup.state.problems).toEqual({ date_of_birth: 'missing' });
  });

  it('keeps the problem of a refused signup: an existing account, or one pending deletion', async () => {
    for (const code of ['account_exists', 'account_pending_deletion', 'signups_closed'] as const) {
      const stores = createFixtureStores({
        api: {
          signup: async () => {
            throw new ApiRequestError(code === 'signups_closed' ? 403 : 409, {
              error: code,
              message: code,
            });
          },
        },
      });
      stores.signup.actions.update(account);
      await expect(stores.signup.actions.submitAccount()).resolves.toBe(false);
      expect(stores.signup.state.error?.code).toBe(code);
      expect(stores.signup.state.step).toBe(0);
      expect(stores.session.state.user).toBeNull();
    }
  });

  it('shows the server reason of a field as that field problem', async () => {
    const stores = createFixtureStores({
      api: {
        signup: async () => {
          throw new ApiRequestError(400, {
            error: 'validation_failed',
            message: 'bad',
            fields: { date_of_birth: 'Enter your date of birth (18+)' },
          });
        },
      },
    });
    stores.signup.actions.update(account);
    await stores.signup.actions.submitAccount();
    expect(stores.signup.state.problems).toEqual({ date_of_birth: 'too_young' });
    expect(stores.signup.state.error).toBeNull();
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
    const [request] = stores.api.callsTo('signup')[0] as [SignupRequest];
    expect(request).toMatchObject({ profile_id: 42, signup_message: 'Hi!' });
    for (const step of [2, 3, 4]) {
      stores.signup.actions.nextStep();
      expect(stores.signup.state.step).toBe(step);
    }
    stores.signup.actions.nextStep();
    expect(stores.signup.state).toMatchObject({ finished: true, modalOpen: false });
    stores.session.actions.stopPolling();
  });
});
