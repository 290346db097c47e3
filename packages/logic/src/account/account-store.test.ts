import { describe, expect, it } from 'vitest';
import {
  createFixtureStores,
  failWith,
  fixtureDeletionOffer,
  fixtureUser,
} from '../testing/index.js';

const newPasswords = { password: 'new pass 1', confirmation: 'new pass 1' };

describe('account store', () => {
  it('activates with the token and makes the member the logged-in one', async () => {
    const stores = createFixtureStores();
    const result = await stores.account.actions.activate('token-1234567890abcdef');
    expect(result.ok).toBe(true);
    expect(stores.api.callsTo('activate')).toEqual([{ body: { token: 'token-1234567890abcdef' } }]);
    expect(stores.session.state.user?.status).toBe('active');
    expect(stores.account.state.busy).toBeNull();
    stores.destroy();
  });

  it('tells the member their signup started from: their first conversation', async () => {
    const stores = createFixtureStores({
      api: { activate: async () => ({ user: fixtureUser(), first_contact: 7 }) },
    });
    const result = await stores.account.actions.activate('token-1234567890abcdef');
    expect(result).toEqual({ ok: true, value: { user: fixtureUser(), firstContact: 7 } });
    stores.destroy();
  });

  it('tells why a link did not work and changes nothing', async () => {
    const stores = createFixtureStores({ api: { activate: failWith('token_invalid') } });
    const result = await stores.account.actions.activate('old-token-1234567890');
    expect(result).toEqual({ ok: false, problem: { code: 'token_invalid', fields: {} } });
    expect(stores.session.state.user).toBeNull();
  });

  it('marks the call under way as busy', async () => {
    let answer: () => void = () => {};
    const stores = createFixtureStores({
      api: {
        requestPasswordReset: () =>
          new Promise((resolve) => {
            answer = () => resolve({ ok: true });
          }),
      },
    });
    const pending = stores.account.actions.requestPasswordReset(' eva@example.org ');
    expect(stores.account.state.busy).toBe('requestPasswordReset');
    answer();
    await expect(pending).resolves.toEqual({ ok: true, value: undefined });
    expect(stores.account.state.busy).toBeNull();
    expect(stores.api.callsTo('requestPasswordReset')).toEqual([
      { body: { email: 'eva@example.org' } },
    ]);
  });

  it('checks an address by the form rule before sending it', async () => {
    const stores = createFixtureStores();
    expect(await stores.account.actions.requestPasswordReset(' ')).toEqual({
      ok: false,
      problem: { code: 'validation_failed', fields: { email: 'required' } },
    });
    expect(await stores.account.actions.requestReactivation('eva@example')).toEqual({
      ok: false,
      problem: { code: 'validation_failed', fields: { email: 'invalid' } },
    });
    expect(stores.api.calls).toEqual([]);
  });

  it('passes on the reset problems of the spec', async () => {
    const notFound = createFixtureStores({
      api: { requestPasswordReset: failWith('email_not_found') },
    });
    expect(await notFound.account.actions.requestPasswordReset('x@example.org')).toMatchObject({
      problem: { code: 'email_not_found' },
    });
    const tooMany = createFixtureStores({
      api: { requestPasswordReset: failWith('too_many_reset_mails') },
    });
    expect(await tooMany.account.actions.requestPasswordReset('x@example.org')).toMatchObject({
      problem: { code: 'too_many_reset_mails' },
    });
  });

  it('resets the password with the token and logs in', async () => {
    const stores = createFixtureStores();
    const result = await stores.account.actions.resetPassword(
      'token-abcdefghijklmnop',
      newPasswords,
    );
    expect(result.ok).toBe(true);
    expect(stores.api.callsTo('resetPassword')).toEqual([
      { body: { token: 'token-abcdefghijklmnop', password: 'new pass 1' } },
    ]);
    expect(stores.session.state.user).not.toBeNull();
    stores.destroy();
  });

  it('refuses a new password that is too short, too long or not repeated, without a call', async () => {
    const stores = createFixtureStores();
    const reset = (password: string, confirmation: string) =>
      stores.account.actions.resetPassword('token-abcdefghijklmnop', { password, confirmation });

    expect(await reset('short', 'short')).toMatchObject({
      problem: { fields: { password: 'too_short' } },
    });
    const long = 'x'.repeat(201);
    expect(await reset(long, long)).toMatchObject({
      problem: { fields: { password: 'too_long' } },
    });
    expect(await reset('new pass 1', 'new pass 2')).toEqual({
      ok: false,
      problem: { code: 'validation_failed', fields: { confirmation: 'mismatch' } },
    });
    expect(stores.api.calls).toEqual([]);
  });

  it('updates the member after an e-mail change only when the same member is logged in', async () => {
    const me = fixtureUser();
    const changed = { ...me, email: 'new@example.org' };
    const stores = createFixtureStores({
      user: me,
      api: { confirmEmailChange: async () => ({ user: changed }) },
    });
    await stores.account.actions.confirmEmailChange('token-abcdefghijklmnop');
    expect(stores.session.state.user?.email).toBe('new@example.org');

    const visitor = createFixtureStores({
      api: { confirmEmailChange: async () => ({ user: changed }) },
    });
    await visitor.account.actions.confirmEmailChange('token-abcdefghijklmnop');
    expect(visitor.session.state.user).toBeNull();
    stores.destroy();
  });

  it('asks for an e-mail change with the current password, after checking both', async () => {
    const stores = createFixtureStores({ user: fixtureUser({ email: 'alex@example.com' }) });
    const change = stores.account.actions.requestEmailChange;

    expect(await change({ email: 'ALEX@example.com ', password: '' })).toEqual({
      ok: false,
      problem: { code: 'validation_failed', fields: { email: 'unchanged', password: 'required' } },
    });
    expect(await change({ email: 'alex@', password: 'secret' })).toMatchObject({
      problem: { fields: { email: 'invalid' } },
    });
    expect(stores.api.calls).toEqual([]);

    expect(await change({ email: ' new@example.org', password: 'secret' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(stores.api.callsTo('requestEmailChange')).toEqual([
      { body: { email: 'new@example.org', password: 'secret' } },
    ]);
  });

  it('passes on a wrong password, a taken address and a rate limit of an e-mail change', async () => {
    const cases = [
      failWith('wrong_password', { fields: { password: 'wrong' } }),
      failWith('email_taken', { fields: { email: 'taken' } }),
      failWith('rate_limited', { minutes: 12 }),
    ];
    const problems = [];
    for (const requestEmailChange of cases) {
      const stores = createFixtureStores({ user: fixtureUser(), api: { requestEmailChange } });
      const result = await stores.account.actions.requestEmailChange({
        email: 'new@example.org',
        password: 'secret',
      });
      problems.push(result.ok ? null : result.problem);
    }
    expect(problems).toEqual([
      { code: 'wrong_password', fields: { password: 'wrong' } },
      { code: 'email_taken', fields: { email: 'taken' } },
      { code: 'rate_limited', minutes: 12, fields: {} },
    ]);
  });

  it('changes the password with the old one, and says when the old one is wrong', async () => {
    const form = {
      old_password: 'old',
      new_password: 'new password',
      confirmation: 'new password',
    };
    const stores = createFixtureStores({ user: fixtureUser() });
    expect(await stores.account.actions.changePassword(form)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(stores.api.callsTo('changePassword')).toEqual([
      { body: { old_password: 'old', new_password: 'new password' } },
    ]);
    const wrong = createFixtureStores({
      user: fixtureUser(),
      api: { changePassword: failWith('wrong_password', { fields: { old_password: 'wrong' } }) },
    });
    expect(await wrong.account.actions.changePassword(form)).toMatchObject({
      problem: { code: 'wrong_password', fields: { old_password: 'wrong' } },
    });
    expect(
      await wrong.account.actions.changePassword({ ...form, old_password: '', confirmation: 'x' }),
    ).toMatchObject({
      problem: { fields: { old_password: 'required', confirmation: 'mismatch' } },
    });
  });

  it('deletes the account and forgets the member locally', async () => {
    const stores = createFixtureStores({ user: fixtureUser() });
    const result = await stores.account.actions.deleteAccount({ reason: 'time' });
    expect(result.ok).toBe(true);
    expect(stores.session.state.user).toBeNull();
    const failing = createFixtureStores({
      user: fixtureUser(),
      api: { deleteAccount: failWith('internal_error') },
    });
    await failing.account.actions.deleteAccount({ reason: 'time' });
    expect(failing.session.state.user).not.toBeNull();
  });

  it('claims the deletion offer, and shows none when it cannot be loaded', async () => {
    const stores = createFixtureStores({ user: fixtureUser() });
    expect(await stores.account.actions.claimDeletionOffer()).toEqual(fixtureDeletionOffer());
    const failing = createFixtureStores({
      user: fixtureUser(),
      api: { claimDeletionOffer: failWith('internal_error') },
    });
    expect(await failing.account.actions.claimDeletionOffer()).toBeNull();
  });

  it('reactivates with the token and logs in', async () => {
    const stores = createFixtureStores();
    expect((await stores.account.actions.reactivate('token-abcdefghijklmnop')).ok).toBe(true);
    expect(stores.session.state.user).not.toBeNull();
    stores.destroy();
  });

  it('checks a reactivation link without using it, naming one used before', async () => {
    const stores = createFixtureStores();
    expect(await stores.account.actions.checkReactivation('token-abcdefghijklmnop')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(stores.api.callsTo('checkReactivation')).toEqual([
      { query: { token: 'token-abcdefghijklmnop' } },
    ]);
    expect(stores.session.state.user).toBeNull();
    const used = createFixtureStores({
      api: { checkReactivation: failWith('already_reactivated') },
    });
    const result = await used.account.actions.checkReactivation('token-abcdefghijklmnop');
    expect(result.ok ? null : result.problem.code).toBe('already_reactivated');
    stores.destroy();
    used.destroy();
  });

  it('drops an answer that arrives after destroy', async () => {
    let answer: () => void = () => {};
    const stores = createFixtureStores({
      api: {
        activate: () =>
          new Promise((resolve) => {
            answer = () => resolve({ user: fixtureUser(), first_contact: null });
          }),
      },
    });
    const pending = stores.account.actions.activate('token-1234567890abcdef');
    stores.destroy();
    answer();
    expect((await pending).ok).toBe(true);
    expect(stores.session.state.user).toBeNull();
    expect(stores.session.state.polling).toBe(false);
  });
});
