import type { AuditLogResponse, OperatorTeamResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred.js';
import {
  createFakeApi,
  createFakeClock,
  FIXTURE_ADMIN,
  FIXTURE_OPERATOR,
  FIXTURE_OPERATOR_PASSWORD,
  fixtureAuditLog,
  fixtureTeam,
} from '../testing/index.js';
import { createAuditLogStore } from './audit-log-store.js';
import { createOperatorStore } from './operator-store.js';
import { createTeamStore } from './team-store.js';

const asAdmin = (overrides: Parameters<typeof createFakeApi>[0] = {}) =>
  createFakeApi(overrides, { operator: { operator: FIXTURE_ADMIN } });

describe('the back office’s team store', () => {
  it('adds an operator and shows the password once, until the admin closes it', async () => {
    const store = createTeamStore({ api: asAdmin() });
    await store.actions.load();
    expect(store.state.operators?.map((member) => member.name)).toEqual([
      'Alex',
      'Kim',
      'Robin',
      'Sam',
    ]);
    const added = await store.actions.add({
      email: 'jo@amora.example',
      name: 'Jo',
      roles: ['moderator'],
    });
    expect(added.ok).toBe(true);
    expect(store.state.operators?.map((member) => member.name)).toEqual([
      'Alex',
      'Jo',
      'Kim',
      'Robin',
      'Sam',
    ]);
    expect(store.state.password).toMatchObject({ email: 'jo@amora.example', kind: 'added' });
    store.actions.dismissPassword();
    expect(store.state.password).toBeNull();

    const taken = await store.actions.add({
      email: 'jo@amora.example',
      name: 'Jo',
      roles: ['chat'],
    });
    expect(taken.ok ? null : taken.problem.fields).toEqual({ email: 'taken' });
    expect(store.state.saving).toBeNull();
  });

  it('changes roles, switches off and resets, and says why a change was refused', async () => {
    const store = createTeamStore({ api: asAdmin() });
    await store.actions.load();
    const robin = fixtureTeam().find((member) => member.name === 'Robin');
    await store.actions.setRoles(robin?.id ?? 0, ['chat']);
    expect(store.state.operators?.find((member) => member.name === 'Robin')?.roles).toEqual([
      'chat',
    ]);
    await store.actions.setDisabled(robin?.id ?? 0, true);
    expect(store.state.operators?.find((member) => member.name === 'Robin')?.disabled).toBe(true);
    await store.actions.resetPassword(robin?.id ?? 0);
    expect(store.state.password).toMatchObject({ email: 'robin@amora.example', kind: 'reset' });

    // Alex is the only active admin.
    const refused = await store.actions.setRoles(FIXTURE_ADMIN.id, ['chat']);
    expect(refused.ok).toBe(false);
    expect(store.state.changeProblem).toMatchObject({
      id: FIXTURE_ADMIN.id,
      problem: { code: 'last_admin' },
    });
    expect(store.state.operators?.find((member) => member.id === FIXTURE_ADMIN.id)?.roles).toEqual([
      'admin',
    ]);
    store.actions.dismissChangeProblem();
    expect(store.state.changeProblem).toBeNull();
  });

  it('does not let a load that started before a change undo it', async () => {
    const late = deferred<OperatorTeamResponse>();
    let calls = 0;
    const api = asAdmin({
      getOperatorTeam: async () => {
        calls += 1;
        return calls === 1 ? { operators: fixtureTeam() } : late.promise;
      },
    });
    const store = createTeamStore({ api });
    await store.actions.load();
    const reload = store.actions.load();
    await store.actions.setRoles(3, ['chat']);
    late.resolve({ operators: fixtureTeam() });
    await reload;
    expect(store.state.operators?.find((member) => member.id === 3)?.roles).toEqual(['chat']);
  });

  it('is refused to an operator without the admin role', async () => {
    const store = createTeamStore({ api: createFakeApi({}, { operator: {} }) });
    await store.actions.load();
    expect(store.state).toMatchObject({ operators: null, loadProblem: { code: 'role_required' } });
  });
});

describe('the back office’s audit log store', () => {
  it('searches, narrows and pages, newest first', async () => {
    const store = createAuditLogStore({ api: asAdmin() });
    await store.actions.search({ q: '', operator: null, action: null });
    expect(store.state.entries?.map((entry) => entry.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(store.state.before).toBeNull();
    await store.actions.search({ q: 'ROBIN', operator: null, action: null });
    expect(store.state.entries?.map((entry) => entry.id)).toEqual([6, 3]);
    await store.actions.search({ q: '', operator: 1, action: 'operator_login' });
    expect(store.state.entries?.map((entry) => entry.id)).toEqual([5]);
  });

  it('adds the next page, and drops the answer of an earlier search', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      ...(fixtureAuditLog()[0] as NonNullable<ReturnType<typeof fixtureAuditLog>[0]>),
      id: 60 - index,
    }));
    const api = createFakeApi({}, { operator: { operator: FIXTURE_ADMIN, audit: many } });
    const store = createAuditLogStore({ api });
    await store.actions.search({ q: '', operator: null, action: null });
    expect(store.state.entries).toHaveLength(50);
    expect(store.state.before).toBe(11);
    await store.actions.loadMore();
    expect(store.state.entries).toHaveLength(60);
    expect(store.state.before).toBeNull();

    const slow = deferred<AuditLogResponse>();
    const racing = createAuditLogStore({
      api: asAdmin({
        getAuditLog: async ({ query }) =>
          query.q === 'first' ? slow.promise : { entries: [], before: null },
      }),
    });
    const first = racing.actions.search({ q: 'first', operator: null, action: null });
    await racing.actions.search({ q: 'second', operator: null, action: null });
    slow.resolve({ entries: fixtureAuditLog(), before: null });
    await first;
    expect(racing.state).toMatchObject({ filters: { q: 'second' }, entries: [] });
  });
});

describe('the operator store and roles', () => {
  it('loads no inbox for an operator whose roles do not include it', async () => {
    const api = createFakeApi({}, { operator: { operator: null } });
    const clock = createFakeClock();
    const store = createOperatorStore({ api, clock });
    await store.actions.start();
    await store.actions.login('robin@amora.example', FIXTURE_OPERATOR_PASSWORD);
    await clock.flush();
    expect(store.state).toMatchObject({
      status: 'signed_in',
      operator: { name: 'Robin', roles: ['moderator', 'support'] },
      chats: null,
      loadProblem: null,
    });
    expect(api.callsTo('getOperatorChats')).toEqual([]);
    await store.actions.logout();
    await store.actions.login(FIXTURE_OPERATOR.email, FIXTURE_OPERATOR_PASSWORD);
    await clock.flush();
    expect(store.state.chats).not.toBeNull();
  });
});
