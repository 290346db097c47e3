import type { ProfileCard, SavedReply } from '@dating/contract';
import { SAVED_REPLIES_MAX } from '@dating/contract/enums';
import { bySavedReplyOrder } from '@dating/contract/rules';
import { apiError } from './fake-errors.js';
import type { EndpointHandlers } from './fake-server.js';
import type { operatorGate } from './fake-team.js';

type SavedReplyHandlers = Pick<
  EndpointHandlers,
  'getSavedReplies' | 'createSavedReply' | 'updateSavedReply' | 'deleteSavedReply'
>;

const SAVED_AT = '2026-01-12T10:00:00.000Z';

/**
 * The chat team's replies for the first two fictional `profiles`: a greeting for the first in
 * English and German, and for every persona an English and a Dutch way of saying the persona is
 * fictional when asked (the house rule).
 */
export function fixtureSavedReplies(profiles: readonly ProfileCard[]): SavedReply[] {
  const [lena] = profiles.filter((profile) => profile.fictional);
  const by = { id: 1, name: 'Sam' };
  const reply = (
    id: number,
    persona: ProfileCard | undefined,
    language: SavedReply['language'],
    title: string,
    text: string,
  ): SavedReply => ({
    id,
    persona: persona ? { id: persona.id, name: persona.name } : null,
    language,
    title,
    text,
    updated_at: SAVED_AT,
    updated_by: by,
  });
  return [
    reply(
      1,
      lena,
      'en',
      'Morning greeting',
      'Good morning {name}! I just made my first coffee. How did you sleep?',
    ),
    reply(2, lena, 'de', 'Morgengruß', 'Guten Morgen {name}! Hast du gut geschlafen?'),
    reply(
      3,
      undefined,
      'en',
      'Asked whether the profile is real',
      'Good question, {name}. This is one of the site’s fictional profiles, written by its team, as the mark on the profile says. I am happy to keep chatting if you like.',
    ),
    reply(
      4,
      undefined,
      'nl',
      'Gevraagd of het profiel echt is',
      'Goede vraag, {name}. Dit is een van de fictieve profielen van de site, geschreven door het team, zoals het merkteken op het profiel zegt.',
    ),
  ];
}

/**
 * The fake's saved replies: listed, made (up to `SAVED_REPLIES_MAX`, else 409 `conflict`),
 * changed and removed; a persona must be one of the fictional `profiles` (404 on `persona`).
 */
export function createFakeSavedReplies(
  gate: ReturnType<typeof operatorGate>,
  profiles: readonly ProfileCard[],
  start: readonly SavedReply[] = fixtureSavedReplies(profiles),
): SavedReplyHandlers {
  let replies = [...start];
  let ids = 100;
  let saves = 0;
  const personaOf = (id: number | null | undefined) => {
    if (id === null || id === undefined) return null;
    const persona = profiles.find((profile) => profile.id === id && profile.fictional);
    if (!persona) throw apiError('not_found', { fields: { persona: 'not_found' } });
    return { id: persona.id, name: persona.name };
  };
  const replyOf = (id: number) => {
    const reply = replies.find((candidate) => candidate.id === id);
    if (!reply) throw apiError('not_found', { fields: { id: 'not_found' } });
    return reply;
  };
  const stamp = () => {
    saves += 1;
    return new Date(Date.parse(SAVED_AT) + saves * 60_000).toISOString();
  };
  return {
    getSavedReplies: async () => {
      gate('getSavedReplies');
      return { replies: [...replies].sort(bySavedReplyOrder) };
    },
    createSavedReply: async ({ body }) => {
      const operator = gate('createSavedReply');
      if (replies.length >= SAVED_REPLIES_MAX) throw apiError('conflict');
      ids += 1;
      const reply: SavedReply = {
        id: ids,
        persona: personaOf(body.persona),
        language: body.language,
        title: body.title.trim(),
        text: body.text.trim(),
        updated_at: stamp(),
        updated_by: { id: operator.id, name: operator.name },
      };
      replies = [...replies, reply];
      return { reply };
    },
    updateSavedReply: async ({ body }) => {
      const operator = gate('updateSavedReply');
      const current = replyOf(body.id);
      const reply: SavedReply = {
        ...current,
        ...(body.persona !== undefined ? { persona: personaOf(body.persona) } : {}),
        ...(body.language ? { language: body.language } : {}),
        ...(body.title !== undefined ? { title: body.title.trim() } : {}),
        ...(body.text !== undefined ? { text: body.text.trim() } : {}),
        updated_at: stamp(),
        updated_by: { id: operator.id, name: operator.name },
      };
      replies = replies.map((candidate) => (candidate.id === reply.id ? reply : candidate));
      return { reply };
    },
    deleteSavedReply: async ({ body }) => {
      gate('deleteSavedReply');
      replyOf(body.id);
      replies = replies.filter((candidate) => candidate.id !== body.id);
      return { ok: true as const };
    },
  };
}
