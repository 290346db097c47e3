import { type Brand, brandLanguages, localizedText, type User } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { profileView } from '../profiles/profile-view.js';

/** The logged-in member as GET /api/user.php shows it. */
export async function userView(
  database: Kysely<Database>,
  member: Member,
  brand: Brand,
  now: number,
): Promise<User> {
  const photos = await database
    .selectFrom('photos')
    .selectAll()
    .where('member_id', '=', member.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    email: member.email,
    status: member.status,
    credits: member.credits,
    paid_user: member.paid_user,
    signup_date: member.signup_date.toISOString(),
    language: member.language,
    fictional_icon: localizedText(
      brand.fictional_icon,
      member.language,
      brand.domain_language ?? brandLanguages(brand)[0] ?? 'en',
    ),
    notifications_disabled: member.notifications_disabled,
    invisible: member.invisible,
    email_disabled: member.email_disabled,
    profile: profileView(member, photos, now),
  };
}
