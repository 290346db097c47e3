import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The notes the chat team keeps on a member and the persona they write with: one per pair, with
 * who changed it last. A note goes with either member (erased with the account's data).
 */
export const operatorNotesMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('operator_notes')
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('persona_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_by', 'integer', (column) =>
        column.references('operators.id').onDelete('set null'),
      )
      .addPrimaryKeyConstraint('operator_notes_pair', ['member_id', 'persona_id'])
      .execute();
    await sql`create index operator_notes_persona on operator_notes (persona_id)`.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('operator_notes').execute();
  },
};
