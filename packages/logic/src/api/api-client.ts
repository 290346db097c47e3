import type {
  EndpointBody,
  EndpointInput,
  EndpointResult,
  EndpointTakesInput,
  ServerToServerEndpointName,
} from '@dating/contract';
import { ENDPOINTS, type EndpointName, isRetrySafe } from '@dating/contract/endpoints';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_TYPE_HEADER } from '@dating/contract/enums';
import { type Clock, systemClock } from '../platform/clock.js';
import { ApiRequestError } from './api-error.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelayMs } from './retry.js';
import { type AttemptAnswer, buildUrl, type QueryValues, sendAttempt } from './transport.js';

/** Every endpoint the sites call (the providers' webhooks are server to server). */
export type SiteEndpointName = Exclude<EndpointName, ServerToServerEndpointName>;

/** The endpoints answered with GET: the ones an address (a download link) can stand for. */
export type GetEndpointName = {
  [Name in SiteEndpointName]: (typeof ENDPOINTS)[Name]['method'] extends 'GET' ? Name : never;
}[SiteEndpointName];

/** Options of one call. */
export interface CallOptions {
  /** Cancels the call, its attempt under way and any retry still to come. */
  signal?: AbortSignal;
  /** How long one attempt may take before it counts as a network failure. */
  timeoutMs?: number;
  /**
   * The request outlives the page (`fetch`'s `keepalive`): for a small call made as the page goes
   * away, such as letting go of an inbox conversation.
   */
  keepalive?: boolean;
}

/**
 * The arguments of `call` after the endpoint's name: its input (`{ query }`, `{ body }`) when it
 * takes one, then the options.
 */
export type CallArguments<Name extends SiteEndpointName> =
  EndpointTakesInput<Name> extends true
    ? [input: EndpointInput<Name>, options?: CallOptions]
    : [input?: undefined, options?: CallOptions];

/** Called when an answer is a 403 asking for a login (any call but GET user.php). */
export type AuthenticationRequiredListener = (error: ApiRequestError) => void;

/** The client of the site's API (`/api/*.php`): every endpoint of the contract's table, by name. */
export interface ApiClient {
  /**
   * Calls an endpoint by its name in the contract's table and resolves its answer; rejects with
   * an {@link ApiRequestError} (status 0 for a network failure or timeout). Only calls that may
   * be repeated are retried (see {@link createApiClient}).
   */
  call<Name extends SiteEndpointName>(
    name: Name,
    ...args: CallArguments<Name>
  ): Promise<EndpointResult<Name>>;
  /** The full address of a GET endpoint, for a link (the data download). */
  urlOf(name: GetEndpointName, query?: QueryValues): string;
  /**
   * Sends a call the page will not wait for, as a beacon that outlives the page (the page-hidden
   * notice): no answer, no retry. Returns whether the browser took it.
   */
  beacon(name: BeaconEndpointName, body: EndpointBody<BeaconEndpointName>): boolean;
  /** Registers a listener for answers that require a login; returns the unsubscribe function. */
  onAuthenticationRequired(listener: AuthenticationRequiredListener): () => void;
}

/** Options of `createApiClient`; everything has a default. */
export interface ApiClientOptions extends Partial<RetryPolicy> {
  /** Prefix of every path, e.g. `https://amora.example`; empty for the site's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Times the retries and the timeouts. */
  clock?: Clock;
  /** A number in [0, 1): the jitter of the waits between retries. */
  random?: () => number;
  /** A new idempotency key (one per call of an endpoint that takes one). */
  createIdempotencyKey?: () => string;
  /** How long one attempt may take (20 s). */
  timeoutMs?: number;
  /** How long one attempt of an upload (a multipart body) may take (2 min). */
  uploadTimeoutMs?: number;
  /** Sends a beacon (`navigator.sendBeacon`); without one, beacons are not sent. */
  sendBeacon?: (url: string, data: Blob) => boolean;
}

/** The calls sent as beacons. */
export type BeaconEndpointName = 'pageHidden';

