import { SITE_STORAGE_KEYS } from '@dating/contract/enums';
import type { KeyValueStorage } from '../platform/storage.js';

/** Where the member's unsent messages wait in the browser. */
export const UNSENT_MESSAGES_KEY = SITE_STORAGE_KEYS.unsentMessages;

/** How many unsent messages wait per conversation at most (the oldest go first). */
const UNSENT_PER_CONVERSATION = 20;

/** A message of the member's not sent yet: enough to show it again and send it once. */
export interface UnsentMessage {
  /** Its client id: sent again with it, the server stores it once. */
  client_id: string;
  kind: 'text' | 'gift';
  text: string;
  /** When the member wrote it (ISO). */
  sent_at: string;
}

/** Unsent messages by `{member}:{member written to}`. */
type UnsentBook = Record<string, UnsentMessage[]>;

/** The member's messages that have not gone yet, kept in the browser's storage until they do. */
export interface UnsentMessages {
  /** The unsent messages to a member, oldest first. */
  to(profileId: number): UnsentMessage[];
  /** Keeps a message until it is sent or discarded. */
  keep(profileId: number, message: UnsentMessage): void;
  /** The message went (or was discarded): it is forgotten. */
  forget(profileId: number, clientId: string): void;
}

const isUnsent = (value: unknown): value is UnsentMessage => {
  const message = value as Partial<UnsentMessage> | null;
  return (
    typeof message?.client_id === 'string' &&
    (message.kind === 'text' || message.kind === 'gift') &&
    typeof message.text === 'string' &&
    typeof message.sent_at === 'string'
  );
};

/**
 * The member's unsent messages (texts and gifts: a photo's file cannot be kept), by the member
 * written to, in `storage` under {@link UNSENT_MESSAGES_KEY}: a failed message survives a reload
 * and is offered again. Kept per logged-in member (`memberId`), so that another member on the
 * same browser never sees them; nothing is kept while nobody is logged in. A damaged entry is
 * dropped.
 */
export function createUnsentMessages(
  storage: KeyValueStorage,
  memberId: () => number | null,
): UnsentMessages {
  const read = (): UnsentBook => {
    try {
      const book = JSON.parse(storage.getItem(UNSENT_MESSAGES_KEY) ?? '{}') as unknown;
      return book && typeof book === 'object' ? (book as UnsentBook) : {};
    } catch {
      return {};
    }
  };
  const keyOf = (profileId: number) => {
    const member = memberId();
    return member === null ? null : `${member}:${profileId}`;
  };
  const write = (key: string, messages: UnsentMessage[]) => {
    const book = read();
    if (messages.length > 0) book[key] = messages.slice(-UNSENT_PER_CONVERSATION);
    else delete book[key];
    if (Object.keys(book).length > 0) storage.setItem(UNSENT_MESSAGES_KEY, JSON.stringify(book));
    else storage.removeItem(UNSENT_MESSAGES_KEY);
  };
  const to = (profileId: number): UnsentMessage[] => {
    const key = keyOf(profileId);
    const kept = key === null ? [] : read()[key];
    return Array.isArray(kept) ? kept.filter(isUnsent) : [];
  };
  return {
    to,
    keep(profileId, message) {
      const key = keyOf(profileId);
      if (key === null) return;
      const others = to(profileId).filter((kept) => kept.client_id !== message.client_id);
      write(key, [...others, message]);
    },
    forget(profileId, clientId) {
      const key = keyOf(profileId);
      const kept = to(profileId);
      if (key === null || !kept.some((message) => message.client_id === clientId)) return;
      write(
        key,
        kept.filter((message) => message.client_id !== clientId),
      );
    },
  };
}
