import { type Brand, INBOX_CLAIM_IDLE_MS, type InboxClaim } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Operator } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { fictionalConversation } from './operator-inbox.js';

/**
 * Claims on the inbox's conversations: the operator working in a conversation holds it, so that
 * two never answer the same member at once. A claim lapses {@link INBOX_CLAIM_IDLE_MS} after the
 * holder's last sign of work (each claim call and each answer renews it) and ends when they leave
 * the conversation. One row per conversation; taking it is one statement that only succeeds for
 * the holder or over a lapsed claim, so that of 30 operators claiming at once exactly one holds it.
 */

type ClaimRow = { operator_id: number; name: string; until: Date };

const claimView = (row: ClaimRow): InboxClaim => ({
  operator: { id: row.operator_id, name: row.name },
  until: row.until.toISOString(),
});

/** The claim on a conversation that has not lapsed, with its holder's name, or null. */
async function liveClaim(database: Kysely<Database>, conversation: number, now: number) {
  const row = await database
    .selectFrom('inbox_claims')
    .innerJoin('operators', 'operators.id', 'inbox_claims.operator_id')
    .select(['inbox_claims.operator_id', 'operators.name', 'inbox_claims.until'])
    .where('inbox_claims.conversation_id', '=', conversation)
    .where('inbox_claims.until', '>', new Date(now))
    .executeTakeFirst();
  return row ? claimView(row) : null;
}

/**
 * Takes or renews the claim on a conversation for an operator, unless a colleague's claim has not
 * lapsed. Answers whether the operator holds it now. Runs in the caller's transaction where given.
 */
async function takeClaim(
  database: Kysely<Database>,
  conversation: number,
  operator: Pick<Operator, 'id'>,
  now: number,
): Promise<boolean> {
  const until = new Date(now + INBOX_CLAIM_IDLE_MS);
  const taken = await database
    .insertInto('inbox_claims')
    .values({ conversation_id: conversation, operator_id: operator.id, until })
    .onConflict((conflict) =>
      conflict
        .column('conversation_id')
        .doUpdateSet({ operator_id: operator.id, until })
        .where((where) =>
          where.or([
            where('inbox_claims.operator_id', '=', operator.id),
            where('inbox_claims.until', '<=', new Date(now)),
          ]),
        ),
    )
    .returning('conversation_id')
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * PUT operator/claim.php: the operator claims (or keeps) a conversation of the inbox. Answers the
 * claim as it is now: theirs, or the colleague's who holds it.
 */
export async function claimConversation(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug'>,
  operator: Pick<Operator, 'id'>,
  id: number,
  now: number,
): Promise<{ claim: InboxClaim }> {
  const { conversation } = await fictionalConversation(database, brand, id);
  await takeClaim(database, conversation.id, operator, now);
  const claim = await liveClaim(database, conversation.id, now);
  if (!claim) throw new Error(`The claim on conversation ${conversation.id} was not kept`);
  return { claim };
}

/**
 * DELETE operator/claim.php: the operator left the conversation; their claim ends (a colleague's
 * stays). Answers the claim that remains, or null.
 */
export async function releaseConversation(
  database: Kysely<Database>,
  operator: Pick<Operator, 'id'>,
  conversation: number,
  now: number,
): Promise<{ claim: InboxClaim | null }> {
  await database
    .deleteFrom('inbox_claims')
    .where('conversation_id', '=', conversation)
    .where('operator_id', '=', operator.id)
    .execute();
  return { claim: await liveClaim(database, conversation, now) };
}

/**
 * Before an answer: the operator takes (or renews) the claim, in the answer's transaction, or the
 * answer is refused with 409 `conflict` because a colleague holds the conversation.
 */
export async function assertClaim(
  database: Kysely<Database>,
  conversation: number,
  operator: Pick<Operator, 'id'>,
  now: number,
): Promise<void> {
  if (await takeClaim(database, conversation, operator, now)) return;
  throw new ApiFailure(409, 'conflict', 'A colleague is answering this conversation');
}

/** The live claims on these conversations, by conversation. */
export async function claimsOf(
  database: Kysely<Database>,
  conversations: readonly number[],
  now: number,
): Promise<Map<number, InboxClaim>> {
  if (conversations.length === 0) return new Map();
  const rows = await database
    .selectFrom('inbox_claims')
    .innerJoin('operators', 'operators.id', 'inbox_claims.operator_id')
    .select([
      'inbox_claims.conversation_id',
      'inbox_claims.operator_id',
      'operators.name',
      'inbox_claims.until',
    ])
    .where('inbox_claims.conversation_id', 'in', conversations)
    .where('inbox_claims.until', '>', new Date(now))
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, claimView(row)]));
}
