import type {
  ModerationNotice,
  ProfileCard,
  Restriction,
  Transparency,
  TransparencyHalf,
} from '@dating/contract';
import {
  COMPLAINT_REASONS,
  REPORT_PAGE_SIZE,
  REPORT_REASONS,
  RESTRICTION_GROUNDS,
  RESTRICTION_KINDS,
} from '@dating/contract/enums';
import { apiError } from './fake-errors.js';
import { REPORTED_AT } from './fake-moderation.js';
import type { EndpointHandlers } from './fake-server.js';
import type { operatorGate } from './fake-team.js';

const at = (minutes: number) => new Date(REPORTED_AT + minutes * 60_000).toISOString();

/**
 * Notices from `/complaints` of real `profiles`, which arrive between the fake's reports (its
 * queue interleaves them): a visitor's notice about a profile by its address, a member's about a
 * conversation with its messages, a general complaint about a payment, and one dismissed already.
 */
export function fixtureNotices(profiles: readonly ProfileCard[]): ModerationNotice[] {
  const members = profiles.filter((profile) => !profile.fictional);
  const [eva, tom, jan, , lina] = members;
  if (!eva || !tom || !jan || !lina) return [];
  const concerns = (card: ProfileCard, notes: string | null) => ({
    ...card,
    notes,
    photos: card.main_image ? [card.main_image] : [],
    status: 'active' as const,
  });
  const notice = (
    id: number,
    fields: Omit<
      ModerationNotice,
      'id' | 'reference' | 'created_at' | 'decision' | 'answer' | 'decided_at' | 'restriction'
    >,
  ): ModerationNotice => ({
    id,
    reference: `N-${(0x3f9a1c7b20 + id).toString(16).toUpperCase()}`,
    created_at: at(id * 30 + 15),
    ...fields,
    decision: null,
    answer: null,
    decided_at: null,
    restriction: null,
  });
  return [
    notice(1, {
      subject: 'member',
      reason: 'fake_profile',
      url: `https://amora.example/members/${jan.id}`,
      explanation:
        'These are photos of my sister. She never signed up here, and she is upset that someone uses her face.',
      notifier: { name: 'Nora Visser', email: 'nora@example.org', member: null },
      concerns: concerns(jan, null),
      evidence: [],
    }),
    notice(2, {
      subject: 'message',
      reason: 'hate_speech',
      url: null,
      explanation: 'He insulted me for where I come from.',
      notifier: { name: eva.name, email: `${eva.name.toLowerCase()}@example.org`, member: eva },
      concerns: concerns(tom, 'Engineer, often abroad for work.'),
      evidence: [
        { reporter: true, kind: 'text', text: 'Where are you from originally?', sent_at: at(-90) },
        {
          reporter: false,
          kind: 'text',
          text: 'Why do you care? People like you should go back where they came from.',
          sent_at: at(-80),
        },
      ],
    }),
    notice(3, {
      subject: 'service',
      reason: 'payment_problem',
      url: null,
      explanation: 'I paid for 120 credits by bank transfer a week ago and still have none.',
      notifier: { name: 'Mark de Vries', email: 'mark@example.org', member: null },
      concerns: null,
      evidence: [],
    }),
    {
      ...notice(4, {
        subject: 'photo',
        reason: 'intellectual_property',
        url: `https://amora.example/members/${lina.id}`,
        explanation: 'The second photo is one I took; I did not allow its use.',
        notifier: { name: null, email: 'photo@studio.example', member: null },
        concerns: concerns(lina, null),
        evidence: [],
      }),
      decision: 'dismiss',
      answer: 'The member showed us that she bought the photo from you with the right to use it.',
      decided_at: at(400),
    },
  ];
}

