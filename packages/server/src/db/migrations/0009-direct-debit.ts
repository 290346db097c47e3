import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Direct debit mandates (`/directdebit`, spec section 3): the form a member sends for one package
 * (account holder, IBAN, address, phone), the price it was given, and the one-time code texted to
 * the phone, kept as a hash with its end and the wrong tries. Entering the code confirms the
 * mandate and makes its payment (`payment_id`), once. A mandate goes with its member's account;
 * its payment stays for the books.
 */
export const directDebitMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('direct_debit_mandates')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('member_id', 'integer', (column) =>
        column.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('bundle_id', 'text', (column) => column.notNull())
      .addColumn('credits', 'integer', (column) => column.notNull().check(sql`credits > 0`))
      .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount > 0`))
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('discount_code', 'text')
      .addColumn('account_holder', 'text', (column) => column.notNull())
      .addColumn('iban', 'text', (column) => column.notNull())
      .addColumn('street', 'text', (column) => column.notNull())
      .addColumn('house_number', 'text', (column) => column.notNull())
      .addColumn('zip', 'text', (column) => column.notNull())
      .addColumn('city', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('code_expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('wrong_codes', 'integer', (column) =>
        column.notNull().defaultTo(0).check(sql`wrong_codes >= 0`),
      )
      .addColumn('withdrawal_consent_at', 'timestamptz', (column) => column.notNull())
      .addColumn('payment_id', 'text', (column) =>
        column.unique().references('payments.id').onDelete('set null'),
      )
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();
    // The codes a member asked for within the hour, and their latest mandates.
    await database.schema
      .createIndex('direct_debit_mandates_member')
      .on('direct_debit_mandates')
      .columns(['member_id', 'created_at'])
      .execute();
    // A member's earlier direct debits, which the limit counts.
    await database.schema
      .createIndex('payments_member_method')
      .on('payments')
      .columns(['member_id', 'method', 'created_at'])
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropIndex('payments_member_method').execute();
    await database.schema.dropTable('direct_debit_mandates').execute();
  },
};
