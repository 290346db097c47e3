import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** An outbox whose rows are claimed by {@link claimDue}. */
export interface LeasedOutbox<Column extends string> {
  table: 'sandbox_deliveries' | 'postbacks';
  /** When a row is due; a claim moves it one lease ahead. */
  dueColumn: Column;
  /** When a row was done (delivered, sent); null until then. */
  doneColumn: Column;
  /** A row tried this often is given up. */
  maxAttempts: number;
  leaseMs: number;
  batchSize: number;
}

/**
 * Claims the due rows of an outbox, oldest first, for one sender: each row's `attempts` counts
 * the try and its due time moves one lease ahead, in one statement whose rows are locked with
 * SKIP LOCKED, so that several server processes never claim one row at the same time. A sender
 * that dies before it marks a row done leaves it to the next claim after the lease.
 * @returns the columns asked for of the claimed rows.
 */
export async function claimDue<Row extends object>(
  database: Kysely<Database>,
  outbox: LeasedOutbox<string>,
  columns: readonly (keyof Row & string)[],
  now: number,
): Promise<Row[]> {
  const { table, dueColumn, doneColumn } = outbox;
  const { rows } = await sql<Row>`
    update ${sql.table(table)}
    set attempts = attempts + 1, ${sql.ref(dueColumn)} = ${new Date(now + outbox.leaseMs)}
    where id in (
      select id from ${sql.table(table)}
      where ${sql.ref(doneColumn)} is null and attempts < ${outbox.maxAttempts}
        and ${sql.ref(dueColumn)} <= ${new Date(now)}
      order by ${sql.ref(dueColumn)}, id
      limit ${outbox.batchSize}
      for update skip locked
    )
    returning ${sql.join(columns.map((column) => sql.ref(column)))}
  `.execute(database);
  return rows;
}
