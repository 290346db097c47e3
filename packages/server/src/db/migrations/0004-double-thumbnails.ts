import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** A second thumbnail at twice the size, for screens with two device pixels per CSS pixel. */
export const doubleThumbnailsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // Null for photos stored before: they keep their one thumbnail.
    await database.schema.alterTable('photos').addColumn('thumb_2x', 'text').execute();
    await database.schema
      .createIndex('photos_thumb_2x_index')
      .on('photos')
      .column('thumb_2x')
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropIndex('photos_thumb_2x_index').execute();
    await database.schema.alterTable('photos').dropColumn('thumb_2x').execute();
  },
};
