import type {
  ModerationAppeal,
  ModerationNotice,
  ModerationReport,
  Operator,
  OwnRestriction,
  ProfileCard,
  Restriction,
  ReviewPhoto,
  ReviewText,
  Statement,
} from '@dating/contract';
import { PHOTO_QUEUE_PAGE_SIZE, REPORT_PAGE_SIZE } from '@dating/contract/enums';

import { apiError } from './fake-errors.js';
import { createFakeMembers } from './fake-members.js';
import type { EndpointHandlers } from './fake-server.js';
import type { operatorGate } from './fake-team.js';

/** The token of the fake's statement of reasons (`/statements/<token>`). */
export const FIXTURE_STATEMENT_TOKEN = 'fixture-statement-token-000000000000000000';

/** When the fake's reports came in, the oldest first. */
export const REPORTED_AT = Date.UTC(2026, 0, 15, 8, 0);

/**
 * Three open reports of real `profiles`, the oldest first: a scam with the conversation as
 * evidence, a fake profile with no conversation, and harassment with long messages; and one
 * decided with a warning (restriction 50).
 */
export function fixtureReports(profiles: readonly ProfileCard[]): ModerationReport[] {
  const members = profiles.filter((profile) => !profile.fictional);
  const [eva, tom, jan, ben, lina] = members;
  if (!eva || !tom || !jan || !ben || !lina) return [];
  const reported = (card: ProfileCard, notes: string | null) => ({
    ...card,
    notes,
    photos: card.main_image ? [card.main_image] : [],
    status: 'active' as const,
  });
  const at = (minutes: number) => new Date(REPORTED_AT + minutes * 60_000).toISOString();
  const report = (
    id: number,
    fields: Pick<ModerationReport, 'reason' | 'remarks' | 'reported' | 'evidence' | 'reporter'>,
  ): ModerationReport => ({
    id,
    created_at: at(id * 30),
    ...fields,
    decision: null,
    restriction: null,
  });
  return [
    report(1, {
      reason: 'scam',
      remarks: 'He asked me for money for a train ticket to visit me.',
      reporter: { id: eva.id, name: eva.name },
      reported: reported(tom, 'Engineer, often abroad for work. Looking for something real.'),
      evidence: [
        { reporter: true, kind: 'text', text: 'Hi Tom, nice to meet you!', sent_at: at(-60) },
        { reporter: false, kind: 'text', text: 'Hello! You are beautiful.', sent_at: at(-55) },
        {
          reporter: false,
          kind: 'text',
          text: 'I want to visit you, but my card is blocked. Could you send me 200 euros for the ticket?',
          sent_at: at(-20),
        },
      ],
    }),
    report(2, {
      reason: 'fake_profile',
      remarks: null,
      reporter: { id: ben.id, name: ben.name },
      reported: reported(jan, null),
      evidence: [],
    }),
    report(3, {
      reason: 'harassment',
      remarks:
        'After I said I was not interested he kept writing, every day, and the messages got worse and worse. I blocked him now but I worry he will make a new account.',
      reporter: { id: lina.id, name: lina.name },
      reported: reported(ben, 'Just ask.'),
      evidence: Array.from({ length: 6 }, (_, index) => ({
        reporter: index === 0,
        kind: 'text' as const,
        text:
          index === 0
            ? 'Thank you, but I am not interested. Take care!'
            : `Why don’t you answer me? You think you are better than me? Answer me now or you will regret it. (${index})`,
        sent_at: at(-300 + index * 40),
      })),
    }),
    {
      ...report(4, {
        reason: 'other',
        remarks: 'His profile text has his phone number in it.',
        reporter: { id: eva.id, name: eva.name },
        reported: reported(lina, 'Call me: +31 6 12345678'),
        evidence: [],
      }),
      decision: 'warning',
      restriction: {
        id: 50,
        kind: 'warning',
        ground: 'illegal_content',
        facts: 'Your profile text gave your phone number.',
        created_at: at(200),
        ends_at: null,
        lifted_at: null,
        decided_by: 'Robin',
      },
    },
  ];
}

/** A warning of the logged-in member's own, not read in the app yet (for `ownRestrictions`). */
export function fixtureOwnRestriction(): OwnRestriction {
  return {
    id: 60,
    kind: 'warning',
    ground: 'harassment',
    facts: 'You called a member stupid after she said she was not interested.',
    created_at: new Date(REPORTED_AT).toISOString(),
  };
}

/** A ban that Robin (moderator, id 3) decided, against which the member appealed. */
export function fixtureAppeals(profiles: readonly ProfileCard[]): ModerationAppeal[] {
  const member = profiles.find((profile) => !profile.fictional);
  return [
    {
      id: 1,
      created_at: new Date(REPORTED_AT - 86_400_000).toISOString(),
      text: 'I never asked anyone for money. My brother used my phone that evening; I have asked him to stop. Please give me my account back.',
      restriction: {
        id: 40,
        kind: 'ban',
        ground: 'scam',
        facts: 'You asked two members for money for a train ticket.',
        created_at: new Date(REPORTED_AT - 3 * 86_400_000).toISOString(),
        ends_at: null,
        lifted_at: null,
        decided_by: 'Robin',
      },
      member: member ?? null,
    },
  ];
}

