import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Notices in the moderation queue (EU DSA, Art. 16). A notice keeps, from when it was sent, the
 * member it is about (`concerns_id`: the other member of the notifier's conversation it names, or
 * the member whose profile address it gives) and that conversation's last messages as the notifier
 * saw them (`evidence`), so that later deletion erases nothing the moderator needs. Its decision
 * is a report's (dismissed, or a restriction), with the answer its notifier was sent.
 */
export const noticeReviewMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await sql`alter table notices
      add column concerns_id integer references members (id) on delete set null,
      add column evidence jsonb not null default '[]'::jsonb,
      add column decision text check (decision in ('dismiss', 'warning', 'suspension', 'ban')),
      add column answer text,
      add column decided_at timestamptz,
      add column decided_by integer references operators (id),
      add column restriction_id integer references restrictions (id)`.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await sql`alter table notices
      drop column concerns_id,
      drop column evidence,
      drop column decision,
      drop column answer,
      drop column decided_at,
      drop column decided_by,
      drop column restriction_id`.execute(database);
  },
};
