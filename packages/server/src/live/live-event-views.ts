import type { Brand, LiveEvent } from '@dating/contract';
import type { Selectable } from 'kysely';
import { messageView } from '../chat/messages.js';
import type { Database } from '../db/schema.js';
import type { AnnouncedMessage, LiveAnnouncement } from './live-events.js';

type MessageRow = Selectable<Database['messages']>;

/** Whose page an event is shown on: the member (a message is "mine" or not) of a brand. */
export interface Viewer {
  memberId: number;
  brand: Brand;
}

/** A stored message as the event one member's page is sent: the message as that member sees it. */
function messageEvent(
  viewer: Viewer,
  id: number,
  conversation: number,
  message: Parameters<typeof messageView>[0],
): LiveEvent {
  return {
    id,
    type: 'message',
    conversation,
    message: messageView(message, viewer.memberId, viewer.brand),
  };
}

/**
 * A stored event (a row of `live_events`) as the member's page is sent it, with the messages it
 * names (by id); none for a message erased with its sender's account since.
 */
export function storedEventView(
  viewer: Viewer,
  row: Pick<Selectable<Database['live_events']>, 'id' | 'type' | 'payload'>,
  messages: ReadonlyMap<number, MessageRow>,
): LiveEvent[] {
  const id = Number(row.id);
  const { payload } = row;
  if ('changed' in payload) return [{ id, type: 'counters', changed: payload.changed }];
  if ('profile' in payload) {
    return row.type === 'like' || row.type === 'match'
      ? [{ id, type: row.type, profile: payload.profile }]
      : [];
  }
  if ('until' in payload) {
    return [{ id, type: 'read', conversation: payload.conversation, until: payload.until }];
  }
  const message = messages.get(payload.message);
  return message ? [messageEvent(viewer, id, payload.conversation, message)] : [];
}

/**
 * The event an announcement carries, as one member's page is shown it; null when it carries none
 * (too large to carry: the page reads it from the table).
 */
export function announcedEventView(
  viewer: Viewer,
  announcement: LiveAnnouncement,
): LiveEvent | null {
  const { id, type, event } = announcement;
  if (!event) return null;
  if ('changed' in event) return { id, type: 'counters', changed: event.changed };
  if ('profile' in event) {
    return type === 'like' || type === 'match' ? { id, type, profile: event.profile } : null;
  }
  if (type === 'read' && event.until !== undefined) {
    return { id, type: 'read', conversation: event.conversation, until: event.until };
  }
  if (type !== 'message' || !event.message) return null;
  const row: AnnouncedMessage = event.message;
  return messageEvent(viewer, id, event.conversation, {
    ...row,
    created_at: new Date(row.created_at),
  });
}
