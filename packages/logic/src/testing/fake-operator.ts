import type {
  InboxClaim,
  Insight,
  Language,
  Operator,
  OperatorChatEntry,
  OperatorDiscountCode,
  OperatorNote,
  OperatorThreadMessage,
  Persona,
  ProfileCard,
  SavedReply,
} from '@dating/contract';
import { CHAT_PAGE_SIZE, INBOX_CLAIM_IDLE_MS } from '@dating/contract/enums';
import { createFakeDiscountCodes } from './fake-discount-codes.js';
import { apiError } from './fake-errors.js';
import { createFakeInsight } from './fake-insight.js';
import { createFakeModeration, type FakeModerationData } from './fake-moderation.js';
import { createFakeNotices } from './fake-notices.js';
import { createFakePersonas, fixturePersonas } from './fake-personas.js';
import { createFakeProfileTexts } from './fake-profile-texts.js';
import { createFakeSavedReplies } from './fake-saved-replies.js';
import type { EndpointHandlers } from './fake-server.js';
import { createFakeTeam, type FakeTeamData, fixtureTeam, operatorGate } from './fake-team.js';
import { fixtureProfile } from './fixtures.js';

/** A conversation of the fake operator inbox: a fictional profile, the member writing to it. */
export interface FakeOperatorConversation {
  /** The fictional profile (the side the operator writes as). */
  profileId: number;
  memberId: number;
  /**
   * Oldest first; `mine`: written as the fictional profile, by the operator named `by` (Sam, the
   * fixture operator, by default).
   */
  messages: readonly { mine: boolean; text: string; by?: { id: number; name: string } }[];
  /** How many of the last messages wait for an answer (0 by default). */
  unread?: number;
  /** The member's language (English by default). */
  language?: Language;
}

/** What the fake's back office starts from: who is logged in, the inbox, the team, the log. */
export interface FakeOperatorData extends FakeTeamData, FakeModerationData {
  /** The operator logged in; null shows the login ({@link FIXTURE_OPERATOR} by default). */
  operator?: Operator | null;
  /** {@link fixtureOperatorConversations} by default. */
  conversations?: readonly FakeOperatorConversation[];
  /** Members who have not confirmed their e-mail: they cannot be answered yet. */
  unconfirmed?: readonly number[];
  /** The team's notes by conversation id (none by default). */
  notes?: Readonly<Record<number, OperatorNote>>;
  /** The personas of the back office (`fixturePersonas` of the fictional profiles by default). */
  personas?: readonly Persona[];
  /** The insight's figures (`fixtureInsight()` by default). */
  insight?: Insight;
  /** Colleagues' claims by conversation id: those conversations are theirs (none by default). */
  claims?: Readonly<Record<number, InboxClaim>>;
  /** The saved replies (`fixtureSavedReplies` of the fictional profiles by default). */
  savedReplies?: readonly SavedReply[];
  /** The brand's discount codes (`fixtureOperatorDiscountCodes()` by default). */
  discountCodes?: readonly OperatorDiscountCode[];
}

/** The operator of the fake inbox: Sam, of the chat role. */
export const FIXTURE_OPERATOR: Operator = {
  id: 1,
  name: 'Sam',
  email: 'team@amora.example',
  roles: ['chat'],
};

/** The password the fake operator login takes; any other is `login_failed`. */
export const FIXTURE_OPERATOR_PASSWORD = 'operator password';

/**
 * Three conversations of the first fictional `profiles` with real ones: two waiting for an answer
 * (the newest first) and one answered.
 */
