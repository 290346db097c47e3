import { describe, expect, it, vi } from 'vitest';
import { createFakeClock, fixtureUser } from '../testing/index.js';
import { createAccountApi } from './account-api.js';
import { createApiClient } from './api-client.js';
import { ApiRequestError } from './api-error.js';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createApiClient', () => {
  it('sends JSON with cookies to the configured base URL and resolves the answer', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }));
    const api = createApiClient({ baseUrl: 'https://amora.example/', fetch });

    const answer = await api.request('POST', '/api/user.php', {
      body: { email: 'a@b.example', password: 'secret' },
      query: { push: 1, skipped: undefined },
    });

    expect(answer).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('https://amora.example/api/user.php?push=1', {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.example', password: 'secret' }),
    });
  });

  it('sends the request-type header with GET user.php and unwraps the user', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _requestInit?: RequestInit) =>
      json(200, { user: null }),
    );
    const api = createApiClient({ fetch });

    await expect(api.getUser()).resolves.toBeNull();

    const [url, requestInit] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/user.php');
    expect(requestInit?.headers).toMatchObject({ 'request-type': 'client' });
  });

  it('retries a 5xx answer 5 times with delays of 500 ms doubling each time', async () => {
    const clock = createFakeClock(0);
    const fetch = vi.fn(async () => json(503, { error: 'internal_error', message: 'down' }));
    const api = createApiClient({ fetch, clock });

    const result = api.getCompanyInfo().catch((error: unknown) => error);
    await clock.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    for (const [index, delay] of [500, 1000, 2000, 4000, 8000].entries()) {
      expect(clock.pendingDelays()).toEqual([delay]);
      await clock.advance(delay - 1);
      expect(fetch).toHaveBeenCalledTimes(index + 1);
      await clock.advance(1);
      expect(fetch).toHaveBeenCalledTimes(index + 2);
    }

    const error = await result;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 503, code: 'internal_error' });
    expect(clock.pending()).toBe(0);
  });

  it('succeeds when a retry answers', async () => {
    const clock = createFakeClock(0);
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(200, { interests: ['wine'] }));
    const api = createApiClient({ fetch, clock });

    const result = api.getInterests();
    await clock.advance(500 + 1000);

    await expect(result).resolves.toEqual(['wine']);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('turns a network failure that outlasts the retries into status 0 network_error', async () => {
    const clock = createFakeClock(0);
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ fetch, clock, retries: 2, retryDelayMs: 100 });

    const result = api.getRegions().catch((error: unknown) => error);
    await clock.advance(100 + 200);

    expect(await result).toMatchObject({ status: 0, code: 'network_error', body: null });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([400, 401, 403, 404, 429])('never retries a %i answer', async (status) => {
    const clock = createFakeClock(0);
    const fetch = vi.fn(async () => json(status, { error: 'validation_failed', message: 'no' }));
    const api = createApiClient({ fetch, clock });

    await expect(api.searchMembers({ page: 1 })).rejects.toMatchObject({ status });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('reports the lockout minutes of a 429 answer', async () => {
    const fetch = vi.fn(async () =>
      json(429, { error: 'account_locked', message: 'Too many attempts', minutes: 15 }),
    );
    const api = createApiClient({ fetch });

    const error = await api
      .login({ email: 'a@b.example', password: 'x' })
      .catch((caught) => caught);

    expect(error).toMatchObject({ status: 429, code: 'account_locked', minutes: 15 });
    expect(error.message).toBe('Too many attempts');
  });

  it('derives a code from the status when the body has none', async () => {
    const fetch = vi.fn(async () => new Response('Not Found', { status: 404 }));
    const api = createApiClient({ fetch });

    await expect(api.getCompanyInfo()).rejects.toMatchObject({
      code: 'not_found',
      body: 'Not Found',
    });
  });

  it('notifies listeners of a 403 authentication_required from any call but GET user.php', async () => {
    const body = {
      error: 'authentication_required',
      message: 'Log in',
      authentication_required: true,
    };
    const fetch = vi.fn(async () => json(403, body));
    const api = createApiClient({ fetch });
    const listener = vi.fn();
    api.onAuthenticationRequired(listener);

    await expect(api.getUser()).rejects.toBeInstanceOf(ApiRequestError);
    expect(listener).not.toHaveBeenCalled();

    await expect(api.searchMembers({})).rejects.toMatchObject({ status: 403 });
    await expect(api.saveLanguage('de')).rejects.toMatchObject({ status: 403 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ code: 'authentication_required' });
  });

  it('does not notify for a 403 without the flag, nor after unsubscribing', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(403, { error: 'forbidden_origin', message: 'Origin' }))
      .mockResolvedValueOnce(
        json(403, { error: 'authentication_required', authentication_required: true }),
      );
    const api = createApiClient({ fetch });
    const listener = vi.fn();
    const unsubscribe = api.onAuthenticationRequired(listener);

    await expect(api.logout()).rejects.toMatchObject({ code: 'forbidden_origin' });
    unsubscribe();
    await expect(api.logout()).rejects.toMatchObject({ code: 'authentication_required' });

    expect(listener).not.toHaveBeenCalled();
  });

  it('saves the language with PUT user.php and searches with the filters as query', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _requestInit?: RequestInit) =>
      json(200, { profiles: [], pageNumber: 2, pageSize: 24, numResults: 0 }),
    );
    const api = createApiClient({ fetch });

    await api.saveLanguage('nl');
    await api.searchMembers({ gender: 'female', country: 'NL', min_age: 25, max_age: 40, page: 2 });

    expect(fetch.mock.calls[0]?.[0]).toBe('/api/user.php');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: '{"language":"nl"}' });
    expect(fetch.mock.calls[1]?.[0]).toBe(
      '/api/search.php?gender=female&country=NL&min_age=25&max_age=40&page=2',
    );
  });
});

