import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Idempotency keys: the first answer of a call that a client may send again. */
export const groundworkMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('idempotency_keys')
      .addColumn('site', 'text', (column) => column.notNull())
      // Who sent the key: `member:<id>` or `visitor`, so one member cannot replay another's answer.
      .addColumn('scope', 'text', (column) => column.notNull())
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('endpoint', 'text', (column) => column.notNull())
      .addColumn('fingerprint', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      // Null while the first request is being worked on.
      .addColumn('status', 'integer')
      .addColumn('response', 'text')
      .addPrimaryKeyConstraint('idempotency_keys_primary', ['site', 'scope', 'key'])
      .execute();
    await database.schema
      .createIndex('idempotency_keys_created_index')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('idempotency_keys').execute();
  },
};