/** The fake's statement of reasons: a 7-day suspension for a scam, not appealed yet. */
export function fixtureStatement(): Statement {
  return {
    kind: 'suspension',
    ground: 'scam',
    facts: 'You asked a member for 200 euros for a train ticket.',
    automated: false,
    created_at: new Date(REPORTED_AT).toISOString(),
    ends_at: new Date(REPORTED_AT + 7 * 86_400_000).toISOString(),
    lifted_at: null,
    appeal_until: new Date(Date.UTC(2026, 6, 15)).toISOString(),
    appeal: null,
  };
}

/**
 * `count` photos waiting for review (ids from 501), the oldest first, of the real `profiles` in
 * turn, each with their other photos: some live already, some in review before they show.
 */
export function fixtureReviewPhotos(profiles: readonly ProfileCard[], count = 6): ReviewPhoto[] {
  const members = profiles.filter((profile) => !profile.fictional && profile.main_image);
  if (!members.length) return [];
  return Array.from({ length: count }, (_, index) => {
    const member = members[index % members.length] as ProfileCard;
    const image = member.main_image;
    return {
      id: 501 + index,
      created_at: new Date(REPORTED_AT + index * 60_000).toISOString(),
      status: index % 3 === 0 ? 'pending' : 'active',
      private: index % 5 === 4,
      url: image?.filename ?? '',
      member: {
        id: member.id,
        name: member.name,
        age: member.age,
        gender: member.gender,
        country: member.country,
        city: member.city,
        notes: index % 2 ? 'Coffee, long walks and bad puns. Tell me your favourite book!' : null,
      },
      others: image
        ? [{ id: 9000 + index, thumb_url: image.thumb_filename, status: 'active', private: false }]
        : [],
    };
  });
}

/** What the fake's moderation starts from. */
export interface FakeModerationData {
  /** {@link fixtureReviewPhotos} by default. */
  photos?: readonly ReviewPhoto[];
  /** {@link fixtureReports} by default. */
  reports?: readonly ModerationReport[];
  /** {@link fixtureAppeals} by default. */
  appeals?: readonly ModerationAppeal[];
  /** {@link fixtureStatement} at {@link FIXTURE_STATEMENT_TOKEN} by default. */
  statement?: Statement;
  /** The notices of `fake-notices.ts` (`fixtureNotices` by default). */
  notices?: readonly ModerationNotice[];
  /** The profile texts of `fake-profile-texts.ts` (`fixtureReviewTexts` by default). */
  texts?: readonly ReviewText[];
  /** The member's own restrictions not read in the app yet (none by default). */
  ownRestrictions?: readonly OwnRestriction[];
}

type ModerationHandlers = ReturnType<typeof createFakeMembers> &
  Pick<
    EndpointHandlers,
    | 'getReports'
    | 'decideReport'
    | 'liftRestriction'
    | 'getAppeals'
    | 'decideAppeal'
    | 'getStatement'
    | 'appeal'
    | 'getOwnRestrictions'
    | 'acknowledgeRestriction'
    | 'getPhotoQueue'
    | 'decidePhoto'
  >;

/**
 * The fake's moderation: the queue (open reports oldest first, decided ones newest first), the
 * decisions (409 `conflict` for a report decided already), lifting, the appeals of other
 * moderators' decisions (403 `own_decision` for one's own), and the statement at
 * {@link FIXTURE_STATEMENT_TOKEN} with its one appeal (409 `appeal_closed` after).
 */
