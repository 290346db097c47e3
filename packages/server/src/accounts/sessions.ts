import { createHash, randomBytes } from 'node:crypto';
import { SESSION_DAYS, SITE_COOKIES } from '@dating/contract/enums';
import { type Kysely, sql } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { SESSION_ENDED_CHANNEL } from '../live/live-events.js';

/** The session cookie's name (DESIGN.md: cookies are prefixed `auth.`). */
export const SESSION_COOKIE = SITE_COOKIES.session.name;
export { SESSION_DAYS };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored form of a token: its SHA-256, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a member and returns its token (256 random bits). */
export async function createSession(
  database: Kysely<Database>,
  memberId: number,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await database
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: new Date(now),
      expires_at: new Date(now + SESSION_DAYS * DAY_MS),
    })
    .execute();
  return token;
}

/** The member a session token belongs to, when the session is current and the member is of this site. */
export async function sessionMember(
  database: Kysely<Database>,
  token: string,
  site: string,
  now: number,
): Promise<Member | undefined> {
  return database
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .selectAll('members')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date(now))
    .where('members.site', '=', site)
    .where('members.status', 'in', ['active', 'not_confirmed'])
    .executeTakeFirst();
}

/** A member's session as a live socket keeps it: the member, its hash and its end. */
export interface LiveSession {
  member: Member;
  /** The token's hash, which {@link SESSION_ENDED_CHANNEL} announces when the session ends. */
  hash: string;
  expiresAt: number;
}

/** The session of a token as {@link sessionMember} finds it, with its hash and its end. */
export async function liveSession(
  database: Kysely<Database>,
  token: string,
  site: string,
  now: number,
): Promise<LiveSession | undefined> {
  const member = await sessionMember(database, token, site, now);
  if (!member) return undefined;
  const hash = hashToken(token);
  const session = await database
    .selectFrom('sessions')
    .select('expires_at')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return session && { member, hash, expiresAt: new Date(session.expires_at).getTime() };
}

/**
 * Ends a session, and announces it on {@link SESSION_ENDED_CHANNEL} (when the caller's
 * transaction commits), so that every server process closes the live sockets it opened.
 */
export async function deleteSession(executor: Kysely<Database>, token: string): Promise<void> {
  await sql`
    with ended as (delete from sessions where token_hash = ${hashToken(token)} returning token_hash)
    select pg_notify(${SESSION_ENDED_CHANNEL}, token_hash) from ended
  `.execute(executor);
}

/**
 * Ends every session of a member, but the one of `keepToken` (the browser that made the change)
 * when given, and announces each as {@link deleteSession} does.
 */
export async function endSessions(
  executor: Kysely<Database>,
  memberId: number,
  keepToken?: string,
): Promise<void> {
  const keep = keepToken ? hashToken(keepToken) : '';
  await sql`
    with ended as (
      delete from sessions where member_id = ${memberId} and token_hash <> ${keep}
      returning token_hash
    )
    select pg_notify(${SESSION_ENDED_CHANNEL}, token_hash) from ended
  `.execute(executor);
}

/** Deletes the members' and operators' sessions that have run out (a job, every hour). */
export async function purgeExpiredSessions(
  database: Kysely<Database>,
  now: number,
): Promise<number> {
  const [members, operators] = await Promise.all([
    database.deleteFrom('sessions').where('expires_at', '<=', new Date(now)).executeTakeFirst(),
    database
      .deleteFrom('operator_sessions')
      .where('expires_at', '<=', new Date(now))
      .executeTakeFirst(),
  ]);
  return Number(members.numDeletedRows) + Number(operators.numDeletedRows);
}
