import { describe, expect, it, vi } from 'vitest';
import { createFakeClock, fixtureUser } from '../testing/index.js';
import { createApiClient } from './api-client.js';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const down = () => json(503, { error: 'internal_error', message: 'down' });
const unreachable = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};
/** A fetch that never answers and, like the browser's, rejects when its signal aborts. */
const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
const credentials = { body: { email: 'a@b.example', password: 'secret' } };

describe('retries', () => {
  it('retries a GET answered 5xx 5 times, waiting a jittered 0.5, 1, 2, 4 and 8 s at most', async () => {
    const clock = createFakeClock(0);
    const fetch = vi.fn<typeof globalThis.fetch>(async () => down());
    const api = createApiClient({ fetch, clock, random: () => 0.5 });

    const result = api.call('getCompanyInfo').catch((error: unknown) => error);
    await clock.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    for (const [index, delay] of [250, 500, 1000, 2000, 4000].entries()) {
      expect(clock.pendingDelays()).toEqual([delay]);
      await clock.advance(delay - 1);
      expect(fetch).toHaveBeenCalledTimes(index + 1);
      await clock.advance(1);
      expect(fetch).toHaveBeenCalledTimes(index + 2);
    }

    expect(await result).toMatchObject({ status: 503, code: 'internal_error' });
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(clock.pending()).toBe(0);
  });

  it('draws each wait between 0 and its ceiling (full jitter), capped at maxDelayMs', async () => {
    const clock = createFakeClock(0);
    const draws = [0, 0.999, 0.1, 0.5, 0.25];
    const fetch = vi.fn<typeof globalThis.fetch>(unreachable);
    const api = createApiClient({
      fetch,
      clock,
      random: () => draws.shift() ?? 0,
      maxDelayMs: 1500,
    });

    const result = api.call('getRegions').catch((error: unknown) => error);
    const waits: number[] = [];
    for (let retry = 0; retry < 5; retry += 1) {
      await clock.flush();
      const [wait = -1] = clock.pendingDelays();
      waits.push(wait);
      await clock.advance(wait);
    }

    expect(waits).toEqual([0, 999, 150, 750, 375]);
    expect(await result).toMatchObject({ status: 0, code: 'network_error', body: null });
  });

  it('succeeds when a retry answers', async () => {
    const clock = createFakeClock(0);
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(200, { interests: ['wine'] }));
    const api = createApiClient({ fetch, clock, random: () => 0.99 });

    const result = api.call('getInterests');
    await clock.advance(495 + 990);

    await expect(result).resolves.toEqual({ interests: ['wine'] });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('retries PUT and DELETE like GET', async () => {
    const clock = createFakeClock(0);
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { user: fixtureUser() }))
      .mockResolvedValueOnce(down())
      .mockResolvedValueOnce(json(200, { ok: true }));
    const api = createApiClient({ fetch, clock, random: () => 0 });

    const reset = api.call('resetPassword', {
      body: { token: 't'.repeat(20), password: 'long enough' },
    });
    await clock.advance(0);
    await expect(reset).resolves.toMatchObject({ user: { email: 'alex@example.com' } });
    const deletion = api.call('deleteAccount', { body: { reason: 'time' } });
    await clock.advance(0);
    await expect(deletion).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.map(([, init]) => init?.method)).toEqual([
      'PUT',
      'PUT',
      'DELETE',
      'DELETE',
    ]);
  });

  it.each([400, 401, 403, 404, 409, 422])('never retries a %i answer', async (status) => {
    const clock = createFakeClock(0);
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      json(status, { error: 'x', message: 'no' }),
    );
    const api = createApiClient({ fetch, clock });

    await expect(api.call('searchMembers', { query: { page: 1 } })).rejects.toMatchObject({
      status,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });
});

