import { randomBytes } from 'node:crypto';
import {
  type Brand,
  brandLanguages,
  type CreatePersonaRequest,
  type Persona,
  type UpdatePersonaRequest,
} from '@dating/contract';
import { dateOfBirthProblem } from '@dating/contract/rules';
import { type Kysely, sql, type Updateable } from 'kysely';
import { hashPassword } from '../accounts/passwords.js';
import type { Database, Member, MembersTable, Operator, Photo } from '../db/schema.js';
import { notFound, validationFailed } from '../http/api-failure.js';
import { addPhoto, deletePhoto, updatePhoto } from '../photos/photo-service.js';
import type { PhotoStorage } from '../photos/photo-storage.js';
import { profileChanges } from '../profiles/profile-service.js';
import { profileView } from '../profiles/profile-view.js';
import { recordAudit } from './audit-log.js';

/**
 * Personas: the brand's fictional profiles, made, changed and retired by its team (the chat team
 * and admins) in the back office. A persona is a members row with `fictional` set, which nothing
 * here or in the contract can unset, so every page that shows it to a member marks it. It has no
 * way in: its address is at the reserved `.invalid` domain and its password a random secret no one
 * knows. Retiring it hides it as a hidden profile is (`profile_status: 'disabled'`): gone from
 * search, the swipe game, likes and the inbox, its conversations kept in the record.
 */

type Actor = Pick<Operator, 'id' | 'name'>;

const subjectOf = (persona: Pick<Member, 'id' | 'name'>) => ({
  kind: 'member' as const,
  id: persona.id,
  label: persona.name,
});

/** The date of birth must make an adult of a plausible age, as at signup. */
function checkAge(dateOfBirth: string | undefined, now: number) {
  if (dateOfBirth === undefined) return;
  const problem = dateOfBirthProblem(dateOfBirth, now);
  if (problem) throw validationFailed({ date_of_birth: problem });
}

/** The personas of these rows, with every photo and how many conversations each has. */
async function personaViews(
  database: Kysely<Database>,
  members: readonly Member[],
  now: number,
): Promise<Persona[]> {
  if (members.length === 0) return [];
  const ids = members.map((member) => member.id);
  const [photos, conversations] = await Promise.all([
    database
      .selectFrom('photos')
      .selectAll()
      .where('member_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    database
      .selectFrom('conversations')
      .innerJoin('members', (join) =>
        join.on((on) =>
          on.or([
            on('members.id', '=', on.ref('conversations.first_id')),
            on('members.id', '=', on.ref('conversations.second_id')),
          ]),
        ),
      )
      .select(['members.id', sql<string>`count(*)`.as('total')])
      .where('members.id', 'in', ids)
      .groupBy('members.id')
      .execute(),
  ]);
  const photosOf = new Map<number, Photo[]>();
  for (const photo of photos) {
    photosOf.set(photo.member_id, [...(photosOf.get(photo.member_id) ?? []), photo]);
  }
  const counts = new Map(conversations.map((row) => [row.id, Number(row.total)]));
  return members.map((member) => ({
    ...profileView(member, photosOf.get(member.id) ?? [], now),
    created_at: member.signup_date.toISOString(),
    conversations: counts.get(member.id) ?? 0,
  }));
}

/** The brand's persona of this id (404 on `field` for anything else, a member above all). */
export async function personaRow(
  database: Kysely<Database>,
  site: string,
  id: number,
  field: string,
): Promise<Member> {
  const persona = await database
    .selectFrom('members')
    .selectAll()
    .where('site', '=', site)
    .where('id', '=', id)
    .where('fictional', '=', true)
    .executeTakeFirst();
  if (!persona) throw notFound('persona', field);
  return persona;
}

/** The brand's persona of this id, as the back office shows it. */
async function personaOf(
  database: Kysely<Database>,
  site: string,
  id: number,
  now: number,
): Promise<Persona> {
  const [persona] = await personaViews(database, [await personaRow(database, site, id, 'id')], now);
  if (!persona) throw new Error(`Persona ${id} has no view`);
  return persona;
}

/** GET operator/personas.php: the brand's personas, the active ones first, then by name. */
export async function personasOf(
  database: Kysely<Database>,
  site: string,
  now: number,
): Promise<Persona[]> {
  const members = await database
    .selectFrom('members')
    .selectAll()
    .where('site', '=', site)
    .where('fictional', '=', true)
    .orderBy('profile_status')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return personaViews(database, members, now);
}

/**
 * POST operator/personas.php: a new persona of the brand, live at once (with no photo until the
 * team adds one), with the audit entry in the same transaction.
 */
export async function createPersona(
  database: Kysely<Database>,
  brand: Brand,
  operator: Actor,
  input: CreatePersonaRequest,
  now: number,
): Promise<Persona> {
  checkAge(input.date_of_birth, now);
  const fields = profileChanges(brand, null, input);
  // A secret nobody is told: a persona is written as from the inbox, never logged in to.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const persona = await database.transaction().execute(async (transaction) => {
    const created = await transaction
      .insertInto('members')
      .values({
        ...fields,
        site: brand.slug,
        email: `persona-${randomBytes(9).toString('hex')}@personas.invalid`,
        password_hash: passwordHash,
        status: 'active',
        language: brandLanguages(brand)[0] ?? 'en',
        signup_date: new Date(now),
        fictional: true,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      transaction,
      { site: brand.slug, operator, action: 'persona_created', subject: subjectOf(created) },
      now,
    );
    return created;
  });
  return personaOf(database, brand.slug, persona.id, now);
}

