import type { OwnRestrictionsResponse } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/api-failure.js';

/** The kinds a member who can log in may have: the others keep them out. */
const NOTICED = ['warning', 'removal', 'text_removal'] as const;

/**
 * GET restrictions.php: the member's own restrictions that hold and that they have not read in
 * the app yet, the oldest first (the site shows them at their next visit).
 */
export async function ownRestrictionsOf(
  database: Kysely<Database>,
  memberId: number,
): Promise<OwnRestrictionsResponse> {
  const rows = await database
    .selectFrom('restrictions')
    .select(['id', 'kind', 'ground', 'facts', 'created_at'])
    .where('member_id', '=', memberId)
    .where('kind', 'in', NOTICED)
    .where('lifted_at', 'is', null)
    .where('seen_at', 'is', null)
    .orderBy('id')
    .execute();
  return {
    restrictions: rows.map((row) => ({
      ...row,
      kind: row.kind as (typeof NOTICED)[number],
      created_at: row.created_at.toISOString(),
    })),
  };
}

/**
 * POST restrictions.php: the member has read one of their restrictions in the app; answered with
 * the ones left. 404 for an id that is none of theirs (reading one again changes nothing).
 */
export async function acknowledgeRestriction(
  database: Kysely<Database>,
  memberId: number,
  id: number,
  now: number,
): Promise<OwnRestrictionsResponse> {
  const own = await database
    .updateTable('restrictions')
    .set({ seen_at: new Date(now) })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('kind', 'in', NOTICED)
    .returning('id')
    .executeTakeFirst();
  if (!own) throw notFound('restriction', 'id');
  return ownRestrictionsOf(database, memberId);
}
