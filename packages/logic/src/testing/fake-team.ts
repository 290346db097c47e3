import type {
  AuditAction,
  AuditEntry,
  Operator,
  OperatorEndpointName,
  OperatorRole,
  TeamOperator,
} from '@dating/contract';
import { AUDIT_PAGE_SIZE } from '@dating/contract/enums';
import { operatorMay } from '@dating/contract/rules';
import { ApiRequestError } from '../api/api-error.js';
import { apiError } from './fake-errors.js';
import type { EndpointHandlers } from './fake-server.js';

/** The fake back office's team: Alex (admin), Robin (moderator), Sam (chat), Kim (support, off). */
export function fixtureTeam(): TeamOperator[] {
  const at = '2025-11-03T09:00:00.000Z';
  const member = (
    id: number,
    name: string,
    roles: OperatorRole[],
    answers = 0,
    disabled = false,
  ): TeamOperator => ({
    id,
    name,
    email: `${name.toLowerCase()}@amora.example`,
    roles,
    created_at: at,
    disabled,
    answers,
  });
  return [
    member(2, 'Alex', ['admin']),
    member(4, 'Kim', ['support'], 0, true),
    member(3, 'Robin', ['moderator', 'support']),
    member(1, 'Sam', ['chat'], 214),
  ];
}

/** The fake's admin: Alex, who may use every part of the back office. */
export const FIXTURE_ADMIN: Operator = {
  id: 2,
  name: 'Alex',
  email: 'alex@amora.example',
  roles: ['admin'],
};

/** A few days of the fake back office's audit log, newest first. */
export function fixtureAuditLog(): AuditEntry[] {
  const alex = { id: 2, name: 'Alex' };
  const entry = (
    id: number,
    at: string,
    operator: AuditEntry['operator'],
    action: AuditAction,
    label: string,
    details: AuditEntry['details'] = {},
  ): AuditEntry => ({
    id,
    at,
    operator,
    action,
    subject: { kind: 'operator', id, label },
    reason: null,
    details,
  });
  return [
    entry(7, '2026-01-15T10:42:00.000Z', alex, 'operator_disabled', 'kim@amora.example'),
    entry(6, '2026-01-15T10:40:00.000Z', alex, 'operator_roles_changed', 'robin@amora.example', {
      from: ['moderator'],
      to: ['moderator', 'support'],
    }),
    entry(
      5,
      '2026-01-15T09:05:00.000Z',
      { id: 1, name: 'Sam' },
      'operator_login',
      'sam@amora.example',
    ),
    entry(4, '2026-01-14T16:20:00.000Z', alex, 'operator_password_reset', 'sam@amora.example'),
    entry(3, '2026-01-14T16:02:00.000Z', alex, 'operator_added', 'robin@amora.example', {
      name: 'Robin',
      roles: ['moderator'],
    }),
    entry(2, '2026-01-14T16:00:00.000Z', alex, 'operator_login', 'alex@amora.example'),
    entry(1, '2026-01-14T15:58:00.000Z', null, 'operator_added', 'alex@amora.example', {
      name: 'Alex',
      roles: ['admin'],
    }),
  ];
}

/** What the fake's team and audit log start from. */
export interface FakeTeamData {
  /** {@link fixtureTeam} by default. */
  team?: readonly TeamOperator[];
  /** {@link fixtureAuditLog} by default. */
  audit?: readonly AuditEntry[];
}

/**
 * The fake's session of the back office, as the server decides calls: 403
 * `authentication_required` (without the members' flag) with no operator logged in, 403
 * `role_required` where `OPERATOR_ENDPOINT_ROLES` gives none of the operator's roles the endpoint.
 */
export function operatorGate(current: () => Operator | null) {
  return (endpoint: OperatorEndpointName): Operator => {
    const operator = current();
    if (!operator) {
      const body = { error: 'authentication_required', message: 'Please log in as an operator' };
      throw new ApiRequestError(403, body);
    }
    if (!operatorMay(operator.roles, endpoint)) throw apiError('role_required');
    return operator;
  };
}

type TeamHandlers = Pick<
  EndpointHandlers,
  | 'getOperatorTeam'
  | 'addOperatorAccount'
  | 'updateOperatorAccount'
  | 'resetOperatorPassword'
  | 'getAuditLog'
