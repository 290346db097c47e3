import {
  type Brand,
  CHAT_PAGE_SIZE,
  type ChatEntry,
  type ChatsResponse,
  type MessagesResponse,
} from '@dating/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, Member } from '../db/schema.js';
import { blockBetween, lockPair } from '../discovery/relations.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import { recordCountersChanged, recordLiveEvent } from '../live/live-events.js';
import { CARD_COLUMNS, mainPhotos, profileCards } from '../profiles/profile-cards.js';
import { profileCardView } from '../profiles/profile-view.js';
import { conversationPartners, messageView, pairOf } from './messages.js';

export type ConversationRow = Selectable<Database['conversations']>;
const DAY_MS = 86_400_000;

/** What one side of a conversation keeps: its unread count and when it removed the conversation. */
export function sideOf(conversation: ConversationRow, memberId: number) {
  const first = conversation.first_id === memberId;
  return {
    otherId: first ? conversation.second_id : conversation.first_id,
    unread: first ? conversation.unread_first : conversation.unread_second,
    removedAt: first ? conversation.removed_first_at : conversation.removed_second_at,
    unreadColumn: first ? ('unread_first' as const) : ('unread_second' as const),
    removedColumn: first ? ('removed_first_at' as const) : ('removed_second_at' as const),
  };
}

/**
 * The first moment of the history a member sees: after the brand's `chat_history_days` (older
 * messages are hidden for privacy) and after the member removed the conversation, if they did.
 */
export function visibleFrom(brand: Brand, removedAt: Date | null, now: number): Date {
  const kept = now - brand.chat_history_days * DAY_MS;
  return new Date(Math.max(kept, removedAt ? new Date(removedAt).getTime() : 0));
}

/** The member's conversations of both sides, the latest message first. */
const conversationsOf = (database: Kysely<Database>, memberId: number) =>
  database
    .selectFrom('conversations')
    .selectAll()
    .where((where) =>
      where.or([where('first_id', '=', memberId), where('second_id', '=', memberId)]),
    )
    .orderBy('last_message_at', 'desc')
    .orderBy('id', 'desc');

/**
 * GET chats.php: the member's conversations, the latest first: with members they have not
 * blocked (one who blocked them stays, so that the conversation can say why no answer goes), not
 * removed since their last message, with the unread count and the newest message visible to the
 * member. The counters: unread messages and messages over those conversations, and new likes.
 */
export async function chatsOf(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  now: number,
): Promise<ChatsResponse> {
  const [conversations, blocked, newLikes] = await Promise.all([
    conversationsOf(database, member.id).execute(),
    database
      .selectFrom('blocks')
      .select('blocked_id')
      .where('blocker_id', '=', member.id)
      .execute(),
    database
      .selectFrom('likes')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('liked_id', '=', member.id)
      .where('is_new', '=', true)
      .executeTakeFirstOrThrow(),
  ]);
  const hidden = new Set(blocked.map((row) => row.blocked_id));
  const shown = conversations.filter((conversation) => {
    const side = sideOf(conversation, member.id);
    const removed = side.removedAt && side.removedAt >= conversation.last_message_at;
    return !removed && !hidden.has(side.otherId);
  });
  const others = shown.map((conversation) => sideOf(conversation, member.id).otherId);
  const members =
    others.length === 0
      ? []
      : await conversationPartners(database, brand)
          .select(CARD_COLUMNS)
          .where('id', 'in', others)
          .execute();
  const byId = new Map(members.map((row) => [row.id, row]));
  const photos = await mainPhotos(database, [...byId.keys()]);
  const lastMessages = await newestMessages(
    database,
    brand,
    shown.filter((conversation) => byId.has(sideOf(conversation, member.id).otherId)),
    () => member.id,
    now,
  );

  const chats: ChatEntry[] = [];
  let unread = 0;
  let messages = 0;
  for (const conversation of shown) {
    const side = sideOf(conversation, member.id);
    const other = byId.get(side.otherId);
    if (!other) continue;
    unread += side.unread;
    messages += conversation.message_count;
    chats.push({
      conversation: conversation.id,
      profile: profileCardView(other, photos.get(other.id), now),
      num_unread_messages: side.unread,
      last_message: lastMessages.get(conversation.id) ?? null,
    });
  }
  return {
    chats,
    counters: { unread_messages: unread, messages, new_likes: Number(newLikes.count) },
  };
}

