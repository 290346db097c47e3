import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Moderation (EU DSA, Arts. 17 and 20).
 *
 * A report keeps its evidence (the last messages of the reporters' conversation as the reporter saw
 * them when reporting, so that later deletion does not erase them) and its decision.
 *
 * A restriction is a moderator's decision about a member: a warning, a suspension until `ends_at`,
 * or a ban. It is the member's statement of reasons too, read at the address its mail gives
 * (`token_hash`: the link's token's SHA-256). It outlives the member's account (`member_id` set
 * null when the account is erased), and keeps the moderator who decided it.
 *
 * An appeal is the member's, once per restriction; a moderator other than the one who decided
 * answers it.
 *
 * A ban keeps its e-mail address from signing up again: `banned_emails` holds the address's
 * SHA-256 per brand, not the address, and outlives the account.
 */
export const moderationMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('restrictions')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('member_id', 'integer', (column) =>
        column.references('members.id').onDelete('set null'),
      )
      .addColumn('kind', 'text', (column) =>
        column.notNull().check(sql`kind in ('warning', 'suspension', 'ban')`),
      )
      .addColumn('ground', 'text', (column) => column.notNull())
      .addColumn('facts', 'text', (column) => column.notNull())
      .addColumn('automated', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('operator_id', 'integer', (column) => column.references('operators.id'))
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('ends_at', 'timestamptz')
      .addColumn('lifted_at', 'timestamptz')
      // The member's account status before the first restriction that holds: what lifting the
      // last one restores.
      .addColumn('member_status', 'text', (column) => column.notNull())
      .execute();
    await sql`create index restrictions_member on restrictions (member_id) where lifted_at is null`.execute(
      database,
    );
    await sql`alter table reports
      add column evidence jsonb not null default '[]'::jsonb,
      add column decision text check (decision in ('dismiss', 'warning', 'suspension', 'ban')),
      add column decided_at timestamptz,
      add column decided_by integer references operators (id),
      add column restriction_id integer references restrictions (id)`.execute(database);
    // The queue: the brand's open reports, oldest first.
    await sql`create index reports_open on reports (site, id) where decision is null`.execute(
      database,
    );
    await database.schema
      .createTable('appeals')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('restriction_id', 'integer', (column) =>
        column.notNull().unique().references('restrictions.id'),
      )
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) =>
        column.check(sql`outcome in ('upheld', 'reversed')`),
      )
      .addColumn('answer', 'text')
      .addColumn('decided_at', 'timestamptz')
      .addColumn('decided_by', 'integer', (column) => column.references('operators.id'))
      .execute();
    await database.schema
      .createTable('banned_emails')
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('email_hash', 'text', (column) => column.notNull())
      .addColumn('restriction_id', 'integer', (column) => column.references('restrictions.id'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('banned_emails_key', ['site', 'email_hash'])
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('banned_emails').execute();
    await database.schema.dropTable('appeals').execute();
    await sql`alter table reports drop column evidence, drop column decision,
      drop column decided_at, drop column decided_by, drop column restriction_id`.execute(database);
    await database.schema.dropTable('restrictions').execute();
  },
};
