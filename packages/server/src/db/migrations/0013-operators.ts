import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Operators: the brand's team, who answer for its fictional profiles in the operator inbox. An
 * operator belongs to one brand, logs in with an e-mail address and password of their own (never
 * a member's), and is switched off rather than deleted: every answer keeps the operator who wrote
 * it (`messages.operator_id`), for as long as the message exists.
 */
export const operatorsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('operators')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('disabled_at', 'timestamptz')
      .addUniqueConstraint('operators_site_email', ['site', 'email'])
      .execute();
    await database.schema
      .createTable('operator_sessions')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('operator_id', 'integer', (column) =>
        column.notNull().references('operators.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('operator_sessions_operator')
      .on('operator_sessions')
      .column('operator_id')
      .execute();
    // No cascade: an operator with answers cannot be deleted, only switched off.
    await database.schema
      .alterTable('messages')
      .addColumn('operator_id', 'integer', (column) => column.references('operators.id'))
      .execute();
    // The answers of one operator (the CLI counts them), without a scan of every message.
    await sql`create index messages_operator on messages (operator_id) where operator_id is not null`.execute(
      database,
    );
  },
  async down(database: Kysely<unknown>) {
    await database.schema.alterTable('messages').dropColumn('operator_id').execute();
    await database.schema.dropTable('operator_sessions').execute();
    await database.schema.dropTable('operators').execute();
  },
};