/** The newest message of each conversation that its reader (`readerOf`) may still see. */
export async function newestMessages(
  database: Kysely<Database>,
  brand: Brand,
  conversations: readonly ConversationRow[],
  readerOf: (conversation: ConversationRow) => number,
  now: number,
): Promise<Map<number, NonNullable<ChatEntry['last_message']>>> {
  const newest = new Map<number, NonNullable<ChatEntry['last_message']>>();
  if (conversations.length === 0) return newest;
  const rows = await database
    .selectFrom('messages')
    .selectAll()
    .distinctOn('conversation_id')
    .where(
      'conversation_id',
      'in',
      conversations.map((conversation) => conversation.id),
    )
    .orderBy('conversation_id')
    .orderBy('id', 'desc')
    .execute();
  const byId = new Map(conversations.map((conversation) => [conversation.id, conversation]));
  for (const row of rows) {
    const conversation = byId.get(row.conversation_id);
    if (!conversation) continue;
    const reader = readerOf(conversation);
    const since = visibleFrom(brand, sideOf(conversation, reader).removedAt, now);
    if (new Date(row.created_at) <= since) continue;
    const { kind, text, mine, sent_at } = messageView(row, reader, brand);
    newest.set(row.conversation_id, { kind, text, mine, sent_at });
  }
  return newest;
}

/** The member's conversation of this id, or 404. */
async function ownConversation(
  database: Kysely<Database>,
  member: Member,
  id: number,
): Promise<ConversationRow> {
  const conversation = await conversationsOf(database, member.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!conversation) throw notFound('conversation');
  return conversation;
}

/**
 * GET messages.php: a page of {@link CHAT_PAGE_SIZE} messages (oldest first) of the member's
 * conversation, named by id or by the other member (none yet: an empty page with `conversation`
 * null), before the message `before` when given. Messages older than the brand's history and than
 * the member's removal are not shown; `history_hidden` says that older ones exist. `unconfirmed`
 * says whose e-mail must be confirmed before the other can answer. 403 `blocked` naming the
 * member who blocked the caller; 404 for a conversation or member the caller has none with.
 */
export async function messagesOf(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  query: {
    conversation?: number | undefined;
    profile_id?: number | undefined;
    before?: number | undefined;
  },
  now: number,
): Promise<MessagesResponse> {
  const conversation =
    query.conversation === undefined
      ? await database
          .selectFrom('conversations')
          .selectAll()
          .where((where) => {
            const pair = pairOf(member.id, query.profile_id ?? 0);
            return where.and([
              where('first_id', '=', pair.first_id),
              where('second_id', '=', pair.second_id),
            ]);
          })
          .executeTakeFirst()
      : await ownConversation(database, member, query.conversation);
  const otherId = conversation ? sideOf(conversation, member.id).otherId : query.profile_id;
  const other = await conversationPartners(database, brand)
    .selectAll()
    .where('id', '=', otherId ?? 0)
    .where('id', '!=', member.id)
    .executeTakeFirst();
  if (!other) throw notFound('member');
  const block = await blockBetween(database, member.id, other.id);
  if (block === 'them') {
    throw new ApiFailure(403, 'blocked', `You're blocked by ${other.name}`, { name: other.name });
  }
  const [profile] = await profileCards(database, [other], now);
  if (!profile) throw new Error('A conversation partner has no card');
  const unconfirmed =
    member.status === 'not_confirmed' ? 'me' : other.status === 'not_confirmed' ? 'them' : null;
  if (!conversation) {
    return {
      conversation: null,
      profile,
      messages: [],
      before: null,
      history_hidden: false,
      unconfirmed,
      blocked: block === 'caller',
    };
  }

  const from = visibleFrom(brand, sideOf(conversation, member.id).removedAt, now);
  let page = database
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversation.id)
    .where('created_at', '>', from)
    .orderBy('id', 'desc')
    .limit(CHAT_PAGE_SIZE + 1);
  if (query.before !== undefined) page = page.where('id', '<', String(query.before));
  const rows = await page.execute();
  const more = rows.length > CHAT_PAGE_SIZE;
  const shown = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  const oldest = shown[0];
  // Older messages hidden by the brand's history (not by the member's own removal) are told of.
  const keptFrom = new Date(now - brand.chat_history_days * DAY_MS);
  const hidden =
    !more &&
    (await database
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversation.id)
      .where('created_at', '<=', keptFrom)
      .limit(1)
      .executeTakeFirst()) !== undefined;
  return {
    conversation: conversation.id,
    profile,
    messages: shown.map((row) => messageView(row, member.id, brand)),
    before: more && oldest ? Number(oldest.id) : null,
    history_hidden: hidden,
    unconfirmed,
    blocked: block === 'caller',
  };
}