/** The figures the fake gives every half-year: a month's work of a small team. */
export function fixtureTransparency(year: number, half: TransparencyHalf): Transparency {
  const counts = <Key extends string>(keys: readonly Key[], values: Partial<Record<Key, number>>) =>
    Object.fromEntries(keys.map((key) => [key, values[key] ?? 0])) as Record<Key, number>;
  const firstMonth = half === 1 ? '01' : '07';
  return {
    from: `${year}-${firstMonth}-01`,
    until: half === 1 ? `${year}-07-01` : `${year + 1}-01-01`,
    notices: {
      received: 14,
      by_reason: counts(COMPLAINT_REASONS, {
        fake_profile: 6,
        hate_speech: 2,
        fraud: 3,
        intellectual_property: 1,
        payment_problem: 2,
      }),
      decided: 13,
      acted: 7,
      median_hours: 5.5,
    },
    reports: {
      received: 52,
      by_reason: counts(REPORT_REASONS, { fake_profile: 21, scam: 17, harassment: 9, other: 5 }),
      decided: 50,
      acted: 23,
      median_hours: 3.2,
    },
    restrictions: {
      by_kind: counts(RESTRICTION_KINDS, { warning: 12, suspension: 9, ban: 9, removal: 41 }),
      by_ground: counts(RESTRICTION_GROUNDS, {
        false_identity: 30,
        scam: 16,
        harassment: 8,
        spam: 11,
        illegal_content: 6,
      }),
      own_initiative: 41,
      automated: 0,
    },
    photos: { reviewed: 2870, rejected: 41, median_hours: 1.4 },
    appeals: { received: 6, decided: 6, reversed: 2, median_hours: 20.5 },
  };
}

type NoticeHandlers = Pick<EndpointHandlers, 'getNotices' | 'decideNotice' | 'getTransparency'>;

/**
 * The fake's notices: the queue (open notices oldest first, decided ones newest first), the
 * decision (409 `conflict` for a notice decided already; a restriction of a member the fake does
 * not know is 404), and the transparency figures of any half-year.
 */
export function createFakeNotices(
  gate: ReturnType<typeof operatorGate>,
  profiles: readonly ProfileCard[],
  data: { notices?: readonly ModerationNotice[] } = {},
): NoticeHandlers {
  let notices = [...(data.notices ?? fixtureNotices(profiles))];
  let restrictionIds = 200;
  return {
    getNotices: async ({ query }) => {
      gate('getNotices');
      const open = notices.filter((notice) => notice.decision === null);
      const decided = notices
        .filter((notice) => notice.decision !== null)
        .reverse()
        .filter((notice) => query.before === undefined || notice.id < query.before);
      const list = query.status === 'decided' ? decided : open;
      const page = list.slice(0, REPORT_PAGE_SIZE);
      const last = page.at(-1);
      return {
        notices: page,
        open: open.length,
        oldest_open_at: open[0]?.created_at ?? null,
        before:
          query.status === 'decided' && list.length > REPORT_PAGE_SIZE && last ? last.id : null,
      };
    },
    decideNotice: async ({ body }) => {
      const operator = gate('decideNotice');
      const notice = notices.find((candidate) => candidate.id === body.notice);
      if (!notice) throw apiError('not_found', { fields: { notice: 'not_found' } });
      if (notice.decision !== null) throw apiError('conflict');
      let restriction: Restriction | null = null;
      if (body.decision !== 'dismiss') {
        if (!profiles.some((profile) => profile.id === body.member))
          throw apiError('not_found', { fields: { member: 'not_found' } });
        restrictionIds += 1;
        restriction = {
          id: restrictionIds,
          kind: body.decision,
          ground: body.ground ?? 'illegal_content',
          facts: body.facts ?? '',
          created_at: at(600),
          ends_at: body.decision === 'suspension' ? at(600 + (body.days ?? 1) * 1440) : null,
          lifted_at: null,
          decided_by: operator.name,
        };
      }
      const decided: ModerationNotice = {
        ...notice,
        decision: body.decision,
        answer: body.answer,
        decided_at: at(600),
        restriction,
      };
      notices = notices.map((candidate) => (candidate.id === notice.id ? decided : candidate));
      return { notice: decided };
    },
    getTransparency: async ({ query }) => {
      gate('getTransparency');
      return fixtureTransparency(Number(query.year), Number(query.half) === 1 ? 1 : 2);
    },
  };
}
