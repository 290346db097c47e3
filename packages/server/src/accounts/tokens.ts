import { randomBytes } from 'node:crypto';
import { LINK_LIFETIME_HOURS, type UserStatus } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Token, TokenPurpose } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { hashToken } from './sessions.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long each kind of link works (the contract's hours, which the interface shows too). A
 * reactivation link lives as long as the account can come back.
 */
export const TOKEN_LIFETIME_MS: Record<Exclude<TokenPurpose, 'reactivate'>, number> = {
  confirm_email: LINK_LIFETIME_HOURS.confirm_email * HOUR_MS,
  reset_password: LINK_LIFETIME_HOURS.reset_password * HOUR_MS,
  change_email: LINK_LIFETIME_HOURS.change_email * HOUR_MS,
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

/** The unused, unexpired tokens of a purpose whose member belongs to the site. */
function usable(
  executor: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  site: string,
  now: number,
) {
  return executor
    .selectFrom('tokens')
    .select('tokens.token_hash')
    .innerJoin('members', 'members.id', 'tokens.member_id')
    .where('tokens.token_hash', '=', hashToken(token))
    .where('tokens.purpose', '=', purpose)
    .where('tokens.used_at', 'is', null)
    .where('tokens.expires_at', '>', new Date(now))
    .where('members.site', '=', site);
}

/**
 * The member a link of `purpose` belongs to, on this site, whether the link still works or not:
 * their status and whether the link was used. Tells a link opened again from an unknown one.
 */
export async function linkedMember(
  executor: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  site: string,
): Promise<{ status: UserStatus; used: boolean } | undefined> {
  const linked = await executor
    .selectFrom('tokens')
    .innerJoin('members', 'members.id', 'tokens.member_id')
    .select(['members.status', 'tokens.used_at'])
    .where('tokens.token_hash', '=', hashToken(token))
    .where('tokens.purpose', '=', purpose)
    .where('members.site', '=', site)
    .executeTakeFirst();
  return linked && { status: linked.status, used: linked.used_at !== null };
}

/**
 * Whether a token would be accepted, without using it up: checked first, so that work that
 * costs something (hashing a new password) is only done for a link that works.
 */
export async function tokenUsable(
  executor: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  site: string,
  now: number,
): Promise<boolean> {
  return Boolean(await usable(executor, token, purpose, site, now).executeTakeFirst());
}

/**
 * Uses a token up: marks it used and returns it, in one statement, so two clicks on the same link
 * cannot both succeed. Undefined for an unknown, used, expired or other-purpose token, and for a
 * token of another site's member (which stays usable on its own site).
 */
export async function consumeToken(
  executor: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  site: string,
  now: number,
): Promise<Token | undefined> {
  return executor
    .updateTable('tokens')
    .set({ used_at: new Date(now) })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .where('member_id', 'in', executor.selectFrom('members').select('id').where('site', '=', site))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Cancels a member's outstanding links of some purposes: after a password or e-mail change, a
 * reset or e-mail-change link mailed before it must not work any more.
 */
export async function cancelTokens(
  executor: Kysely<Database>,
  memberId: number,
  purposes: readonly TokenPurpose[],
  now: number,
): Promise<void> {
  await executor
    .updateTable('tokens')
    .set({ used_at: new Date(now) })
    .where('member_id', '=', memberId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
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

/** 409 `already_confirmed`: a confirmation link used again once the address is confirmed. */
export const alreadyConfirmed = () =>
  new ApiFailure(409, 'already_confirmed', 'The e-mail address is already confirmed');

/** 409 `already_reactivated`: a reactivation link used again once the account is back. */
export const alreadyReactivated = () =>
  new ApiFailure(409, 'already_reactivated', 'The account is already active again');

/** 400 `token_invalid`: the link has expired, was used, or is not one of this site's. */
export const tokenInvalid = () =>
  new ApiFailure(400, 'token_invalid', 'The link has expired or is not valid');
