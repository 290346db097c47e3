import type { ENDPOINT_SCHEMAS } from '../endpoint-schemas.js';
import type { EndpointName } from '../endpoints.js';
import type { Language } from '../enums/languages.js';
import { type OperatorRole, SAVED_REPLY_NAME_PLACEHOLDER } from '../enums/operators.js';

/** The endpoints of the back office: those the table gives `access: 'operator'`. */
export type OperatorEndpointName = {
  [Name in EndpointName]: (typeof ENDPOINT_SCHEMAS)[Name]['access'] extends 'operator'
    ? Name
    : never;
}[EndpointName];

const ADMIN_ONLY = ['admin'] as const;

/**
 * The back office's endpoint x role table: which roles may call each back-office endpoint. The
 * server refuses any other role with 403 `role_required`; the back office shows an operator only
 * the sections their roles may use. `admin` may do everything. A new back-office endpoint does not
 * compile until it has its row here.
 */
export const OPERATOR_ENDPOINT_ROLES: {
  readonly [Name in OperatorEndpointName]: readonly OperatorRole[];
} = {
  getOperatorChats: ['admin', 'chat'],
  getOperatorMessages: ['admin', 'chat'],
  readOperatorChat: ['admin', 'chat'],
  claimOperatorChat: ['admin', 'chat'],
  releaseOperatorChat: ['admin', 'chat'],
  getSavedReplies: ['admin', 'chat'],
  createSavedReply: ['admin', 'chat'],
  updateSavedReply: ['admin', 'chat'],
  deleteSavedReply: ['admin', 'chat'],
  sendOperatorMessage: ['admin', 'chat'],
  getConversationContext: ['admin', 'chat'],
  saveOperatorNote: ['admin', 'chat'],
  getPersonas: ['admin', 'chat'],
  createPersona: ['admin', 'chat'],
  updatePersona: ['admin', 'chat'],
  uploadPersonaPhoto: ['admin', 'chat'],
  updatePersonaPhoto: ['admin', 'chat'],
  deletePersonaPhoto: ['admin', 'chat'],
  getOperatorTeam: ADMIN_ONLY,
  addOperatorAccount: ADMIN_ONLY,
  updateOperatorAccount: ADMIN_ONLY,
  resetOperatorPassword: ADMIN_ONLY,
  getAuditLog: ADMIN_ONLY,
  getDiscountCodes: ['admin', 'support'],
  addDiscountCode: ['admin', 'support'],
  setDiscountCodeStatus: ['admin', 'support'],
  getReports: ['admin', 'moderator'],
  decideReport: ['admin', 'moderator'],
  liftRestriction: ['admin', 'moderator'],
  getNotices: ['admin', 'moderator'],
  decideNotice: ['admin', 'moderator'],
  getTransparency: ['admin', 'moderator'],
  getInsight: ADMIN_ONLY,
  getAppeals: ['admin', 'moderator'],
  decideAppeal: ['admin', 'moderator'],
  getPhotoQueue: ['admin', 'moderator'],
  decidePhoto: ['admin', 'moderator'],
  getProfileTextQueue: ['admin', 'moderator'],
  decideProfileText: ['admin', 'moderator'],
  findMembers: ['admin', 'moderator', 'support'],
  getMemberRecord: ['admin', 'moderator', 'support'],
  restrictMember: ['admin', 'moderator'],
  grantCredits: ['admin', 'support'],
  resendMemberConfirmation: ['admin', 'support'],
  deleteMember: ['admin', 'support'],
  reactivateMember: ['admin', 'support'],
  refundPayment: ['admin', 'support'],
};

/** Whether an operator with these roles may call a back-office endpoint. */
export function operatorMay(
  roles: readonly OperatorRole[],
  endpoint: OperatorEndpointName,
): boolean {
  const allowed = OPERATOR_ENDPOINT_ROLES[endpoint];
  return roles.some((role) => allowed.includes(role));
}

/**
 * A saved reply's text as it goes into the answer box: each `{name}` becomes the member's name.
 */
export function fillSavedReply(text: string, memberName: string): string {
  return text.replaceAll(SAVED_REPLY_NAME_PLACEHOLDER, memberName);
}

/**
 * The order of the saved replies' list (the server's, `savedRepliesOf`): by language, a persona's
 * own before those for every persona, by persona, by title.
 */
export function bySavedReplyOrder(
  a: { id: number; language: string; persona: { name: string } | null; title: string },
  b: typeof a,
): number {
  return (
    a.language.localeCompare(b.language) ||
    Number(a.persona === null) - Number(b.persona === null) ||
    (a.persona?.name ?? '').localeCompare(b.persona?.name ?? '') ||
    a.title.localeCompare(b.title) ||
    a.id - b.id
  );
}

/** What the reply picker needs of a saved reply. */
interface PickableReply {
  persona: { id: number } | null;
  language: Language;
  title: string;
}

/**
 * The saved replies that fit a conversation: in the member's language, for its persona first,
 * then those for every persona, each group by title.
 */
export function repliesFor<Reply extends PickableReply>(
  replies: readonly Reply[],
  personaId: number,
  language: Language,
): Reply[] {
  const byTitle = (first: Reply, second: Reply) => first.title.localeCompare(second.title);
  const fitting = replies.filter((reply) => reply.language === language);
  return [
    ...fitting.filter((reply) => reply.persona?.id === personaId).sort(byTitle),
    ...fitting.filter((reply) => reply.persona === null).sort(byTitle),
  ];
}

/**
 * Whether a claim on an inbox conversation keeps this operator from answering there: a
 * colleague's that has not lapsed.
 */
export function claimedByColleague(
  claim: { operator: { id: number }; until: string } | null,
  operatorId: number,
  now: number,
): boolean {
  return claim !== null && claim.operator.id !== operatorId && Date.parse(claim.until) > now;
}
