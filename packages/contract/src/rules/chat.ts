import type { MessageKind } from '../enums/chat.js';

/** The brand's prices of what a member may send (its settings carry them). */
export interface MessagePrices {
  message_credits: number;
  gift_credits: number;
  photo_credits: number;
}

/**
 * What a message of this kind costs its sender, in credits: a text the brand's `message_credits`,
 * a gift `gift_credits`, a photo `photo_credits`; a signup message is free.
 */
export function messagePrice(kind: MessageKind, prices: MessagePrices): number {
  if (kind === 'gift') return prices.gift_credits;
  if (kind === 'photo') return prices.photo_credits;
  if (kind === 'signup') return 0;
  return prices.message_credits;
}

/**
 * The files of a photo sent in a chat, from its message's text (their common path in the uploads,
 * `<site>/<member>/<name>`): the photo (at most 1600 px) and its preview for the conversation (at
 * most 640 px, uncropped). Served at `/uploads/<file>` to the two members of the conversation only.
 */
export function chatPhotoFiles(path: string): { photo: string; preview: string } {
  return { photo: `${path}.jpg`, preview: `${path}-preview.jpg` };
}
