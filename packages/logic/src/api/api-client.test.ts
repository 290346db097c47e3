import { describe, expect, it, vi } from 'vitest';
import { fixtureUser } from '../testing/index.js';
import { createApiClient } from './api-client.js';
import { ApiRequestError } from './api-error.js';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

type FetchMock = ReturnType<typeof vi.fn<typeof globalThis.fetch>>;

const urlOf = (fetch: FetchMock, call = 0) => fetch.mock.calls[call]?.[0];
const initOf = (fetch: FetchMock, call = 0) => fetch.mock.calls[call]?.[1] ?? {};
const headersOf = (fetch: FetchMock, call = 0) =>
  initOf(fetch, call).headers as Record<string, string>;

describe('api.call: requests from the endpoint table', () => {
  it('sends JSON with cookies to the base URL, with the method and path of the endpoint', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { user: fixtureUser() }));
    const api = createApiClient({ baseUrl: 'https://amora.example/', fetch });

    const answer = await api.call('login', { body: { email: 'a@b.example', password: 'secret' } });

    expect(answer.user.email).toBe('alex@example.com');
    expect(urlOf(fetch)).toBe('https://amora.example/api/user.php');
    expect(initOf(fetch)).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.example', password: 'secret' }),
    });
    expect(initOf(fetch).signal).toBeInstanceOf(AbortSignal);
  });

  it('lets a call outlive the page when asked (keepalive), and no other', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { claim: null }));
    const api = createApiClient({ fetch });
    const body = { conversation: 7 };
    await api.call('releaseOperatorChat', { body }, { keepalive: true });
    await api.call('releaseOperatorChat', { body });
    expect(initOf(fetch, 0)).toMatchObject({ method: 'DELETE', keepalive: true });
    expect(initOf(fetch, 1)).not.toHaveProperty('keepalive');
  });

  it('adds the variant query of an endpoint and sends GET user.php with the request-type header', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { ok: true }));
    const api = createApiClient({ fetch });
    const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } };

    await api.call('subscribePush', { body: { subscription } });
    await api.call('getUser');
    await api.call('logout');

    expect([urlOf(fetch, 0), initOf(fetch, 0).method]).toEqual(['/api/user.php?push=1', 'POST']);
    expect(headersOf(fetch, 0)).not.toHaveProperty('request-type');
    expect([urlOf(fetch, 1), initOf(fetch, 1).method]).toEqual(['/api/user.php', 'GET']);
    expect(headersOf(fetch, 1)).toMatchObject({ 'request-type': 'client' });
    expect([urlOf(fetch, 2), initOf(fetch, 2).method]).toEqual(['/api/logout.php', 'POST']);
  });

  it('puts the query in the URL (empty values left out) and bodies of DELETE in JSON', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, {}));
    const api = createApiClient({ fetch });

    await api.call('searchMembers', {
      query: { gender: 'female', country: 'NL', countryregion: undefined, min_age: 25, page: 2 },
    });
    await api.call('geocode', { query: { lat: 52.5, lon: 13.4 } });
    await api.call('deletePhoto', { body: { id: 7 } });

    expect(urlOf(fetch, 0)).toBe('/api/search.php?gender=female&country=NL&min_age=25&page=2');
    expect(urlOf(fetch, 1)).toBe('/api/geocode.php?lat=52.5&lon=13.4');
    expect(initOf(fetch, 2)).toMatchObject({ method: 'DELETE', body: '{"id":7}' });
  });

  it('uploads a photo as multipart form data with an idempotency key, without a JSON type', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(201, { user: fixtureUser() }));
    const api = createApiClient({ fetch, createIdempotencyKey: () => 'key-1' });
    const body = new FormData();
    body.append('private', 'true');
    body.append('photo', new Blob(['jpeg bytes'], { type: 'image/jpeg' }));

    await api.call('uploadPhoto', { body });

    expect(urlOf(fetch)).toBe('/api/photos.php');
    expect(headersOf(fetch)).toEqual({ accept: 'application/json', 'idempotency-key': 'key-1' });
    expect(initOf(fetch).body).toBe(body);
  });

  it('gives the address of a download', () => {
    expect(createApiClient({ baseUrl: 'https://amora.example' }).urlOf('getMyData')).toBe(
      'https://amora.example/api/my-data.php',
    );
  });
});

describe('api.call: failures', () => {
  it('carries the code, minutes and field problem codes of an error answer', async () => {
    const body = {
      error: 'validation_failed',
      message: 'bad',
      fields: { password: 'too_long', name: 'Some old English sentence' },
    };
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(400, body));
    const api = createApiClient({ fetch });

    const error = await api.call('getSettings', { query: {} }).catch((caught) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'bad' });
    expect((error as ApiRequestError).fields).toEqual({ password: 'too_long', name: 'invalid' });
  });

  it('reports the lockout minutes of a 429 answer', async () => {
    const body = { error: 'account_locked', message: 'Too many attempts', minutes: 15 };
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(429, body));
    const api = createApiClient({ fetch });

    await expect(
      api.call('login', { body: { email: 'a@b.example', password: 'x' } }),
    ).rejects.toMatchObject({ status: 429, code: 'account_locked', minutes: 15 });
  });

  it('derives a code from the status when the body has none', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('Gone', { status: 404 }));
    const api = createApiClient({ fetch });

    await expect(api.call('getCompanyInfo')).rejects.toMatchObject({
      code: 'not_found',
      body: 'Gone',
    });
  });

  it('notifies listeners of a 403 authentication_required from any call but GET user.php', async () => {
    const body = {
      error: 'authentication_required',
      message: 'Log in',
      authentication_required: true,
    };
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(403, body));
    const api = createApiClient({ fetch });
    const listener = vi.fn();
    const unsubscribe = api.onAuthenticationRequired(listener);

    await expect(api.call('getUser')).rejects.toBeInstanceOf(ApiRequestError);
    expect(listener).not.toHaveBeenCalled();

    await expect(api.call('searchMembers', { query: {} })).rejects.toMatchObject({ status: 403 });
    await expect(api.call('updateUser', { body: { language: 'de' } })).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ code: 'authentication_required' });

    unsubscribe();
    await expect(api.call('logout')).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not notify for a 403 without the flag', async () => {
    const body = { error: 'forbidden_origin', message: 'Origin' };
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(403, body));
    const api = createApiClient({ fetch });
    const listener = vi.fn();
    api.onAuthenticationRequired(listener);

    await expect(api.call('logout')).rejects.toMatchObject({ code: 'forbidden_origin' });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('beacons', () => {
  it('sends the page-hidden notice as a JSON beacon to the endpoint, and answers nothing', async () => {
    const sent: { url: string; data: Blob }[] = [];
    const api = createApiClient({
      baseUrl: 'https://amora.example',
      sendBeacon: (url, data) => {
        sent.push({ url, data });
        return true;
      },
    });
    expect(api.beacon('pageHidden', {})).toBe(true);
    expect(sent.map((beacon) => beacon.url)).toEqual(['https://amora.example/api/page-hidden.php']);
    expect(sent[0]?.data.type).toBe('application/json');
    expect(await sent[0]?.data.text()).toBe('{}');
  });

  it('sends nothing where the browser has no beacons', () => {
    expect(createApiClient({ sendBeacon: undefined }).beacon('pageHidden', {})).toBe(false);
  });
});