describe('never repeating a write by accident', () => {
  it('reports a POST without an idempotency key that failed on the network, without resending', async () => {
    const clock = createFakeClock(0);
    const fetch = vi.fn<typeof globalThis.fetch>(unreachable);
    const api = createApiClient({ fetch, clock });

    await expect(api.call('login', credentials)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it.each(['login', 'signup', 'requestEmailChange', 'logout'] as const)(
    'does not retry %s (POST) after a 5xx, even with Retry-After',
    async (name) => {
      const clock = createFakeClock(0);
      const fetch = vi.fn<typeof globalThis.fetch>(async () =>
        json(503, { error: 'internal_error', message: 'busy' }, { 'retry-after': '1' }),
      );
      const api = createApiClient({ fetch, clock });

      const call = name === 'logout' ? api.call(name) : api.call(name, { body: {} as never });
      await expect(call).rejects.toMatchObject({ status: 503 });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(clock.pending()).toBe(0);
    },
  );

  it('retries a POST with an idempotency key, sending the same key every time, a new one per call', async () => {
    const clock = createFakeClock(0);
    let keys = 0;
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(down())
      .mockImplementation(async () => json(201, { user: fixtureUser() }));
    const api = createApiClient({
      fetch,
      clock,
      random: () => 0,
      createIdempotencyKey: () => `key-${++keys}`,
    });
    const body = new FormData();

    const first = api.call('uploadPhoto', { body });
    await clock.advance(0);
    await expect(first).resolves.toMatchObject({ user: { email: 'alex@example.com' } });
    await api.call('uploadPhoto', { body });

    const sentKeys = fetch.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['idempotency-key'],
    );
    expect(sentKeys).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });
});

describe('Retry-After', () => {
  it('waits the seconds a 429 or 503 asks for before retrying a GET', async () => {
    const clock = createFakeClock(0);
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        json(429, { error: 'rate_limited', message: 'slow' }, { 'retry-after': '7' }),
      )
      .mockResolvedValueOnce(
        json(503, { error: 'internal_error', message: 'x' }, { 'retry-after': '2' }),
      )
      .mockResolvedValueOnce(json(200, { regions: {} }));
    const api = createApiClient({ fetch, clock });

    const result = api.call('getRegions');
    await clock.flush();
    expect(clock.pendingDelays()).toEqual([7000]);
    await clock.advance(7000);
    expect(clock.pendingDelays()).toEqual([2000]);
    await clock.advance(2000);
    await expect(result).resolves.toEqual({ regions: {} });
  });

  it('reads an HTTP date, and reports a pause longer than 30 s or a 429 without one', async () => {
    const clock = createFakeClock(Date.UTC(2026, 0, 15, 12));
    const inTenSeconds = new Date(clock.now() + 10_000).toUTCString();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(503, {}, { 'retry-after': inTenSeconds }))
      .mockResolvedValueOnce(
        json(503, { error: 'internal_error', message: 'x' }, { 'retry-after': '31' }),
      )
      .mockResolvedValueOnce(json(429, { error: 'rate_limited', message: 'x', minutes: 15 }));
    const api = createApiClient({ fetch, clock });

    const first = api.call('getCompanyInfo').catch((error: unknown) => error);
    await clock.flush();
    expect(clock.pendingDelays()).toEqual([10_000]);
    await clock.advance(10_000);
    expect(await first).toMatchObject({ status: 503 });
    expect(clock.pending()).toBe(0);

    await expect(api.call('getCompanyInfo')).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      minutes: 15,
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('timeouts', () => {
  it('gives up an attempt after 20 s, aborting it, and counts it as a network failure', async () => {
    const clock = createFakeClock(0);
    const fetch = vi.fn<typeof globalThis.fetch>(hanging);
    const api = createApiClient({ fetch, clock });

    const result = api.call('login', credentials).catch((error: unknown) => error);
    await clock.flush();
    expect(clock.pendingDelays()).toEqual([20_000]);
    await clock.advance(20_000);

    expect(await result).toMatchObject({ status: 0, code: 'network_error' });
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a timed-out GET, and times out a fetch that ignores its signal too', async () => {
    const clock = createFakeClock(0);
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementationOnce(() => new Promise<Response>(() => {}))
      .mockResolvedValueOnce(json(200, { user: null }));
    const api = createApiClient({ fetch, clock, random: () => 0 });

    const result = api.call('getUser');
    await clock.advance(20_000);

    await expect(result).resolves.toEqual({ user: null });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives uploads 2 minutes and takes a per-call limit', async () => {
    const clock = createFakeClock(0);
    const fetch = vi.fn<typeof globalThis.fetch>(hanging);
    const api = createApiClient({ fetch, clock, retries: 0 });

    void api.call('uploadPhoto', { body: new FormData() }).catch(() => {});
    void api.call('getInterests', undefined, { timeoutMs: 5000 }).catch(() => {});
    await clock.flush();

    expect(clock.pendingDelays()).toEqual([5000, 120_000]);
  });

  it('stops at once, retries included, when the caller cancels', async () => {
    const clock = createFakeClock(0);
    const fetch = vi.fn<typeof globalThis.fetch>(async () => down());
    const api = createApiClient({ fetch, clock });
    const controller = new AbortController();

    const result = api.call('getInterests', undefined, { signal: controller.signal });
    await clock.flush();
    expect(clock.pending()).toBe(1);
    controller.abort();

    await expect(result).rejects.toMatchObject({ status: 503 });
    expect(clock.pending()).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP dates; a past date is 0, anything else null', async () => {
    const { retryAfterMs } = await import('./retry.js');
    const now = Date.UTC(2026, 0, 15, 12);
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Thu, 15 Jan 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 15 Jan 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