/**
 * PATCH operator/personas.php: a persona's fields changed, or the persona retired or brought back.
 * Each is audited: the change with the names of the fields it changed.
 */
export async function updatePersona(
  database: Kysely<Database>,
  brand: Brand,
  operator: Actor,
  input: UpdatePersonaRequest,
  now: number,
): Promise<Persona> {
  const { id, retired, ...update } = input;
  const persona = await personaRow(database, brand.slug, id, 'id');
  checkAge(update.date_of_birth, now);
  const changes: Updateable<MembersTable> =
    Object.keys(update).length > 0 ? profileChanges(brand, persona, update) : {};
  if (retired !== undefined) changes.profile_status = retired ? 'disabled' : 'active';
  await database.transaction().execute(async (transaction) => {
    const updated = await transaction
      .updateTable('members')
      .set(changes)
      .where('id', '=', persona.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const subject = subjectOf(updated);
    const fields = Object.keys(update);
    if (fields.length > 0) {
      const details = { fields };
      const edited = { site: brand.slug, operator, action: 'persona_edited' as const };
      await recordAudit(transaction, { ...edited, subject, details }, now);
    }
    if (retired !== undefined && updated.profile_status !== persona.profile_status) {
      const action = retired ? 'persona_retired' : 'persona_restored';
      await recordAudit(transaction, { site: brand.slug, operator, action, subject }, now);
    }
  });
  return personaOf(database, brand.slug, persona.id, now);
}

/**
 * POST operator/persona-photos.php: a photo added to a persona, checked and re-encoded as a
 * member's (`addPhoto`), reviewed by the operator who adds it (it never waits in the photo
 * review). A persona keeps as many photos as a premium member.
 */
export async function addPersonaPhoto(
  database: Kysely<Database>,
  photos: PhotoStorage,
  site: string,
  operator: Actor,
  input: { persona: number; data: Buffer },
  now: number,
): Promise<Persona> {
  const persona = await personaRow(database, site, input.persona, 'persona');
  await addPhoto(
    database,
    photos,
    { ...persona, paid_user: true },
    { data: input.data, private: false },
    { reviewer: operator.id },
    now,
  );
  const added = { site, operator, action: 'persona_photo_added' as const };
  await recordAudit(database, { ...added, subject: subjectOf(persona) }, now);
  return personaOf(database, site, persona.id, now);
}

/** PATCH operator/persona-photos.php: one of a persona's photos made its main photo. */
export async function makePersonaPhotoMain(
  database: Kysely<Database>,
  site: string,
  input: { persona: number; id: number },
  now: number,
): Promise<Persona> {
  const persona = await personaRow(database, site, input.persona, 'persona');
  await updatePhoto(database, persona, { id: input.id, main: true });
  return personaOf(database, site, persona.id, now);
}

/** DELETE operator/persona-photos.php: a photo of a persona removed, with its files. */
export async function removePersonaPhoto(
  database: Kysely<Database>,
  photos: PhotoStorage,
  site: string,
  operator: Actor,
  input: { persona: number; id: number },
  now: number,
): Promise<Persona> {
  const persona = await personaRow(database, site, input.persona, 'persona');
  await deletePhoto(database, photos, persona, input.id);
  const removed = { site, operator, action: 'persona_photo_removed' as const };
  await recordAudit(database, { ...removed, subject: subjectOf(persona) }, now);
  return personaOf(database, site, persona.id, now);
}
