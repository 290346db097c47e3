import { tmpdir } from 'node:os';
import { PERSONAL_DATA_CATEGORIES } from '@dating/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/open-database.js';
import {
  clonedPGlite,
  describeOnPostgres,
  postgresSchema,
  postgresTestUser,
} from '../test-support/test-databases.js';
import { PERSONAL_DATA_COLUMNS, personalDataCategories } from './personal-data.js';

// The privacy policy names every kind of personal data the product keeps: each column of a freshly
// migrated database must be in PERSONAL_DATA_COLUMNS, with its category or null.

const postgresUser = await postgresTestUser;

/** `table.column` of every column of the database's schema (on PostgreSQL, the test's own). */
async function databaseColumns({ database }: OpenDatabase): Promise<string[]> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
    order by table_name, ordinal_position
  `.execute(database);
  return rows.map((row) => `${row.table_name}.${row.column_name}`);
}

/** `table.column` of every entry of the map. */
const mappedColumns = Object.entries(PERSONAL_DATA_COLUMNS).flatMap(([table, columns]) =>
  Object.keys(columns).map((column) => `${table}.${column}`),
);

const NOT_MAPPED =
  'Columns not in PERSONAL_DATA_COLUMNS: add each to packages/server/src/privacy/personal-data.ts ' +
  'with its category (or null, saying why it holds no personal data), and name it in the ' +
  'privacy policy if it is a new kind of data';
const STALE =
  'PERSONAL_DATA_COLUMNS names columns the database does not have: remove them from ' +
  'packages/server/src/privacy/personal-data.ts';
const UNUSED =
  'Categories of PERSONAL_DATA_CATEGORIES that no column holds: the privacy policy would name ' +
  'data the product does not keep';

describe('personal data categories', () => {
  it('uses every category the privacy policy names, in its order', () => {
    expect(personalDataCategories(), UNUSED).toEqual([...PERSONAL_DATA_CATEGORIES]);
  });
});

/** The two checks of one database's columns against the map. */
function columnChecks(columnsOf: () => string[]) {
  it('maps every column of the migrated database', () => {
    const columns = columnsOf();
    expect(columns.length).toBeGreaterThan(0);
    expect(
      columns.filter((column) => !mappedColumns.includes(column)),
      NOT_MAPPED,
    ).toEqual([]);
  });

  it('maps no column the database does not have', () => {
    const columns = columnsOf();
    expect(
      mappedColumns.filter((column) => !columns.includes(column)),
      STALE,
    ).toEqual([]);
  });
}

describe('personal data columns (PGlite)', () => {
  let columns: string[] = [];
  beforeAll(async () => {
    const open = await openDatabase({ pglite: await clonedPGlite(), dataDir: tmpdir() });
    columns = await databaseColumns(open);
    await open.close();
  });
  columnChecks(() => columns);
});

describeOnPostgres(postgresUser, 'personal data columns (PostgreSQL)', () => {
  let columns: string[] = [];
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const schema = await postgresSchema(postgresUser ?? 'postgres');
    drop = () => schema.drop();
    const open = await openDatabase({ databaseUrl: schema.databaseUrl, dataDir: tmpdir() });
    columns = await databaseColumns(open);
    await open.close();
  });
  afterAll(() => drop());
  columnChecks(() => columns);
});
