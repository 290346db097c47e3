import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

/** PostgreSQL type ids whose text form the server keeps as a string. */
const DATE_TYPE = 1082;

/** Where the data lives: a real PostgreSQL, an open PGlite, or a PGlite folder. */
export interface DatabaseLocation {
  databaseUrl?: string | undefined;
  pglite?: PGlite | undefined;
  dataDir: string;
  /**
   * Told of every PostgreSQL connection of the pool that broke (a restart, a failover,
   * `pg_terminate_backend`, a proxy's idle timeout); the pool replaces it with a new one.
   * Default: the error is written to stderr.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}

/** Creates a PGlite that reads dates as ISO strings, as the pg driver is told to. */
export function createPGlite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): PGlite {
  return new PGlite({
    ...options,
    parsers: { [DATE_TYPE]: (value: string) => value },
  });
}

/** An open database: Kysely over it, and the PGlite behind it when it is one. */
export interface OpenDatabase {
  database: Kysely<Database>;
  /** The embedded database, or undefined on PostgreSQL (the job queue talks to it directly). */
  pglite: PGlite | undefined;
  /** Closes the database and lets another process open its folder. */
  close(): Promise<void>;
}

/**
 * Opens the database and migrates it to the newest schema. A PGlite folder is locked for this
 * process while it is open (`lockDataDir`).
 */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  const folder = location.pglite || location.databaseUrl ? undefined : pgliteFolder(location);
  const release = folder ? lockDataDir(`${folder}.lock`) : () => {};
  const pglite = location.pglite ?? (folder ? createPGlite({ dataDir: folder }) : undefined);
  const onConnectionError =
    location.onConnectionError ??
    ((error: Error) => console.error(`A database connection broke: ${error.message}`));
  const database = new Kysely<Database>({
    dialect: createDialect(location.databaseUrl, pglite, onConnectionError),
  });
  const close = async () => {
    await database.destroy();
    release();
  };
  try {
    await migrateToLatest(database);
  } catch (error) {
    await close();
    throw error;
  }
  return { database, pglite, close };
}

function pgliteFolder(location: DatabaseLocation): string {
  const folder = join(location.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * How long a request waits for a connection of the pool (its turn in a burst included) before it
 * is answered 503: a database that is down refuses at once, this bounds one that does not answer.
 */
const CONNECT_TIMEOUT_MS = 30_000;

/**
 * A pool of PostgreSQL connections that survives losing them. A connection that breaks while idle
 * makes the pool emit `error`, and one that breaks while a request holds it makes the client
 * emit `error`: without listeners either ends the process. Both are told to `onConnectionError`;
 * the pool drops the broken connection (a query on it fails, and the request answers 503, see
 * `isConnectionLost`) and opens new ones as requests need them.
 */
function createPool(databaseUrl: string, onConnectionError: (error: Error) => void): pg.Pool {
  const types = {
    getTypeParser: (id: number, format?: 'text' | 'binary') =>
      id === DATE_TYPE ? (value: string) => value : pg.types.getTypeParser(id, format),
  };
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // The client's own listener reports it; this one only keeps the process alive.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return pool;
}

function createDialect(
  databaseUrl: string | undefined,
  pglite: PGlite | undefined,
  onConnectionError: (error: Error) => void,
) {
  if (pglite) return new PGliteDialect({ pglite });
  if (databaseUrl) return new PostgresDialect({ pool: createPool(databaseUrl, onConnectionError) });
  throw new Error('No database: give a DATABASE_URL or a PGlite');
}
