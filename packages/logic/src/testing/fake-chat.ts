import type { ChatEntry, Message, ProfileCard, Settings, User } from '@dating/contract';
import { CHAT_PAGE_SIZE, FREE_CONVERSATION_LIMIT, MAX_PHOTO_BYTES } from '@dating/contract/enums';
import { messagePrice } from '@dating/contract/rules';
import { apiError } from './fake-errors.js';
import type { EndpointHandlers } from './fake-server.js';

/** A conversation the fake starts with: the other member and its messages, oldest first. */
export interface FakeConversation {
  profileId: number;
  messages: readonly { mine: boolean; text: string }[];
  /** How many of the last messages the member has not read (0 by default). */
  unread?: number;
  /** Minutes between its messages (1 by default); the last one came just before the clock. */
  spacingMinutes?: number;
}

/** What the fake's chat starts from. */
export interface FakeChatData {
  /** {@link fixtureConversations} by default. */
  conversations?: readonly FakeConversation[];
  /** Members who have not confirmed their e-mail: they cannot be answered. */
  unconfirmed?: readonly number[];
  /** Members the member has blocked: their conversations say so and take no message. */
  blocked?: readonly number[];
  /** Older messages than the conversations' exist, hidden by the brand's history. */
  historyHidden?: boolean;
}

/**
 * Two conversations of the fixture member: one with the first member of `profiles` (read, the
 * member wrote last) and a newer one with the second (two unread messages).
 */
export function fixtureConversations(profiles: readonly ProfileCard[]): FakeConversation[] {
  const [first, second] = profiles;
  if (!first || !second) return [];
  return [
    {
      profileId: first.id,
      messages: [
        { mine: false, text: 'Hi! I saw you like hiking too. Where do you usually go?' },
        { mine: true, text: 'Mostly the dunes near the coast, and the Alps in summer.' },
      ],
    },
    {
      profileId: second.id,
      messages: [
        { mine: true, text: 'Hello! How was your weekend?' },
        { mine: false, text: 'Lovely, thank you! I went to a concert.' },
        { mine: false, text: 'And yours?' },
      ],
      unread: 2,
    },
  ];
}

type ChatHandlers = Pick<
  EndpointHandlers,
  'getChats' | 'getMessages' | 'sendMessage' | 'sendPhotoMessage' | 'readChat' | 'deleteChat'
>;

/**
 * Where the fake's chat photos are (`chatPhotoFiles` of it): every photo sent to the fake shows
 * the one fixture photo, which stories serve at `/uploads/fixture/`.
 */
export const FIXTURE_CHAT_PHOTO = 'fixture/c-photo';

interface Conversation {
  id: number;
  profileId: number;
  messages: Message[];
  unread: number;
  startedByMember: boolean;
}

/**
 * The newest message of the fake's newest conversation, half an hour before the fake clock's
 * start (`createFakeClock`): messages of today.
 */
const NOW = Date.UTC(2026, 0, 15, 11, 30);

const LONG_HISTORY_TEXTS = [
  'Good morning! Did you sleep well?',
  'Yes, thank you. Busy day ahead, but I am looking forward to the evening.',
  'Any plans?',
  'Dinner with my sister, then maybe a film. You?',
  'A run along the river, then cooking something new.',
  'What are you cooking?',
  'A risotto with mushrooms from the market. Wish me luck!',
  'Good luck! Tell me how it turns out.',
] as const;

/**
 * A long conversation with a member: `count` messages taking turns, an hour apart (so they span
 * days), the last two unread.
 */
export function fixtureLongConversation(profileId: number, count: number): FakeConversation {
  return {
    profileId,
    messages: Array.from({ length: count }, (_, index) => ({
      mine: index % 2 === 1,
      text: LONG_HISTORY_TEXTS[index % LONG_HISTORY_TEXTS.length] ?? '',
    })),
    unread: 1,
    spacingMinutes: 60,
  };
}

/**
 * The fake's chat over `profiles`: conversations of the member with some of them, messages that
 * cost the settings' `message_credits` (402 when the credits do not cover it), at most
 * {@link FREE_CONVERSATION_LIMIT} new conversations for a free member, one message per client id,
 * and 403 `recipient_unconfirmed` for the data's unconfirmed members.
 */
