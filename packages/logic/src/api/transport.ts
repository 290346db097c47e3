import type { Clock, TimerHandle } from '../platform/clock.js';
import { ApiRequestError } from './api-error.js';

/** Query values; undefined and null values are left out of the URL. */
export type QueryValues = Record<string, unknown>;

/** Builds the URL of a path with its query (undefined and null values left out). */
export function buildUrl(baseUrl: string, path: string, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What one attempt came to: an answer (any status) with its body, or no answer at all. */
export type AttemptAnswer =
  | { ok: boolean; status: number; body: unknown; retryAfter: string | null }
  | { failure: ApiRequestError };

/** One attempt of a request. */
export interface AttemptRequest {
  fetch: typeof globalThis.fetch;
  clock: Clock;
  url: string;
  requestInit: RequestInit;
  /** How long the attempt (answer and body) may take. */
  limitMs: number;
  /** The caller's cancellation. */
  signal: AbortSignal | undefined;
}

/**
 * Sends one attempt and reads its answer. A network failure, a timeout (the request is aborted)
 * and the caller's cancellation all come back as a status-0 failure; the attempt never rejects.
 * The time limit races the exchange, so a fetch that ignores its abort signal still times out.
 */
export async function sendAttempt(request: AttemptRequest): Promise<AttemptAnswer> {
  const { fetch, clock, url, requestInit, limitMs, signal } = request;
  const noAnswer = (cause: unknown): AttemptAnswer => ({
    failure: new ApiRequestError(0, null, { cause }),
  });
  if (signal?.aborted) return noAnswer(signal.reason);
  const controller = new AbortController();
  let timer: TimerHandle | undefined;
  let cancel = () => {};
  const stopped = new Promise<AttemptAnswer>((resolve) => {
    const stop = (cause: unknown) => {
      controller.abort(cause);
      resolve(noAnswer(cause));
    };
    cancel = () => stop(signal?.reason);
    timer = clock.setTimeout(
      () => stop(new DOMException(`No answer within ${limitMs} ms`, 'TimeoutError')),
      limitMs,
    );
    signal?.addEventListener('abort', cancel, { once: true });
  });
  const exchange = (async (): Promise<AttemptAnswer> => {
    try {
      const response = await fetch(url, { ...requestInit, signal: controller.signal });
      const body = await readBody(response);
      const retryAfter = response.headers?.get('retry-after') ?? null;
      return { ok: response.ok, status: response.status, body, retryAfter };
    } catch (cause) {
      return noAnswer(cause);
    }
  })();
  try {
    return await Promise.race([exchange, stopped]);
  } finally {
    clock.clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
