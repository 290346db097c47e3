import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The account lifecycle: link tokens, the mail outbox, deletion with reactivation, e-mail that
 * stopped working, push subscriptions, tracking of a signup and messages sent with a signup.
 */
export const accountsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .alterTable('members')
      .addColumn('deleted_at', 'timestamptz')
      .addColumn('email_disabled', 'text', (column) =>
        column.check(sql`email_disabled in ('spam_complaint', 'bounce', 'unsubscribe')`),
      )
      .addColumn('tracking', 'jsonb')
      .execute();
    await database.schema
      .createIndex('members_deleted_index')
      .on('members')
      .column('deleted_at')
      .where(sql.ref('deleted_at'), 'is not', null)
      .execute();

    await database.schema
      .createTable('tokens')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (column) =>
        column
          .notNull()
          .check(sql`purpose in ('confirm_email', 'reset_password', 'change_email', 'reactivate')`),
      )
      .addColumn('new_email', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await database.schema
      .createIndex('tokens_member_index')
      .on('tokens')
      .columns(['member_id', 'purpose', 'created_at'])
      .execute();

    await database.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('member_id', 'integer', (column) =>
        column.references('members.id').onDelete('cascade'),
      )
      .addColumn('to_address', 'text', (column) => column.notNull())
      .addColumn('template', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('html', 'text', (column) => column.notNull())
      .addColumn('links', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('sent_at', 'timestamptz')
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .execute();
    await database.schema
      .createIndex('mail_outbox_site_index')
      .on('mail_outbox')
      .columns(['site', 'id'])
      .execute();
    await database.schema
      .createIndex('mail_outbox_unsent_index')
      .on('mail_outbox')
      .column('id')
      .where(sql.ref('sent_at'), 'is', null)
      .execute();

    await database.schema
      .createTable('account_deletions')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('site', 'text', (column) => column.notNull())
      // Cleared when the personal data is erased; the reason stays for the operator's figures.
      .addColumn('member_id', 'integer', (column) =>
        column.references('members.id').onDelete('set null'),
      )
      .addColumn('reason', 'text', (column) => column.notNull())
      .addColumn('remarks', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('deleted_at', 'timestamptz', (column) => column.notNull())
      .addColumn('reactivated_at', 'timestamptz')
      .addColumn('erased_at', 'timestamptz')
      .execute();

    await database.schema
      .createTable('push_subscriptions')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('endpoint', 'text', (column) => column.notNull().unique())
      .addColumn('p256dh', 'text', (column) => column.notNull())
      .addColumn('auth', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();

    await database.schema
      .createTable('signup_messages')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('profile_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();

    await database.schema
      .createTable('server_keys')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();

    // Every request for an uploaded file looks up its photo (private photos are not for all).
    await database.schema
      .createIndex('photos_filename_index')
      .on('photos')
      .column('filename')
      .execute();
    await database.schema.createIndex('photos_thumb_index').on('photos').column('thumb').execute();
  },
  async down(database: Kysely<unknown>) {
    for (const table of [
      'server_keys',
      'signup_messages',
      'push_subscriptions',
      'account_deletions',
      'mail_outbox',
      'tokens',
    ]) {
      await database.schema.dropTable(table).execute();
    }
    await database.schema.dropIndex('photos_thumb_index').execute();
    await database.schema.dropIndex('photos_filename_index').execute();
    await database.schema.dropIndex('members_deleted_index').execute();
    await database.schema
      .alterTable('members')
      .dropColumn('deleted_at')
      .dropColumn('email_disabled')
      .dropColumn('tracking')
      .execute();
  },
};
