import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Photo review. A photo waits for a moderator until `reviewed_at` is set: every new one, live at
 * once (`active`) where the brand reviews after, or seen by its owner alone (`pending`) where it
 * reviews before. The photos stored before reviews existed count as reviewed. A rejected photo is a
 * restriction of its own kind, `removal`, naming the photo, with a statement of reasons.
 */
export const photoReviewMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await sql`alter table photos
      add column reviewed_at timestamptz,
      add column reviewed_by integer references operators (id)`.execute(database);
    await sql`update photos set reviewed_at = created_at`.execute(database);
    // The review queue: a brand's photos waiting, the oldest first.
    await sql`create index photos_waiting on photos (id) where reviewed_at is null`.execute(
      database,
    );
    await sql`alter table restrictions drop constraint restrictions_kind_check`.execute(database);
    await sql`alter table restrictions
      add constraint restrictions_kind_check
        check (kind in ('warning', 'suspension', 'ban', 'removal')),
      add column photo_id integer references photos (id) on delete set null`.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await sql`alter table restrictions drop column photo_id`.execute(database);
    await sql`alter table photos drop column reviewed_at, drop column reviewed_by`.execute(
      database,
    );
  },
};
