import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The back office's roles and its audit log.
 *
 * Every operator has one or more roles (`OPERATOR_ROLES`); the operators made before roles existed
 * all answered the chat inbox, so they keep that role, `chat`.
 *
 * The audit log records every back-office action: who (the operator, kept by id and by the name
 * they had then; none for the server's command line), what, on what (kind, id and a label as it
 * was then: no foreign key, so that the entry outlives what it is about), when, why and the
 * action's particulars. It is append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE, so
 * that not even the server's own code can rewrite the record.
 */
export const backOfficeMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await sql`alter table operators add column roles text[] not null default '{chat}'
      check (cardinality(roles) >= 1
        and roles <@ array['admin', 'moderator', 'chat', 'support']::text[])`.execute(database);
    await database.schema
      .createTable('audit_log')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('site', 'text', (column) => column.notNull())
      // No cascade: operators are switched off, never deleted.
      .addColumn('operator_id', 'integer', (column) => column.references('operators.id'))
      .addColumn('operator_name', 'text')
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('subject_kind', 'text', (column) => column.notNull())
      .addColumn('subject_id', 'integer', (column) => column.notNull())
      .addColumn('subject_label', 'text', (column) => column.notNull())
      .addColumn('reason', 'text')
      .addColumn('details', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute();
    // The log is read newest first, per brand; by operator or subject when the admin narrows it.
    await sql`create index audit_log_site on audit_log (site, id desc)`.execute(database);
    await sql`create index audit_log_subject on audit_log (site, subject_kind, subject_id)`.execute(
      database,
    );
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the audit log is append-only';
      end $$`.execute(database);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(database);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(database);
  },
  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('audit_log').execute();
    await sql`drop function audit_log_append_only()`.execute(database);
    await database.schema.alterTable('operators').dropColumn('roles').execute();
  },
};
