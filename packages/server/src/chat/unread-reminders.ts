import type { Brand } from '@dating/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { queueClaimedMail } from '../mail/outbox.js';

/** How long messages wait unread before a reminder: a member chatting now is not mailed. */
export const REMINDER_DELAY_MS = 60 * 60 * 1000;
/** A conversation reminds its member at most once in this time. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Reminders queued per run at most: the job runs again soon, and the outbox sends in batches. */
const BATCH = 500;

/**
 * Queues the unread-message reminders that are due (a job, every 15 minutes): for each
 * conversation with messages its member has not read for {@link REMINDER_DELAY_MS}, one e-mail
 * in the member's language with how many wait and from whom, unless that conversation reminded
 * them in the last {@link REMINDER_INTERVAL_MS}. Only real members who can be written to are
 * mailed: active, their e-mail working (`email_disabled`), `unread_message_reminders` allowed,
 * not away on the site since (they would have seen the badge) and the conversation not removed.
 * Each reminder is claimed in its own transaction with its mail, so two runs never send one twice.
 * Resolves how many reminders were queued.
 */
export async function queueUnreadReminders(
  database: Kysely<Database>,
  brands: readonly Brand[],
  siteAddress: (brand: Brand) => string,
  now: number,
): Promise<number> {
  const bySlug = new Map(brands.map((brand) => [brand.slug, brand]));
  const quietSince = new Date(now - REMINDER_DELAY_MS);
  const remindedSince = new Date(now - REMINDER_INTERVAL_MS);
  const due = await sql<{
    conversation_id: number;
    member_id: number;
    unread: number;
    from_name: string;
  }>`
    select conversation.id as conversation_id, member.id as member_id,
      side.unread, other.name as from_name
    from conversations conversation
    cross join lateral (values
      (conversation.first_id, conversation.second_id, conversation.unread_first,
        conversation.removed_first_at),
      (conversation.second_id, conversation.first_id, conversation.unread_second,
        conversation.removed_second_at)
    ) as side (member_id, other_id, unread, removed_at)
    join members member on member.id = side.member_id
    join members other on other.id = side.other_id
    where side.unread > 0
      and conversation.last_message_at <= ${quietSince}
      and (side.removed_at is null or side.removed_at < conversation.last_message_at)
      and member.status = 'active' and not member.fictional
      and member.email_disabled is null
      and not ('unread_message_reminders' = any(member.notifications_disabled))
      and (member.last_seen_at is null or member.last_seen_at < conversation.last_message_at)
      and other.status in ('active', 'not_confirmed')
      and not exists (
        select 1 from chat_reminders reminder
        where reminder.member_id = member.id and reminder.conversation_id = conversation.id
          and reminder.sent_at > ${remindedSince}
      )
    order by conversation.last_message_at
    limit ${BATCH}
  `.execute(database);

  let queued = 0;
  for (const reminder of due.rows) {
    // The claim: a reminder of this conversation, unless another run made one meanwhile.
    const claim = async (transaction: Transaction<Database>) =>
      (await transaction
        .insertInto('chat_reminders')
        .values({
          member_id: reminder.member_id,
          conversation_id: reminder.conversation_id,
          sent_at: new Date(now),
        })
        .onConflict((conflict) =>
          conflict
            .columns(['member_id', 'conversation_id'])
            .doUpdateSet({ sent_at: new Date(now) })
            .where('chat_reminders.sent_at', '<=', remindedSince),
        )
        .returning('member_id')
        .executeTakeFirst()) !== undefined;
    const mail = (brand: Brand) => ({
      template: 'unreadMessages' as const,
      values: {
        link: `${siteAddress(brand)}/chats/${reminder.conversation_id}`,
        from: reminder.from_name,
        count: Number(reminder.unread),
      },
    });
    if (await queueClaimedMail(database, bySlug, reminder.member_id, claim, mail, now)) queued += 1;
  }
  return queued;
}
