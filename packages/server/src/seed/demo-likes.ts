import type { Brand } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { demoLogins } from './seed-demo.js';

/** How many demo members like each demo login, and how many of those the login liked back. */
const ADMIRERS = 7;
const LIKED_BACK = 2;
const HOUR = 60 * 60 * 1000;

/**
 * Likes for the demo logins, so that /likes and the pop-ups show something on a fresh demo: seven
 * demo members of the gender each login looks for like it (the newest three still new), the login
 * liked two of them back (two matches, one not shown yet) and likes one more who has not answered.
 * The two logins do not like each other: a visitor of the demo can try that. A brand whose logins
 * have likes already is left as it is.
 */
export async function seedDemoLikes(
  database: Kysely<Database>,
  brand: Brand,
  now: number,
): Promise<void> {
  const logins = await database
    .selectFrom('members')
    .select(['id', 'gender'])
    .where('site', '=', brand.slug)
    .where(
      'email',
      'in',
      demoLogins(brand).map((login) => login.email.toLowerCase()),
    )
    .execute();
  const loginIds = logins.map((login) => login.id);
  if (loginIds.length === 0) return;
  const existing = await database
    .selectFrom('likes')
    .select('liker_id')
    .where((where) =>
      where.or([where('liker_id', 'in', loginIds), where('liked_id', 'in', loginIds)]),
    )
    .executeTakeFirst();
  if (existing) return;

  await database.transaction().execute(async (transaction) => {
    for (const login of logins) {
      const sought = login.gender === 'female' ? 'male' : 'female';
      const admirers = await transaction
        .selectFrom('members')
        .select('id')
        .where('site', '=', brand.slug)
        .where('gender', '=', sought)
        .where('status', '=', 'active')
        .where('id', 'not in', loginIds)
        .orderBy('id')
        .limit(ADMIRERS + 1)
        .execute();
      const likers = admirers.slice(0, ADMIRERS);
      await transaction
        .insertInto('likes')
        .values(
          likers.map((admirer, index) => ({
            liker_id: admirer.id,
            liked_id: login.id,
            source: 'profile' as const,
            created_at: new Date(now - (index + 1) * 5 * HOUR),
            is_new: index < 3,
          })),
        )
        .execute();
      const likedBack = likers.slice(ADMIRERS - LIKED_BACK);
      const unanswered = admirers[ADMIRERS];
      await transaction
        .insertInto('likes')
        .values(
          [...likedBack, ...(unanswered ? [unanswered] : [])].map((other, index) => ({
            liker_id: login.id,
            liked_id: other.id,
            source: 'profile' as const,
            created_at: new Date(now - (index + 1) * HOUR),
            is_new: true,
          })),
        )
        .execute();
      await transaction
        .insertInto('matches')
        .values(
          likedBack.map((other, index) => ({
            first_id: Math.min(login.id, other.id),
            second_id: Math.max(login.id, other.id),
            created_at: new Date(now - (index + 1) * HOUR),
            // The newest match is still to be shown to the login; the older one was seen.
            new_for_first: index === 0 || login.id > other.id,
            new_for_second: index === 0 || login.id < other.id,
          })),
        )
        .execute();
    }
  });
}
