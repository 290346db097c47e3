import { apiErrorSchema, ENDPOINT_NAMES, ENDPOINTS, type EndpointName } from '@dating/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '../accounts/sessions.js';
import { ENDPOINT_SAMPLES } from '../test-support/endpoint-samples.js';
import { memberBrowser } from '../test-support/site-client.js';
import { describeEachDatabase, siteHeaders, type TestServer } from '../test-support/test-server.js';

const ORIGIN = 'http://amora.localhost:8080';
const SECRET = 'fuzz-webhook-secret';

/** Values that have broken servers: wrong types, NUL, huge and odd numbers, long text, nesting. */
const nested = (depth: number): unknown => (depth === 0 ? 'deep' : [nested(depth - 1)]);
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  0.5,
  '',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  'x'.repeat(20_000),
  [],
  ['\u0000'],
  {},
  { __proto__: { polluted: true } },
  nested(60),
];

/** Whole bodies that are not what any endpoint expects. */
const HOSTILE_BODIES: string[] = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":',
  'null',
  '"text"',
  '12345678901234567890',
  '[]',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"a":"${'\\u0000'.repeat(100)}"}`,
];

/** Query values that are not what any endpoint expects. */
const HOSTILE_QUERY_VALUES = ['%00', '99999999999999999999', '-1', 'abc', '', '1e400', '%E0%A4%A'];

const BOUNDARY = 'fuzz-boundary';
/** Multipart bodies that are broken in the ways clients and attackers break them. */
const HOSTILE_UPLOADS: string[] = [
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8 cut`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nnot an image\r\n--${BOUNDARY}--\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="other"; filename="a.jpg"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="private"\r\n\r\n\u0000\r\n--${BOUNDARY}--\r\n`,
  `--${BOUNDARY}--\r\n`,
  'no boundary at all',
  `--other\r\nContent-Disposition: form-data; name="photo"\r\n\r\nx\r\n--other--\r\n`,
];

interface Probe {
  query?: string;
  body?: string;
  contentType?: string;
}

/** The probes of one endpoint: every field of its sample set to every hostile value, and more. */
function probesOf(name: EndpointName): Probe[] {
  const sample = ENDPOINT_SAMPLES[name];
  const probes: Probe[] = [];
  const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });
  if (sample.body) {
    for (const field of Object.keys(sample.body)) {
      for (const value of HOSTILE_VALUES) probes.push(json({ ...sample.body, [field]: value }));
      probes.push(
        json(Object.fromEntries(Object.entries(sample.body).filter(([key]) => key !== field))),
      );
    }
  }
  for (const body of HOSTILE_BODIES) probes.push({ body, contentType: 'application/json' });
  probes.push({ body: 'x'.repeat(2 * 1024 * 1024), contentType: 'application/json' });
  probes.push({ body: 'email=a', contentType: 'application/x-www-form-urlencoded' });
  const query = sample.query ?? { extra: 1 };
  for (const field of Object.keys(query)) {
    for (const value of HOSTILE_QUERY_VALUES) {
      const rest = Object.entries(query).filter(([key]) => key !== field);
      const others = rest.map(([key, given]) => `${key}=${encodeURIComponent(String(given))}`);
      probes.push({ query: [...others, `${field}=${value}`, `${field}=${value}`].join('&') });
    }
  }
  if (name === 'uploadPhoto') {
    for (const body of HOSTILE_UPLOADS) {
      probes.push({ body, contentType: `multipart/form-data; boundary=${BOUNDARY}` });
    }
  }
  return probes;
}

async function send(
  server: TestServer,
  name: EndpointName,
  probe: Probe,
  session: string | undefined,
): Promise<LightMyRequestResponse> {
  const route = ENDPOINTS[name];
  const variant = 'variant' in route ? `${route.variant.name}=${route.variant.value}` : '';
  const query = [variant, probe.query].filter(Boolean).join('&');
  return server.app.inject({
    method: route.method,
    url: `${route.path}${query ? `?${query}` : ''}`,
    headers: siteHeaders('amora', {
      origin: ORIGIN,
      authorization: `Bearer ${SECRET}`,
      'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}`,
      ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
    }),
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
    ...(probe.body === undefined || route.method === 'GET' ? {} : { payload: probe.body }),
  });
}

describeEachDatabase('fuzzing every endpoint', (start) => {
  it('never answers 500, and answers every refusal in the API error format', async () => {
    const server = await start({ mailWebhookSecret: SECRET, paymentSandboxSecret: SECRET });
    const failures: string[] = [];
    let requests = 0;
    for (const name of ENDPOINT_NAMES) {
      // A member of its own for each endpoint: a probe may log out, sign up or delete the account.
      const { browser } = await memberBrowser(server, {
        email: `${name.toLowerCase()}@amora.example`,
      });
      const session = browser.session();
      for (const probe of probesOf(name)) {
        for (const as of [session, undefined]) {
          const response = await send(server, name, probe, as);
          requests += 1;
          const where = `${name} ${as ? 'member' : 'visitor'} ${JSON.stringify(probe).slice(0, 160)}`;
          if (response.statusCode >= 500)
            failures.push(`${response.statusCode} ${where} ${response.body}`);
          else if (
            response.statusCode >= 400 &&
            !apiErrorSchema.safeParse(response.json()).success
          ) {
            failures.push(`not the error format: ${where} ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(2500);
  }, 600_000);
});