/**
 * PUT chat.php: the member opened the conversation; its unread count is 0. Answers their unread
 * total. 404 for a member the other one blocked, as for a conversation they do not have.
 */
export async function readConversation(
  database: Kysely<Database>,
  brand: Brand,
  member: Member,
  id: number,
  now: number,
): Promise<{ unread_messages: number }> {
  const conversation = await ownConversation(database, member, id);
  // A member blocked by the other reaches nothing of theirs: not even the "Seen" of a read.
  if (
    (await blockBetween(database, member.id, sideOf(conversation, member.id).otherId)) === 'them'
  ) {
    throw notFound('conversation');
  }
  await markRead(database, member, conversation, now);
  const { counters } = await chatsOf(database, brand, member, now);
  return { unread_messages: counters.unread_messages };
}

/**
 * A member (or the operator, for a fictional profile) has read a conversation: its unread count on
 * their side is 0, the other member's pages show their messages read, and the reader's other
 * pages their counters.
 */
export async function markRead(
  database: Kysely<Database>,
  member: Pick<Member, 'id'>,
  conversation: ConversationRow,
  now: number,
): Promise<void> {
  const side = sideOf(conversation, member.id);
  await database.transaction().execute(async (transaction) => {
    // The members first, as a message between them does: the two never wait for each other.
    await lockPair(transaction, member.id, side.otherId);
    await transaction
      .updateTable('conversations')
      .set({ [side.unreadColumn]: 0 })
      .where('id', '=', conversation.id)
      .execute();
    // The other member's pages show their messages read (up to the newest the reader got).
    const newest = await transaction
      .selectFrom('messages')
      .select((select) => select.fn.max('id').as('id'))
      .where('conversation_id', '=', conversation.id)
      .where('sender_id', '=', side.otherId)
      .executeTakeFirst();
    if (newest?.id) {
      const payload = { conversation: conversation.id, until: Number(newest.id) };
      await recordLiveEvent(transaction, side.otherId, { type: 'read', payload }, now, payload);
    }
    // The reader's other pages and devices update their list and badge.
    if (side.unread > 0) await recordCountersChanged(transaction, member.id, 'chats', now);
  });
}

/**
 * DELETE chat.php: removes the conversation from the member's list (spec section 4): its messages
 * until now are no longer shown to them and its unread count goes to 0; the other member keeps
 * theirs. A later message brings the conversation back with that message only.
 */
export async function removeConversation(
  database: Kysely<Database>,
  member: Member,
  id: number,
  now: number,
): Promise<{ ok: true }> {
  const conversation = await ownConversation(database, member, id);
  const side = sideOf(conversation, member.id);
  await database
    .updateTable('conversations')
    .set({ [side.removedColumn]: new Date(now), [side.unreadColumn]: 0 })
    .where('id', '=', conversation.id)
    .execute();
  return { ok: true };
}
