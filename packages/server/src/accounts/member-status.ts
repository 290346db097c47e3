import type { UserStatus } from '@dating/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The status a member has once a link proved the mailbox: `not_confirmed` becomes `active`, any
 * other status stays. For `.set((builder) => ({ status: confirmedStatus(builder) }))`.
 */
export function confirmedStatus(builder: ExpressionBuilder<Database, 'members'>) {
  return builder
    .case()
    .when('status', '=', 'not_confirmed')
    .then('active')
    .else(builder.ref('status'))
    .end()
    .$castTo<UserStatus>();
}

/** When the address was first confirmed: kept once set (a later change proves it again). */
export function firstConfirmation(now: number) {
  return sql<Date>`coalesce(confirmed_at, ${new Date(now)})`;
}

/** The statuses of accounts that can log in and use the site. */
export const USABLE_STATUSES = ['active', 'not_confirmed'] as const;
