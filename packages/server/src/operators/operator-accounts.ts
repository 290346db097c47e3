import { randomBytes } from 'node:crypto';
import { type Brand, emailSchema, type Operator as OperatorView } from '@dating/contract';
import { OPERATOR_SESSION_HOURS } from '@dating/contract/enums';
import type { Kysely } from 'kysely';
import { hashPassword, verifyDecoy, verifyPassword } from '../accounts/passwords.js';
import { hashToken } from '../accounts/sessions.js';
import { CommandInputError } from '../command-line.js';
import type { Database, Operator } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';

export { OPERATOR_SESSION_HOURS };

const HOUR_MS = 60 * 60 * 1000;
/** The longest name an operator is shown with. */
const NAME_MAX_LENGTH = 60;

/** An operator as the inbox shows them (never their password's hash). */
export const operatorView = (operator: Operator): OperatorView => ({
  id: operator.id,
  name: operator.name,
  email: operator.email,
});

/**
 * A new password for an operator: 120 random bits (20 characters), made by the server so that no
 * guessable one is ever set; shown once by the command, kept only as its argon2id hash.
 */
const newOperatorPassword = () => randomBytes(15).toString('base64url');

function checkedEmail(email: string | undefined): string {
  const parsed = emailSchema.safeParse(email ?? '');
  if (!email || !parsed.success) {
    throw new CommandInputError(`--email: an e-mail address (not ${email ?? 'missing'})`);
  }
  return parsed.data;
}

function checkedName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  // Control characters would garble the terminal's listing and the inbox.
  if (!trimmed || trimmed.length > NAME_MAX_LENGTH || /\p{Cc}/u.test(trimmed)) {
    throw new CommandInputError(
      `--name: the operator's name, 1 to ${NAME_MAX_LENGTH} characters (not ${name ?? 'missing'})`,
    );
  }
  return trimmed;
}

/** The brand's operator with this e-mail address, or a {@link CommandInputError}. */
async function operatorByEmail(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug' | 'name'>,
  email: string | undefined,
): Promise<Operator> {
  const address = checkedEmail(email);
  const operator = await database
    .selectFrom('operators')
    .selectAll()
    .where('site', '=', brand.slug)
    .where('email', '=', address)
    .executeTakeFirst();
  if (!operator) throw new CommandInputError(`${brand.name} has no operator ${address}`);
  return operator;
}

/**
 * Adds an operator to a brand, with the password given (the demo's) or a new random one, which is
 * answered so that the command shows it once. An address the brand has already is refused.
 */
export async function addOperator(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug' | 'name'>,
  fields: { email?: string | undefined; name?: string | undefined },
  now: number,
  password: string = newOperatorPassword(),
): Promise<{ operator: Operator; password: string }> {
  const email = checkedEmail(fields.email);
  const name = checkedName(fields.name);
  const operator = await database
    .insertInto('operators')
    .values({
      site: brand.slug,
      email,
      name,
      password_hash: await hashPassword(password),
      created_at: new Date(now),
      disabled_at: null,
    })
    .onConflict((conflict) => conflict.columns(['site', 'email']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!operator) throw new CommandInputError(`${brand.name} has an operator ${email} already`);
  return { operator, password };
}

/** The brand's operators, with how many answers each has written. */
export async function listOperators(database: Kysely<Database>, brand: Pick<Brand, 'slug'>) {
  return database
    .selectFrom('operators')
    .leftJoin('messages', 'messages.operator_id', 'operators.id')
    .select(['operators.email', 'operators.name', 'operators.created_at', 'operators.disabled_at'])
    .select((select) => select.fn.count<string>('messages.id').as('answers'))
    .where('operators.site', '=', brand.slug)
    .groupBy('operators.id')
    .orderBy('operators.email')
    .execute();
}

/**
 * Switches an operator off (their sessions end at once; their answers keep their name) or on
 * again. Answers the operator.
 */
export async function setOperatorEnabled(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug' | 'name'>,
  email: string | undefined,
  enabled: boolean,
  now: number,
): Promise<Operator> {
  const operator = await operatorByEmail(database, brand, email);
  return database.transaction().execute(async (transaction) => {
    if (!enabled) {
      await transaction
        .deleteFrom('operator_sessions')
        .where('operator_id', '=', operator.id)
        .execute();
    }
    return transaction
      .updateTable('operators')
      .set({ disabled_at: enabled ? null : new Date(now) })
      .where('id', '=', operator.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Gives an operator a new random password, ends their sessions, and answers the password. */
export async function resetOperatorPassword(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug' | 'name'>,
  email: string | undefined,
): Promise<string> {
  const operator = await operatorByEmail(database, brand, email);
  const password = newOperatorPassword();
  const password_hash = await hashPassword(password);
  await database.transaction().execute(async (transaction) => {
    await transaction
      .deleteFrom('operator_sessions')
      .where('operator_id', '=', operator.id)
      .execute();
    await transaction
      .updateTable('operators')
      .set({ password_hash })
      .where('id', '=', operator.id)
      .execute();
  });
  return password;
}

/**
 * The login of the operator inbox: the brand's operator of this address, switched on, with this
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