export function fixtureOperatorConversations(
  profiles: readonly ProfileCard[],
): FakeOperatorConversation[] {
  const fictional = profiles.filter((profile) => profile.fictional);
  const members = profiles.filter((profile) => !profile.fictional);
  const [lena, mia] = fictional;
  const [tom, ben, jan] = members;
  if (!lena || !mia || !tom || !ben || !jan) return [];
  return [
    {
      profileId: lena.id,
      memberId: jan.id,
      messages: [
        { mine: false, text: 'Hi! Your photos from Lisbon are lovely.' },
        {
          mine: true,
          text: 'Thank you! It was my first time there. Have you been?',
          by: { id: 5, name: 'Noor' },
        },
        { mine: false, text: 'Not yet, it is on my list.' },
      ],
    },
    {
      profileId: mia.id,
      memberId: ben.id,
      messages: [{ mine: false, text: 'Hello Mia, how is your week going?' }],
      unread: 1,
    },
    {
      profileId: lena.id,
      memberId: tom.id,
      messages: [
        { mine: true, text: 'Good morning! Coffee or tea?' },
        { mine: false, text: 'Coffee, always. And you?' },
        { mine: false, text: 'Do you know a good place in town?' },
      ],
      unread: 2,
    },
  ];
}

/** The inbox's handlers here, with the team's and the moderation's (each listing its own). */
type OperatorHandlers = Pick<
  EndpointHandlers,
  | 'getOperator'
  | 'operatorLogin'
  | 'operatorLogout'
  | 'getOperatorChats'
  | 'getOperatorMessages'
  | 'claimOperatorChat'
  | 'releaseOperatorChat'
  | 'readOperatorChat'
  | 'sendOperatorMessage'
  | 'getConversationContext'
  | 'saveOperatorNote'
> &
  ReturnType<typeof createFakePersonas> &
  ReturnType<typeof createFakeSavedReplies> &
  ReturnType<typeof createFakeInsight> &
  ReturnType<typeof createFakeTeam> &
  ReturnType<typeof createFakeDiscountCodes> &
  ReturnType<typeof createFakeModeration> &
  ReturnType<typeof createFakeNotices> &
  ReturnType<typeof createFakeProfileTexts>;

/** The newest message of the fake inbox, half an hour before the fake clock's start. */
const NOW = Date.UTC(2026, 0, 15, 11, 30);
/** The fake clock's start: a claim made then lasts the claim's idle minutes. */
const CLOCK_START = Date.UTC(2026, 0, 15, 12);

interface Conversation {
  id: number;
  profileId: number;
  memberId: number;
  messages: OperatorThreadMessage[];
  unread: number;
  language: Language;
}

/**
 * The fake's back office over `profiles`: a login with {@link FIXTURE_OPERATOR_PASSWORD} (as the
 * active team member of that address, else as {@link FIXTURE_OPERATOR} with it), the inbox's
 * conversations (waiting ones first, then the latest), pages of them, reading and answers (once
 * per client id; 403 `recipient_unconfirmed` for the data's unconfirmed members, 400 `too_long`
 * past `messageLength`), what the team knows beside a conversation (both profiles and the note,
 * saved over the copy it started from, else 409 `conflict`), claims (the data's colleagues' claims
 * keep a conversation theirs: its answers are 409 `conflict`), the search (a member's id or a part
 * of their name, a persona, a message's text), the personas (`createFakePersonas`), the saved
 * replies (`createFakeSavedReplies`), the discount codes (`createFakeDiscountCodes`),
 * and the team and audit log (`createFakeTeam`). Every call is decided as
 * the server does (`operatorGate`): 403 without a login, or without a role that may.
 */
