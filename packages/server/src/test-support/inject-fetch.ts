import { ENDPOINTS, type EndpointName } from '@dating/contract';
import type { FastifyInstance } from 'fastify';

/** A browser's `fetch` on one brand's site, answered by `app.inject` (no network). */
export interface InjectFetch {
  fetch: typeof globalThis.fetch;
  /** The endpoints the fetch was asked for, by the table's method, path and variant. */
  called: Set<EndpointName>;
}

/** The table's endpoint of a method and URL (a variant's query parameter decides between two). */
function endpointOf(method: string, url: URL): EndpointName | undefined {
  const matches = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => {
    const route = ENDPOINTS[name];
    return route.method === method && route.path === url.pathname;
  });
  return (
    matches.find((name) => {
      const route = ENDPOINTS[name];
      return 'variant' in route && url.searchParams.get(route.variant.name) === route.variant.value;
    }) ?? matches.find((name) => !('variant' in ENDPOINTS[name]))
  );
}

/**
 * A `fetch` for the site `http://<slug>.localhost:8080`, as its pages would call the API: it
 * sends the site's Origin, keeps the cookies the server sets (a cookie jar of one site) and
 * encodes FormData bodies as multipart, as a browser does. Every request goes to `app.inject`.
 */
export function injectFetch(app: FastifyInstance, slug: string): InjectFetch {
  const origin = `http://${slug}.localhost:8080`;
  const cookies = new Map<string, string>();
  const called = new Set<EndpointName>();
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input), origin);
    const method = init.method ?? 'GET';
    const name = endpointOf(method, url);
    if (name) called.add(name);
    // Encodes the body exactly as the browser's fetch would (multipart boundary included).
    const encoded = new Request(url, { method, headers: init.headers, body: init.body ?? null });
    const headers: Record<string, string> = {};
    encoded.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const payload = init.body === undefined ? undefined : Buffer.from(await encoded.arrayBuffer());
    const response = await app.inject({
      method: method as never,
      url: `${url.pathname}${url.search}`,
      headers: {
        ...headers,
        host: `${slug}.localhost:8080`,
        origin,
        ...(cookies.size
          ? { cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; ') }
          : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value && !(cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        cookies.set(cookie.name, cookie.value);
      } else {
        cookies.delete(cookie.name);
      }
    }
    const answerHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) answerHeaders.set(key, String(value));
    }
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answerHeaders,
    });
  };
  return { fetch, called };
}
