import type { Language } from '@dating/contract';
import type { PushType } from '../db/schema.js';

/**
 * What a push notification says, in each language of the interface: who it is about, never what
 * they wrote (a lock screen is seen by others). The title is the brand's name.
 */
export const PUSH_TEXTS: Record<Language, Record<PushType, (name: string) => string>> = {
  en: {
    new_conversations: (name) => `${name} started a conversation with you`,
    new_messages: (name) => `New message from ${name}`,
    like: (name) => `${name} likes you`,
  },
  de: {
    new_conversations: (name) => `${name} hat eine Unterhaltung mit dir begonnen`,
    new_messages: (name) => `Neue Nachricht von ${name}`,
    like: (name) => `${name} mag dich`,
  },
  es: {
    new_conversations: (name) => `${name} ha empezado una conversación contigo`,
    new_messages: (name) => `Nuevo mensaje de ${name}`,
    like: (name) => `Le gustas a ${name}`,
  },
  fr: {
    new_conversations: (name) => `${name} a commencé une conversation avec vous`,
    new_messages: (name) => `Nouveau message de ${name}`,
    like: (name) => `${name} vous aime bien`,
  },
  it: {
    new_conversations: (name) => `${name} ha iniziato una conversazione con te`,
    new_messages: (name) => `Nuovo messaggio da ${name}`,
    like: (name) => `Piaci a ${name}`,
  },
  nl: {
    new_conversations: (name) => `${name} is een gesprek met je begonnen`,
    new_messages: (name) => `Nieuw bericht van ${name}`,
    like: (name) => `${name} vindt je leuk`,
  },
  pl: {
    new_conversations: (name) => `${name}: nowa rozmowa z Tobą`,
    new_messages: (name) => `Nowa wiadomość od: ${name}`,
    like: (name) => `${name}: polubienie Twojego profilu`,
  },
};
