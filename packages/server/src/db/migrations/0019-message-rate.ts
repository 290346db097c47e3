import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** A member's messages by time, which the limits of how fast a member writes count. */
export const messageRateMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createIndex('messages_sender_time')
      .on('messages')
      .columns(['sender_id', 'created_at'])
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropIndex('messages_sender_time').execute();
  },
};
