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
  const database = new Kysely<Database>({ dialect: createDialect(location.databaseUrl, pglite) });
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

function createDialect(databaseUrl: string | undefined, pglite: PGlite | undefined) {
  if (pglite) return new PGliteDialect({ pglite });
  if (databaseUrl) {
    const types = {
      getTypeParser: (id: number, format?: 'text' | 'binary') =>
        id === DATE_TYPE ? (value: string) => value : pg.types.getTypeParser(id, format),
    };
    return new PostgresDialect({
      pool: new pg.Pool({ connectionString: databaseUrl, types, max: 10 }),
    });
  }
  throw new Error('No database: give a DATABASE_URL or a PGlite');
}