export function createFakeOperator(
  profiles: readonly ProfileCard[],
  messageLength: number,
  data: FakeOperatorData = {},
): OperatorHandlers {
  let operator = data.operator === undefined ? FIXTURE_OPERATOR : data.operator;
  let messageIds = 1000;
  const starts = data.conversations ?? fixtureOperatorConversations(profiles);
  const conversations: Conversation[] = starts.map((start, index) => {
    const id = 100 + index;
    const count = start.messages.length;
    return {
      id,
      profileId: start.profileId,
      memberId: start.memberId,
      language: start.language ?? 'en',
      messages: start.messages.map((entry, position) => {
        messageIds += 1;
        // The later in the data, the newer: an hour apart, messages a few minutes apart.
        const at = NOW - (count - 1 - position) * 300_000 - (starts.length - 1 - index) * 3_600_000;
        return {
          id: messageIds,
          conversation: id,
          mine: entry.mine,
          kind: 'text',
          text: entry.text,
          credits: 0,
          client_id: entry.mine ? `fake-answer-${messageIds}` : null,
          sent_at: new Date(at).toISOString(),
          answered_by: entry.mine
            ? (entry.by ?? { id: FIXTURE_OPERATOR.id, name: FIXTURE_OPERATOR.name })
            : null,
        };
      }),
      unread: start.unread ?? 0,
    };
  });
  const unconfirmed = new Set(data.unconfirmed ?? []);
  const notes = new Map(
    Object.entries(data.notes ?? {}).map(([id, note]) => [Number(id), note] as const),
  );
  let noteSaves = 0;
  const personas = data.personas ?? fixturePersonas(profiles);
  const profileOf = (id: number) => {
    const profile = profiles.find((candidate) => candidate.id === id);
    if (!profile) throw apiError('not_found');
    return profile;
  };
  const gate = operatorGate(() => operator);
  const team = data.team ?? fixtureTeam();
  const conversationOf = (id: number, endpoint: Parameters<typeof gate>[0]) => {
    gate(endpoint);
    const conversation = conversations.find((candidate) => candidate.id === id);
    if (!conversation) throw apiError('not_found');
    return conversation;
  };
  const unreadTotal = () => conversations.reduce((sum, each) => sum + each.unread, 0);
  const claims = new Map(
    Object.entries(data.claims ?? {}).map(([id, claim]) => [Number(id), claim] as const),
  );
  /** A claim on the conversation that is not the operator's (the fake's claims never lapse). */
  const colleagueClaim = (conversation: number, operatorId: number) => {
    const claim = claims.get(conversation);
    return claim && claim.operator.id !== operatorId ? claim : null;
  };
  const includes = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
  const entryOf = (conversation: Conversation): OperatorChatEntry => {
    const last = conversation.messages.at(-1);
    return {
      conversation: conversation.id,
      profile: profileOf(conversation.profileId),
      member: profileOf(conversation.memberId),
      num_unread_messages: conversation.unread,
      last_message: last
        ? { kind: last.kind, text: last.text, mine: last.mine, sent_at: last.sent_at }
        : null,
      claim: claims.get(conversation.id) ?? null,
    };
  };

  return {
    getOperator: async () => ({ operator }),
    operatorLogin: async ({ body }) => {
      if (body.password !== FIXTURE_OPERATOR_PASSWORD) throw apiError('login_failed');
      const email = body.email.trim().toLowerCase();
      const member = team.find((candidate) => candidate.email === email && !candidate.disabled);
      operator = member
        ? { id: member.id, name: member.name, email, roles: member.roles }
        : { ...FIXTURE_OPERATOR, email };
      return { operator };
    },
    operatorLogout: async () => {
      operator = null;
      return { operator };
    },
    getOperatorChats: async ({ query }) => {
      gate('getOperatorChats');
      const newest = (conversation: Conversation) => conversation.messages.at(-1)?.sent_at ?? '';
      const { member, persona, text } = query;
      const found = conversations.filter((conversation) => {
        const card = profileOf(conversation.memberId);
        return (
          (!member || String(card.id) === member || includes(card.name, member)) &&
          (persona === undefined || conversation.profileId === persona) &&
          (!text || conversation.messages.some((message) => includes(message.text, text)))
        );
      });
      const ordered = [...found].sort(
        (a, b) => Number(b.unread > 0) - Number(a.unread > 0) || newest(b).localeCompare(newest(a)),
      );
      return { chats: ordered.map(entryOf), unread_messages: unreadTotal() };
    },
    getOperatorMessages: async ({ query }) => {
      const conversation = conversationOf(query.conversation, 'getOperatorMessages');
      const all = conversation.messages;
      const end =
        query.before === undefined
          ? all.length
          : all.findIndex((candidate) => candidate.id === query.before);
      const start = Math.max(0, end - CHAT_PAGE_SIZE);
      return {
        conversation: conversation.id,
        profile: profileOf(conversation.memberId),
        fictional_profile: profileOf(conversation.profileId),
        messages: all.slice(start, end),
        before: start > 0 ? (all[start]?.id ?? null) : null,
        history_hidden: false,
        unconfirmed: unconfirmed.has(conversation.memberId) ? 'them' : null,
        blocked: false,
        member_language: conversation.language,
      };
    },
    claimOperatorChat: async ({ body }) => {
      const { id, name } = gate('claimOperatorChat');
      const conversation = conversationOf(body.conversation, 'claimOperatorChat');
      const held = colleagueClaim(conversation.id, id);
      if (held) return { claim: held };
      const claim = {
        operator: { id, name },
        until: new Date(CLOCK_START + INBOX_CLAIM_IDLE_MS).toISOString(),
      };
      claims.set(conversation.id, claim);
      return { claim };
    },
    releaseOperatorChat: async ({ body }) => {
      const { id } = gate('releaseOperatorChat');
      if (!colleagueClaim(body.conversation, id)) claims.delete(body.conversation);
      return { claim: claims.get(body.conversation) ?? null };
    },
    readOperatorChat: async ({ body }) => {
      conversationOf(body.conversation, 'readOperatorChat').unread = 0;
      return { unread_messages: unreadTotal() };
    },
    sendOperatorMessage: async ({ body }) => {
      const conversation = conversationOf(body.conversation, 'sendOperatorMessage');
      const author = gate('sendOperatorMessage');
      if (colleagueClaim(conversation.id, author.id)) throw apiError('conflict');
      const member = profileOf(conversation.memberId);
      if (unconfirmed.has(member.id))
        throw apiError('recipient_unconfirmed', { name: member.name });
      const text = body.text.trim();
      if (text.length > messageLength)
        throw apiError('validation_failed', { fields: { text: 'too_long' } });
      const sent = conversation.messages.find(
        (candidate) => candidate.client_id === body.client_id,
      );
      if (sent) return { message: sent };
      messageIds += 1;
      const message: OperatorThreadMessage = {
        id: messageIds,
        conversation: conversation.id,
        mine: true,
        kind: 'text',
        text,
        credits: 0,
        client_id: body.client_id,
        sent_at: new Date(NOW + messageIds * 1000).toISOString(),
        answered_by: { id: author.id, name: author.name },
      };
      conversation.messages.push(message);
      conversation.unread = 0;
      return { message };
    },
    getConversationContext: async ({ query }) => {
      const conversation = conversationOf(query.conversation, 'getConversationContext');
      const full = (card: ProfileCard) =>
        personas.find((persona) => persona.id === card.id) ??
        fixtureProfile({ ...card, photos: card.main_image ? [card.main_image] : [] });
      return {
        persona: full(profileOf(conversation.profileId)),
        member: full(profileOf(conversation.memberId)),
        note: notes.get(conversation.id) ?? null,
      };
    },
    saveOperatorNote: async ({ body }) => {
      const conversation = conversationOf(body.conversation, 'saveOperatorNote');
      const current = notes.get(conversation.id) ?? null;
      if ((current?.updated_at ?? null) !== body.based_on) throw apiError('conflict');
      const text = body.text.trim();
      if (!text) {
        notes.delete(conversation.id);
        return { note: null };
      }
      const author = gate('saveOperatorNote');
      noteSaves += 1;
      const note: OperatorNote = {
        text,
        updated_at: new Date(NOW + noteSaves * 60_000).toISOString(),
        updated_by: { id: author.id, name: author.name },
      };
      notes.set(conversation.id, note);
      return { note };
    },
    ...createFakePersonas(gate, profiles, personas),
    ...createFakeSavedReplies(gate, profiles, data.savedReplies),
    ...createFakeInsight(gate, data.insight),
    ...createFakeTeam(gate, { ...data, team }),
    ...createFakeDiscountCodes(gate, data.discountCodes),
    ...createFakeModeration(gate, profiles, data),
    ...createFakeNotices(gate, profiles, data),
    ...createFakeProfileTexts(gate, profiles, data),
  };
}
