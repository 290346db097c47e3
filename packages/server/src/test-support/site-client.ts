import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type InjectPayload = InjectOptions['payload'];

import type { OperatorRole } from '@dating/contract';
import { SESSION_COOKIE } from '../accounts/sessions.js';
import type { NewMember } from '../db/schema.js';
import type { OutboxEntry } from '../mail/outbox.js';
import { addTeamOperator } from '../operators/team.js';
import { addMember, siteHeaders, TEST_PASSWORD, type TestServer } from './test-server.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser on one brand's site: sends its Host and Origin and keeps the cookies it is given. */
export interface SiteClient {
  request(
    method: Method,
    url: string,
    payload?: InjectPayload,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: InjectPayload): Promise<LightMyRequestResponse>;
  put(url: string, payload?: InjectPayload): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: InjectPayload): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: InjectPayload): Promise<LightMyRequestResponse>;
  /** The session cookie the browser holds, if any. */
  session(): string | undefined;
  /** A cookie the browser holds, if any. */
  cookie(name: string): string | undefined;
  /** Forgets the cookies (another browser). */
  clearCookies(): void;
}

/**
 * A browser on `http://<slug>.localhost:8080`, connecting from `address` (the client address the
 * server sees; 127.0.0.1 unless given).
 */
export function siteClient(
  app: FastifyInstance,
  slug: string,
  { address }: { address?: string } = {},
): SiteClient {
  const jar = new Map<string, string>();
  const origin = `http://${slug}.localhost:8080`;
  const client: SiteClient = {
    async request(method, url, payload, headers = {}) {
      const response = await app.inject({
        method,
        url,
        headers: siteHeaders(slug, { origin, ...headers }),
        cookies: Object.fromEntries(jar),
        ...(address ? { remoteAddress: address } : {}),
        ...(payload === undefined ? {} : { payload }),
      });
      for (const cookie of response.cookies) {
        if (cookie.value) jar.set(cookie.name, cookie.value);
        else jar.delete(cookie.name);
      }
      return response;
    },
    get: (url) => client.request('GET', url),
    post: (url, payload) => client.request('POST', url, payload),
    put: (url, payload) => client.request('PUT', url, payload),
    patch: (url, payload) => client.request('PATCH', url, payload),
    delete: (url, payload) => client.request('DELETE', url, payload),
    session: () => jar.get(SESSION_COOKIE),
    cookie: (name) => jar.get(name),
    clearCookies() {
      jar.clear();
    },
  };
  return client;
}

/** The outbox of a brand, newest first (GET /dev/mail.json). */
export async function outbox(app: FastifyInstance, slug: string): Promise<OutboxEntry[]> {
  const response = await app.inject({ url: '/dev/mail.json', headers: siteHeaders(slug) });
  return response.json() as OutboxEntry[];
}

/** The newest mail to an address, failing the test when there is none. */
export async function newestMailTo(
  app: FastifyInstance,
  slug: string,
  to: string,
): Promise<OutboxEntry> {
  const mail = (await outbox(app, slug)).find((entry) => entry.to === to);
  if (!mail) throw new Error(`No mail to ${to} in the outbox of ${slug}`);
  return mail;
}

/**
 * The code of the newest text message to `phone` in the brand's developer outbox (/dev/sms.json):
 * the six digits it starts with.
 */
export async function newestSmsCodeTo(
  app: FastifyInstance,
  slug: string,
  phone: string,
): Promise<string> {
  const answer = await app.inject({ url: '/dev/sms.json', headers: { host: `${slug}.localhost` } });
  const texts = answer.json<{ to: string; text: string }[]>();
  const code = texts.find((text) => text.to === phone)?.text.match(/^\d{6}/)?.[0];
  if (!code) throw new Error(`No text with a code to ${phone} in the outbox of ${slug}`);
  return code;
}

/** The `token` query value of a mail's first link. */
export function tokenOf(mail: OutboxEntry): string {
  const link = mail.links[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`The mail "${mail.subject}" has no link with a token`);
  return token;
}

/**
 * Adds an active member to Amora (or the site in `values`) and returns a browser logged in as
 * that member, with the member's id.
 */
export async function memberBrowser(
  server: TestServer,
  values: Partial<NewMember> & { email: string },
): Promise<{ browser: SiteClient; id: number }> {
  const site = values.site ?? 'amora';
  const id = await addMember(server.database, { site, ...values });
  const browser = siteClient(server.app, site);
  const login = await browser.post('/api/user.php', {
    email: values.email,
    password: TEST_PASSWORD,
  });
  if (login.statusCode !== 200) throw new Error(`Login of ${values.email} failed: ${login.body}`);
  return { browser, id };
}

/** The password of the operators `teamBrowser` adds. */
const OPERATOR_TEST_PASSWORD = 'operator password for tests';

/**
 * Adds an operator with these roles to a brand (Amora by default) and returns a browser logged in
 * to its back office, named `{name}@{site}.example`.
 */
export async function teamBrowser(
  server: TestServer,
  { name, roles, site = 'amora' }: { name: string; roles: OperatorRole[]; site?: string },
): Promise<SiteClient> {
  const email = `${name.toLowerCase()}@${site}.example`;
  const fields = { email, name, roles };
  const now = server.clock.now();
  await addTeamOperator(server.database, site, null, fields, now, OPERATOR_TEST_PASSWORD);
  const browser = siteClient(server.app, site);
  const login = await browser.post('/api/operator/session.php', {
    email,
    password: OPERATOR_TEST_PASSWORD,
  });
  if (login.statusCode !== 200) throw new Error(`Operator login failed: ${login.body}`);
  return browser;
}
