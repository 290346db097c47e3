import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
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
}

/** Opens the database and migrates it to the newest schema. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  const pglite = location.pglite ?? (location.databaseUrl ? undefined : folderPGlite(location));
  const database = new Kysely<Database>({ dialect: createDialect(location.databaseUrl, pglite) });
  await migrateToLatest(database);
  return { database, pglite };
}

function folderPGlite(location: DatabaseLocation): PGlite {
  const folder = join(location.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  return createPGlite({ dataDir: folder });
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
