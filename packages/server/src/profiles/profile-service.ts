import {
  type Brand,
  locationProblems,
  type NotificationSettingsUpdate,
  type ProfileUpdate,
} from '@dating/contract';
import type { Kysely, Updateable } from 'kysely';
import type { Database, Member, MembersTable } from '../db/schema.js';
import { validationFailed } from '../http/api-failure.js';
import { queueProfileText } from '../moderation/profile-texts.js';
import { regionsOf } from '../regions/regions.js';

/**
 * The changes of a profile's place and texts, checked: the country must be one of the brand's
 * (`not_offered`); a change of the location follows `locationProblems` (a region of the country,
 * `required` where it has regions); another country drops the region and town unless new ones
 * come along. Empty texts are stored as none. `current` is the profile before (null for a new one).
 */
export function profileChanges<Update extends ProfileUpdate>(
  brand: Brand,
  current: Pick<Member, 'country' | 'region'> | null,
  update: Update,
): Update {
  const changes = { ...update };
  const country = update.country ?? current?.country;
  if (country === undefined || !brand.countries.includes(country)) {
    throw validationFailed({ country: country === undefined ? 'required' : 'not_offered' });
  }
  if (update.country !== undefined && update.country !== current?.country) {
    changes.region = update.region ?? null;
    if (update.city === undefined) changes.city = null;
  }
  // A change of the location must name a region of the country where it has regions.
  if (update.country !== undefined || update.region !== undefined) {
    const region = changes.region === undefined ? current?.region : changes.region;
    const codes = regionsOf(country).map((candidate) => candidate.code);
    const problems = locationProblems({ country, region: region ?? null }, codes);
    if (problems.region) throw validationFailed(problems);
  }
  if (changes.city === '') changes.city = null;
  if (changes.notes === '') changes.notes = null;
  return changes;
}

/**
 * Changes the own profile (`profileChanges`). A new about-me text that looks like contact details,
 * a link or a money request waits for a moderator (`queueProfileText`).
 */
export function updateProfile(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  update: ProfileUpdate,
  now: number,
): Promise<Member> {
  const changes: Updateable<MembersTable> = profileChanges(brand, member, update);
  return database.transaction().execute(async (transaction) => {
    const updated = await transaction
      .updateTable('members')
      .set(changes)
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (changes.notes !== undefined && changes.notes !== member.notes) {
      await queueProfileText(transaction, brand.slug, member.id, 'notes', updated.notes, now);
    }
    return updated;
  });
}

/** Switches notification types off (the list replaces the old one) or e-mail back on. */
export function updateNotifications(
  database: Kysely<Database>,
  member: Member,
  update: NotificationSettingsUpdate,
): Promise<Member> {
  return database
    .updateTable('members')
    .set({
      ...(update.notifications_disabled
        ? { notifications_disabled: [...new Set(update.notifications_disabled)] }
        : {}),
      ...(update.email_enabled ? { email_disabled: null } : {}),
    })
    .where('id', '=', member.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
