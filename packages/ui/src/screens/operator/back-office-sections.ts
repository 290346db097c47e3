import type { OperatorEndpointName, OperatorRole } from '@dating/contract';
import { OPERATOR_ENDPOINT_ROLES, operatorMay } from '@dating/contract/rules';

/** One part of the back office: where it lives and the endpoint whose roles open it. */
export interface BackOfficeSection {
  id: 'inbox' | 'photos' | 'reports' | 'appeals' | 'members' | 'team' | 'audit';
  path: string;
  /** The section is for the roles that may call this endpoint (`OPERATOR_ENDPOINT_ROLES`). */
  endpoint: OperatorEndpointName;
}

/** The back office's parts, in the order of its navigation. */
const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  { id: 'inbox', path: '/operator', endpoint: 'getOperatorChats' },
  { id: 'photos', path: '/operator/photos', endpoint: 'getPhotoQueue' },
  { id: 'reports', path: '/operator/reports', endpoint: 'getReports' },
  { id: 'appeals', path: '/operator/appeals', endpoint: 'getAppeals' },
  { id: 'members', path: '/operator/members', endpoint: 'findMembers' },
  { id: 'team', path: '/operator/team', endpoint: 'getOperatorTeam' },
  { id: 'audit', path: '/operator/audit', endpoint: 'getAuditLog' },
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
