import {
  type Brand,
  type inboxSearchSchema,
  type Message,
  OPERATOR_INBOX_SIZE,
  type OperatorChatEntry,
  type OperatorChatsResponse,
  type OperatorMessagesResponse,
  type OperatorThreadMessage,
} from '@dating/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import {
  type ConversationRow,
  markRead,
  messagesOf,
  newestMessages,
  sideOf,
} from '../chat/conversations.js';
import { conversationPartners } from '../chat/messages.js';
import type { Database, Member } from '../db/schema.js';
import { notFound } from '../http/api-failure.js';
import { CARD_COLUMNS, profileCards } from '../profiles/profile-cards.js';
import { claimsOf } from './inbox-claims.js';

/**
 * The operator inbox: the conversations members have with the brand's fictional profiles, seen
 * from the fictional side, which is the only side an operator ever writes as.
 */

/** The brand's conversations with a fictional profile on one side and a real member on the other. */
const fictionalConversations = (database: Kysely<Database>, brand: Pick<Brand, 'slug'>) =>
  database
    .selectFrom('conversations')
    .innerJoin('members as fictional', (join) =>
      join
        .on((on) =>
          on.or([
            on('fictional.id', '=', on.ref('conversations.first_id')),
            on('fictional.id', '=', on.ref('conversations.second_id')),
          ]),
        )
        .on('fictional.fictional', '=', true)
        // A retired persona's conversations leave the inbox with it.
        .on('fictional.profile_status', '=', 'active'),
    )
    .innerJoin('members as member', (join) =>
      join
        .on((on) =>
          on.or([
            on('member.id', '=', on.ref('conversations.first_id')),
            on('member.id', '=', on.ref('conversations.second_id')),
          ]),
        )
        .on('member.fictional', '=', false),
    )
    .where('conversations.site', '=', brand.slug);

/** The unread count of a conversation's fictional side. */
const fictionalUnread = sql<number>`case when fictional.id = conversations.first_id then conversations.unread_first else conversations.unread_second end`;

/**
 * The conversations of the inbox: with members who may still be written to, and neither blocked
 * the other (a member who blocked the profile wants no answer).
 */
const inbox = (database: Kysely<Database>, brand: Pick<Brand, 'slug'>) =>
  fictionalConversations(database, brand)
    .where('member.id', 'in', conversationPartners(database, brand).select('members.id'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('blocks')
            .select('blocks.blocker_id')
            .where((where) =>
              where.or([
                where.and([
                  where('blocks.blocker_id', '=', where.ref('member.id')),
                  where('blocks.blocked_id', '=', where.ref('fictional.id')),
                ]),
                where.and([
                  where('blocks.blocker_id', '=', where.ref('fictional.id')),
                  where('blocks.blocked_id', '=', where.ref('member.id')),
                ]),
              ]),
            ),
        ),
      ),
    );

/** The messages waiting for an answer over the whole inbox. */
async function unreadInInbox(database: Kysely<Database>, brand: Pick<Brand, 'slug'>) {
  const { unread } = await inbox(database, brand)
    .select(sql<string>`coalesce(sum(${fictionalUnread}), 0)`.as('unread'))
    .executeTakeFirstOrThrow();
  return Number(unread);
}

type InboxQuery = ReturnType<typeof inbox>;

/**
 * The inbox narrowed by the search: a member by id (a number) or by a part of their name or
 * e-mail address, one persona, and a text within one of the conversation's messages (any case).
 */
function searched(query: InboxQuery, search: z.output<typeof inboxSearchSchema>): InboxQuery {
  let narrowed = query;
  const member = search.member?.toLowerCase();
  if (member) {
    narrowed = /^\d{1,9}$/.test(member)
      ? narrowed.where('member.id', '=', Number(member))
      : narrowed.where((where) =>
          where.or([
            where(sql`strpos(lower(member.name), ${member})`, '>', 0),
            where(sql`strpos(lower(member.email), ${member})`, '>', 0),
          ]),
        );
  }
  if (search.persona !== undefined) narrowed = narrowed.where('fictional.id', '=', search.persona);
  const text = search.text?.toLowerCase();
  if (text) {
    narrowed = narrowed.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('messages')
          .select('messages.id')
          .whereRef('messages.conversation_id', '=', 'conversations.id')
          .where('messages.kind', '=', 'text')
          .where(sql`strpos(lower(messages.text), ${text})`, '>', 0),
      ),
    );
  }
  return narrowed;
}

/**
 * GET operator/chats.php: the conversations of the brand's fictional profiles with members who
 * may still be written to (those the search finds), the ones with messages waiting for an answer
 * first, then the latest; at most {@link OPERATOR_INBOX_SIZE}, each with the colleague holding it;
 * and the messages waiting over the whole inbox.
 */
