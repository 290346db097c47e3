import type { DirectDebitCodeResponse, DirectDebitPaymentResponse } from '@dating/contract';
import { type BundleTier, DIRECT_DEBIT_CODE_DIGITS } from '@dating/contract/enums';
import { type DirectDebitForm, directDebitProblems } from '@dating/contract/rules';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, failure, invalidForm, type Result } from '../api/api-result.js';
import { createLifetime } from '../platform/lifetime.js';

export type { DirectDebitForm };

/** The package a direct debit pays for, and the discount code the order carries. */
export interface DirectDebitOrder {
  bundleId: BundleTier;
  discountCode?: string | undefined;
}

export interface DirectDebitState {
  /** `form`: the account and address; `code`: the code of the text message. */
  step: 'form' | 'code';
  /** True while the form is sent (and the text goes out), or a new code is asked for. */
  sending: boolean;
  /**
   * Why the form was refused: its fields (`validation_failed`, the rule's or the server's), or the
   * member's state (`direct_debit_blocked`, `direct_debit_limit_reached`, `sms_unavailable`, ...).
   */
  problem: ApiProblem | null;
  /** Where the code went and until when it works; null before the form is accepted. */
  mandate: DirectDebitCodeResponse | null;
  /** True while the code is checked. */
  confirming: boolean;
  /** Why the code was refused (`otp`: `invalid` is 'Code invalid', `expired`), or null. */
  codeProblem: ApiProblem | null;
}

export interface DirectDebitStore {
  state: DirectDebitState;
  actions: {
    /**
     * Checks the form with the contract's rule, then sends it (POST directdebit.php) with the
     * member's consent to immediate delivery; on success the code step shows. A press while a
     * send runs is ignored (answers `null`).
     */
    requestCode(
      order: DirectDebitOrder,
      form: DirectDebitForm,
    ): Promise<Result<DirectDebitCodeResponse> | null>;
    /** Sends the last accepted form again, for a new code (the old one stops mattering). */
    resendCode(): Promise<Result<DirectDebitCodeResponse> | null>;
    /** Back from the code to the form, to correct the phone or the account. */
    editForm(): void;
    /**
     * Confirms the mandate with the code (PUT directdebit.php); on success the page shows the
     * payment (`/transactions/{payment_id}`). A press while a check runs is ignored.
     */
    confirm(otp: string): Promise<Result<DirectDebitPaymentResponse> | null>;
  };
  /** Cancels calls under way; later answers change nothing. */
  destroy(): void;
}

/** A code as texted: its digits, nothing else (the server says 'Code invalid' to anything more). */
const CODE_PATTERN = new RegExp(`^\\d{${DIRECT_DEBIT_CODE_DIGITS}}$`);

/** Creates the store of the direct debit page (`/directdebit`). */
export function createDirectDebitStore({ api }: { api: ApiClient }): DirectDebitStore {
  const state = proxy<DirectDebitState>({
    step: 'form',
    sending: false,
    problem: null,
    mandate: null,
    confirming: false,
    codeProblem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  let sent: { order: DirectDebitOrder; form: DirectDebitForm } | undefined;

  async function send(order: DirectDebitOrder, form: DirectDebitForm) {
    if (state.sending) return null;
    const invalid = invalidForm(directDebitProblems(form));
    if (invalid) {
      state.problem = invalid.problem;
      return invalid;
    }
    state.sending = true;
    state.problem = null;
    const body = {
      bundle_id: order.bundleId,
      ...form,
      withdrawal_consent: true as const,
      ...(order.discountCode ? { discount_code: order.discountCode } : {}),
    };
    const result = await attempt(() => api.call('requestDirectDebitCode', { body }, { signal }));
    if (lifetime.ended) return result;
    state.sending = false;
    if (!result.ok) {
      state.problem = result.problem;
      return result;
    }
    sent = { order, form };
    state.mandate = result.value;
    state.codeProblem = null;
    state.step = 'code';
    return result;
  }

  return {
    state,
    actions: {
      requestCode: send,
      resendCode: () => (sent ? send(sent.order, sent.form) : Promise.resolve(null)),
      editForm() {
        state.step = 'form';
        state.codeProblem = null;
      },
      async confirm(otp) {
        const mandate = state.mandate;
        if (state.confirming || !mandate) return null;
        const code = otp.trim();
        if (!CODE_PATTERN.test(code)) {
          const invalid = failure('validation_failed', { otp: code ? 'invalid' : 'required' });
          state.codeProblem = invalid.problem;
          return invalid;
        }
        state.confirming = true;
        state.codeProblem = null;
        const body = { mandate_id: mandate.mandate_id, otp: code };
        const result = await attempt(() => api.call('confirmDirectDebit', { body }, { signal }));
        if (lifetime.ended) return result;
        if (!result.ok) {
          state.confirming = false;
          state.codeProblem = result.problem;
        }
        // On success `confirming` stays true until the page moves on.
        return result;
      },
    },
    destroy: () => lifetime.end(),
  };
}
