import type { Brand, EvidenceMessage } from '@dating/contract';
import { REPORT_EVIDENCE_MESSAGES } from '@dating/contract/enums';
import type { Kysely } from 'kysely';
import { sideOf, visibleFrom } from '../chat/conversations.js';
import { pairOf } from '../chat/messages.js';
import type { Database } from '../db/schema.js';

/**
 * The last messages of the conversation between a reporter and the member they report, as the
 * reporter sees them now (the brand's history window, nothing from before they removed the
 * conversation), oldest first: kept with the report, so that deleting them later erases nothing
 * the moderator needs. Empty without a conversation.
 */
export async function evidenceOf(
  executor: Kysely<Database>,
  brand: Brand,
  reporterId: number,
  reportedId: number,
  now: number,
): Promise<EvidenceMessage[]> {
  const pair = pairOf(reporterId, reportedId);
  const conversation = await executor
    .selectFrom('conversations')
    .selectAll()
    .where('first_id', '=', pair.first_id)
    .where('second_id', '=', pair.second_id)
    .executeTakeFirst();
  if (!conversation) return [];
  const since = visibleFrom(brand, sideOf(conversation, reporterId).removedAt, now);
  const newest = await executor
    .selectFrom('messages')
    .select(['sender_id', 'kind', 'text', 'created_at'])
    .where('conversation_id', '=', conversation.id)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(REPORT_EVIDENCE_MESSAGES)
    .execute();
  return newest.reverse().map((message) => ({
    reporter: message.sender_id === reporterId,
    kind: message.kind,
    text: message.text,
    sent_at: message.created_at.toISOString(),
  }));
}
