import type { OperatorDiscountCodesResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred.js';
import {
  createFakeApi,
  FIXTURE_ADMIN,
  FIXTURE_OPERATOR,
  fixtureOperatorDiscountCodes,
} from '../testing/index.js';
import { createDiscountCodesStore, endOfDay } from './discount-codes-store.js';

const SUPPORT = { id: 5, name: 'Kai', email: 'kai@amora.example', roles: ['support' as const] };

const asSupport = (overrides: Parameters<typeof createFakeApi>[0] = {}) =>
  createFakeApi(overrides, { operator: { operator: SUPPORT } });

describe('the back office’s discount codes store', () => {
  it('lists the codes, adds one at the top and says why a code was refused', async () => {
    const store = createDiscountCodesStore({ api: asSupport() });
    await store.actions.load();
    expect(store.state.codes?.map((code) => code.code)).toEqual([
      'SPRING-20',
      'SORRY-OLA',
      'IDEAL-NL',
      'LAUNCH',
    ]);
    const added = await store.actions.add({ code: ' autumn-15 ', percentage: 15 });
    expect(added.ok).toBe(true);
    expect(store.state.codes?.[0]).toMatchObject({
      code: 'AUTUMN-15',
      percentage: 15,
      validity: 'once-per-user',
      status: 'active',
      uses: 0,
    });
    expect(store.state.saving).toBeNull();

    const taken = await store.actions.add({ code: 'Spring-20', percentage: 10 });
    expect(taken.ok ? null : taken.problem.fields).toEqual({ code: 'taken' });
    const wrong = await store.actions.add({ code: 'x', percentage: 0, minimum: '20' });
    expect(wrong.ok ? null : wrong.problem.fields).toEqual({
      code: 'invalid',
      percentage: 'too_small',
      minimum: 'invalid',
    });
    const reserved = await store.actions.add({ code: 'welcome25', percentage: 10 });
    expect(reserved.ok ? null : reserved.problem.fields).toEqual({ code: 'taken' });
    expect(store.state.codes).toHaveLength(5);
  });

  it('turns a code off and on in place, and says why a switch was refused', async () => {
    const store = createDiscountCodesStore({ api: asSupport() });
    await store.actions.load();
    await store.actions.setStatus('SPRING-20', 'inactive');
    expect(store.state.codes?.[0]).toMatchObject({ code: 'SPRING-20', status: 'inactive' });
    await store.actions.setStatus('LAUNCH', 'active');
    expect(store.state.codes?.map((code) => code.status)).toEqual([
      'inactive',
      'active',
      'active',
      'active',
    ]);
    const missing = await store.actions.setStatus('GONE', 'inactive');
    expect(missing.ok).toBe(false);
    expect(store.state.switchProblem).toMatchObject({
      code: 'GONE',
      problem: { code: 'not_found' },
    });
    store.actions.dismissSwitchProblem();
    expect(store.state.switchProblem).toBeNull();
  });

  it('does not let a load that started before a change undo it', async () => {
    const late = deferred<OperatorDiscountCodesResponse>();
    let calls = 0;
    const api = createFakeApi(
      {
        getDiscountCodes: async () => {
          calls += 1;
          return calls === 1 ? { codes: fixtureOperatorDiscountCodes() } : late.promise;
        },
      },
      { operator: { operator: FIXTURE_ADMIN } },
    );
    const store = createDiscountCodesStore({ api });
    await store.actions.load();
    const reload = store.actions.load();
    await store.actions.setStatus('SPRING-20', 'inactive');
    late.resolve({ codes: fixtureOperatorDiscountCodes() });
    await reload;
    expect(store.state.codes?.[0]).toMatchObject({ code: 'SPRING-20', status: 'inactive' });
  });

  it('is refused to an operator without the admin or support role', async () => {
    const api = createFakeApi({}, { operator: { operator: FIXTURE_OPERATOR } });
    const store = createDiscountCodesStore({ api });
    await store.actions.load();
    expect(store.state).toMatchObject({ codes: null, loadProblem: { code: 'role_required' } });
  });

  it('ends a code on the day’s last moment where the operator is', () => {
    const end = new Date(endOfDay('2026-12-31'));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours()]).toEqual([
      2027, 0, 1, 0,
    ]);
  });
});
