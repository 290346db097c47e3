import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The review of profile texts. A name or about-me text that looks like contact details, a link or
 * a money request (`profileTextFlags`) waits for a moderator as it was written, one per member and
 * field (a newer text replaces the one waiting). Removing it is a restriction of its own kind,
 * `text_removal`, which keeps the review (and so the text, restored when an appeal undoes it).
 */
export const profileTextReviewMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('profile_text_reviews')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('field', 'text', (column) =>
        column.notNull().check(sql`field in ('name', 'notes')`),
      )
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('flags', 'jsonb', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('reviewed_by', 'integer', (column) =>
        column.references('operators.id').onDelete('set null'),
      )
      .addColumn('decision', 'text', (column) =>
        column.check(sql`decision in ('approve', 'reject')`),
      )
      .addColumn('restriction_id', 'integer', (column) => column.references('restrictions.id'))
      // What a removed text was replaced with (null for an emptied about-me text).
      .addColumn('replaced', 'text')
      .execute();
    // One text waits per member and field; the queue reads the brand's waiting ones, oldest first.
    await sql`create unique index profile_text_reviews_waiting
      on profile_text_reviews (member_id, field) where reviewed_at is null`.execute(database);
    await sql`create index profile_text_reviews_queue
      on profile_text_reviews (site, id) where reviewed_at is null`.execute(database);
    await sql`alter table restrictions drop constraint restrictions_kind_check`.execute(database);
    await sql`alter table restrictions add constraint restrictions_kind_check
      check (kind in ('warning', 'suspension', 'ban', 'removal', 'text_removal'))`.execute(
      database,
    );
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('profile_text_reviews').execute();
  },
};