describe('account calls', () => {
  it('uploads a photo as multipart form data, without a JSON content type', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json(201, { user: fixtureUser() }),
    );
    const api = createAccountApi(createApiClient({ fetch }));
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    await api.uploadPhoto(photo, { isPrivate: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/photos.php');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ accept: 'application/json' });
    const body = init?.body as FormData;
    expect(body.get('private')).toBe('true');
    expect(body.get('photo')).toBeInstanceOf(Blob);
  });

  it('sends each account call to its path and unwraps the member', async () => {
    const user = fixtureUser();
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { user }),
    );
    const client = createApiClient({ fetch });
    const api = createAccountApi(client);
    await expect(api.activate('t')).resolves.toEqual(user);
    await client.subscribePush({
      endpoint: 'https://push.example/1',
      keys: { p256dh: 'k', auth: 'a' },
    });
    await api.deleteAccount({ reason: 'other', remarks: 'moving' });
    await api.geocode(52.5, 13.4);
    const calls = fetch.mock.calls.map(([url, init]) => [init?.method, url, init?.body]);
    expect(calls).toEqual([
      ['POST', '/api/activate.php', JSON.stringify({ token: 't' })],
      [
        'POST',
        '/api/user.php?push=1',
        JSON.stringify({
          subscription: { endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } },
        }),
      ],
      ['DELETE', '/api/user.php', JSON.stringify({ reason: 'other', remarks: 'moving' })],
      ['GET', '/api/geocode.php?lat=52.5&lon=13.4', undefined],
    ]);
    expect(
      createAccountApi(createApiClient({ baseUrl: 'https://amora.example' })).myDataUrl(),
    ).toBe('https://amora.example/api/my-data.php');
  });

  it('carries the fields of a validation failure', async () => {
    const fetch = vi.fn(async () =>
      json(400, { error: 'validation_failed', message: 'bad', fields: { name: 'taken' } }),
    );
    const error = await createApiClient({ fetch })
      .signup({
        email: 'a@b.example',
        name: 'A',
        password: 'long enough',
        date_of_birth: '1990-01-01',
        gender: 'male',
        looking_for: 'female',
        language: 'en',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).fields).toEqual({ name: 'taken' });
  });
});
