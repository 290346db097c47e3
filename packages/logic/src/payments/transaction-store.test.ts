import type { Payment, PaymentState } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../session/session-store.js';
import { createFakeApi, createFakeClock, fixturePayment, fixtureUser } from '../testing/index.js';
import { TRANSACTION_POLL_LIMIT_MS, TRANSACTION_POLL_MS } from './transaction-rules.js';
import { createTransactionStore } from './transaction-store.js';

const ID = 'pay_pending00000000000000001';

/** A transaction store over a fake whose payment `ID` goes through `states`, one per answer. */
function setup(states: PaymentState[]) {
  const clock = createFakeClock();
  const answers = [...states];
  const payment = (state: PaymentState): Payment => ({
    ...fixturePayment(),
    payment_id: ID,
    state,
  });
  const api = createFakeApi(
    {
      getPayment: async ({ query }) => {
        if (query.id !== ID) throw new Error(`unexpected ${query.id}`);
        const state = answers.length > 1 ? answers.shift() : answers[0];
        return { payment: payment(state ?? 'pending') };
      },
    },
    { user: { ...fixtureUser(), credits: 0, paid_user: false } },
  );
  const session = createSessionStore({ api, clock, user: fixtureUser() });
  const store = createTransactionStore({ api, clock, session });
  return { clock, api, store };
}

describe('transaction store', () => {
  it('shows a pending payment until it is paid, then refreshes the member once', async () => {
    const { clock, api, store } = setup(['pending', 'pending', 'paid']);
    expect(store.state.status).toBe('loading');
    await store.actions.follow(ID);
    expect(store.state.status).toBe('pending');
    await clock.advance(TRANSACTION_POLL_MS);
    expect(store.state.status).toBe('pending');
    await clock.advance(TRANSACTION_POLL_MS);
    expect(store.state.status).toBe('completed');
    expect(store.state.payment?.credits).toBe(120);
    expect(api.callsTo('getUser')).toHaveLength(1);
    // Nothing is asked once the payment is decided.
    await clock.advance(TRANSACTION_POLL_MS * 5);
    expect(api.callsTo('getPayment')).toHaveLength(3);
    expect(api.callsTo('getUser')).toHaveLength(1);
  });

  it('offers another method when the payment failed, was cancelled or expired', async () => {
    for (const state of ['failed', 'canceled', 'expired'] as const) {
      const { store } = setup([state]);
      await store.actions.follow(ID);
      expect(store.state.status, state).toBe('failed');
    }
  });

  it('stops asking after 10 minutes of pending', async () => {
    const { clock, api, store } = setup(['pending']);
    await store.actions.follow(ID);
    await clock.advance(TRANSACTION_POLL_LIMIT_MS - TRANSACTION_POLL_MS);
    expect(store.state.stoppedAsking).toBe(false);
    await clock.advance(TRANSACTION_POLL_MS * 4);
    const asked = api.callsTo('getPayment').length;
    expect(asked).toBe(TRANSACTION_POLL_LIMIT_MS / TRANSACTION_POLL_MS + 1);
    expect(store.state.status).toBe('pending');
    expect(store.state.stoppedAsking).toBe(true);
  });

  it('says not_found for a payment that is not the member’s, and stops there', async () => {
    const clock = createFakeClock();
    const api = createFakeApi({}, { user: fixtureUser() });
    const session = createSessionStore({ api, clock, user: fixtureUser() });
    const store = createTransactionStore({ api, clock, session });
    const result = await store.actions.follow('pay_someoneelse0000000000001');
    expect(result.ok).toBe(false);
    expect(store.state.problem?.code).toBe('not_found');
    await clock.advance(TRANSACTION_POLL_MS * 3);
    expect(api.callsTo('getPayment')).toHaveLength(1);
  });

  it('drops the answers about a payment it no longer follows', async () => {
    const clock = createFakeClock();
    let answerFirst: (value: { payment: Payment }) => void = () => undefined;
    const first = new Promise<{ payment: Payment }>((resolve) => {
      answerFirst = resolve;
    });
    const second: Payment = { ...fixturePayment(), state: 'failed' };
    const api = createFakeApi({
      getPayment: ({ query }) =>
        query.id === ID ? first : Promise.resolve({ payment: { ...second } }),
    });
    const session = createSessionStore({ api, clock, user: fixtureUser() });
    const store = createTransactionStore({ api, clock, session });
    const older = store.actions.follow(ID);
    await store.actions.follow(second.payment_id);
    answerFirst({ payment: { ...fixturePayment(), payment_id: ID, state: 'pending' } });
    await older;
    expect(store.state.payment?.payment_id).toBe(second.payment_id);
    expect(store.state.status).toBe('failed');
    // The dropped answer scheduled nothing: no more questions about either payment.
    await clock.advance(TRANSACTION_POLL_MS * 3);
    expect(api.callsTo('getPayment')).toHaveLength(2);
  });
});
