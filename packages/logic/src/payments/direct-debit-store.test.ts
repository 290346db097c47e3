import type { DirectDebitCodeResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createFakeApi, FIXTURE_DIRECT_DEBIT_CODE, fixtureUser } from '../testing/index.js';
import { createDirectDebitStore, type DirectDebitForm } from './direct-debit-store.js';

const FORM: DirectDebitForm = {
  account_holder: 'Eva de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Prinsengracht',
  house_number: '263',
  zip: '1016 GV',
  city: 'Amsterdam',
  phone: '+31 6 1234 5678',
};

const storeWith = (data: Parameters<typeof createFakeApi>[1] = {}) => {
  const api = createFakeApi({}, { user: fixtureUser(), ...data });
  return { api, store: createDirectDebitStore({ api }) };
};

describe('direct debit store', () => {
  it('checks the form before sending it, with the contract’s rule', async () => {
    const { api, store } = storeWith();
    const result = await store.actions.requestCode(
      { bundleId: 'p1' },
      { ...FORM, iban: 'NL91 ABNA 0417 1643 01', phone: '0612345678' },
    );
    expect(result?.ok).toBe(false);
    expect(store.state.problem?.fields).toEqual({ iban: 'invalid', phone: 'invalid' });
    expect(api.calls).toEqual([]);
    expect(store.state.step).toBe('form');
  });

  it('sends the form with the consent and the code, then asks for the texted code', async () => {
    const { api, store } = storeWith();
    const sending = store.actions.requestCode({ bundleId: 'p1', discountCode: 'SUMMER10' }, FORM);
    expect(store.state.sending).toBe(true);
    // A second press while the first runs sends nothing.
    expect(await store.actions.requestCode({ bundleId: 'p1' }, FORM)).toBeNull();
    await sending;
    expect(store.state).toMatchObject({ step: 'code', sending: false, problem: null });
    expect(store.state.mandate?.phone_ending).toBe('78');
    expect(api.calls.map((call) => call.endpoint)).toEqual(['requestDirectDebitCode']);
    expect(api.calls[0]?.input).toMatchObject({
      body: { bundle_id: 'p1', discount_code: 'SUMMER10', withdrawal_consent: true },
    });
  });

  it("says 'Code invalid' for a wrong code, and hands over the payment for the right one", async () => {
    const { api, store } = storeWith();
    await store.actions.requestCode({ bundleId: 'p1' }, FORM);
    await store.actions.confirm('12345');
    expect(store.state.codeProblem?.fields).toEqual({ otp: 'invalid' });
    expect(api.calls).toHaveLength(1);
    await store.actions.confirm('654321');
    expect(store.state.codeProblem?.fields).toEqual({ otp: 'invalid' });
    expect(store.state.confirming).toBe(false);
    const result = await store.actions.confirm(` ${FIXTURE_DIRECT_DEBIT_CODE} `);
    expect(result?.ok && result.value.payment_id).toMatch(/^pay_/);
    expect(store.state).toMatchObject({ confirming: true, codeProblem: null });
  });

  it('asks for a new code with the same form, and goes back to the form to correct it', async () => {
    const { api, store } = storeWith();
    await store.actions.requestCode({ bundleId: 'p2' }, FORM);
    await store.actions.confirm('000000');
    await store.actions.resendCode();
    expect(store.state.codeProblem).toBeNull();
    expect(api.calls.map((call) => call.endpoint)).toEqual([
      'requestDirectDebitCode',
      'confirmDirectDebit',
      'requestDirectDebitCode',
    ]);
    expect(api.calls[2]?.input).toMatchObject({ body: { bundle_id: 'p2', iban: FORM.iban } });
    store.actions.editForm();
    expect(store.state.step).toBe('form');
  });

  it('keeps the form when the member may not pay by direct debit now', async () => {
    const { store } = storeWith({ payments: { directDebitRefusal: 'direct_debit_limit_reached' } });
    await store.actions.requestCode({ bundleId: 'p3' }, FORM);
    expect(store.state).toMatchObject({
      step: 'form',
      sending: false,
      problem: { code: 'direct_debit_limit_reached' },
    });
  });

  it('changes nothing once destroyed', async () => {
    const { store } = storeWith();
    const sending = store.actions.requestCode({ bundleId: 'p1' }, FORM);
    store.destroy();
    await sending;
    expect(store.state.step).toBe('form');
    expect(store.state.mandate as DirectDebitCodeResponse | null).toBeNull();
  });
});
