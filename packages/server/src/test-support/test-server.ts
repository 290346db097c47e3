import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { afterEach, describe } from 'vitest';
import { hashPassword } from '../accounts/passwords.js';
import type { Database, NewMember, NewPhoto } from '../db/schema.js';
import { createServer, type DatingServer, type ServerOptions } from '../server.js';
import { createFakeClock, type FakeClock } from './fake-clock.js';
import { createFixtureSites } from './fixture-sites.js';
import {
  clonedPGlite,
  describeOnPostgres,
  postgresSchema,
  postgresTestUser,
} from './test-databases.js';

/** A server on the fixture sites with a fake clock. */
export interface TestServer extends DatingServer {
  clock: FakeClock;
  dataDir: string;
  sitesDir: string;
  /** The PGlite of the PGlite variant. */
  pglite?: PGlite | undefined;
  /** The address of the PostgreSQL variant's schema. */
  databaseUrl?: string | undefined;
}

/** Options of a test server (the rest are the test defaults below). */
type TestServerOptions = Pick<
  ServerOptions,
  | 'seedDemo'
  | 'rateLimits'
  | 'mailWebhookSecret'
  | 'paymentSandboxSecret'
  | 'smsWebhookUrl'
  | 'smsWebhookToken'
  | 'sandboxChaos'
  | 'mollieApiKeys'
  | 'mollieApiEndpoint'
  | 'devMail'
  | 'localPort'
  | 'logger'
  | 'jobs'
  | 'messageLimits'
  | 'controlSocket'
>;

/** No background jobs (tests run them with the fake clock) and limits no test reaches by chance. */
const TEST_DEFAULTS = {
  jobs: false,
  devMail: true,
  localPort: 8080,
  rateLimits: {
    login: { max: 1000, windowMs: 60_000 },
    signup: { max: 1000, windowMs: 60_000 },
    mail: { max: 1000, windowMs: 60_000 },
    payments: { max: 1000, windowMs: 60_000 },
  },
} satisfies Partial<ServerOptions>;

/** Starts a test server (closed after the test). */
export type StartTestServer = (options?: TestServerOptions) => Promise<TestServer>;

const postgresUser = await postgresTestUser;
const sitesDir = createFixtureSites();
const sharedDataDir = mkdtempSync(join(tmpdir(), 'dating-data-'));

/**
 * Runs the same tests on PGlite and on the real PostgreSQL at 127.0.0.1:5432; the PostgreSQL
 * variant is skipped when nothing answers there, except in CI (`describeOnPostgres`). Servers
 * started by `start` close after each test.
 */
export function describeEachDatabase(title: string, body: (start: StartTestServer) => void): void {
  const variants: { name: string; postgres: boolean; start: StartTestServer }[] = [
    {
      name: 'PGlite',
      postgres: false,
      start: async (options) => {
        const clock = createFakeClock();
        const pglite = await clonedPGlite();
        // A server that answers commands has a data folder of its own, for its control socket.
        const dataDir = options?.controlSocket
          ? mkdtempSync(join(tmpdir(), 'dating-control-'))
          : sharedDataDir;
        const server = await createServer({
          sitesDir,
          dataDir,
          pglite,
          clock,
          ...TEST_DEFAULTS,
          ...options,
        });
        return { ...server, clock, dataDir, sitesDir, pglite };
      },
    },
    {
      name: 'PostgreSQL',
      postgres: true,
      start: async (options) => {
        const schema = await postgresSchema(postgresUser ?? 'postgres');
        const clock = createFakeClock();
        const server = await createServer({
          sitesDir,
          dataDir: sharedDataDir,
          databaseUrl: schema.databaseUrl,
          clock,
          ...TEST_DEFAULTS,
          ...options,
        }).catch(async (error: unknown) => {
          await schema.drop();
          throw error;
        });
        return {
          ...server,
          clock,
          dataDir: sharedDataDir,
          sitesDir,
          databaseUrl: schema.databaseUrl,
          close: async () => {
            await server.close();
            await schema.drop();
          },
        };
      },
    },
  ];
  for (const variant of variants) {
    const suite = () => {
      const open: TestServer[] = [];
      afterEach(async () => {
        await Promise.all(open.splice(0).map((server) => server.close()));
      });
      body(async (options) => {
        const server = await variant.start(options);
        open.push(server);
        return server;
      });
    };
    const name = `${title} (${variant.name})`;
    if (variant.postgres) describeOnPostgres(postgresUser, name, suite);
    else describe(name, suite);
  }
}

/**
 * Two servers on one fresh schema of the real PostgreSQL (in this process, with a fake clock and
 * no jobs), as several processes behind a proxy share one database; `close()` closes both and
 * drops the schema.
 */
export async function twoServersOnPostgres(
  user: string,
): Promise<{ first: DatingServer; second: DatingServer; close(): Promise<void> }> {
  const schema = await postgresSchema(user);
  const options = {
    sitesDir,
    dataDir: sharedDataDir,
    databaseUrl: schema.databaseUrl,
    clock: createFakeClock(),
    ...TEST_DEFAULTS,
  };
  const first = await createServer(options);
  const second = await createServer(options);
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
      await schema.drop();
    },
  };
}

/** A member's credits as stored now. */
export async function creditsOf(server: Pick<DatingServer, 'database'>, memberId: number) {
  const row = await server.database
    .selectFrom('members')
    .select('credits')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.credits;
}

let passwordHash: Promise<string> | undefined;
/** The password of members added by {@link addMember}. */
export const TEST_PASSWORD = 'correct horse battery';

/** Adds an active member to a site; details default to a 30-year-old woman in Amsterdam. */
export async function addMember(
  database: Kysely<Database>,
  values: Partial<NewMember> & { site: string; email: string },
): Promise<number> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const { id } = await database
    .insertInto('members')
    .values({
      password_hash: await passwordHash,
      status: 'active',
      language: 'nl',
      signup_date: new Date(Date.UTC(2026, 0, 1)),
      name: 'Test',
      gender: 'female',
      sexuality: 'hetero',
      date_of_birth: '1996-01-01',
      country: 'NL',
      region: 'NL-NH',
      city: 'Amsterdam',
      hair_color: null,
      eye_color: null,
      body_type: null,
      relationship_status: null,
      tattoos: null,
      notes: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Adds a photo of a member as an upload leaves it once approved: active, public, its files under
 * the member's id; `values` over that (its position, `private`, `status`, the files).
 */
export async function addPhotoRow(
  database: Kysely<Database>,
  memberId: number,
  values: Partial<NewPhoto> = {},
): Promise<void> {
  await database
    .insertInto('photos')
    .values({
      member_id: memberId,
      filename: `${memberId}/photo.jpg`,
      thumb: `${memberId}/photo-thumb.jpg`,
      thumb_2x: null,
      status: 'active',
      private: false,
      created_at: new Date(Date.UTC(2026, 0, 1)),
      ...values,
    })
    .execute();
}

/** Headers of a browser request to a brand's local host. */
export function siteHeaders(
  slug: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { host: `${slug}.localhost:8080`, ...extra };
}
