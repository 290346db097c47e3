import type { ENDPOINT_SCHEMAS } from '../endpoint-schemas.js';
import type { EndpointName } from '../endpoints.js';
import type { OperatorRole } from '../enums/operators.js';

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
