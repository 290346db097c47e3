import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Discovery: the moment a member went offline, likes (with the new flag of the liked member), matches (one row per pair, made when
 * the second like arrives), blocks, reports for the operator and the swipe game's swipes; the
 * indexes of the member search, the profile view and the likes lists.
 */
export const discoveryMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema.alterTable('members').addColumn('offline_at', 'timestamptz').execute();
    await database.schema
      .createTable('likes')
      .addColumn('liker_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('liked_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('source', 'text', (column) =>
        column.notNull().check(sql`source in ('profile', 'swipe')`),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      // Cleared when the liked member has seen the like.
      .addColumn('is_new', 'boolean', (column) => column.notNull().defaultTo(true))
      .addPrimaryKeyConstraint('likes_primary', ['liker_id', 'liked_id'])
      .addCheckConstraint('likes_not_self', sql`liker_id <> liked_id`)
      .execute();
    await database.schema
      .createIndex('likes_liked_index')
      .on('likes')
      .columns(['liked_id', 'created_at'])
      .execute();
    await database.schema
      .createIndex('likes_swipe_index')
      .on('likes')
      .columns(['liker_id', 'created_at'])
      .where(sql.ref('source'), '=', 'swipe')
      .execute();

    // One row per pair, the smaller id first; each side's new flag is cleared by its pop-up.
    await database.schema
      .createTable('matches')
      .addColumn('first_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('second_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('new_for_first', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('new_for_second', 'boolean', (column) => column.notNull().defaultTo(true))
      .addPrimaryKeyConstraint('matches_primary', ['first_id', 'second_id'])
      .addCheckConstraint('matches_ordered', sql`first_id < second_id`)
      .execute();
    await database.schema
      .createIndex('matches_second_index')
      .on('matches')
      .column('second_id')
      .execute();

    await database.schema
      .createTable('blocks')
      .addColumn('blocker_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('blocked_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('blocks_primary', ['blocker_id', 'blocked_id'])
      .addCheckConstraint('blocks_not_self', sql`blocker_id <> blocked_id`)
      .execute();
    await database.schema
      .createIndex('blocks_blocked_index')
      .on('blocks')
      .column('blocked_id')
      .execute();

    await database.schema
      .createTable('reports')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('reporter_id', 'integer', (column) =>
        column.references('members.id').onDelete('set null'),
      )
      .addColumn('reported_id', 'integer', (column) =>
        column.references('members.id').onDelete('set null'),
      )
      .addColumn('reason', 'text', (column) =>
        column
          .notNull()
          .check(sql`reason in ('fake_profile', 'scam', 'harassment', 'underage', 'other')`),
      )
      .addColumn('remarks', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('reports_site_index')
      .on('reports')
      .columns(['site', 'created_at'])
      .execute();

    await database.schema
      .createTable('swipes')
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('profile_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('liked', 'boolean', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('swipes_primary', ['member_id', 'profile_id'])
      .execute();

    // The member search and the other lists of findable members: it holds every column their
    // filters and counts read, so a search counts its matches from the index alone.
    await database.schema.dropIndex('members_search_index').execute();
    await sql`
      create index members_findable_index on members (site, country, gender, date_of_birth)
        include (id, region)
        where profile_status = 'active' and status = 'active'
    `.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropIndex('members_findable_index').execute();
    await database.schema
      .createIndex('members_search_index')
      .on('members')
      .columns(['site', 'profile_status', 'country', 'gender', 'date_of_birth'])
      .execute();
    await database.schema.alterTable('members').dropColumn('offline_at').execute();
    for (const table of ['swipes', 'reports', 'blocks', 'matches', 'likes']) {
      await database.schema.dropTable(table).execute();
    }
  },
};
