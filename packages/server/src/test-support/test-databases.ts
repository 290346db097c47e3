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
 * Whether something answers on PostgreSQL's port. A closed port refuses at once; the timeout is
 * only for a port that swallows packets, and is generous because a worker busy importing under a
 * full test run once took longer than 500 ms and silently skipped a PostgreSQL suite.
 */
function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: POSTGRES.host, port: POSTGRES.port });
    socket.setTimeout(5000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function postgresUser(): Promise<string | undefined> {
  for (const user of ['postgres', 'root', process.env.USER].filter(Boolean) as string[]) {
    const client = new pg.Client({ ...POSTGRES, user });
    try {
      await client.connect();
      await client.end();
      return user;
    } catch {
      await client.end().catch(() => {});
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
