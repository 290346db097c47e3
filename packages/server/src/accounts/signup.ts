import {
  type Brand,
  brandLanguages,
  COUNTRY_LANGUAGES,
  type Country,
  type Language,
  type signupRequestSchema,
} from '@dating/contract';
import {
  dateOfBirthProblem,
  sexualityFor,
  signupsEnabled,
  trafficSource,
} from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, Member } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { queueMail } from '../mail/outbox.js';
import { hashPassword } from './passwords.js';
import { createSession } from './sessions.js';
import { issueToken, TOKEN_LIFETIME_MS } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ParsedSignup = z.output<typeof signupRequestSchema>;

/** Postgres' unique_violation: two signups with one address raced each other. */
const UNIQUE_VIOLATION = '23505';

/** The interface language of a new member: the one used at signup when the brand offers it. */
function memberLanguage(brand: Brand, language: Language): Language {
  const offered = brandLanguages(brand);
  return offered.includes(language) ? language : (offered[0] ?? 'en');
}

/**
 * The country a new member starts in, until the location step: the first of the brand's countries
 * where the member's language is spoken, else the brand's first country.
 */
function startCountry(brand: Brand, language: Language): Country {
  const countries = brand.countries as Country[];
  const speaking = countries.find((country) =>
    (COUNTRY_LANGUAGES[country] as readonly Language[]).includes(language),
  );
  return speaking ?? (countries[0] as Country);
}

function validationFailure(field: string, message: string): ApiFailure {
  return new ApiFailure(400, 'validation_failed', message, { fields: { [field]: message } });
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
  const dateProblem = dateOfBirthProblem(signup.date_of_birth, now);
  if (dateProblem === 'too_young' || dateProblem === 'missing') {
    throw validationFailure('date_of_birth', 'Enter your date of birth (18+)');
  }
  if (dateProblem) throw validationFailure('date_of_birth', 'Invalid date of birth.');

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

  if (signup.profile_id !== undefined) {
    const profile = await context.database
      .selectFrom('members')
      .select('id')
      .where('id', '=', signup.profile_id)
      .where('site', '=', brand.slug)
      .where('profile_status', '=', 'active')
      .where('status', 'in', ['active', 'not_confirmed'])
      .executeTakeFirst();
    if (!profile) throw validationFailure('profile_id', 'No such member');
  }
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
          country: startCountry(brand, language),
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
        })
        .returningAll()
        .executeTakeFirstOrThrow();
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
      const sessionToken = await createSession(transaction, member.id, now);
      return { member, sessionToken };
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw accountExists();
    throw error;
  }
}
