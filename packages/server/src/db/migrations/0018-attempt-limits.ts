import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Limits that no client address can get around (issue 22). Wrong passwords are counted per account
 * and client address, and lock only that address out (`login_locks`), so that nobody can lock a
 * member out on purpose; the account-wide count slows guessing from many addresses. The old
 * account-wide lock (`members.locked_until`) goes: a lock lasts 15 minutes, so none is lost that
 * matters. `target_attempts` counts the answers given about one e-mail address or account (signups,
 * password resets, reactivations, e-mail changes, confirmation mails) whoever asks.
 */
export const attemptLimitsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .alterTable('login_failures')
      .addColumn('address', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    await database.schema
      .createIndex('login_failures_member_address')
      .on('login_failures')
      .columns(['member_id', 'address', 'failed_at'])
      .execute();
    await database.schema
      .createTable('login_locks')
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('locked_until', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('login_locks_pkey', ['member_id', 'address'])
      .execute();
    await database.schema.alterTable('members').dropColumn('locked_until').execute();
    await database.schema
      .createTable('target_attempts')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('target', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('target_attempts_target')
      .on('target_attempts')
      .columns(['site', 'kind', 'target', 'created_at'])
      .execute();
    await database.schema
      .createIndex('target_attempts_created')
      .on('target_attempts')
      .column('created_at')
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('target_attempts').execute();
    await database.schema.dropTable('login_locks').execute();
    await database.schema.alterTable('members').addColumn('locked_until', 'timestamptz').execute();
    await database.schema.dropIndex('login_failures_member_address').execute();
    await sql`alter table login_failures drop column address`.execute(database);
  },
};
