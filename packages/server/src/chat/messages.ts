import { randomBytes } from 'node:crypto';
import {
  type Brand,
  FREE_CONVERSATION_LIMIT,
  type Message,
  type MessageLimits,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@dating/contract';
import { chatPhotoFiles, messagePrice } from '@dating/contract/rules';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { memberUploadsFolder } from '../accounts/deletion.js';
import type { Database, Member } from '../db/schema.js';
import { lockPair, refuseWhenBlocked } from '../discovery/relations.js';
import { ApiFailure, notFound, validationFailed } from '../http/api-failure.js';
import { spendCredits } from '../ledger/ledger.js';
import { recordLiveEvent } from '../live/live-events.js';
import type { PhotoStorage } from '../photos/photo-storage.js';
import { processChatPhoto } from '../photos/process-photo.js';
import { queuePush } from '../push/push-outbox.js';
import { refuseWhenTooFast } from './message-rate.js';

type MessageRow = Selectable<Database['messages']>;
type ConversationRow = Selectable<Database['conversations']>;

/** The two members of a pair in the order conversations keep them. */
export const pairOf = (a: number, b: number) =>
  a < b ? { first_id: a, second_id: b } : { first_id: b, second_id: a };

/** The members a conversation may be with: of the brand, active or not yet confirmed. */
export const conversationPartners = (database: Kysely<Database>, brand: Pick<Brand, 'slug'>) =>
  database
    .selectFrom('members')
    .where('members.site', '=', brand.slug)
    .where('members.profile_status', '=', 'active')
    .where('members.status', 'in', ['active', 'not_confirmed']);

/**
 * A message as `readerId` sees it. A signup message cost nothing and shows what it is worth: the
 * brand's `signup_credits`.
 */
export function messageView(
  row: Omit<MessageRow, 'operator_id'>,
  readerId: number,
  brand: Pick<Brand, 'signup_credits'>,
): Message {
  const mine = row.sender_id === readerId;
  return {
    id: Number(row.id),
    conversation: row.conversation_id,
    mine,
    kind: row.kind,
    text: row.text,
    credits: row.kind === 'signup' ? brand.signup_credits : row.credits,
    client_id: mine ? row.client_id : null,
    sent_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The member written to: a member of the brand with an active profile, not the sender. One who
 * has not confirmed their e-mail yet cannot be answered until they do (403
 * `recipient_unconfirmed`); anyone else inactive, or no one, is 404.
 */
async function recipientOf(
  transaction: Transaction<Database>,
  brand: Brand,
  sender: Member,
  profileId: number,
): Promise<Member> {
  const recipient = await conversationPartners(transaction, brand)
    .selectAll()
    .where('id', '=', profileId)
    .executeTakeFirst();
  if (!recipient || recipient.id === sender.id) throw notFound('member');
  if (recipient.status === 'not_confirmed') {
    throw new ApiFailure(
      403,
      'recipient_unconfirmed',
      `${recipient.name} has not confirmed their e-mail address yet`,
      { name: recipient.name },
    );
  }
  return recipient;
}

/**
 * The pair's conversation, started by `sender` when there is none: a free member may start
 * {@link FREE_CONVERSATION_LIMIT} (403 `conversation_limit` after that; removing one gives no new
 * start). The pair's rows are locked by the caller, so two first messages make one conversation.
 */
async function conversationFor(
  transaction: Transaction<Database>,
  brand: Brand,
  sender: Member,
  recipient: Member,
  now: number,
): Promise<ConversationRow> {
  const pair = pairOf(sender.id, recipient.id);
  const existing = await transaction
    .selectFrom('conversations')
    .selectAll()
    .where('first_id', '=', pair.first_id)
    .where('second_id', '=', pair.second_id)
    .executeTakeFirst();
  if (existing) return existing;
  if (!sender.paid_user) {
    const { started } = await transaction
      .selectFrom('conversations')
      .select((select) => select.fn.countAll<string>().as('started'))
      .where('started_by', '=', sender.id)
      .executeTakeFirstOrThrow();
    if (Number(started) >= FREE_CONVERSATION_LIMIT) {
      throw new ApiFailure(
        403,
        'conversation_limit',
        `Free members start at most ${FREE_CONVERSATION_LIMIT} conversations`,
      );
    }
  }
  return startConversation(transaction, brand.slug, sender.id, recipient.id, now);
}

/** The pair's conversation, started by `starterId` unless there is one already. */
async function startConversation(
  transaction: Transaction<Database>,
  site: string,
  starterId: number,
  otherId: number,
  now: number,
): Promise<ConversationRow> {
  const pair = pairOf(starterId, otherId);
  await transaction
    .insertInto('conversations')
    .values({
      site,
      ...pair,
      started_by: starterId,
      created_at: new Date(now),
      last_message_at: new Date(now),
      removed_first_at: null,
      removed_second_at: null,
    })
    .onConflict((conflict) => conflict.columns(['first_id', 'second_id']).doNothing())
    .execute();
  return transaction
    .selectFrom('conversations')
    .selectAll()
    .where('first_id', '=', pair.first_id)
    .where('second_id', '=', pair.second_id)
    .executeTakeFirstOrThrow();
}

/**
 * Stores a message in the conversation, unless its sender stored its client id already (then
 * `undefined`), and counts it: the conversation's last message, its count, and one more unread
 * for the other side; both members' open pages hear of it, and the recipient's browsers by push.
 */
async function storeMessage(
  transaction: Transaction<Database>,
  conversation: ConversationRow,
  message: Pick<MessageRow, 'sender_id' | 'client_id' | 'kind' | 'text' | 'credits'> &
    Partial<Pick<MessageRow, 'operator_id'>>,
  now: number,
): Promise<MessageRow | undefined> {
  const stored = await transaction
    .insertInto('messages')
    .values({ ...message, conversation_id: conversation.id, created_at: new Date(now) })
    .onConflict((conflict) => conflict.columns(['sender_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!stored) return undefined;
  const recipientIsFirst = conversation.first_id !== message.sender_id;
  // Both members' open pages hear of it: the recipient's, and the sender's other pages.
  const live = { conversation: conversation.id, message: Number(stored.id) };
  const announced = {
    conversation: conversation.id,
    message: {
      id: stored.id,
      conversation_id: stored.conversation_id,
      sender_id: stored.sender_id,
      client_id: stored.client_id,
      kind: stored.kind,
      text: stored.text,
      credits: stored.credits,
      created_at: new Date(stored.created_at).toISOString(),
    },
  };
  for (const memberId of [conversation.first_id, conversation.second_id]) {
    await recordLiveEvent(
      transaction,
      memberId,
      { type: 'message', payload: live },
      now,
      announced,
    );
  }
  // The recipient's browsers are told too, when they allow it: of a new conversation, or message.
  await queuePush(
    transaction,
    recipientIsFirst ? conversation.first_id : conversation.second_id,
    {
      type: conversation.message_count === 0 ? 'new_conversations' : 'new_messages',
      fromId: message.sender_id,
      url: `/chats/${conversation.id}`,
    },
    now,
  );
  await transaction
    .updateTable('conversations')
    .set((update) => ({
      last_message_at: new Date(now),
      message_count: update('message_count', '+', 1),
      ...(recipientIsFirst
        ? { unread_first: update('unread_first', '+', 1) }
        : { unread_second: update('unread_second', '+', 1) }),
    }))
    .where('id', '=', conversation.id)
    .execute();
  return stored;
}

/**
 * Locks, in the order every chat transaction locks members (the smaller id first), a member who is
 * about to be confirmed and the members their signup messages go to: called before the confirming
 * transaction changes the member, so that {@link deliverSignupMessages} never waits for a
 * recipient who waits for the member (a message of theirs to the newcomer at that moment).
 */
export async function lockSignupMessagePartners(
  transaction: Transaction<Database>,
  memberId: number,
): Promise<void> {
  await sql`
    select id from members
    where id = ${memberId}
      or id in (select profile_id from signup_messages where member_id = ${memberId})
    order by id for update
  `.execute(transaction);
}

/**
 * Delivers the messages a member wrote at signup from another member's profile, once their e-mail
 * is confirmed (in the confirming transaction, which locked them with
 * {@link lockSignupMessagePartners} first): free, as the first message of the conversation
 * with that member, if they are still there. Once per signup message, however often it is called.
 */
export async function deliverSignupMessages(
  transaction: Transaction<Database>,
  member: Pick<Member, 'id' | 'site' | 'status'>,
  now: number,
): Promise<void> {
  if (member.status !== 'active') return;
  const written = await transaction
    .selectFrom('signup_messages')
    .selectAll()
    .where('member_id', '=', member.id)
    .execute();
  for (const signupMessage of written) {
    const recipient = await transaction
      .selectFrom('members')
      .select('id')
      .where('id', '=', signupMessage.profile_id)
      .where('site', '=', member.site)
      .where('profile_status', '=', 'active')
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!recipient) continue;
    const conversation = await startConversation(
      transaction,
      member.site,
      member.id,
      recipient.id,
      now,
    );
    await storeMessage(
      transaction,
      conversation,
      {
        sender_id: member.id,
        client_id: `signup-message-${signupMessage.id}`,
        kind: 'signup',
        text: signupMessage.text,
        credits: 0,
      },
      now,
    );
  }
}

/** A message a member sends: to whom, its client id, its kind and its text (see `MESSAGE_KINDS`). */
export interface OutgoingMessage {
  profile_id: number;
  client_id: string;
  kind: 'text' | 'gift' | 'photo';
  text: string;
}

/** The message of a POST message.php body: a text (trimmed) or a gift, whose text is its name. */
export function outgoingMessage(request: SendMessageRequest): OutgoingMessage {
  const { profile_id, client_id } = request;
  return request.gift === undefined
    ? { profile_id, client_id, kind: 'text', text: request.text?.trim() ?? '' }
    : { profile_id, client_id, kind: 'gift', text: request.gift };
}

/**
 * POST message.php (and message-photo.php): a text, a gift or a photo to another member, in one
 * transaction with what it costs (`messagePrice`: the brand's `message_credits`, `gift_credits` or
 * `photo_credits`). The pair's rows are locked first, so the sender's messages are stored one
 * after the other: a client id already stored answers its message again (a retry, a double tap, a
 * reconnect: stored and paid once), the balance cannot be spent twice, and a free member cannot
 * start a third conversation by sending two at once. Refused, in this order: 404 for no such
 * member; 403 `blocked` either way; 403 `recipient_unconfirmed`; 400 `too_long` past the brand's
 * `message_length`; 403 `conversation_limit`; 429 `too_many_messages` past the server's `limits`
 * (`refuseWhenTooFast`); 402 `not_enough_credits` for less than the price. Answers the message
 * and the credits left.
 */
export async function sendMessage(
  database: Kysely<Database>,
  brand: Brand,
  sender: Member,
  outgoing: OutgoingMessage,
  limits: MessageLimits | false,
  now: number,
): Promise<SendMessageResponse> {
  const { kind, text, client_id } = outgoing;
  const price = messagePrice(kind, brand);
  return database.transaction().execute(async (transaction) => {
    await lockPair(transaction, sender.id, outgoing.profile_id);
    const sent = await transaction
      .selectFrom('messages')
      .selectAll()
      .where('sender_id', '=', sender.id)
      .where('client_id', '=', client_id)
      .executeTakeFirst();
    const locked = await transaction
      .selectFrom('members')
      .selectAll()
      .where('id', '=', sender.id)
      .executeTakeFirstOrThrow();
    if (sent) return { message: messageView(sent, sender.id, brand), credits: locked.credits };

    const recipient = await recipientOf(transaction, brand, locked, outgoing.profile_id);
    await refuseWhenBlocked(transaction, sender.id, recipient);
    if (kind === 'text' && text.length > brand.message_length) {
      throw validationFailed({ text: 'too_long' });
    }
    const conversation = await conversationFor(transaction, brand, locked, recipient, now);
    await refuseWhenTooFast(transaction, sender.id, conversation.id, limits, now);
    let credits = locked.credits;
    if (price > 0) {
      const spent = await spendCredits(transaction, sender.id, price, `message:${client_id}`, now);
      if (!spent.ok) {
        throw new ApiFailure(402, 'not_enough_credits', `Not enough credits for a ${kind}`, {
          credits: spent.credits,
        });
      }
      credits = spent.credits;
    }
    const message = await storeMessage(
      transaction,
      conversation,
      { sender_id: sender.id, client_id, kind, text, credits: price },
      now,
    );
    // The pair is locked and the client id was looked for: it cannot have been stored meanwhile.
    if (!message) throw new Error(`Message ${client_id} of ${sender.id} stored twice`);
    return { message: messageView(message, sender.id, brand), credits };
  });
}

/**
 * POST message-photo.php: a photo to another member, checked and re-encoded as profile photos
 * are (`processChatPhoto`: 415 for anything but a photo), stored in the sender's uploads, then
 * sent as a message of kind `photo` ({@link sendMessage}: the same refusals, for the brand's
 * `photo_credits`). A refused photo leaves no files; a repeat of a photo already stored answers
 * that one, and its own files go again.
 */
export async function sendPhotoMessage(
  database: Kysely<Database>,
  photos: PhotoStorage,
  brand: Brand,
  sender: Member,
  upload: { profile_id: number; client_id: string; data: Buffer },
  limits: MessageLimits | false,
  now: number,
): Promise<SendMessageResponse> {
  const processed = await processChatPhoto(upload.data);
  const path = `${memberUploadsFolder(sender)}/c-${randomBytes(12).toString('hex')}`;
  const files = chatPhotoFiles(path);
  const removeFiles = () => Promise.all([photos.remove(files.photo), photos.remove(files.preview)]);
  await photos.save(files.photo, processed.full);
  await photos.save(files.preview, processed.preview);
  try {
    const { profile_id, client_id } = upload;
    const answer = await sendMessage(
      database,
      brand,
      sender,
      { profile_id, client_id, kind: 'photo', text: path },
      limits,
      now,
    );
    if (answer.message.text !== path) await removeFiles();
    return answer;
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

/**
 * POST operator/message.php: an operator's answer in a conversation of a fictional profile,
 * written as that profile (`fictional`, the caller found it among the brand's fictional profiles)
 * to the member on the other side. Free; stored once per client id, with the operator who wrote
 * it. Refused as a member's message is: 403 `blocked` either way, 403 `recipient_unconfirmed`,
 * 404 when the member left; 400 `too_long` past the brand's `message_length`. `beforeStore` runs
 * in the answer's transaction before a new answer is stored (the inbox's claim); a repeat of a
 * stored answer skips it.
 */
export async function answerAsOperator(
  database: Kysely<Database>,
  brand: Brand,
  operatorId: number,
  fictional: Member,
  conversation: ConversationRow,
  request: { text: string; client_id: string },
  now: number,
  beforeStore: (transaction: Kysely<Database>) => Promise<void> = async () => {},
): Promise<{ message: Message }> {
  const memberId =
    conversation.first_id === fictional.id ? conversation.second_id : conversation.first_id;
  return database.transaction().execute(async (transaction) => {
    await lockPair(transaction, fictional.id, memberId);
    const sent = await transaction
      .selectFrom('messages')
      .selectAll()
      .where('sender_id', '=', fictional.id)
      .where('client_id', '=', request.client_id)
      .executeTakeFirst();
    if (sent) return { message: messageView(sent, fictional.id, brand) };
    await beforeStore(transaction);
    const recipient = await recipientOf(transaction, brand, fictional, memberId);
    await refuseWhenBlocked(transaction, fictional.id, recipient);
    if (request.text.length > brand.message_length) throw validationFailed({ text: 'too_long' });
    const message = await storeMessage(
      transaction,
      conversation,
      {
        sender_id: fictional.id,
        client_id: request.client_id,
        kind: 'text',
        text: request.text,
        credits: 0,
        operator_id: operatorId,
      },
      now,
    );
    if (!message) throw new Error(`Answer ${request.client_id} of ${fictional.id} stored twice`);
    return { message: messageView(message, fictional.id, brand) };
  });
}
