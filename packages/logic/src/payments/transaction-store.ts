import type { Payment } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';
import type { SessionStore } from '../session/session-store.js';
import {
  TRANSACTION_POLL_LIMIT_MS,
  TRANSACTION_POLL_MS,
  type TransactionStatus,
  transactionStatusOf,
} from './transaction-rules.js';

export interface TransactionState {
  /** The payment followed; null while it loads. */
  payment: Payment | null;
  /** `loading` until the first answer; then what the page shows (see `transactionStatusOf`). */
  status: 'loading' | TransactionStatus;
  /** Why the last load failed (`not_found`: no payment of the member with this id), or null. */
  problem: ApiProblem | null;
  /**
   * True once the page stopped asking about a payment still pending after 10 minutes: it then
   * says the credits will come when the provider confirms, instead of "updates by itself".
   */
  stoppedAsking: boolean;
}

export interface TransactionStore {
  state: TransactionState;
  actions: {
    /**
     * Follows payment `id` (the transaction page): loads it, asks again every 2 s while it is
     * pending (for at most 10 minutes), and once it is paid refreshes the member, whose credits
     * and premium then show. Following another id stops the previous; its late answers are dropped.
     */
    follow(id: string): Promise<Result<Payment>>;
  };
  /** Stops asking and cancels calls under way; later answers change nothing. */
  destroy(): void;
}

/** Creates the store of the transaction page (`/transactions/{id}`). */
export function createTransactionStore(options: {
  api: ApiClient;
  clock: Clock;
  session: SessionStore;
}): TransactionStore {
  const { api, clock, session } = options;
  const state = proxy<TransactionState>({
    payment: null,
    status: 'loading',
    problem: null,
    stoppedAsking: false,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const follows = latestCalls(lifetime);
  let timer: TimerHandle | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  lifetime.onEnd(stopTimer);

  async function load(id: string, latest: () => boolean, until: number): Promise<Result<Payment>> {
    const result = await attempt(() => api.call('getPayment', { query: { id } }, { signal }));
    const answer: Result<Payment> = result.ok ? { ok: true, value: result.value.payment } : result;
    if (!latest()) return answer;
    if (!result.ok) {
      state.problem = result.problem;
      // A payment that is not there stays not there; anything else is asked again.
      if (result.problem.code !== 'not_found') schedule(id, latest, until);
      return answer;
    }
    const { payment } = result.value;
    const before = state.status;
    state.problem = null;
    state.payment = payment;
    state.status = transactionStatusOf(payment.state);
    if (state.status === 'pending') schedule(id, latest, until);
    else if (state.status === 'completed' && before !== 'completed') void session.actions.refresh();
    return answer;
  }

  function schedule(id: string, latest: () => boolean, until: number) {
    if (clock.now() + TRANSACTION_POLL_MS > until) {
      state.stoppedAsking = true;
      return;
    }
    timer = clock.setTimeout(() => {
      timer = undefined;
      void load(id, latest, until);
    }, TRANSACTION_POLL_MS);
  }

  return {
    state,
    actions: {
      follow(id) {
        stopTimer();
        state.payment = null;
        state.status = 'loading';
        state.problem = null;
        state.stoppedAsking = false;
        return load(id, follows.start(), clock.now() + TRANSACTION_POLL_LIMIT_MS);
      },
    },
    destroy: () => lifetime.end(),
  };
}
