import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../session/session-store.js';
import { createFakeApi } from '../testing/fake-api.js';
import { createFakeClock } from '../testing/fake-clock.js';
import { apiError } from '../testing/fake-errors.js';
import { fixturePayment } from '../testing/fake-payments.js';
import { fixtureUser } from '../testing/fixtures.js';
import { createWithdrawalStore } from './withdrawal-store.js';

const PAYMENT = fixturePayment().payment_id;

function storesWith(credits: number, initial: string | null = null) {
  const user = fixtureUser({ paid: true, credits });
  const api = createFakeApi({}, { user });
  const session = createSessionStore({ api, clock: createFakeClock(), user });
  return { api, session, store: createWithdrawalStore({ api, session, initial }) };
}

describe('withdrawal store', () => {
  it('lists the purchases with what a withdrawal would do, and the address the confirmation goes to', async () => {
    const { store } = storesWith(120);
    await store.actions.load();
    expect(store.state.status).toBe('ready');
    expect(store.state.email).toBe('alex@example.com');
    expect(store.state.purchases).toMatchObject([
      { payment: { payment_id: PAYMENT }, outcome: 'refund', withdrawal: null },
    ]);
    // Bought on 1 October 2026: the 14 days run to the end of the 15th.
    expect(store.state.purchases[0]?.ends_at).toBe('2026-10-16T00:00:00.000Z');
    expect(store.state.chosen).toBeNull();
  });

  it('goes from the purchase to its confirmation in two steps, then refunds and reads the balance again', async () => {
    const { api, session, store } = storesWith(120, PAYMENT);
    await store.actions.load();
    expect(store.state.chosen).toBe(PAYMENT);
    store.actions.next();
    expect(store.state.step).toBe('confirm');
    expect(api.callsTo('withdraw')).toEqual([]);
    const result = await store.actions.confirm();
    expect(result.ok).toBe(true);
    expect(store.state.step).toBe('done');
    expect(store.state.withdrawal).toMatchObject({ payment_id: PAYMENT, outcome: 'refund' });
    expect(api.callsTo('withdraw')).toEqual([{ body: { payment_id: PAYMENT } }]);
    await expect.poll(() => session.state.user?.credits).toBe(0);
    // Withdrawn from: it cannot be chosen again.
    store.actions.back();
    store.actions.choose(PAYMENT);
    expect(store.state.purchases[0]?.withdrawal).not.toBeNull();
  });

  it('says a purchase whose credits were used is kept, not refunded', async () => {
    const { store } = storesWith(20);
    await store.actions.load();
    expect(store.state.purchases[0]?.outcome).toBe('declined');
  });

  it('does not go on without a purchase, and keeps the step when the server refuses', async () => {
    const user = fixtureUser({ paid: true, credits: 120 });
    const api = createFakeApi(
      { withdraw: async () => Promise.reject(apiError('not_withdrawable')) },
      { user },
    );
    const session = createSessionStore({ api, clock: createFakeClock(), user });
    const store = createWithdrawalStore({ api, session });
    await store.actions.load();
    store.actions.next();
    expect(store.state.step).toBe('choose');
    store.actions.choose(PAYMENT);
    store.actions.next();
    const result = await store.actions.confirm();
    expect(result.ok).toBe(false);
    expect(store.state.step).toBe('confirm');
    expect(store.state.problem?.code).toBe('not_withdrawable');
    expect(store.state.sending).toBe(false);
  });

  it('drops an answer that comes after the page was left', async () => {
    const { store } = storesWith(120, PAYMENT);
    const loading = store.actions.load();
    store.destroy();
    await loading;
    expect(store.state.status).toBe('loading');
    expect(store.state.purchases).toEqual([]);
  });
});