export function createFakeChat(
  profiles: readonly ProfileCard[],
  member: () => User,
  charge: (credits: number) => void,
  settings: Settings,
  data: FakeChatData = {},
): ChatHandlers {
  let messageIds = 0;
  const message = (conversation: number, mine: boolean, text: string, at: number): Message => {
    messageIds += 1;
    return {
      id: messageIds,
      conversation,
      mine,
      kind: 'text',
      text,
      credits: mine ? settings.message_credits : 0,
      client_id: mine ? `fake-client-${messageIds}` : null,
      sent_at: new Date(at).toISOString(),
    };
  };
  const starts = data.conversations ?? fixtureConversations(profiles);
  const conversations: Conversation[] = starts.map((start, index) => {
    const id = index + 1;
    const count = start.messages.length;
    const spacing = (start.spacingMinutes ?? 1) * 60_000;
    return {
      id,
      profileId: start.profileId,
      messages: start.messages.map((entry, position) =>
        message(
          id,
          entry.mine,
          entry.text,
          // The later a conversation comes in the data, the newer: an hour apart.
          NOW - (count - 1 - position) * spacing - (starts.length - 1 - index) * 3_600_000,
        ),
      ),
      unread: start.unread ?? 0,
      startedByMember: start.messages[0]?.mine ?? false,
    };
  });
  const unconfirmed = new Set(data.unconfirmed ?? []);
  const blocked = new Set(data.blocked ?? []);
  const profileOf = (id: number) => {
    const profile = profiles.find((candidate) => candidate.id === id);
    if (!profile) throw apiError('not_found');
    return profile;
  };
  const conversationOf = (id: number) => {
    const conversation = conversations.find((candidate) => candidate.id === id);
    if (!conversation) throw apiError('not_found');
    return conversation;
  };
  const entryOf = (conversation: Conversation): ChatEntry => {
    const last = conversation.messages.at(-1);
    return {
      conversation: conversation.id,
      profile: profileOf(conversation.profileId),
      num_unread_messages: conversation.unread,
      last_message: last
        ? { kind: last.kind, text: last.text, mine: last.mine, sent_at: last.sent_at }
        : null,
    };
  };
  const latestFirst = () =>
    [...conversations].sort((a, b) =>
      (b.messages.at(-1)?.sent_at ?? '').localeCompare(a.messages.at(-1)?.sent_at ?? ''),
    );

  /** A message of the member's: refused as the server refuses it, else stored once and paid. */
  async function send(
    profileId: number,
    clientId: string,
    content: { kind: 'text' | 'gift' | 'photo'; text: string },
  ) {
    const sender = member();
    const profile = profileOf(profileId);
    if (blocked.has(profile.id)) throw apiError('blocked');
    if (unconfirmed.has(profile.id))
      throw apiError('recipient_unconfirmed', { name: profile.name });
    const sent = conversations
      .flatMap((conversation) => conversation.messages)
      .find((candidate) => candidate.client_id === clientId);
    if (sent) return { message: sent, credits: sender.credits };
    let conversation = conversations.find((candidate) => candidate.profileId === profile.id);
    const started = conversations.filter((candidate) => candidate.startedByMember).length;
    if (!conversation && !sender.paid_user && started >= FREE_CONVERSATION_LIMIT) {
      throw apiError('conversation_limit');
    }
    const price = messagePrice(content.kind, settings);
    if (sender.credits < price) throw apiError('not_enough_credits', { credits: sender.credits });
    if (!conversation) {
      conversation = {
        id: conversations.length + 1,
        profileId: profile.id,
        messages: [],
        unread: 0,
        startedByMember: true,
      };
      conversations.push(conversation);
    }
    const stored: Message = {
      ...message(conversation.id, true, content.text, NOW + messageIds * 1000),
      kind: content.kind,
      credits: price,
      client_id: clientId,
    };
    conversation.messages.push(stored);
    charge(price);
    return { message: stored, credits: sender.credits - price };
  }

  return {
    getChats: async () => {
      const chats = latestFirst().map(entryOf);
      return {
        chats,
        counters: {
          unread_messages: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0),
          messages: conversations.reduce((sum, chat) => sum + chat.messages.length, 0),
          new_likes: 0,
        },
      };
    },
    getMessages: async ({ query }) => {
      const conversation =
        query.conversation === undefined
          ? conversations.find((candidate) => candidate.profileId === query.profile_id)
          : conversationOf(query.conversation);
      const profile = profileOf(conversation?.profileId ?? query.profile_id ?? 0);
      const unconfirmedSide =
        member().status === 'not_confirmed' ? 'me' : unconfirmed.has(profile.id) ? 'them' : null;
      const all = conversation?.messages ?? [];
      const end =
        query.before === undefined
          ? all.length
          : all.findIndex((candidate) => candidate.id === query.before);
      const start = Math.max(0, end - CHAT_PAGE_SIZE);
      return {
        conversation: conversation?.id ?? null,
        profile,
        messages: all.slice(start, end),
        before: start > 0 ? (all[start]?.id ?? null) : null,
        history_hidden: start === 0 && (data.historyHidden ?? false),
        unconfirmed: unconfirmedSide,
        blocked: blocked.has(profile.id),
      };
    },
    sendMessage: async ({ body }) =>
      send(
        body.profile_id,
        body.client_id,
        body.gift === undefined
          ? { kind: 'text', text: body.text?.trim() ?? '' }
          : { kind: 'gift', text: body.gift },
      ),
    sendPhotoMessage: async ({ body }) => {
      const photo = body.get('photo');
      if (!(photo instanceof Blob))
        throw apiError('validation_failed', { fields: { photo: 'required' } });
      if (photo.size > MAX_PHOTO_BYTES) throw apiError('photo_too_large');
      if (!photo.type.startsWith('image/')) throw apiError('photo_not_an_image');
      const profileId = Number(body.get('profile_id'));
      const clientId = String(body.get('client_id') ?? '');
      return send(profileId, clientId, { kind: 'photo', text: FIXTURE_CHAT_PHOTO });
    },
    readChat: async ({ body }) => {
      conversationOf(body.conversation).unread = 0;
      return {
        unread_messages: conversations.reduce((sum, chat) => sum + chat.unread, 0),
      };
    },
    deleteChat: async ({ body }) => {
      const conversation = conversationOf(body.conversation);
      conversations.splice(conversations.indexOf(conversation), 1);
      return { ok: true };
    },
  };
}
