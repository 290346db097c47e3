import { randomBytes } from 'node:crypto';
import type { OperatorRole, TeamOperator } from '@dating/contract';
import type { Kysely } from 'kysely';
import { hashPassword } from '../accounts/passwords.js';
import type { Database, Operator } from '../db/schema.js';
import { recordAudit } from './audit-log.js';

/** Who changes the team: an admin in the back office, or the command line (null). */
export type TeamActor = Pick<Operator, 'id' | 'name'> | null;

/** Why a change of the team was refused. */
export class TeamChangeRefused extends Error {
  constructor(
    readonly code: 'taken' | 'not_found' | 'last_admin',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A new password for an operator: 120 random bits (20 characters), made by the server so that no
 * guessable one is ever set; shown once, kept only as its argon2id hash.
 */
const newOperatorPassword = () => randomBytes(15).toString('base64url');

const isActiveAdmin = (operator: Pick<Operator, 'roles' | 'disabled_at'>) =>
  operator.disabled_at === null && operator.roles.includes('admin');

/** The brand's operators as the admin sees them, with how many answers each has written. */
export async function teamOf(
  database: Kysely<Database>,
  site: string,
  id?: number,
): Promise<TeamOperator[]> {
  const rows = await database
    .selectFrom('operators')
    .leftJoin('messages', 'messages.operator_id', 'operators.id')
    .selectAll('operators')
    .select((select) => select.fn.count<string>('messages.id').as('answers'))
    .where('operators.site', '=', site)
    .$if(id !== undefined, (select) => select.where('operators.id', '=', id ?? 0))
    .groupBy('operators.id')
    .orderBy('operators.email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    created_at: row.created_at.toISOString(),
    disabled: row.disabled_at !== null,
    answers: Number(row.answers),
  }));
}

async function teamOperator(database: Kysely<Database>, site: string, id: number) {
  const [operator] = await teamOf(database, site, id);
  if (!operator) throw new TeamChangeRefused('not_found', `No operator ${id}`);
  return operator;
}

/**
 * Adds an operator to a brand with their roles and the password given (the demo's) or a new
 * random one, which is answered so that it can be shown once. An address the brand has already is
 * refused (`taken`).
 */
export async function addTeamOperator(
  database: Kysely<Database>,
  site: string,
  actor: TeamActor,
  fields: { email: string; name: string; roles: OperatorRole[] },
  now: number,
  password: string = newOperatorPassword(),
): Promise<{ operator: TeamOperator; password: string }> {
  const password_hash = await hashPassword(password);
  const id = await database.transaction().execute(async (transaction) => {
    const added = await transaction
      .insertInto('operators')
      .values({ site, ...fields, password_hash, created_at: new Date(now), disabled_at: null })
      .onConflict((conflict) => conflict.columns(['site', 'email']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added)
      throw new TeamChangeRefused('taken', `There is an operator ${fields.email} already`);
    await recordAudit(
      transaction,
      {
        site,
        operator: actor,
        action: 'operator_added',
        subject: { kind: 'operator', id: added.id, label: fields.email },
        details: { name: fields.name, roles: fields.roles },
      },
      now,
    );
    return added.id;
  });
  return { operator: await teamOperator(database, site, id), password };
}

/**
 * Changes an operator's roles (from their next call on), or switches them off (their sessions end
 * at once) or on again; records what changed. Refused (`last_admin`) where the brand would be left
 * without an active admin: the brand's operators are locked while it decides, so two admins
 * demoting each other at once cannot both succeed.
 */
export async function updateTeamOperator(
  database: Kysely<Database>,
  site: string,
  actor: TeamActor,
  change: { id: number; roles?: OperatorRole[] | undefined; disabled?: boolean | undefined },
  now: number,
): Promise<TeamOperator> {
  await database.transaction().execute(async (transaction) => {
    const team = await transaction
      .selectFrom('operators')
      .select(['id', 'email', 'roles', 'disabled_at'])
      .where('site', '=', site)
      .orderBy('id')
      .forUpdate()
      .execute();
    const operator = team.find((member) => member.id === change.id);
    if (!operator) throw new TeamChangeRefused('not_found', `No operator ${change.id}`);
    const roles = change.roles ?? operator.roles;
    const disabled_at =
      change.disabled === undefined
        ? operator.disabled_at
        : change.disabled
          ? (operator.disabled_at ?? new Date(now))
          : null;
    const after = team.map((member) =>
      member.id === operator.id ? { ...member, roles, disabled_at } : member,
    );
    if (team.some(isActiveAdmin) && !after.some(isActiveAdmin)) {
      throw new TeamChangeRefused(
        'last_admin',
        `${operator.email} is the last active admin: make another operator admin first`,
      );
    }
    await transaction
      .updateTable('operators')
      .set({ roles, disabled_at })
      .where('id', '=', operator.id)
      .execute();
    const subject = { kind: 'operator' as const, id: operator.id, label: operator.email };
    const rolesChanged = roles.join() !== operator.roles.join();
    if (rolesChanged) {
      const details = { from: operator.roles, to: roles };
      await recordAudit(
        transaction,
        { site, operator: actor, action: 'operator_roles_changed', subject, details },
        now,
      );
    }
    if ((disabled_at === null) !== (operator.disabled_at === null)) {
      if (disabled_at) {
        await transaction
          .deleteFrom('operator_sessions')
          .where('operator_id', '=', operator.id)
          .execute();
      }
      const action = disabled_at ? 'operator_disabled' : 'operator_enabled';
      await recordAudit(transaction, { site, operator: actor, action, subject }, now);
    }
  });
  return teamOperator(database, site, change.id);
}

/** Gives an operator a new random password and ends their sessions; answers the password once. */
export async function resetTeamPassword(
  database: Kysely<Database>,
  site: string,
  actor: TeamActor,
  id: number,
  now: number,
): Promise<{ operator: TeamOperator; password: string }> {
  const operator = await teamOperator(database, site, id);
  const password = newOperatorPassword();
  const password_hash = await hashPassword(password);
  await database.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('operator_sessions').where('operator_id', '=', id).execute();
    await transaction
      .updateTable('operators')
      .set({ password_hash })
      .where('id', '=', id)
      .execute();
    await recordAudit(
      transaction,
      {
        site,
        operator: actor,
        action: 'operator_password_reset',
        subject: { kind: 'operator', id, label: operator.email },
      },
      now,
    );
  });
  return { operator, password };
}

/** The id of the brand's operator with this e-mail address (`not_found` without one). */
export async function operatorIdOf(
  database: Kysely<Database>,
  site: string,
  email: string,
): Promise<number> {
  const operator = await database
    .selectFrom('operators')
    .select('id')
    .where('site', '=', site)
    .where('email', '=', email)
    .executeTakeFirst();
  if (!operator) throw new TeamChangeRefused('not_found', `No operator ${email}`);
  return operator.id;
}
