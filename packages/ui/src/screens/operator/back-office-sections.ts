import type { OperatorEndpointName, OperatorRole } from '@dating/contract';
import { OPERATOR_ENDPOINT_ROLES, operatorMay } from '@dating/contract/rules';
import type { BackOfficePart } from './back-office-parts.js';

/** One part of the back office: where it lives and the endpoint whose roles open it. */
export interface BackOfficeSection {
  /** `inbox` at `/operator`; the others at `/operator/{id}` (`BACK_OFFICE_PARTS`). */
  id: 'inbox' | BackOfficePart;
  path: string;
  /** The section is for the roles that may call this endpoint (`OPERATOR_ENDPOINT_ROLES`). */
  endpoint: OperatorEndpointName;
}

/** A part at its own address, `/operator/{part}`, for the roles of `endpoint`. */
const part = (id: BackOfficePart, endpoint: OperatorEndpointName): BackOfficeSection => ({
  id,
  path: `/operator/${id}`,
  endpoint,
});

/** The back office's parts, in the order of its navigation. */
const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  { id: 'inbox', path: '/operator', endpoint: 'getOperatorChats' },
  part('personas', 'getPersonas'),
  part('replies', 'getSavedReplies'),
  part('photos', 'getPhotoQueue'),
  part('texts', 'getProfileTextQueue'),
  part('reports', 'getReports'),
  part('appeals', 'getAppeals'),
  part('transparency', 'getTransparency'),
  part('insight', 'getInsight'),
  part('members', 'findMembers'),
  part('discounts', 'getDiscountCodes'),
  part('team', 'getOperatorTeam'),
  part('audit', 'getAuditLog'),
];

/** The sections an operator's roles open, in navigation order. */
export const sectionsFor = (roles: readonly OperatorRole[]) =>
  BACK_OFFICE_SECTIONS.filter((section) => operatorMay(roles, section.endpoint));

/** The roles a section is for. */
export const rolesOf = (section: BackOfficeSection) => OPERATOR_ENDPOINT_ROLES[section.endpoint];

/** The section an address shows: its own path, or the inbox for `/operator` and a conversation. */
export function sectionAt(pathname: string): BackOfficeSection {
  const [inbox, ...others] = BACK_OFFICE_SECTIONS;
  const found = others.find((section) => section.path === pathname.replace(/\/+$/, ''));
  return found ?? (inbox as BackOfficeSection);
}