>;

/**
 * The fake's team and audit log, for the operator `gate` lets through: the team by e-mail address,
 * a new operator (`taken` for an address the team has), roles and switching off (409 `last_admin`
 * where no active admin would be left), new passwords, and the log, searched and paged as the
 * server does; every change is logged as the operator's.
 */
export function createFakeTeam(
  gate: ReturnType<typeof operatorGate>,
  data: FakeTeamData = {},
): TeamHandlers {
  let team = [...(data.team ?? fixtureTeam())];
  const audit = [...(data.audit ?? fixtureAuditLog())];
  let passwords = 0;
  const byEmail = (a: TeamOperator, b: TeamOperator) => a.email.localeCompare(b.email);
  const log = (
    operator: Operator,
    action: AuditAction,
    subject: TeamOperator,
    details: AuditEntry['details'] = {},
  ) => {
    audit.unshift({
      id: (audit[0]?.id ?? 0) + 1,
      at: new Date(Date.UTC(2026, 0, 15, 12) + audit.length * 60_000).toISOString(),
      operator: { id: operator.id, name: operator.name },
      action,
      subject: { kind: 'operator', id: subject.id, label: subject.email },
      reason: null,
      details,
    });
  };
  const memberOf = (id: number) => {
    const member = team.find((candidate) => candidate.id === id);
    if (!member) throw apiError('not_found', { fields: { id: 'not_found' } });
    return member;
  };
  const newPassword = () => {
    passwords += 1;
    return `fake-password-${String(passwords).padStart(6, '0')}`;
  };
  const activeAdmin = (member: TeamOperator) => !member.disabled && member.roles.includes('admin');

  return {
    getOperatorTeam: async () => {
      gate('getOperatorTeam');
      return { operators: [...team].sort(byEmail) };
    },
    addOperatorAccount: async ({ body }) => {
      const operator = gate('addOperatorAccount');
      const email = body.email.trim().toLowerCase();
      if (team.some((member) => member.email === email))
        throw apiError('validation_failed', { fields: { email: 'taken' } });
      const added: TeamOperator = {
        id: Math.max(0, ...team.map((member) => member.id)) + 1,
        name: body.name.trim(),
        email,
        roles: body.roles,
        created_at: new Date(Date.UTC(2026, 0, 15, 12)).toISOString(),
        disabled: false,
        answers: 0,
      };
      team = [...team, added];
      log(operator, 'operator_added', added, { name: added.name, roles: added.roles });
      return { operator: added, password: newPassword() };
    },
    updateOperatorAccount: async ({ body }) => {
      const operator = gate('updateOperatorAccount');
      const before = memberOf(body.id);
      const after = {
        ...before,
        roles: body.roles ?? before.roles,
        disabled: body.disabled ?? before.disabled,
      };
      const changed = team.map((member) => (member.id === after.id ? after : member));
      if (team.some(activeAdmin) && !changed.some(activeAdmin)) throw apiError('last_admin');
      team = changed;
      if (after.roles.join() !== before.roles.join())
        log(operator, 'operator_roles_changed', after, { from: before.roles, to: after.roles });
      if (after.disabled !== before.disabled)
        log(operator, after.disabled ? 'operator_disabled' : 'operator_enabled', after);
      return { operator: after };
    },
    resetOperatorPassword: async ({ body }) => {
      const operator = gate('resetOperatorPassword');
      const member = memberOf(body.id);
      log(operator, 'operator_password_reset', member);
      return { operator: member, password: newPassword() };
    },
    getAuditLog: async ({ query }) => {
      gate('getAuditLog');
      const needle = query.q?.trim().toLowerCase() ?? '';
      const found = audit.filter(
        (entry) =>
          (query.operator === undefined || entry.operator?.id === query.operator) &&
          (query.action === undefined || entry.action === query.action) &&
          (query.before === undefined || entry.id < query.before) &&
          [entry.subject.label, entry.operator?.name ?? '', entry.reason ?? ''].some((text) =>
            text.toLowerCase().includes(needle),
          ),
      );
      const entries = found.slice(0, AUDIT_PAGE_SIZE);
      const last = entries.at(-1);
      return { entries, before: found.length > AUDIT_PAGE_SIZE && last ? last.id : null };
    },
  };
}
