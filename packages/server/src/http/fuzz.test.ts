import {
  apiErrorSchema,
  ENDPOINT_NAMES,
  ENDPOINT_SCHEMAS,
  ENDPOINTS,
  type EndpointName,
} from '@dating/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { SESSION_COOKIE } from '../accounts/sessions.js';
import { addTeamOperator } from '../operators/team.js';
import { ENDPOINT_SAMPLES } from '../test-support/endpoint-samples.js';
import { memberBrowser, siteClient } from '../test-support/site-client.js';
import { describeEachDatabase, siteHeaders, type TestServer } from '../test-support/test-server.js';
import { OPERATOR_COOKIE } from './session-cookie.js';

const ORIGIN = 'http://amora.localhost:8080';
const SECRET = 'fuzz-webhook-secret';

/**
 * Values that have broken servers: wrong types, NUL, huge and odd numbers, blank and
 * whitespace-only text, control characters, oversized text, nesting.
 */
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
  ' ',
  ' \t\n\r ',
  '\u00a0\u2003',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  'a\u0008b\u001b[31mc\u007f',
  '\u202Eevil',
  '\ud800',
  'x'.repeat(20_000),
  ' '.repeat(20_000),
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
const HOSTILE_QUERY_VALUES = [
  '%00',
  '99999999999999999999',
  '-1',
  'abc',
  '',
  '%20',
  '%20%09%0A',
  '%01%02%1F',
  '%7F',
  '1e400',
  '%E0%A4%A',
  'x'.repeat(5000),
];

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

/** The paths of every field of a sample body, nested objects' fields included. */
function fieldPaths(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, key];
    const nested =
      inner !== null && typeof inner === 'object' && !Array.isArray(inner)
        ? fieldPaths(inner as Record<string, unknown>, path)
        : [];
    return [path, ...nested];
  });
}

/** A copy of `body` with the field at `path` set to `value` (or left out when undefined). */
function withField(body: Record<string, unknown>, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const copy: Record<string, unknown> = { ...body };
  if (rest.length) copy[key] = withField(copy[key] as Record<string, unknown>, rest, value);
  else if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

/** The top-level fields a request schema knows (its object's shape), sample or not. */
function schemaFields(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Every field path of a sample, and the schema's fields the sample leaves out. */
function pathsOf(sample: Record<string, unknown>, schema: unknown): string[][] {
  const paths = fieldPaths(sample);
  const missing = schemaFields(schema).filter((field) => !(field in sample));
  return [...paths, ...missing.map((field) => [field])];
}

/**
 * The probes of one endpoint: every field of its request schema (and every nested field of its
 * sample) set to every hostile value and left out, and more.
 */
function probesOf(name: EndpointName): Probe[] {
  const sample = ENDPOINT_SAMPLES[name];
  const schemas = ENDPOINT_SCHEMAS[name] as { body?: unknown; query?: unknown };
  const probes: Probe[] = [];
  const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });
  if (sample.body || schemas.body) {
    const body = sample.body ?? {};
    for (const path of pathsOf(body, schemas.body)) {
      for (const value of [...HOSTILE_VALUES, undefined]) {
        probes.push(json(withField(body, path, value)));
      }
    }
  }
  for (const body of HOSTILE_BODIES) probes.push({ body, contentType: 'application/json' });
  probes.push({ body: 'x'.repeat(2 * 1024 * 1024), contentType: 'application/json' });
  probes.push({ body: 'email=a', contentType: 'application/x-www-form-urlencoded' });
  const query = sample.query ?? { extra: 1 };
  for (const field of new Set([...Object.keys(query), ...schemaFields(schemas.query)])) {
    for (const value of HOSTILE_QUERY_VALUES) {
      const rest = Object.entries(query).filter(([key]) => key !== field);
      const others = rest.map(([key, given]) => `${key}=${encodeURIComponent(String(given))}`);
      // Once, and twice (which some parsers make an array).
      probes.push({ query: [...others, `${field}=${value}`].join('&') });
      probes.push({ query: [...others, `${field}=${value}`, `${field}=${value}`].join('&') });
    }
  }
  if (name === 'uploadPhoto' || name === 'sendPhotoMessage') {
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
  cookies: Record<string, string> | undefined,
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
    ...(cookies ? { cookies } : {}),
    ...(probe.body === undefined || route.method === 'GET' ? {} : { payload: probe.body }),
  });
}

/** The cookie of a new admin of Amora (who may call every back-office endpoint), logged in. */
async function operatorSession(server: TestServer, email: string): Promise<Record<string, string>> {
  const password = 'operator password for fuzzing';
  const fields = { email, name: 'Sam', roles: ['admin' as const] };
  await addTeamOperator(server.database, 'amora', null, fields, server.clock.now(), password);
  const browser = siteClient(server.app, 'amora');
  const login = await browser.post('/api/operator/session.php', { email, password });
  if (login.statusCode !== 200) throw new Error(`Operator login failed: ${login.body}`);
  return { [OPERATOR_COOKIE]: browser.cookie(OPERATOR_COOKIE) ?? '' };
}

describeEachDatabase('fuzzing every endpoint', (start) => {
  it('never answers 500, and answers every refusal in the API error format', async () => {
    const server = await start({ mailWebhookSecret: SECRET, paymentSandboxSecret: SECRET });
    const failures: string[] = [];
    let requests = 0;
    for (const name of ENDPOINT_NAMES) {
      // A member (or operator) of its own for each endpoint: a probe may log out, sign up or
      // delete the account.
      const email = `${name.toLowerCase()}@amora.example`;
      const session =
        ENDPOINT_SCHEMAS[name].access === 'operator'
          ? await operatorSession(server, email)
          : { [SESSION_COOKIE]: (await memberBrowser(server, { email })).browser.session() ?? '' };
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
