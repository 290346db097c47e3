import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { describe, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { createPGlite } from '../db/open-database.js';
import type { Database } from '../db/schema.js';

/** The real PostgreSQL the machine may run (trust auth, database `test`). */
const POSTGRES = { host: '127.0.0.1', port: 5432, database: 'test' };

/**
 * How long the probe keeps trying a PostgreSQL that is there but slow to answer. A machine whose
 * cores are busy (a full test run beside stress-ng) once answered neither the port within 5 s nor
 * a login at once, and a suite that needs PostgreSQL failed in CI as if none were there.
 */
const PROBE_PATIENCE_MS = 60_000;

/** One try to reach PostgreSQL's port: `refused` (a closed port answers at once), or not yet. */
function reachPort(): Promise<'open' | 'refused' | 'no answer'> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: POSTGRES.host, port: POSTGRES.port });
    socket.setTimeout(5000);
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'no answer'),
    );
    socket.once('timeout', () => {
      socket.destroy();
      resolve('no answer');
    });
  });
}

/**
 * Whether PostgreSQL answers on its port: no when the port is closed; while it only does not
 * answer yet (a busy machine, a port that swallows packets), asked again until
 * {@link PROBE_PATIENCE_MS} has passed.
 */
async function postgresAnswers(): Promise<boolean> {
  const deadline = Date.now() + PROBE_PATIENCE_MS;
  for (;;) {
    const reached = await reachPort();
    if (reached !== 'no answer') return reached === 'open';
    if (Date.now() > deadline) return false;
  }
}

/** Errors of a login that say the user cannot log in; any other error is tried again. */
const LOGIN_REFUSED = new Set(['28000', '28P01', '3D000']);

async function postgresUser(): Promise<string | undefined> {
  const deadline = Date.now() + PROBE_PATIENCE_MS;
  const users = ['postgres', 'root', process.env.USER].filter(Boolean) as string[];
  for (const user of users) {
    for (;;) {
      const client = new pg.Client({ ...POSTGRES, user, connectionTimeoutMillis: 10_000 });
      try {
        await client.connect();
        await client.end();
        return user;
      } catch (error) {
        await client.end().catch(() => {});
        const code = (error as { code?: string }).code ?? '';
        // This user may not log in: the next one. Too many clients, a database starting up, a
        // timeout: the same user again, a little later, until the probe's patience ends.
        if (LOGIN_REFUSED.has(code) || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
  return undefined;
}

/** The PostgreSQL user to connect as, or undefined when no PostgreSQL is usable. */
export const postgresTestUser: Promise<string | undefined> = postgresAnswers().then((answers) =>
  answers ? postgresUser() : undefined,
);

/**
 * What becomes of a suite that needs the real PostgreSQL: it runs when one answers; without one it
 * is skipped on a developer's machine, but fails in CI (`CI=true`), so that a database missing
 * there is never a silent green.
 */
export function postgresSuiteMode(
  user: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): 'run' | 'skip' | 'fail' {
  if (user) return 'run';
  return env.CI === 'true' ? 'fail' : 'skip';
}

/** `describe` for a suite on the real PostgreSQL, as {@link postgresSuiteMode} decides. */
export function describeOnPostgres(
  user: string | undefined,
  title: string,
  body: () => void,
): void {
  const mode = postgresSuiteMode(user);
  if (mode === 'run') describe(title, body);
  else if (mode === 'skip') describe.skip(title, body);
  else {
    describe(title, () => {
      it('needs PostgreSQL', () => {
        throw new Error(
          `No PostgreSQL answers at ${POSTGRES.host}:${POSTGRES.port} (database ${POSTGRES.database}, trust auth); in CI (CI=true) its suites may not be skipped`,
        );
      });
    });
  }
}

let baseDump: Promise<File | Blob> | undefined;

/** A migrated PGlite, cloned from one prepared once per test file (much faster than a fresh one). */
export async function clonedPGlite(
  prepare?: (database: Kysely<Database>) => Promise<void>,
): Promise<PGlite> {
  baseDump ??= (async () => {
    const base = createPGlite();
    const database = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: base }) });
    await migrateToLatest(database);
    if (prepare) await prepare(database);
    const dump = await base.dumpDataDir('none');
    await database.destroy();
    return dump;
  })();
  const clone = createPGlite({ loadDataDir: await baseDump });
  await clone.waitReady;
  return clone;
}

/** A fresh, empty schema in the real PostgreSQL; its URL selects it, `drop()` removes it. */
export async function postgresSchema(
  user: string,
): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ ...POSTGRES, user });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return {
    databaseUrl: `postgres://${user}@${POSTGRES.host}:${POSTGRES.port}/${POSTGRES.database}?options=${options}`,
    async drop() {
      const client = new pg.Client({ ...POSTGRES, user });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      // The job queue of a server on this schema keeps its tables beside it.
      await client.query(`drop schema if exists ${schema}_pgboss cascade`);
      await client.end();
    },
  };
}
