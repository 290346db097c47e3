import {
  type Brand,
  brandLanguages,
  type Language,
  type signupRequestSchema,
} from '@dating/contract';
import {
  sexualityFor,
  signupProblems,
  signupsEnabled,
  trafficSource,
} from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { deliverSignupMessages, lockSignupMessagePartners } from '../chat/messages.js';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure, validationFailed } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { isUniqueViolation } from '../http/error-handler.js';
import { queueMail } from '../mail/outbox.js';
import { queueProfileText } from '../moderation/profile-texts.js';
import { isBannedEmail } from '../moderation/restrictions.js';
import { queuePostback } from '../traffic/postbacks.js';
import { confirmedStatus, firstConfirmation, USABLE_STATUSES } from './member-status.js';
import { hashPassword } from './passwords.js';
import { createSession } from './sessions.js';
import { startCountry } from './start-country.js';
import { countTargetAttempt } from './target-limits.js';
import { consumeToken, issueToken, linkedMember, TOKEN_LIFETIME_MS } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ParsedSignup = z.output<typeof signupRequestSchema>;

/** The interface language of a new member: the one used at signup when the brand offers it. */
function memberLanguage(brand: Brand, language: Language): Language {
  const offered = brandLanguages(brand);
  return offered.includes(language) ? language : (offered[0] ?? 'en');
}

/** Refuses a signup that the brand's rules, the age rule or an existing account stop. */
async function checkSignup(
  context: ServerContext,
  brand: Brand,
  signup: ParsedSignup,
  now: number,
): Promise<void> {
  if (!signupsEnabled(brand, trafficSource(signup.tracking))) {
    throw new ApiFailure(403, 'signups_closed', 'Signup is closed on this site');
  }
  // The same rule the signup form applies, now with the server's clock for the age.
  const problems = signupProblems(signup, now);
  if (Object.keys(problems).length) throw validationFailed(problems);
  // Whether the address has an account is told a few times an hour at most, whoever asks.
  await countTargetAttempt(context.database, brand.slug, 'signup', signup.email, now);

  const existing = await context.database
    .selectFrom('members')
    .select('status')
    .where('site', '=', brand.slug)
    .where('email', '=', signup.email)
    .executeTakeFirst();
  if (existing?.status === 'deleted') {
    throw new ApiFailure(
      409,
      'account_pending_deletion',
      'This account is being deleted; it can be reactivated',
    );
  }
  if (existing) throw accountExists();
  // A ban keeps its address out for good, also once its account is erased.
  if (await isBannedEmail(context.database, brand.slug, signup.email)) {
    throw new ApiFailure(403, 'account_restricted', 'This address was banned from the site');
  }

  if (signup.profile_id !== undefined) {
    const profile = await visibleProfile(context.database, brand.slug, signup.profile_id);
    if (profile === null) throw validationFailed({ profile_id: 'not_found' });
  }
}

/**
 * The member a signup may start from, and whose conversation a new member opens once confirmed:
 * a profile of the brand that others may see (active, usable); null for none or another.
 */
async function visibleProfile(
  database: Kysely<Database>,
  site: string,
  id: number | null,
): Promise<number | null> {
  if (id === null) return null;
  const profile = await database
    .selectFrom('members')
    .select('id')
    .where('id', '=', id)
    .where('site', '=', site)
    .where('profile_status', '=', 'active')
    .where('status', 'in', USABLE_STATUSES)
    .executeTakeFirst();
  return profile?.id ?? null;
}

const accountExists = () =>
  new ApiFailure(409, 'account_exists', 'This e-mail address already has an account; log in');

/** Sends (queues) the link that confirms a member's e-mail address; older links stop working. */
export async function queueConfirmationMail(
  executor: Kysely<Database>,
  brand: Brand,
  member: Member,
  origin: string,
  now: number,
): Promise<void> {
  const token = await issueToken(executor, member.id, 'confirm_email', now);
  await queueMail(
    executor,
    {
      brand,
      member,
      template: 'confirmEmail',
      values: {
        link: `${origin}/activate/done?token=${token}`,
        days: TOKEN_LIFETIME_MS.confirm_email / DAY_MS,
      },
    },
    now,
  );
}

/** A new account and the session it starts with. */
export interface SignupResult {
  member: Member;
  sessionToken: string;
}

