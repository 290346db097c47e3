import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Members, photos, sessions and login failures. */
export const initialMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('members')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull().check(sql`email = lower(email)`))
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) =>
        column
          .notNull()
          .defaultTo('active')
          .check(sql`status in (${list(['not_confirmed', 'active', 'disabled', 'deleted'])})`),
      )
      .addColumn('credits', 'integer', (column) =>
        column.notNull().defaultTo(0).check(sql`credits >= 0`),
      )
      .addColumn('paid_user', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
      .addColumn('notifications_disabled', sql`text[]`, (column) =>
        column.notNull().defaultTo(sql`'{}'`),
      )
      .addColumn('invisible', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('signup_date', 'timestamptz', (column) => column.notNull())
      .addColumn('fictional', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('gender', 'text', (column) =>
        column.notNull().check(sql`gender in ('male', 'female')`),
      )
      .addColumn('sexuality', 'text', (column) => column.notNull())
      .addColumn('date_of_birth', 'date', (column) => column.notNull())
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('region', 'text')
      .addColumn('city', 'text')
      .addColumn('hair_color', 'text')
      .addColumn('eye_color', 'text')
      .addColumn('body_type', 'text')
      .addColumn('relationship_status', 'text')
      .addColumn('tattoos', 'text')
      .addColumn('interests', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
      .addColumn('notes', 'text')
      .addColumn('profile_status', 'text', (column) =>
        column.notNull().defaultTo('active').check(sql`profile_status in ('active', 'disabled')`),
      )
      .addColumn('last_seen_at', 'timestamptz')
      .addColumn('locked_until', 'timestamptz')
      .addUniqueConstraint('members_site_email_unique', ['site', 'email'])
      .execute();
    await database.schema
      .createIndex('members_search_index')
      .on('members')
      .columns(['site', 'profile_status', 'country', 'gender', 'date_of_birth'])
      .execute();

    await database.schema
      .createTable('photos')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('filename', 'text', (column) => column.notNull())
      .addColumn('thumb', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) =>
        column
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('active', 'pending', 'rejected')`),
      )
      .addColumn('private', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('photos_member_index')
      .on('photos')
      .columns(['member_id', 'position'])
      .execute();

    await database.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('sessions_member_index')
      .on('sessions')
      .column('member_id')
      .execute();

    await database.schema
      .createTable('login_failures')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('failed_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('login_failures_member_index')
      .on('login_failures')
      .columns(['member_id', 'failed_at'])
      .execute();
  },
  async down(database: Kysely<unknown>) {
    for (const table of ['login_failures', 'sessions', 'photos', 'members']) {
      await database.schema.dropTable(table).execute();
    }
  },
};
