import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Once-only discount uses, reserved when a payment or a direct-debit mandate is opened (issue 22).
 * A use is one row per site and `scope` (see `discountUseOf`): `new-member:<member>` for the time
 * bonus and the welcome discount, `code:<CODE>` for a code valid once in all, and
 * `code:<CODE>:member:<member>` for a code valid once per member. Its holder is at most one
 * payment or mandate; a holder that failed, was cancelled or expired holds it no longer, so a
 * use is released by the holder's end without a write of its own. Payments and mandates keep the
 * scope they took (`discount_use`) and the package's price before the discount (`list_amount`),
 * which a late payment whose use went elsewhere is credited by.
 *
 * Existing paid (then refunded) and unpaid payments with a once-only code are given their uses,
 * the paid ones first.
 */
export const discountUsesMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('discount_uses')
      .addColumn('site', 'text', (column) => column.notNull())
      .addColumn('scope', 'text', (column) => column.notNull())
      .addColumn('payment_id', 'text', (column) =>
        column.references('payments.id').onDelete('set null'),
      )
      .addColumn('mandate_id', 'text', (column) =>
        column.references('direct_debit_mandates.id').onDelete('set null'),
      )
      .addColumn('member_id', 'integer', (column) =>
        column.references('members.id').onDelete('set null'),
      )
      .addColumn('reserved_at', 'timestamptz')
      .addPrimaryKeyConstraint('discount_uses_pkey', ['site', 'scope'])
      .addCheckConstraint('discount_uses_one_holder', sql`payment_id is null or mandate_id is null`)
      .execute();
    for (const table of ['payments', 'direct_debit_mandates']) {
      await database.schema
        .alterTable(table)
        .addColumn('list_amount', 'integer')
        .addColumn('discount_use', 'text')
        .execute();
      await sql`update ${sql.table(table)} set list_amount = amount`.execute(database);
      await sql`alter table ${sql.table(table)} alter column list_amount set not null`.execute(
        database,
      );
      await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_list_amount`)} check (list_amount >= amount)`.execute(
        database,
      );
    }
    await sql`
      update payments p set discount_use = case
        when p.discount_code in ('TIMEBONUS25', 'WELCOME25') then 'new-member:' || p.member_id
        when c.validity = 'once' then 'code:' || p.discount_code
        when c.validity = 'once-per-user' then 'code:' || p.discount_code || ':member:' || p.member_id
      end
      from payments source
      left join discount_codes c on c.site = source.site and c.code = source.discount_code
      where p.id = source.id and p.discount_code is not null
    `.execute(database);
    await sql`
      insert into discount_uses (site, scope, payment_id, member_id, reserved_at)
      select distinct on (site, discount_use) site, discount_use, id, member_id, created_at
      from payments
      where discount_use is not null and state in ('paid', 'refunded', 'open', 'pending')
      order by site, discount_use, state in ('paid', 'refunded') desc, created_at
    `.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('discount_uses').execute();
    for (const table of ['payments', 'direct_debit_mandates']) {
      await database.schema
        .alterTable(table)
        .dropColumn('list_amount')
        .dropColumn('discount_use')
        .execute();
    }
  },
};
