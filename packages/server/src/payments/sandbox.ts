import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from './payments.js';

/** The sandbox's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** How old (or how far ahead) a signature's time may be: older deliveries are refused as stale. */
const SANDBOX_SIGNATURE_TOLERANCE_S = 300;

const hmac = (secret: string, signed: string) =>
  createHmac('sha256', secret).update(signed).digest('hex');

/** The `Sandbox-Signature` of `rawBody` sent at `nowMs`, keyed by `secret`. */
export function signSandboxEvent(secret: string, rawBody: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}

/** Why a signature was refused, for the 400's message (never the expected value). */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/**
 * Checks a `Sandbox-Signature` header against the raw body: the HMAC compared in constant time,
 * the time within {@link SANDBOX_SIGNATURE_TOLERANCE_S} of `nowMs`. Answers the problem, or null.
 */
export function sandboxSignatureProblem(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowMs: number,
): SignatureProblem | null {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const given = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed';
  if (Math.abs(nowMs / 1000 - Number(t)) > SANDBOX_SIGNATURE_TOLERANCE_S) return 'stale';
  const expected = Buffer.from(hmac(secret, `${t}.${rawBody}`), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? null : 'mismatch';
}

/**
 * The sandbox provider, the default: its hosted checkout is a page of this server
 * (`/sandbox/checkout/{payment_id}` on the brand's host), and its events reach the webhook
 * signed with `PAYMENT_SANDBOX_SECRET`.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  offers: () => true,
  start: async (payment) => ({
    checkoutUrl: `/sandbox/checkout/${payment.id}`,
    providerPaymentId: null,
  }),
};

/**
 * The sandbox's returned debit: a direct debit from this (valid, German) IBAN fails, as a bank
 * returns one from an empty or closed account, which also closes direct debit to the member. Any
 * other IBAN is collected.
 */
export const SANDBOX_RETURNED_DEBIT_IBAN = 'DE62370400440532013001';
