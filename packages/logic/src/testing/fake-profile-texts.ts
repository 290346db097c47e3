import type { ProfileCard, ReviewText } from '@dating/contract';
import { PHOTO_QUEUE_PAGE_SIZE } from '@dating/contract/enums';
import { apiError } from './fake-errors.js';
import { REPORTED_AT } from './fake-moderation.js';
import type { EndpointHandlers } from './fake-server.js';
import type { operatorGate } from './fake-team.js';

/**
 * Profile texts of real `profiles` waiting for review: an about-me text with a phone number and
 * a money request, a name with a handle, and an about-me text with a link.
 */
export function fixtureReviewTexts(profiles: readonly ProfileCard[]): ReviewText[] {
  const [eva, tom, jan] = profiles.filter((profile) => !profile.fictional);
  if (!eva || !tom || !jan) return [];
  const member = (card: ProfileCard) => ({
    id: card.id,
    name: card.name,
    age: card.age,
    gender: card.gender,
    country: card.country,
    city: card.city,
  });
  const at = (minutes: number) => new Date(REPORTED_AT + minutes * 60_000).toISOString();
  return [
    {
      id: 1,
      created_at: at(5),
      field: 'notes',
      text: 'Lonely widower, engineer on an oil platform. Write me on WhatsApp +44 7700 900123, I need help with the customs fee (200 €).',
      flags: ['contact', 'money'],
      member: member(tom),
    },
    {
      id: 2,
      created_at: at(25),
      field: 'name',
      text: `${eva.name} insta @${eva.name.toLowerCase()}.x`,
      flags: ['contact'],
      member: member(eva),
    },
    {
      id: 3,
      created_at: at(45),
      field: 'notes',
      text: 'My photos are on www.jan-portraits.nl, have a look!',
      flags: ['link'],
      member: member(jan),
    },
  ];
}

type ProfileTextHandlers = Pick<EndpointHandlers, 'getProfileTextQueue' | 'decideProfileText'>;

/**
 * The fake's review of profile texts: the queue (the oldest first) and the decision (409
 * `conflict` for a text decided already).
 */
export function createFakeProfileTexts(
  gate: ReturnType<typeof operatorGate>,
  profiles: readonly ProfileCard[],
  data: { texts?: readonly ReviewText[] } = {},
): ProfileTextHandlers {
  let texts = [...(data.texts ?? fixtureReviewTexts(profiles))];
  return {
    getProfileTextQueue: async () => {
      gate('getProfileTextQueue');
      return {
        texts: texts.slice(0, PHOTO_QUEUE_PAGE_SIZE),
        waiting: texts.length,
        oldest_at: texts[0]?.created_at ?? null,
      };
    },
    decideProfileText: async ({ body }) => {
      gate('decideProfileText');
      if (!texts.some((text) => text.id === body.text)) throw apiError('conflict');
      texts = texts.filter((text) => text.id !== body.text);
      return { text: body.text, decision: body.decision };
    },
  };
}
