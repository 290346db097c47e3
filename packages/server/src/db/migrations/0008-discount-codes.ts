import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The discount codes of the brands (spec section 3), beside the two the server gives by itself
 * (the time bonus and the welcome discount, which need no rows). `kind` tells an operator's code
 * (made with `dating-server discount-codes add`) from the deletion offer, a code of one member
 * made when the deletion flow offers the company's `delete_discount`: one per member and site,
 * so the offer is made once. A code is never deleted, since payments name it: an operator makes
 * it `inactive`. Its uses are the paid payments that carry it.
 */
export const discountCodesMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('discount_codes')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('code', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) =>
        column.notNull().check(sql`kind in ('operator', 'deletion')`),
      )
      .addColumn('value_percentage', 'integer', (column) =>
        column.notNull().check(sql`value_percentage between 1 and 100`),
      )
      .addColumn('country', 'text')
      .addColumn('member_id', 'integer', (column) =>
        column.references('members.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'timestamptz')
      .addColumn('currency', 'text')
      .addColumn('minimum_order_value', 'integer', (column) =>
        column.check(sql`minimum_order_value > 0`),
      )
      .addColumn('payment_methods', sql`text[]`)
      .addColumn('validity', 'text', (column) =>
        column.notNull().check(sql`validity in ('once', 'once-per-user', 'unlimited')`),
      )
      .addColumn('status', 'text', (column) =>
        column.notNull().check(sql`status in ('active', 'inactive')`),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addUniqueConstraint('discount_codes_site_code', ['site', 'code'])
      // A minimum order value is in a currency.
      .addCheckConstraint(
        'discount_codes_minimum_currency',
        sql`minimum_order_value is null or currency is not null`,
      )
      .execute();
    await sql`create unique index discount_codes_deletion_offer on discount_codes (site, member_id) where kind = 'deletion'`.execute(
      database,
    );
    await database.schema
      .createIndex('payments_discount_code')
      .on('payments')
      .columns(['site', 'discount_code'])
      .where(sql.ref('discount_code'), 'is not', null)
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropIndex('payments_discount_code').execute();
    await database.schema.dropTable('discount_codes').execute();
  },
};
