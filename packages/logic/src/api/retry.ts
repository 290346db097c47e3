/** How the client waits between attempts of a call that may be repeated. */
export interface RetryPolicy {
  /** Most retries after the first attempt (spec section 9: "HTTP retries 5"). */
  retries: number;
  /** The ceiling of the first wait; each further retry doubles it. */
  baseDelayMs: number;
  /** The highest ceiling a wait can reach. */
  maxDelayMs: number;
  /**
   * The longest `Retry-After` the client waits for; a server that asks for a longer pause gets
   * its answer reported instead (the member can try again later).
   */
  maxRetryAfterMs: number;
}

/** The client's default: 5 retries, waits of at most 0.5, 1, 2, 4 and 8 s, Retry-After up to 30 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 5,
  baseDelayMs: 500,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 30_000,
};

/**
 * The wait before retry number `retry` (0 for the first): exponential backoff with full jitter,
 * a random time between 0 and `min(maxDelayMs, baseDelayMs × 2^retry)`, so that clients that
 * failed together do not come back together. `random` returns a number in [0, 1).
 */
export function backoffDelayMs(policy: RetryPolicy, retry: number, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/**
 * The pause a `Retry-After` header asks for, in milliseconds: delay-seconds (`120`) or an HTTP
 * date (`Wed, 21 Oct 2026 07:28:00 GMT`, a date in the past meaning 0). Null when the header is
 * missing or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** What one attempt of a call came to, as far as retrying is concerned. */
export type AttemptOutcome =
  | { kind: 'network' }
  | { kind: 'answer'; status: number; retryAfter: string | null };

/**
 * How long to wait before repeating an attempt of a call that may be repeated, or null when it
 * must not be repeated. Network failures, timeouts and 5xx answers are repeated after the
 * backoff; a 429 or 503 with a `Retry-After` of at most `maxRetryAfterMs` after that pause; a
 * longer `Retry-After`, a 429 without one, any other 4xx and the last allowed retry never.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  outcome: AttemptOutcome,
  retry: number,
  random: () => number,
  now: number,
): number | null {
  if (retry >= policy.retries) return null;
  if (outcome.kind === 'network') return backoffDelayMs(policy, retry, random);
  const { status } = outcome;
  if (status === 429 || status === 503) {
    const asked = retryAfterMs(outcome.retryAfter, now);
    if (asked !== null) return asked <= policy.maxRetryAfterMs ? asked : null;
    if (status === 429) return null;
  }
  return status >= 500 ? backoffDelayMs(policy, retry, random) : null;
}
