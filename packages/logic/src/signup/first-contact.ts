import { SITE_STORAGE_KEYS } from '@dating/contract/enums';
import type { KeyValueStorage } from '../platform/storage.js';

const KEY = SITE_STORAGE_KEYS.firstContact;

/**
 * Remembers the member whose landing a visitor is on (`/members/{id}/landing`, `/signup`): if the
 * visitor signs up, their first conversation is with that member. The last landing counts.
 */
export function rememberFirstContact(storage: KeyValueStorage, memberId: number): void {
  try {
    storage.setItem(KEY, String(memberId));
  } catch {
    // A refused storage only costs the shortcut to the conversation.
  }
}

/**
 * The member a new member's first conversation is with, once: the stored id is removed as it is
 * read (after the address is confirmed, the confirmation page opens that conversation). Undefined
 * when there is none or it is no member id.
 */
export function takeFirstContact(storage: KeyValueStorage): number | undefined {
  let value: string | null = null;
  try {
    value = storage.getItem(KEY);
    storage.removeItem(KEY);
  } catch {
    return undefined;
  }
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
