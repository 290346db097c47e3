import type { Brand, ProfileTextDecisionRequest, ProfileTextQueueResponse } from '@dating/contract';
import {
  PHOTO_QUEUE_PAGE_SIZE,
  type ProfileTextField,
  RESTRICTION_FACTS_MAX_LENGTH,
} from '@dating/contract/enums';
import { ageOn, profileTextFlags } from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import type { Database, Member, Operator } from '../db/schema.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import { recordAudit } from '../operators/audit-log.js';
import { restrictMember } from './restrictions.js';

/**
 * Queues a member's new name or about-me text for review when `profileTextFlags` finds contact
 * details, a link or a money request in it, in the caller's transaction: the newer text replaces
 * the one waiting for the same field, and a clean text takes it out of the queue. The text stays
 * shown meanwhile; only a moderator decides about it.
 */
export async function queueProfileText(
  executor: Kysely<Database>,
  site: string,
  memberId: number,
  field: ProfileTextField,
  text: string | null,
  now: number,
): Promise<void> {
  const flags = profileTextFlags(text);
  if (!text || !flags.length) {
    await executor
      .deleteFrom('profile_text_reviews')
      .where('member_id', '=', memberId)
      .where('field', '=', field)
      .where('reviewed_at', 'is', null)
      .execute();
    return;
  }
  const waiting = { text, flags: JSON.stringify(flags), created_at: new Date(now) };
  await executor
    .insertInto('profile_text_reviews')
    .values({ site, member_id: memberId, field, ...waiting })
    .onConflict((conflict) =>
      conflict
        .columns(['member_id', 'field'])
        .where('reviewed_at', 'is', null)
        .doUpdateSet(waiting),
    )
    .execute();
}

/** The member of a photo or text in review, from the columns a queue selects with it. */
export function reviewedMember(
  row: Pick<Member, 'name' | 'date_of_birth' | 'gender' | 'country' | 'city'> & {
    member_id: number;
  },
  now: number,
) {
  return {
    id: row.member_id,
    name: row.name,
    age: ageOn(row.date_of_birth, now),
    gender: row.gender,
    country: row.country,
    city: row.city,
  };
}

/** GET operator/profile-texts.php: the brand's profile texts waiting, the oldest first. */
export async function profileTextQueueOf(
  database: Kysely<Database>,
  site: string,
  now: number,
): Promise<ProfileTextQueueResponse> {
  const waiting = database
    .selectFrom('profile_text_reviews')
    .where('profile_text_reviews.site', '=', site)
    .where('profile_text_reviews.reviewed_at', 'is', null);
  const [rows, count] = await Promise.all([
    waiting
      .innerJoin('members', 'members.id', 'profile_text_reviews.member_id')
      .select([
        'profile_text_reviews.id',
        'profile_text_reviews.created_at',
        'profile_text_reviews.field',
        'profile_text_reviews.text',
        'profile_text_reviews.flags',
        'members.id as member_id',
        'members.name',
        'members.date_of_birth',
        'members.gender',
        'members.country',
        'members.city',
      ])
      .orderBy('profile_text_reviews.id')
      .limit(PHOTO_QUEUE_PAGE_SIZE)
      .execute(),
    waiting
      .select((select) => [
        select.fn.countAll<string>().as('count'),
        select.fn.min('profile_text_reviews.created_at').as('oldest'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    texts: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      field: row.field,
      text: row.text,
      flags: row.flags,
      member: reviewedMember(row, now),
    })),
    waiting: Number(count.count),
    oldest_at: count.oldest ? new Date(count.oldest).toISOString() : null,
  };
}

/** What a removed name becomes: its first word (letters only), or a plain word without one. */
export function shortenedName(name: string): string {
  return /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/u.exec(name)?.[0] ?? 'Member';
}

/**
 * A moderator's decision on a profile text: approved (it stays), or removed on a ground (an
 * about-me text emptied, a name cut to its first word), which is a restriction of kind
 * `text_removal`: the member gets a statement of reasons quoting the text, saying it was
 * detected automatically and decided by a person, with the appeal (undoing it brings the text
 * back). Recorded in the audit log. 404 for a text of another brand; 409 `conflict` for one
 * reviewed already (two moderators at once: the first) or changed by its member since.
 */
export async function decideProfileText(
  database: Kysely<Database>,
  brand: Brand,
  operator: Pick<Operator, 'id' | 'name'>,
  input: ProfileTextDecisionRequest,
  origin: string,
  now: number,
): Promise<{ text: number; decision: 'approve' | 'reject' }> {
  return database.transaction().execute(async (transaction) => {
    const review = await transaction
      .selectFrom('profile_text_reviews')
      .selectAll()
      .where('site', '=', brand.slug)
      .where('id', '=', input.text)
      .forUpdate()
      .executeTakeFirst();
    if (!review) throw notFound('text', 'text');
    if (review.reviewed_at) throw new ApiFailure(409, 'conflict', 'This text has been reviewed');
    const member = await transaction
      .selectFrom('members')
      .selectAll()
      .where('id', '=', review.member_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (member[review.field] !== review.text) {
      throw new ApiFailure(409, 'conflict', 'The member has changed this text since');
    }
    const reviewed = { reviewed_at: new Date(now), reviewed_by: operator.id };
    const subject = { kind: 'member' as const, id: member.id, label: member.name };
    if (input.decision === 'approve') {
      await transaction
        .updateTable('profile_text_reviews')
        .set({ ...reviewed, decision: 'approve' })
        .where('id', '=', review.id)
        .execute();
      const details = { field: review.field };
      await recordAudit(
        transaction,
        { site: brand.slug, operator, action: 'profile_text_approved', subject, details },
        now,
      );
      return { text: review.id, decision: 'approve' };
    }
    const replaced = review.field === 'name' ? shortenedName(review.text) : null;
    await transaction
      .updateTable('members')
      .set({ [review.field]: replaced })
      .where('id', '=', member.id)
      .execute();
    const restriction = await restrictMember(
      transaction,
      {
        brand,
        member,
        kind: 'text_removal',
        ground: input.ground ?? 'spam',
        facts: review.text.slice(0, RESTRICTION_FACTS_MAX_LENGTH),
        operator,
        origin,
        automated: true,
      },
      now,
    );
    await transaction
      .updateTable('profile_text_reviews')
      .set({ ...reviewed, decision: 'reject', restriction_id: restriction, replaced })
      .where('id', '=', review.id)
      .execute();
    return { text: review.id, decision: 'reject' };
  });
}
