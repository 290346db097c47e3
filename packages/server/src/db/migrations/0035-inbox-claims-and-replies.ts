import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The chat inbox as a team's tool: who holds each conversation (`inbox_claims`, one row per
 * conversation, lapsing at `until`), and the saved replies per language and persona (or for every
 * persona: `persona_id` null). A claim goes with its conversation or operator; a persona's replies
 * go with the persona.
 */
export const inboxClaimsAndRepliesMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('inbox_claims')
      .addColumn('conversation_id', 'integer', (column) =>
        column.primaryKey().references('conversations.id').onDelete('cascade'),
      )
      .addColumn('operator_id', 'integer', (column) =>
        column.notNull().references('operators.id').onDelete('cascade'),
      )
      .addColumn('until', 'timestamptz', (column) => column.notNull())
      .execute();
    await database.schema
      .createTable('saved_replies')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('persona_id', 'integer', (column) =>
        column.references('members.id').onDelete('cascade'),
      )
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_by', 'integer', (column) =>
        column.references('operators.id').onDelete('set null'),
      )
      .execute();
    await sql`create index saved_replies_site on saved_replies (site, language)`.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('saved_replies').execute();
    await database.schema.dropTable('inbox_claims').execute();
  },
};
