import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-error.js';
import { createFixtureStores, fixtureUser } from '../testing/index.js';

const refuse =
  (status: number, error: string, extra: Record<string, unknown> = {}) =>
  async () => {
    throw new ApiRequestError(status, { error, message: error, ...extra });
  };

describe('account store', () => {
  it('activates with the token and makes the member the logged-in one', async () => {
    const stores = createFixtureStores();
    const result = await stores.account.actions.activate('token-1234567890abcdef');
    expect(result.ok).toBe(true);
    expect(stores.api.callsTo('activate')).toEqual([['token-1234567890abcdef']]);
    expect(stores.session.state.user?.status).toBe('active');
    expect(stores.account.state.busy).toBeNull();
    stores.session.actions.stopPolling();
  });

  it('tells why a link did not work and changes nothing', async () => {
    const stores = createFixtureStores({ api: { activate: refuse(400, 'token_invalid') } });
    const result = await stores.account.actions.activate('old-token-1234567890');
    expect(result).toEqual({ ok: false, problem: { code: 'token_invalid', fields: {} } });
    expect(stores.session.state.user).toBeNull();
  });

  it('marks the call under way as busy', async () => {
    let answer: () => void = () => {};
    const stores = createFixtureStores({
      api: { requestPasswordReset: () => new Promise<void>((resolve) => (answer = resolve)) },
    });
    const pending = stores.account.actions.requestPasswordReset(' eva@example.org ');
    expect(stores.account.state.busy).toBe('requestPasswordReset');
    answer();
    await expect(pending).resolves.toEqual({ ok: true, value: undefined });
    expect(stores.account.state.busy).toBeNull();
    expect(stores.api.callsTo('requestPasswordReset')).toEqual([['eva@example.org']]);
  });

  it('passes on the reset problems of the spec', async () => {
    const notFound = createFixtureStores({
      api: { requestPasswordReset: refuse(404, 'email_not_found') },
    });
    expect(await notFound.account.actions.requestPasswordReset('x@example.org')).toMatchObject({
      problem: { code: 'email_not_found' },
    });
    const tooMany = createFixtureStores({
      api: { requestPasswordReset: refuse(429, 'too_many_reset_mails') },
    });
    expect(await tooMany.account.actions.requestPasswordReset('x@example.org')).toMatchObject({
      problem: { code: 'too_many_reset_mails' },
    });
  });

  it('resets the password with the token and logs in', async () => {
    const stores = createFixtureStores();
    const result = await stores.account.actions.resetPassword(
      'token-abcdefghijklmnop',
      'new pass 1',
    );
    expect(result.ok).toBe(true);
    expect(stores.api.callsTo('resetPassword')).toEqual([
      [{ token: 'token-abcdefghijklmnop', password: 'new pass 1' }],
    ]);
    expect(stores.session.state.user).not.toBeNull();
    stores.session.actions.stopPolling();
  });

  it('updates the member after an e-mail change only when the same member is logged in', async () => {
    const me = fixtureUser();
    const changed = { ...me, email: 'new@example.org' };
    const stores = createFixtureStores({
      user: me,
      api: { confirmEmailChange: async () => changed },
    });
    await stores.account.actions.confirmEmailChange('token-abcdefghijklmnop');
    expect(stores.session.state.user?.email).toBe('new@example.org');

    const visitor = createFixtureStores({ api: { confirmEmailChange: async () => changed } });
    await visitor.account.actions.confirmEmailChange('token-abcdefghijklmnop');
    expect(visitor.session.state.user).toBeNull();
    stores.session.actions.stopPolling();
  });

  it('changes the password with the old one, and says when the old one is wrong', async () => {
    const stores = createFixtureStores({ user: fixtureUser() });
    expect(await stores.account.actions.changePassword('old', 'new password')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(stores.api.callsTo('changePassword')).toEqual([
      [{ old_password: 'old', new_password: 'new password' }],
    ]);
    const wrong = createFixtureStores({
      user: fixtureUser(),
      api: { changePassword: refuse(400, 'wrong_password') },
    });
    expect(await wrong.account.actions.changePassword('bad', 'new password')).toMatchObject({
      problem: { code: 'wrong_password' },
    });
  });

  it('deletes the account and forgets the member locally', async () => {
    const stores = createFixtureStores({ user: fixtureUser() });
    const result = await stores.account.actions.deleteAccount({ reason: 'time' });
    expect(result.ok).toBe(true);
    expect(stores.session.state.user).toBeNull();
    const failing = createFixtureStores({
      user: fixtureUser(),
      api: { deleteAccount: refuse(500, 'internal_error') },
    });
    await failing.account.actions.deleteAccount({ reason: 'time' });
    expect(failing.session.state.user).not.toBeNull();
  });

  it('reactivates with the token and logs in', async () => {
    const stores = createFixtureStores();
    expect((await stores.account.actions.reactivate('token-abcdefghijklmnop')).ok).toBe(true);
    expect(stores.session.state.user).not.toBeNull();
    stores.session.actions.stopPolling();
  });
});
