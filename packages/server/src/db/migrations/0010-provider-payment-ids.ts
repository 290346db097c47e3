import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The provider's own id of a payment (Mollie's `tr_…`), which its webhook names: unique per
 * provider, and null where the provider uses ours (the sandbox).
 */
export const providerPaymentIdsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema.alterTable('payments').addColumn('provider_payment_id', 'text').execute();
    await database.schema
      .createIndex('payments_provider_payment_id')
      .on('payments')
      .columns(['provider', 'provider_payment_id'])
      .unique()
      .execute();
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropIndex('payments_provider_payment_id').execute();
    await database.schema.alterTable('payments').dropColumn('provider_payment_id').execute();
  },
};
