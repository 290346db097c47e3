import type { BundlesResponse, CreatePaymentResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred.js';
import {
  apiError,
  createFakeApi,
  failWith,
  fixtureDiscountCode,
  fixtureProfile,
  fixtureSettings,
  fixtureUser,
} from '../testing/index.js';
import { createShopStore } from './shop-store.js';

const offer = (credits: number): BundlesResponse => ({
  country: 'NL',
  currency: 'EUR',
  bundles: [{ id: 'p0', credits, popular: true, price: 999 }],
  methods: ['ideal'],
});

describe('shop store', () => {
  it('loads the packages in the currency and with the methods of the member’s country', async () => {
    const user = fixtureUser({ profile: fixtureProfile({ country: 'PL' }) });
    const settings = { ...fixtureSettings(), countries: ['NL' as const, 'PL' as const] };
    const store = createShopStore({ api: createFakeApi({}, { user, settings }) });
    const loading = store.actions.load();
    expect(store.state.loading).toBe(true);
    await loading;
    expect(store.state.loading).toBe(false);
    expect(store.state.offer?.currency).toBe('PLN');
    expect(store.state.offer?.methods.slice(0, 2)).toEqual(['blik', 'prezelewy24']);
    expect(store.state.offer?.bundles.filter((bundle) => bundle.popular)).toHaveLength(1);
  });

  it('keeps the latest packages when an earlier answer arrives late', async () => {
    const slow = deferred<BundlesResponse>();
    const fast = deferred<BundlesResponse>();
    const answers = [slow.promise, fast.promise];
    const store = createShopStore({
      api: createFakeApi({ getBundles: () => answers.shift() ?? slow.promise }),
    });
    const older = store.actions.load();
    const newer = store.actions.load();
    fast.resolve(offer(120));
    await newer;
    slow.resolve(offer(50));
    await older;
    expect(store.state.offer?.bundles[0]?.credits).toBe(120);
    expect(store.state.loading).toBe(false);
  });

  it('keeps the packages on screen when a later load fails, and names the problem', async () => {
    let fail = false;
    const store = createShopStore({
      api: createFakeApi({
        getBundles: async () => {
          if (fail) throw apiError('internal_error');
          return offer(50);
        },
      }),
    });
    await store.actions.load();
    fail = true;
    const result = await store.actions.load();
    expect(result.ok).toBe(false);
    expect(store.state.problem?.code).toBe('internal_error');
    expect(store.state.offer?.bundles[0]?.credits).toBe(50);
  });

  it('starts one payment with the consent, and ignores a second press while it runs', async () => {
    const answer = deferred<CreatePaymentResponse>();
    const api = createFakeApi({ createPayment: () => answer.promise });
    const store = createShopStore({ api });
    const first = store.actions.pay({ bundleId: 'p1', method: 'ideal' });
    expect(store.state.paying).toBe(true);
    expect(await store.actions.pay({ bundleId: 'p1', method: 'ideal' })).toBeNull();
    answer.resolve({ payment_id: 'pay_abcdefghijklmnopqrstuvwx', checkout_url: '/checkout' });
    const result = await first;
    expect(result?.ok && result.value.checkout_url).toBe('/checkout');
    expect(api.callsTo('createPayment')).toEqual([
      { body: { bundle_id: 'p1', method: 'ideal', withdrawal_consent: true } },
    ]);
    // The member is on the way to the checkout: the button stays busy.
    expect(store.state.paying).toBe(true);
  });

  it('sends a discount code the member has', async () => {
    const api = createFakeApi();
    const store = createShopStore({ api });
    await store.actions.pay({ bundleId: 'p2', method: 'paypal', discountCode: 'WELCOME25' });
    expect(api.callsTo('createPayment')[0]).toEqual({
      body: {
        bundle_id: 'p2',
        method: 'paypal',
        withdrawal_consent: true,
        discount_code: 'WELCOME25',
      },
    });
  });

  it('names why a payment could not start, and lets the member try again', async () => {
    let unavailable = true;
    const store = createShopStore({
      api: createFakeApi({
        createPayment: async () => {
          if (unavailable) throw apiError('payments_unavailable');
          return { payment_id: 'pay_abcdefghijklmnopqrstuvwx', checkout_url: '/checkout' };
        },
      }),
    });
    await store.actions.pay({ bundleId: 'p0', method: 'visa' });
    expect(store.state.paying).toBe(false);
    expect(store.state.payProblem?.code).toBe('payments_unavailable');
    unavailable = false;
    const result = await store.actions.pay({ bundleId: 'p0', method: 'visa' });
    expect(result?.ok).toBe(true);
    expect(store.state.payProblem).toBeNull();
  });

  it('loads the last paid order, and none when it cannot', async () => {
    const store = createShopStore({ api: createFakeApi() });
    expect(store.state.lastOrder).toBeUndefined();
    await store.actions.loadLastOrder();
    expect(store.state.lastOrder).toMatchObject({
      bundle_id: 'p1',
      method: 'ideal',
      state: 'paid',
    });
    const failing = createShopStore({
      api: createFakeApi({ getLastOrder: failWith('internal_error') }),
    });
    await failing.actions.loadLastOrder();
    expect(failing.state.lastOrder).toBeNull();
  });

  it('shows the time bonus when it runs, else the welcome discount, else none', async () => {
    const bonus = fixtureDiscountCode({
      code: 'TIMEBONUS25',
      value_percentage: 25,
      expires: new Date(Date.UTC(2026, 10, 23, 12)).toISOString(),
    });
    const withBonus = createShopStore({
      api: createFakeApi({}, { payments: { timeBonus: bonus } }),
    });
    await withBonus.actions.loadDiscount();
    expect(withBonus.state.discount).toEqual({
      code: 'TIMEBONUS25',
      percentage: 25,
      kind: 'timeBonus',
    });

    const api = createFakeApi();
    const welcome = createShopStore({ api });
    await welcome.actions.loadDiscount();
    expect(welcome.state.discount).toEqual({ code: 'WELCOME25', percentage: 25, kind: 'welcome' });

    // Its failures are ignored: no discount.
    const failing = createShopStore({
      api: createFakeApi({
        getDiscountCode: failWith('internal_error'),
        getWelcomeDiscount: failWith('internal_error'),
      }),
    });
    await failing.actions.loadDiscount();
    expect(failing.state.discount).toBeNull();
    const none = createShopStore({
      api: createFakeApi({}, { payments: { welcomeDiscount: null } }),
    });
    await none.actions.loadDiscount();
    expect(none.state.discount).toBeNull();
  });

  it('checks an entered code, names why one gives nothing, and sends nothing for a blank', async () => {
    const api = createFakeApi();
    const store = createShopStore({ api });
    await store.actions.enterCode(' summer10 ');
    expect(store.state.code).toEqual(fixtureDiscountCode());
    expect(store.state.codeProblem).toBeNull();

    await store.actions.enterCode('USED15');
    expect(store.state.code).toBeNull();
    expect(store.state.codeProblem?.fields).toEqual({ code: 'already_used' });
    await store.actions.enterCode('old30');
    expect(store.state.codeProblem?.fields).toEqual({ code: 'expired' });
    await store.actions.enterCode('NOPE99');
    expect(store.state.codeProblem?.fields).toEqual({ code: 'not_found' });

    const calls = api.calls.length;
    await store.actions.enterCode('   ');
    expect(store.state.codeProblem?.fields).toEqual({ code: 'required' });
    await store.actions.enterCode('no spaces allowed');
    expect(store.state.codeProblem?.fields).toEqual({ code: 'not_found' });
    expect(api.calls.length).toBe(calls);

    store.actions.removeCode();
    expect(store.state.codeProblem).toBeNull();
  });

  it('keeps the latest entered code when an earlier answer arrives late', async () => {
    let releaseFirst: () => void = () => {};
    const api = createFakeApi({
      getDiscountCode: async ({ query }) => {
        if (query.code === 'SLOW10') await new Promise<void>((resolve) => (releaseFirst = resolve));
        return { discount_code: fixtureDiscountCode({ code: query.code ?? '' }) };
      },
    });
    const store = createShopStore({ api });
    const slow = store.actions.enterCode('SLOW10');
    await store.actions.enterCode('FAST10');
    releaseFirst();
    await slow;
    expect(store.state.code?.code).toBe('FAST10');
    expect(store.state.checkingCode).toBe(false);
  });

  it('sends the entered code with the payment, and the server refuses one that does not apply', async () => {
    // The fixture member lives in the United Kingdom: pounds.
    const big = fixtureDiscountCode({ code: 'BIG20', currency: 'GBP', minimum_order_value: 4000 });
    const api = createFakeApi({}, { payments: { codes: { BIG20: big } } });
    const store = createShopStore({ api });
    const refused = await store.actions.pay({
      bundleId: 'p0',
      method: 'paypal',
      discountCode: 'BIG20',
    });
    expect(refused?.ok).toBe(false);
    expect(store.state.payProblem?.fields).toEqual({ discount_code: 'below_minimum' });
    await store.actions.pay({ bundleId: 'p3', method: 'paypal', discountCode: 'big20' });
    expect(api.callsTo('createPayment').at(-1)?.body.discount_code).toBe('big20');
    expect(store.state.payProblem).toBeNull();
  });

  it('changes nothing once destroyed', async () => {
    const answer = deferred<BundlesResponse>();
    const store = createShopStore({ api: createFakeApi({ getBundles: () => answer.promise }) });
    const loading = store.actions.load();
    store.destroy();
    answer.resolve(offer(50));
    await loading;
    expect(store.state.offer).toBeNull();
  });
});