/**
 * Creates an account (status `not_confirmed`) with its first session, the confirmation mail and
 * the message to the member the signup started from, all in one transaction: either everything
 * is saved or nothing is.
 */
export async function signUp(
  context: ServerContext,
  brand: Brand,
  signup: ParsedSignup,
  origin: string,
): Promise<SignupResult> {
  const now = context.clock.now();
  await checkSignup(context, brand, signup, now);
  const passwordHash = await hashPassword(signup.password);
  const language = memberLanguage(brand, signup.language);
  try {
    return await context.database.transaction().execute(async (transaction) => {
      const member = await transaction
        .insertInto('members')
        .values({
          site: brand.slug,
          email: signup.email,
          password_hash: passwordHash,
          status: 'not_confirmed',
          language,
          signup_date: new Date(now),
          name: signup.name.trim(),
          gender: signup.gender,
          sexuality: sexualityFor(signup.gender, signup.looking_for),
          date_of_birth: signup.date_of_birth,
          country: startCountry(brand, {
            language,
            timeZone: signup.time_zone,
            locales: signup.locales,
          }),
          region: null,
          city: null,
          hair_color: null,
          eye_color: null,
          body_type: null,
          relationship_status: null,
          tattoos: null,
          notes: null,
          last_seen_at: new Date(now),
          tracking: signup.tracking ? JSON.stringify(signup.tracking) : null,
          signup_profile_id: signup.profile_id ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await queueProfileText(transaction, brand.slug, member.id, 'name', member.name, now);
      if (signup.profile_id !== undefined && signup.signup_message) {
        await transaction
          .insertInto('signup_messages')
          .values({
            member_id: member.id,
            profile_id: signup.profile_id,
            text: signup.signup_message,
            created_at: new Date(now),
          })
          .execute();
      }
      await queueConfirmationMail(transaction, brand, member, origin, now);
      await queuePostback(
        transaction,
        brand,
        { memberId: member.id, tracking: member.tracking, event: 'signup' },
        now,
      );
      const sessionToken = await createSession(transaction, member.id, now);
      return { member, sessionToken };
    });
  } catch (error) {
    // Two signups with one address raced each other.
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
}

/**
 * Confirms the e-mail address with the link's token: the account becomes active and gets a new
 * session. `already_confirmed` when the link is one of this site's confirmation links whose
 * member is confirmed by now (a link opened twice); undefined when the link does not work
 * (unknown, expired, another site's).
 */
export async function activate(
  database: Kysely<Database>,
  brand: Brand,
  token: string,
  now: number,
): Promise<
  { member: Member; session: string; firstContact: number | null } | 'already_confirmed' | undefined
> {
  return database.transaction().execute(async (transaction) => {
    const site = brand.slug;
    const used = await consumeToken(transaction, token, 'confirm_email', site, now);
    if (!used) {
      const linked = await linkedMember(transaction, token, 'confirm_email', site);
      return linked?.status === 'active' ? 'already_confirmed' : undefined;
    }
    await lockSignupMessagePartners(transaction, used.member_id);
    const member = await transaction
      .updateTable('members')
      .set((builder) => ({
        status: confirmedStatus(builder),
        confirmed_at: firstConfirmation(now),
      }))
      .where('id', '=', used.member_id)
      .where('status', 'in', USABLE_STATUSES)
      .returningAll()
      .executeTakeFirst();
    if (!member) return undefined;
    await deliverSignupMessages(transaction, member, now);
    await queuePostback(
      transaction,
      brand,
      { memberId: member.id, tracking: member.tracking, event: 'confirmed' },
      now,
    );
    return {
      member,
      session: await createSession(transaction, member.id, now),
      firstContact: await visibleProfile(transaction, site, member.signup_profile_id),
    };
  });
}

/**
 * Sends the confirmation link again to an unconfirmed member (the old link stops working), at
 * most `TARGET_LIMITS.confirmationMail` times a day (429 `rate_limited` after); resolves whether a
 * mail was queued (a confirmed member needs none).
 */
export async function resendConfirmationMail(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  siteAddress: string,
  now: number,
): Promise<boolean> {
  if (member.status !== 'not_confirmed') return false;
  await countTargetAttempt(database, brand.slug, 'confirmationMail', String(member.id), now);
  await database
    .transaction()
    .execute((transaction) => queueConfirmationMail(transaction, brand, member, siteAddress, now));
  return true;
}