export function createFakeModeration(
  gate: ReturnType<typeof operatorGate>,
  profiles: readonly ProfileCard[],
  data: FakeModerationData = {},
): ModerationHandlers {
  let reports = [...(data.reports ?? fixtureReports(profiles))];
  let appeals = [...(data.appeals ?? fixtureAppeals(profiles))];
  let statement = data.statement ?? fixtureStatement();
  let ownRestrictions = [...(data.ownRestrictions ?? [])];
  const photos = [...(data.photos ?? fixtureReviewPhotos(profiles))];
  const reviewed = new Map<number, 'active' | 'rejected'>();
  let restrictionIds = 100;
  const decidedAt = (id: number) => new Date(REPORTED_AT + 86_400_000 + id * 60_000).toISOString();
  const statementOf = (token: string) => {
    if (token !== FIXTURE_STATEMENT_TOKEN) throw apiError('not_found');
    return statement;
  };
  const restrictionBy = (
    operator: Operator,
    fields: Omit<Restriction, 'id' | 'decided_by' | 'lifted_at' | 'created_at'>,
  ): Restriction => {
    restrictionIds += 1;
    return {
      id: restrictionIds,
      ...fields,
      created_at: decidedAt(restrictionIds),
      lifted_at: null,
      decided_by: operator.name,
    };
  };

  return {
    getReports: async ({ query }) => {
      gate('getReports');
      const open = reports.filter((report) => report.decision === null);
      const decided = reports
        .filter((report) => report.decision !== null)
        .reverse()
        .filter((report) => query.before === undefined || report.id < query.before);
      const list = query.status === 'decided' ? decided : open;
      const page = list.slice(0, REPORT_PAGE_SIZE);
      const last = page.at(-1);
      return {
        reports: page,
        open: open.length,
        oldest_open_at: open[0]?.created_at ?? null,
        before:
          query.status === 'decided' && list.length > REPORT_PAGE_SIZE && last ? last.id : null,
      };
    },
    decideReport: async ({ body }) => {
      const operator = gate('decideReport');
      const report = reports.find((candidate) => candidate.id === body.report);
      if (!report) throw apiError('not_found', { fields: { report: 'not_found' } });
      if (report.decision !== null) throw apiError('conflict');
      const restriction =
        body.decision === 'dismiss'
          ? null
          : restrictionBy(operator, {
              kind: body.decision,
              ground: body.ground ?? 'scam',
              facts: body.facts ?? '',
              ends_at:
                body.decision === 'suspension'
                  ? new Date(REPORTED_AT + (body.days ?? 1) * 86_400_000).toISOString()
                  : null,
            });
      const decided: ModerationReport = { ...report, decision: body.decision, restriction };
      reports = reports.map((candidate) => (candidate.id === report.id ? decided : candidate));
      return { report: decided };
    },
    liftRestriction: async ({ body }) => {
      gate('liftRestriction');
      const report = reports.find((candidate) => candidate.restriction?.id === body.restriction);
      if (!report?.restriction)
        throw apiError('not_found', { fields: { restriction: 'not_found' } });
      const restriction = { ...report.restriction, lifted_at: decidedAt(0) };
      reports = reports.map((candidate) =>
        candidate.id === report.id ? { ...candidate, restriction } : candidate,
      );
      return { restriction };
    },
    getAppeals: async () => {
      const operator = gate('getAppeals');
      return {
        appeals: appeals.filter((appeal) => appeal.restriction.decided_by !== operator.name),
      };
    },
    decideAppeal: async ({ body }) => {
      const operator = gate('decideAppeal');
      const appeal = appeals.find((candidate) => candidate.id === body.appeal);
      if (!appeal) throw apiError('not_found', { fields: { appeal: 'not_found' } });
      if (appeal.restriction.decided_by === operator.name) throw apiError('own_decision');
      appeals = appeals.filter((candidate) => candidate.id !== appeal.id);
      const restriction = {
        ...appeal.restriction,
        lifted_at: body.outcome === 'reversed' ? decidedAt(1) : appeal.restriction.lifted_at,
      };
      return { restriction };
    },
    getPhotoQueue: async ({ query }) => {
      gate('getPhotoQueue');
      const waiting = photos.filter((photo) => !reviewed.has(photo.id));
      return {
        photos: waiting
          .filter((photo) => query.after === undefined || photo.id > query.after)
          .slice(0, PHOTO_QUEUE_PAGE_SIZE),
        waiting: waiting.length,
        oldest_at: waiting[0]?.created_at ?? null,
      };
    },
    decidePhoto: async ({ body }) => {
      gate('decidePhoto');
      if (!photos.some((photo) => photo.id === body.photo))
        throw apiError('not_found', { fields: { photo: 'not_found' } });
      if (reviewed.has(body.photo)) throw apiError('conflict');
      const status = body.decision === 'approve' ? 'active' : 'rejected';
      reviewed.set(body.photo, status);
      return { photo: body.photo, status };
    },
    ...createFakeMembers(gate, profiles, { reports: () => reports, restrict: restrictionBy }),
    getStatement: async ({ query }) => ({ statement: statementOf(query.token) }),
    getOwnRestrictions: async () => ({ restrictions: ownRestrictions }),
    acknowledgeRestriction: async ({ body }) => {
      if (!ownRestrictions.some((restriction) => restriction.id === body.id))
        throw apiError('not_found', { fields: { id: 'not_found' } });
      ownRestrictions = ownRestrictions.filter((restriction) => restriction.id !== body.id);
      return { restrictions: ownRestrictions };
    },
    appeal: async ({ body }) => {
      const current = statementOf(body.token);
      if (current.appeal) throw apiError('appeal_closed');
      statement = {
        ...current,
        appeal: {
          created_at: decidedAt(2),
          text: body.text.trim(),
          outcome: null,
          answer: null,
          decided_at: null,
        },
      };
      return { statement };
    },
  };
}
