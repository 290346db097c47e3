import { join } from 'node:path';
import {
  type Brand,
  brandLanguages,
  COUNTRY_LANGUAGES,
  type Country,
  type LedgerReason,
  type OperatorRole,
  paymentCountry,
  paymentCurrency,
  paymentMethodsOf,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import { hashPassword } from '../accounts/passwords.js';
import type { Database, NewLedgerEntry, NewMember, NewPayment, NewPhoto } from '../db/schema.js';
import { recordAudit } from '../operators/audit-log.js';
import { newPaymentId } from '../payments/payments.js';
import { seedDemoConversations } from './demo-conversations.js';
import { seedDemoLikes } from './demo-likes.js';
import { type DemoMember, demoMembers } from './demo-members.js';
import { placesOf } from './places.js';
import {
  copyPortraitPool,
  faceEyes,
  portraitFile,
  preparePortraitPool,
  SHOTS_PER_FACE,
} from './portraits.js';

/** The password of every demo member. */
export const DEMO_PASSWORD = 'demo-password';

/**
 * The sandbox payment provider's secret of a demo server that is given none
 * (`PAYMENT_SANDBOX_SECRET`): a demo takes test payments out of the box. Public, as the demo
 * password is: a live site never seeds the demo.
 */
export const DEMO_SANDBOX_SECRET = 'demo-sandbox-secret';

/** A demo account a person can log in with. */
export interface DemoLogin {
  email: string;
  password: string;
  /** `free`: no purchase yet; `premium`: a paid member with credits. */
  kind: 'free' | 'premium';
  name: string;
}

/** An operator of the demo: a member of the brand's team, with the demo password. */
export interface DemoOperator {
  email: string;
  password: string;
  name: string;
  roles: OperatorRole[];
}

/**
 * The demo's team of a brand, one operator per role the demo shows in the back office
 * (`/operator`): the admin, a moderator, and the team member who answers as the fictional
 * profiles in the chat inbox (`team@`, the one the demo's conversations were answered by).
 */
export function demoOperators(brand: Brand): DemoOperator[] {
  const operator = (local: string, name: string, roles: OperatorRole[]) => ({
    email: `${local}@${brand.domain}`,
    password: DEMO_PASSWORD,
    name,
    roles,
  });
  return [
    operator('admin', 'Alex', ['admin']),
    operator('moderator', 'Robin', ['moderator']),
    operator('team', 'Sam', ['chat']),
  ];
}

/** The demo's chat operator of a brand (`team@`), who answered the demo's conversations. */
export function demoOperator(brand: Brand): DemoOperator {
  const chat = demoOperators(brand).find((operator) => operator.roles.includes('chat'));
  if (!chat) throw new Error('The demo team has a chat operator');
  return chat;
}

/** The two demo logins of a brand: a free member and a premium member. */
export function demoLogins(brand: Brand): DemoLogin[] {
  return [
    { email: `anna@${brand.domain}`, password: DEMO_PASSWORD, kind: 'free', name: 'Anna' },
    { email: `max@${brand.domain}`, password: DEMO_PASSWORD, kind: 'premium', name: 'Max' },
  ];
}

function loginMembers(brand: Brand, now: number): DemoMember[] {
  const country = brand.countries[0] as Country;
  const place = placesOf(country, COUNTRY_LANGUAGES[country][0])[0];
  if (!place) throw new Error(`No demo places for ${country}`);
  const language = brandLanguages(brand)[0] ?? 'en';
  return demoLogins(brand).map((login, index) => {
    const gender = index === 0 ? 'female' : 'male';
    const hairColor = index === 0 ? 'brown' : 'blond';
    const face = { gender, hair: hairColor, variant: index, shot: 0 } as const;
    return {
      email: login.email,
      name: login.name,
      gender,
      sexuality: 'hetero',
      dateOfBirth: `${new Date(now).getUTCFullYear() - (index === 0 ? 29 : 34)}-03-14`,
      place,
      language,
      hairColor,
      eyeColor: faceEyes(hairColor, index),
      bodyType: 'athletic',
      relationshipStatus: 'single',
      tattoos: 'none',
      interests: ['dating', 'travelling', 'music', 'cooking'],
      notes: null,
      fictional: false,
      paidUser: login.kind === 'premium',
      credits: login.kind === 'premium' ? 100 : 10,
      signupDate: new Date(now - (index === 0 ? 3_600_000 : 90 * 86_400_000)),
      lastSeenAt: null,
      // Every shot of the face: more photos than a free member sees, so the demo shows locks.
      photos: Array.from({ length: SHOTS_PER_FACE }, (_, shot) => ({
        filename: portraitFile({ ...face, shot }),
        thumb: portraitFile({ ...face, shot }, 'thumb'),
        thumb2x: portraitFile({ ...face, shot }, 'thumb-2x'),
      })),
    };
  });
}

function memberRow(brand: Brand, member: DemoMember, passwordHash: string): NewMember {
  return {
    site: brand.slug,
    email: member.email.toLowerCase(),
    password_hash: passwordHash,
    status: 'active',
    credits: member.credits,
    paid_user: member.paidUser,
    language: member.language,
    signup_date: member.signupDate,
    // The demo's members confirmed their address when they signed up.
    confirmed_at: member.signupDate,
    fictional: member.fictional,
    name: member.name,
    gender: member.gender,
    sexuality: member.sexuality,
    date_of_birth: member.dateOfBirth,
    country: member.place.country,
    region: member.place.region,
    city: member.place.city,
    hair_color: member.hairColor,
    eye_color: member.eyeColor,
    body_type: member.bodyType,
    relationship_status: member.relationshipStatus,
    tattoos: member.tattoos,
    interests: member.interests,
    notes: member.notes,
    last_seen_at: member.lastSeenAt,
  };
}

/** What {@link seedDemo} needs. */
export interface SeedOptions {
  database: Kysely<Database>;
  brands: readonly Brand[];
  dataDir: string;
  now: number;
}

/**
 * Adds the demo members of every brand: the demo logins plus 220 generated members with
 * portraits, about 15% of them fictional, likes and matches of the logins, their conversations,
 * and the brand's demo operator. Members that exist
 * already (same e-mail) are left as they are, so running it again adds nothing.
 */
export async function seedDemo({ database, brands, dataDir, now }: SeedOptions): Promise<number> {
  if (!brands.length) return 0;
  const poolDir = join(dataDir, 'portrait-pool');
  await preparePortraitPool(poolDir);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let added = 0;
  for (const brand of brands) {
    await copyPortraitPool(poolDir, join(dataDir, 'uploads', brand.slug, 'demo'));
    const members = [...loginMembers(brand, now), ...demoMembers(brand, now)];
    for (let start = 0; start < members.length; start += 100) {
      const batch = members.slice(start, start + 100);
      added += await insertBatch(database, brand, batch, passwordHash, now);
    }
    await seedDemoLikes(database, brand, now);
    const operatorId = await seedDemoOperator(database, brand, passwordHash, now);
    await seedDemoConversations(database, brand, operatorId, now);
  }
  return added;
}

/**
 * The brand's demo team (see {@link demoOperators}), each added once; answers the id of the chat
 * operator, who answered the demo's conversations.
 */
async function seedDemoOperator(
  database: Kysely<Database>,
  brand: Brand,
  passwordHash: string,
  now: number,
): Promise<number> {
  const added = await database
    .insertInto('operators')
    .values(
      demoOperators(brand).map(({ email, name, roles }) => ({
        site: brand.slug,
        email: email.toLowerCase(),
        name,
        roles,
        password_hash: passwordHash,
        created_at: new Date(now),
        disabled_at: null,
      })),
    )
    .onConflict((conflict) => conflict.columns(['site', 'email']).doNothing())
    .returning(['id', 'email', 'name', 'roles'])
    .execute();
  // As if the server's command had added them: the demo's audit log starts with the team.
  for (const operator of added) {
    await recordAudit(
      database,
      {
        site: brand.slug,
        operator: null,
        action: 'operator_added',
        subject: { kind: 'operator', id: operator.id, label: operator.email },
        details: { name: operator.name, roles: operator.roles },
      },
      now,
    );
  }
  const { id } = await database
    .selectFrom('operators')
    .select('id')
    .where('site', '=', brand.slug)
    .where('email', '=', demoOperator(brand).email.toLowerCase())
    .executeTakeFirstOrThrow();
  return id;
}

function entry(
  memberId: number,
  amount: number,
  reason: LedgerReason,
  key: string,
  at: Date,
): NewLedgerEntry {
  return { member_id: memberId, amount, reason, idempotency_key: key, created_at: at };
}

async function insertBatch(
  database: Kysely<Database>,
  brand: Brand,
  batch: DemoMember[],
  passwordHash: string,
  now: number,
): Promise<number> {
  return database.transaction().execute(async (transaction) => {
    const inserted = await transaction
      .insertInto('members')
      .values(batch.map((member) => memberRow(brand, member, passwordHash)))
      .onConflict((conflict) => conflict.columns(['site', 'email']).doNothing())
      .returning(['id', 'email'])
      .execute();
    const byEmail = new Map(batch.map((member) => [member.email.toLowerCase(), member]));
    const photos: NewPhoto[] = inserted.flatMap(({ id, email }) =>
      (byEmail.get(email)?.photos ?? []).map((photo, position) => ({
        member_id: id,
        filename: `${brand.slug}/demo/${photo.filename}`,
        thumb: `${brand.slug}/demo/${photo.thumb}`,
        thumb_2x: `${brand.slug}/demo/${photo.thumb2x}`,
        status: 'active',
        position,
        created_at: new Date(now),
        // The demo's portraits are the brand's own: they wait in no photo review.
        reviewed_at: new Date(now),
        reviewed_by: null,
      })),
    );
    if (photos.length) await transaction.insertInto('photos').values(photos).execute();
    // The credits of the member rows, as the ledger's entries whose sum they are. A paid member
    // bought the popular package a day after signing up (a paid payment with the first method of
    // their payment country, so that repeat-order has an order to repeat) and has spent what is
    // no longer there; a free member's credits are a bonus.
    const popular = brand.bundles.find((bundle) => bundle.popular) ?? brand.bundles[0];
    const payments: NewPayment[] = [];
    const entries = inserted.flatMap(({ id, email }) => {
      const member = byEmail.get(email);
      if (!member) return [];
      const at = new Date(member.signupDate.getTime() + 86_400_000);
      if (!member.paidUser || !popular) {
        return member.credits > 0
          ? [entry(id, member.credits, 'bonus', 'demo-seed', member.signupDate)]
          : [];
      }
      const country = paymentCountry(member.place.country, brand.countries);
      const currency = paymentCurrency(country);
      const price = popular.prices[currency] ?? 0;
      const payment: NewPayment = {
        id: newPaymentId(),
        site: brand.slug,
        member_id: id,
        bundle_id: popular.id,
        credits: popular.credits,
        amount: price,
        list_amount: price,
        currency,
        method: paymentMethodsOf(country)[0] ?? 'creditcard',
        provider: 'sandbox',
        state: 'paid',
        discount_code: null,
        discount_use: null,
        withdrawal_consent_at: at,
        created_at: at,
        updated_at: at,
      };
      payments.push(payment);
      const spent = popular.credits - member.credits;
      return [
        entry(id, popular.credits, 'purchase', `payment:${payment.id}`, at),
        ...(spent > 0 ? [entry(id, -spent, 'spend', 'demo-spent', at)] : []),
      ];
    });
    if (payments.length) await transaction.insertInto('payments').values(payments).execute();
    if (entries.length) await transaction.insertInto('ledger_entries').values(entries).execute();
    return inserted.length;
  });
}
