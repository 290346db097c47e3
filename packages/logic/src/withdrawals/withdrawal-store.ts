import type { Withdrawable, Withdrawal } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, type Result } from '../api/api-result.js';
import { createLifetime } from '../platform/lifetime.js';
import type { SessionStore } from '../session/session-store.js';

/**
 * The withdrawal function's steps (EU Directive 2023/2673, Art. 11a): `choose` the purchase
 * (identify the contract), `confirm` it ("Confirm withdrawal"), `done` with the confirmation.
 */
export type WithdrawalStep = 'choose' | 'confirm' | 'done';

export interface WithdrawalState {
  /** `loading` until the purchases came, `failed` when they could not be read. */
  status: 'loading' | 'ready' | 'failed';
  /** The member's purchases within their withdrawal period, newest first. */
  purchases: Withdrawable[];
  /** The name and address the confirmation goes to. */
  name: string;
  email: string;
  /** The payment id of the purchase chosen, or null. */
  chosen: string | null;
  step: WithdrawalStep;
  sending: boolean;
  /** Why loading or the withdrawal failed, or null. */
  problem: ApiProblem | null;
  /** The withdrawal made, on the `done` step. */
  withdrawal: Withdrawal | null;
}

export interface WithdrawalActions {
  /** Reads the purchases; the one `initial` names is chosen when it may be withdrawn from. */
  load(): Promise<void>;
  /** Chooses a purchase not withdrawn from yet. */
  choose(paymentId: string): void;
  /** Goes on to the confirmation, once a purchase is chosen. */
  next(): void;
  /** Back to choosing. */
  back(): void;
  /** Withdraws from the chosen purchase; the member's credits are read again after a refund. */
  confirm(): Promise<Result<Withdrawal>>;
}

export interface WithdrawalStore {
  state: WithdrawalState;
  actions: WithdrawalActions;
  /** Cancels what is under way; its answer changes nothing. */
  destroy(): void;
}

/** Whether a purchase may be chosen: it has no withdrawal yet. */
export const mayWithdraw = (purchase: Withdrawable) => purchase.withdrawal === null;

/**
 * The withdrawal function of `/withdrawal`, in two steps: identify the purchase (the member's
 * name and address are shown, from the account), then confirm. The server decides what the
 * withdrawal does (`withdrawalOutcome`: a refund, or kept with the reason the right had ended)
 * and mails the confirmation with the date and time it arrived. `initial` is a payment id to
 * start with (the transaction page's link).
 */
export function createWithdrawalStore({
  api,
  session,
  initial = null,
}: {
  api: ApiClient;
  session: SessionStore;
  initial?: string | null;
}): WithdrawalStore {
  const state = proxy<WithdrawalState>({
    status: 'loading',
    purchases: [],
    name: '',
    email: '',
    chosen: null,
    step: 'choose',
    sending: false,
    problem: null,
    withdrawal: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const chosenPurchase = () =>
    state.purchases.find((purchase) => purchase.payment.payment_id === state.chosen);

  return {
    state,
    actions: {
      async load() {
        state.status = 'loading';
        state.problem = null;
        const result = await attempt(() => api.call('getWithdrawables', undefined, { signal }));
        if (lifetime.ended) return;
        if (!result.ok) {
          state.status = 'failed';
          state.problem = result.problem;
          return;
        }
        Object.assign(state, {
          status: 'ready',
          purchases: result.value.purchases,
          name: result.value.name,
          email: result.value.email,
        });
        const wanted = result.value.purchases.find(
          (purchase) => purchase.payment.payment_id === initial && mayWithdraw(purchase),
        );
        if (wanted) state.chosen = wanted.payment.payment_id;
      },
      choose(paymentId) {
        const purchase = state.purchases.find((each) => each.payment.payment_id === paymentId);
        if (purchase && mayWithdraw(purchase)) state.chosen = paymentId;
        state.problem = null;
      },
      next() {
        if (chosenPurchase()) state.step = 'confirm';
      },
      back() {
        state.step = 'choose';
        state.problem = null;
      },
      async confirm() {
        const purchase = chosenPurchase();
        if (!purchase) throw new Error('No purchase is chosen');
        state.sending = true;
        state.problem = null;
        const result = await attempt(
          async () =>
            (
              await api.call(
                'withdraw',
                { body: { payment_id: purchase.payment.payment_id } },
                { signal },
              )
            ).withdrawal,
        );
        if (lifetime.ended) return result;
        state.sending = false;
        if (!result.ok) {
          state.problem = result.problem;
          return result;
        }
        state.withdrawal = result.value;
        state.step = 'done';
        purchase.withdrawal = result.value;
        // A refund took the credits back: the header's balance follows.
        if (result.value.outcome === 'refund') void session.actions.refresh();
        return result;
      },
    },
    destroy: lifetime.end,
  };
}
