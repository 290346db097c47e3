import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Token, TokenPurpose } from '../db/schema.js';
import { hashToken } from './sessions.js';

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of link works. A reactivation link lives as long as the account can come back. */
export const TOKEN_LIFETIME_MS: Record<Exclude<TokenPurpose, 'reactivate'>, number> = {
  confirm_email: 7 * 24 * HOUR_MS,
  reset_password: 2 * HOUR_MS,
  change_email: 24 * HOUR_MS,
};

/** Options of {@link issueToken}. */
export interface IssueTokenOptions {
  /** For `change_email`: the address to confirm. */
  newEmail?: string;
  /** When the link stops working; the purpose's lifetime from now by default. */
  expiresAt?: Date;
}

/**
 * Makes a single-use link token (256 random bits, only its hash stored). Earlier unused tokens of
 * the same member and purpose stop working: only the newest link counts.
 */
export async function issueToken(
  executor: Kysely<Database>,
  memberId: number,
  purpose: TokenPurpose,
  now: number,
  options: IssueTokenOptions = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt =
    options.expiresAt ??
    new Date(now + TOKEN_LIFETIME_MS[purpose as Exclude<TokenPurpose, 'reactivate'>]);
  await executor
    .updateTable('tokens')
    .set({ used_at: new Date(now) })
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await executor
    .insertInto('tokens')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      purpose,
      new_email: options.newEmail ?? null,
      created_at: new Date(now),
      expires_at: expiresAt,
    })
    .execute();
  return token;
}

/**
 * Uses a token up: marks it used and returns it, in one statement, so two clicks on the same link
 * cannot both succeed. Undefined for an unknown, used, expired or other-purpose token.
 */
export async function consumeToken(
  executor: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  now: number,
): Promise<Token | undefined> {
  return executor
    .updateTable('tokens')
    .set({ used_at: new Date(now) })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .returningAll()
    .executeTakeFirst();
}

/** How many tokens of a purpose a member was sent since a moment (for daily limits). */
export async function tokensIssuedSince(
  executor: Kysely<Database>,
  memberId: number,
  purpose: TokenPurpose,
  since: number,
): Promise<number> {
  const { count } = await executor
    .selectFrom('tokens')
    .select((builder) => builder.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', new Date(since))
    .executeTakeFirstOrThrow();
  return Number(count);
}
