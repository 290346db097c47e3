import { randomBytes } from 'node:crypto';
import type { Operator as OperatorView } from '@dating/contract';
import { OPERATOR_SESSION_HOURS } from '@dating/contract/enums';
import type { Kysely } from 'kysely';
import { verifyDecoy, verifyPassword } from '../accounts/passwords.js';
import { hashToken } from '../accounts/sessions.js';
import type { Database, Operator } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';

export { OPERATOR_SESSION_HOURS };

const HOUR_MS = 60 * 60 * 1000;

/** An operator as the back office shows them (never their password's hash). */
export const operatorView = (operator: Operator): OperatorView => ({
  id: operator.id,
  name: operator.name,
  email: operator.email,
  roles: operator.roles,
});

/**
 * The login of the back office: the brand's operator of this address, switched on, with this
 * password, or 401 `login_failed` (an unknown address takes as long as a wrong password).
 */
export async function authenticateOperator(
  database: Kysely<Database>,
  site: string,
  email: string,
  password: string,
): Promise<Operator> {
  const operator = await database
    .selectFrom('operators')
    .selectAll()
    .where('site', '=', site)
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!operator) await verifyDecoy(password);
  if (!operator || !(await verifyPassword(operator.password_hash, password))) {
    throw new ApiFailure(401, 'login_failed', 'Login failed, please try again');
  }
  return operator;
}

/** Starts an operator's session; answers its token (256 random bits). */
export async function createOperatorSession(
  database: Kysely<Database>,
  operatorId: number,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await database
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operatorId,
      created_at: new Date(now),
      expires_at: new Date(now + OPERATOR_SESSION_HOURS * HOUR_MS),
    })
    .execute();
  return token;
}

/** The operator of a current session token, of this brand and switched on. */
export async function sessionOperator(
  database: Kysely<Database>,
  token: string,
  site: string,
  now: number,
): Promise<Operator | undefined> {
  return database
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .selectAll('operators')
    .where('operator_sessions.token_hash', '=', hashToken(token))
    .where('operator_sessions.expires_at', '>', new Date(now))
    .where('operators.site', '=', site)
    .where('operators.disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Ends an operator's session. */
export async function deleteOperatorSession(
  database: Kysely<Database>,
  token: string,
): Promise<void> {
  await database
    .deleteFrom('operator_sessions')
    .where('token_hash', '=', hashToken(token))
    .execute();
}
