import type {
  BundlesResponse,
  CreatePaymentResponse,
  DiscountCode,
  DiscountCodeResponse,
  LastOrderResponse,
  Payment,
} from '@dating/contract';
import type { BundleTier, PaymentMethod } from '@dating/contract/enums';
import { normalizeDiscountCode } from '@dating/contract/rules';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, failure, type Result } from '../api/api-result.js';
import { createLifetime, latestCalls } from '../platform/lifetime.js';
import { type ShownDiscount, shownDiscount } from './money-rules.js';

export interface ShopState {
  /** The packages on sale to the member, in their payment country's currency; null until loaded. */
  offer: BundlesResponse | null;
  /** True while the packages load: the progress text shows only while none are on screen. */
  loading: boolean;
  /** Why the last load failed, or null (packages loaded before stay on screen). */
  problem: ApiProblem | null;
  /** True from the Pay button until the member leaves for the checkout (or the call fails). */
  paying: boolean;
  /** Why the last payment could not start (e.g. `payments_unavailable`), or null. */
  payProblem: ApiProblem | null;
  /**
   * The member's last paid order (repeat order): undefined until loaded, null when there is
   * none, or when it could not be loaded (the page then offers the packages).
   */
  lastOrder: Payment | null | undefined;
  /**
   * The discount shown and sent with a payment: the time bonus, else the welcome discount; null
   * when there is none, or while it loads.
   */
  discount: ShownDiscount | null;
  /**
   * The discount code the member entered (at the checkout, or in the address's `?code=`) as the
   * server answered it; null when none is entered or it was refused. Whether it applies to an
   * order, and beats `discount`, is `orderDiscount`'s to say.
   */
  code: DiscountCode | null;
  /** True while an entered code is being checked. */
  checkingCode: boolean;
  /** Why the entered code gives nothing (`fields.code`: `not_found`, `already_used`, ...), or null. */
  codeProblem: ApiProblem | null;
}

/** What the member chose on the checkout page (`/credits/{id}/{method}`). */
export interface PaymentChoice {
  bundleId: BundleTier;
  method: PaymentMethod;
  /** The code of the order's discount (`orderDiscount`): the time bonus, welcome or entered one. */
  discountCode?: string;
}

export interface ShopStore {
  state: ShopState;
  actions: {
    /**
     * Loads GET bundles.php. Only the latest load may change the state: an earlier answer that
     * arrives late is dropped.
     */
    load(): Promise<Result<BundlesResponse>>;
    /**
     * Loads the member's discount (GET discountcode.php, then its welcome variant when there is
     * no time bonus) into `discount`, once per store (later calls get the same load). Failures
     * are ignored: no discount is shown.
     */
    loadDiscount(): Promise<void>;
    /** Loads the member's last paid order (GET repeat-order.php) into `lastOrder`. */
    loadLastOrder(): Promise<Result<LastOrderResponse>>;
    /**
     * Checks a code the member typed (GET discountcode.php?code=) into `code`, or its problem into
     * `codeProblem`. Only the latest entry may change the state. Nothing is sent for an empty entry
     * (`required`) or one that cannot be a code (`not_found`, as the server would say).
     */
    enterCode(typed: string): Promise<Result<DiscountCodeResponse>>;
    /** Forgets the entered code and its problem; an answer still under way is dropped. */
    removeCode(): void;
    /**
     * Starts paying (POST payments.php) with the member's consent to immediate delivery, which
     * the page asks for before the button works. One idempotency key per press, so a retried
     * request makes one payment. A second press while the first runs is ignored (answers
     * `null`). On success the page sends the member to `checkout_url`; `paying` stays true so
     * the button stays busy until the browser leaves.
     */
    pay(choice: PaymentChoice): Promise<Result<CreatePaymentResponse> | null>;
  };
  /** Cancels calls under way; later answers change nothing. */
  destroy(): void;
}

/**
 * Creates the store of the package and checkout pages (`/premium`, `/pricing`, `/credits`,
 * `/credits/repeat-order`, `/credits/{id}`).
 */
export function createShopStore({ api }: { api: ApiClient }): ShopStore {
  const state = proxy<ShopState>({
    offer: null,
    loading: false,
    problem: null,
    paying: false,
    payProblem: null,
    lastOrder: undefined,
    discount: null,
    code: null,
    checkingCode: false,
    codeProblem: null,
  });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const loads = latestCalls(lifetime);
  const entries = latestCalls(lifetime);
  let discountLoad: Promise<void> | undefined;

  async function loadDiscount() {
    const bonus = await attempt(() => api.call('getDiscountCode', { query: {} }, { signal }));
    if (lifetime.ended) return;
    const timeBonus = bonus.ok ? bonus.value.discount_code : null;
    const welcome = timeBonus?.isVisible
      ? null
      : await attempt(() => api.call('getWelcomeDiscount', undefined, { signal }));
    if (lifetime.ended) return;
    state.discount = shownDiscount(timeBonus, welcome?.ok ? welcome.value.discount_code : null);
  }

  return {
    state,
    actions: {
      async load() {
        const latest = loads.start();
        state.loading = true;
        const result = await attempt(() => api.call('getBundles', undefined, { signal }));
        if (!latest()) return result;
        state.loading = false;
        if (!result.ok) {
          state.problem = result.problem;
          return result;
        }
        state.problem = null;
        state.offer = result.value;
        return result;
      },
      loadDiscount() {
        discountLoad ??= loadDiscount();
        return discountLoad;
      },
      async loadLastOrder() {
        const result = await attempt(() => api.call('getLastOrder', undefined, { signal }));
        if (lifetime.ended) return result;
        state.lastOrder = result.ok ? result.value.payment : null;
        return result;
      },
      async enterCode(typed) {
        const latest = entries.start();
        const code = normalizeDiscountCode(typed);
        state.code = null;
        state.checkingCode = code !== null;
        const result: Result<DiscountCodeResponse> =
          code === null
            ? failure('validation_failed', { code: typed.trim() ? 'not_found' : 'required' })
            : await attempt(() => api.call('getDiscountCode', { query: { code } }, { signal }));
        if (!latest()) return result;
        state.checkingCode = false;
        state.code = result.ok ? result.value.discount_code : null;
        state.codeProblem = result.ok ? null : result.problem;
        return result;
      },
      removeCode() {
        entries.drop();
        state.code = null;
        state.checkingCode = false;
        state.codeProblem = null;
      },
      async pay({ bundleId, method, discountCode }) {
        if (state.paying) return null;
        state.paying = true;
        state.payProblem = null;
        const body = {
          bundle_id: bundleId,
          method,
          withdrawal_consent: true as const,
          ...(discountCode ? { discount_code: discountCode } : {}),
        };
        const result = await attempt(() => api.call('createPayment', { body }, { signal }));
        if (lifetime.ended) return result;
        if (!result.ok) {
          state.paying = false;
          state.payProblem = result.problem;
        }
        return result;
      },
    },
    destroy: () => lifetime.end(),
  };
}