/** A random idempotency key: 128 bits as hex (works outside secure contexts too). */
export function randomIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Waits `delayMs` on the clock; resolves false at once when the signal aborts. */
function pause(clock: Clock, delayMs: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve(true);
    }, delayMs);
    function stop() {
      clock.clearTimeout(timer);
      resolve(false);
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Creates the API client. Requests carry cookies (`credentials: 'include'`) and JSON bodies (a
 * `FormData` body goes as multipart); an endpoint's `variant` query (`push=1`) is added, GET
 * user.php sends `request-type: client`. A 403 with `authentication_required: true` notifies the
 * `onAuthenticationRequired` listeners, except for GET user.php. Answers are not validated.
 *
 * Retries: only calls that are safe to repeat (`isRetrySafe`: GET, PUT, DELETE, and a POST with
 * an idempotency key) are sent again, at most `retries` (5) times, after a network failure, a
 * timeout or a 5xx answer, waiting a random time up to 0.5, 1, 2, 4 and 8 s (exponential backoff
 * with full jitter); a 429 or 503 with `Retry-After` (seconds or an HTTP date) of at most 30 s is
 * retried after that pause, a longer one is reported. Any other 4xx is reported at once.
 * A POST without an idempotency key is never repeated: when its answer was lost (network failure
 * or timeout) the failure is reported, not resent, because the server may have done the work.
 * An endpoint with an idempotency key gets one new key per call, sent with every attempt of it,
 * so the server does the work once and answers repeats with its first answer.
 *
 * Each attempt has a time limit (`timeoutMs`, 20 s; `uploadTimeoutMs`, 2 min, for multipart
 * bodies; `CallOptions.timeoutMs` for one call); a timeout aborts the request and counts as a
 * network failure (status 0, `network_error`).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = '',
    fetch = (input, requestInit) => globalThis.fetch(input, requestInit),
    clock = systemClock,
    random = Math.random,
    createIdempotencyKey = randomIdempotencyKey,
    timeoutMs = 20_000,
    uploadTimeoutMs = 120_000,
    sendBeacon = typeof navigator === 'object' && typeof navigator.sendBeacon === 'function'
      ? (url: string, data: Blob) => navigator.sendBeacon(url, data)
      : undefined,
  } = options;
  const policy: RetryPolicy = {
    retries: options.retries ?? DEFAULT_RETRY_POLICY.retries,
    baseDelayMs: options.baseDelayMs ?? DEFAULT_RETRY_POLICY.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? DEFAULT_RETRY_POLICY.maxDelayMs,
    maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULT_RETRY_POLICY.maxRetryAfterMs,
  };
  const listeners = new Set<AuthenticationRequiredListener>();

  function requestOf(name: SiteEndpointName, input: { query?: unknown; body?: unknown }) {
    const route = ENDPOINTS[name];
    const headers: Record<string, string> = { accept: 'application/json' };
    if (name === 'getUser') headers[REQUEST_TYPE_HEADER.name] = REQUEST_TYPE_HEADER.value;
    if ('idempotencyKey' in route) headers[IDEMPOTENCY_KEY_HEADER] = createIdempotencyKey();
    const requestInit: RequestInit = { method: route.method, credentials: 'include', headers };
    const isUpload = typeof FormData !== 'undefined' && input.body instanceof FormData;
    if (isUpload) {
      // The browser sets the multipart content type with its boundary.
      requestInit.body = input.body as FormData;
    } else if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      requestInit.body = JSON.stringify(input.body);
    }
    const query = { ...(input.query as QueryValues | undefined) };
    if ('variant' in route) query[route.variant.name] = route.variant.value;
    return { route, requestInit, url: buildUrl(baseUrl, route.path, query), isUpload };
  }

  function reportFailure(name: SiteEndpointName, answer: AttemptAnswer): never {
    if ('failure' in answer) throw answer.failure;
    const error = new ApiRequestError(answer.status, answer.body);
    if (error.authenticationRequired && name !== 'getUser') {
      for (const listener of [...listeners]) listener(error);
    }
    throw error;
  }

  async function call(
    name: SiteEndpointName,
    input: { query?: unknown; body?: unknown } = {},
    callOptions: CallOptions = {},
  ): Promise<unknown> {
    const { signal } = callOptions;
    const { route, requestInit, url, isUpload } = requestOf(name, input);
    if (callOptions.keepalive) requestInit.keepalive = true;
    const limitMs = callOptions.timeoutMs ?? (isUpload ? uploadTimeoutMs : timeoutMs);
    const mayRepeat = isRetrySafe(route);
    for (let retry = 0; ; retry += 1) {
      const answer = await sendAttempt({ fetch, clock, url, requestInit, limitMs, signal });
      if ('status' in answer && answer.ok) return answer.body;
      const outcome =
        'failure' in answer
          ? ({ kind: 'network' } as const)
          : ({ kind: 'answer', status: answer.status, retryAfter: answer.retryAfter } as const);
      const delay =
        mayRepeat && !signal?.aborted
          ? retryDelayMs(policy, outcome, retry, random, clock.now())
          : null;
      if (delay === null || !(await pause(clock, delay, signal))) reportFailure(name, answer);
    }
  }

  return {
    call: call as ApiClient['call'],
    urlOf: (name, query) => buildUrl(baseUrl, ENDPOINTS[name].path, query),
    beacon(name, body) {
      const data = new Blob([JSON.stringify(body)], { type: 'application/json' });
      return sendBeacon?.(buildUrl(baseUrl, ENDPOINTS[name].path), data) ?? false;
    },
    onAuthenticationRequired(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