export async function operatorChatsOf(
  database: Kysely<Database>,
  brand: Brand,
  search: z.output<typeof inboxSearchSchema>,
  now: number,
): Promise<OperatorChatsResponse> {
  const [rows, unread] = await Promise.all([
    searched(inbox(database, brand), search)
      .selectAll('conversations')
      .select('fictional.id as fictional_id')
      .orderBy(sql`${fictionalUnread} > 0`, 'desc')
      .orderBy('conversations.last_message_at', 'desc')
      .orderBy('conversations.id', 'desc')
      .limit(OPERATOR_INBOX_SIZE)
      .execute(),
    unreadInInbox(database, brand),
  ]);
  const fictionalOf = new Map(rows.map((row) => [row.id, row.fictional_id]));
  const memberIds = [...new Set(rows.flatMap((row) => [row.first_id, row.second_id]))];
  const members =
    memberIds.length === 0
      ? []
      : await database
          .selectFrom('members')
          .select(CARD_COLUMNS)
          .where('id', 'in', memberIds)
          .execute();
  const cards = new Map(
    (await profileCards(database, members, now)).map((card) => [card.id, card]),
  );
  const [lastMessages, claims] = await Promise.all([
    newestMessages(
      database,
      brand,
      rows,
      (conversation) => fictionalOf.get(conversation.id) ?? 0,
      now,
    ),
    claimsOf(
      database,
      rows.map((row) => row.id),
      now,
    ),
  ]);
  const chats: OperatorChatEntry[] = [];
  for (const row of rows) {
    const side = sideOf(row, row.fictional_id);
    const profile = cards.get(row.fictional_id);
    const member = cards.get(side.otherId);
    if (!profile || !member) continue;
    chats.push({
      conversation: row.id,
      profile,
      member,
      num_unread_messages: side.unread,
      last_message: lastMessages.get(row.id) ?? null,
      claim: claims.get(row.id) ?? null,
    });
  }
  return { chats, unread_messages: unread };
}

/**
 * The brand's conversation of this id with a fictional profile, and that profile (the side the
 * operator writes as), or 404: no such conversation, none of a fictional profile, or one between
 * two fictional profiles (no member to answer).
 */
export async function fictionalConversation(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug'>,
  id: number,
): Promise<{ conversation: ConversationRow; fictional: Member }> {
  const found = await fictionalConversations(database, brand)
    .select('fictional.id as fictional_id')
    .selectAll('conversations')
    .where('conversations.id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound('conversation');
  const fictional = await database
    .selectFrom('members')
    .selectAll()
    .where('id', '=', found.fictional_id)
    .executeTakeFirstOrThrow();
  const { fictional_id: _, ...conversation } = found;
  return { conversation, fictional };
}

/** Messages with the operator who wrote each answer (null for the member's messages). */
async function withAuthors(
  database: Kysely<Database>,
  messages: readonly Message[],
): Promise<OperatorThreadMessage[]> {
  const answers = messages.filter((message) => message.mine).map((message) => String(message.id));
  const authors =
    answers.length === 0
      ? []
      : await database
          .selectFrom('messages')
          .innerJoin('operators', 'operators.id', 'messages.operator_id')
          .select(['messages.id', 'operators.id as operator_id', 'operators.name'])
          .where('messages.id', 'in', answers)
          .execute();
  const authorOf = new Map(
    authors.map((row) => [Number(row.id), { id: row.operator_id, name: row.name }]),
  );
  return messages.map((message) => ({ ...message, answered_by: authorOf.get(message.id) ?? null }));
}

/**
 * GET operator/messages.php: a page of the conversation as its fictional profile sees it (the
 * member's page of GET messages.php, from the other side), each answer with the operator who wrote
 * it, the fictional profile's card, and the member's language.
 */
export async function operatorMessagesOf(
  database: Kysely<Database>,
  brand: Brand,
  query: { conversation: number; before?: number | undefined },
  now: number,
): Promise<OperatorMessagesResponse> {
  const { conversation, fictional } = await fictionalConversation(
    database,
    brand,
    query.conversation,
  );
  const memberId =
    conversation.first_id === fictional.id ? conversation.second_id : conversation.first_id;
  const [page, [card], member] = await Promise.all([
    messagesOf(database, brand, fictional, query, now),
    profileCards(database, [fictional], now),
    database
      .selectFrom('members')
      .select('language')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  if (!card) throw new Error(`Fictional profile ${fictional.id} has no card`);
  return {
    ...page,
    messages: await withAuthors(database, page.messages),
    fictional_profile: card,
    member_language: member.language,
  };
}

/**
 * PUT operator/chat.php: the operator opened the conversation; the fictional profile has read it
 * (the member sees their messages read). Answers the messages waiting in the whole inbox.
 */
export async function readOperatorChat(
  database: Kysely<Database>,
  brand: Brand,
  id: number,
  now: number,
): Promise<{ unread_messages: number }> {
  const { conversation, fictional } = await fictionalConversation(database, brand, id);
  await markRead(database, fictional, conversation, now);
  return { unread_messages: await unreadInInbox(database, brand) };
}
