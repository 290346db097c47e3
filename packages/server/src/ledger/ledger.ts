import type { LedgerReason } from '@dating/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** What a change of credits did: applied now, or applied already (the same key), and the balance. */
export interface LedgerChange {
  ok: true;
  /** False when an entry with this key existed: nothing changed this time. */
  applied: boolean;
  /** Credits actually moved by the entry (a take-back moves at most what is left). */
  amount: number;
  /** The member's credits after the change. */
  credits: number;
}

/** A spend the balance cannot afford: nothing changed. */
export interface NotEnoughCredits {
  ok: false;
  code: 'not_enough_credits';
  credits: number;
}

/**
 * Runs `change` in a transaction of its own, or in the caller's (a payment's webhook, a message),
 * so that the entry and the balance commit together with the caller's other writes.
 */
async function inTransaction<Value>(
  database: Executor,
  change: (transaction: Transaction<Database>) => Promise<Value>,
): Promise<Value> {
  if (database.isTransaction) return change(database as Transaction<Database>);
  return (database as Kysely<Database>).transaction().execute(change);
}

/** The member's credits, read under the row's lock: changes of one member run one at a time. */
async function lockedCredits(transaction: Transaction<Database>, memberId: number) {
  const row = await transaction
    .selectFrom('members')
    .select('credits')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.credits;
}

/** The entry with this key, if the change was applied before. */
async function entryOf(transaction: Transaction<Database>, memberId: number, key: string) {
  return transaction
    .selectFrom('ledger_entries')
    .select('amount')
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Who gave credits and why, for a `grant`. */
export interface GrantOrigin {
  operatorId: number;
  note: string;
}

/** Appends the entry and moves the balance by it, in the caller's locked transaction. */
async function append(
  transaction: Transaction<Database>,
  memberId: number,
  amount: number,
  reason: LedgerReason,
  key: string,
  now: number,
  grant?: GrantOrigin,
): Promise<number> {
  await transaction
    .insertInto('ledger_entries')
    .values({
      member_id: memberId,
      amount,
      reason,
      idempotency_key: key,
      created_at: new Date(now),
      operator_id: grant?.operatorId ?? null,
      note: grant?.note ?? null,
    })
    .execute();
  const { credits } = await transaction
    .updateTable('members')
    .set({ credits: sql`credits + ${amount}` })
    .where('id', '=', memberId)
    .returning('credits')
    .executeTakeFirstOrThrow();
  return credits;
}

/** Refuses an amount that is not a positive whole number of credits (a caller's bug). */
function requirePositive(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`Credits to ${what} must be a positive integer, not ${amount}`);
  }
}

/**
 * Runs a change once per member and idempotency key: under the member row's lock, an entry with
 * the key answers what it did; otherwise `change` decides, given the credits before it.
 */
function once<Answer>(
  database: Executor,
  memberId: number,
  idempotencyKey: string,
  change: (transaction: Transaction<Database>, credits: number) => Promise<Answer>,
): Promise<Answer | LedgerChange> {
  return inTransaction(database, async (transaction) => {
    const credits = await lockedCredits(transaction, memberId);
    const earlier = await entryOf(transaction, memberId, idempotencyKey);
    if (earlier) return { ok: true, applied: false, amount: earlier.amount, credits };
    return change(transaction, credits);
  });
}

/**
 * Adds credits (a purchase, a bonus, the signup credits, a grant of the support team with its
 * operator and reason): once per member and idempotency key, however often it is asked for (a
 * provider's event sent twice credits once).
 */
export async function addCredits(
  database: Executor,
  memberId: number,
  amount: number,
  reason: Exclude<LedgerReason, 'spend' | 'refund' | 'chargeback'>,
  idempotencyKey: string,
  now: number,
  grant?: GrantOrigin,
): Promise<LedgerChange> {
  requirePositive(amount, 'add');
  if ((reason === 'grant') !== (grant !== undefined)) {
    throw new TypeError('A grant, and only a grant, names its operator and reason');
  }
  return once(database, memberId, idempotencyKey, async (transaction) => {
    const after = await append(transaction, memberId, amount, reason, idempotencyKey, now, grant);
    return { ok: true, applied: true, amount, credits: after } as const;
  });
}

/**
 * Spends credits (a message, a photo, a gift): exactly once per member and idempotency key (a
 * retried send spends once), or `not_enough_credits` without any change when the balance cannot
 * afford it. The balance never goes below 0, whatever runs at the same time: the member's row is
 * locked while the balance is read and moved (and the database's CHECK stands behind it).
 */
export async function spendCredits(
  database: Executor,
  memberId: number,
  amount: number,
  idempotencyKey: string,
  now: number,
): Promise<LedgerChange | NotEnoughCredits> {
  requirePositive(amount, 'spend');
  return once(database, memberId, idempotencyKey, async (transaction, credits) => {
    if (credits < amount) return { ok: false, code: 'not_enough_credits', credits } as const;
    const after = await append(transaction, memberId, -amount, 'spend', idempotencyKey, now);
    return { ok: true, applied: true, amount: -amount, credits: after } as const;
  });
}

/**
 * Takes back credits a payment brought (a refund, a chargeback): only what is still unspent, so
 * the balance stays at 0 or more. `amount` in the answer says how many were taken back (0 when
 * all were spent; then no entry is written). Once per member and idempotency key.
 */
export async function takeBackCredits(
  database: Executor,
  memberId: number,
  amount: number,
  reason: 'refund' | 'chargeback',
  idempotencyKey: string,
  now: number,
): Promise<LedgerChange> {
  requirePositive(amount, 'take back');
  return once(database, memberId, idempotencyKey, async (transaction, credits) => {
    const taken = Math.min(amount, credits);
    if (taken === 0) return { ok: true, applied: true, amount: 0, credits } as const;
    const after = await append(transaction, memberId, -taken, reason, idempotencyKey, now);
    return { ok: true, applied: true, amount: -taken, credits: after } as const;
  });
}

/** The sum of a member's ledger entries: what `members.credits` must always equal. */
export async function ledgerSum(database: Executor, memberId: number): Promise<number> {
  const row = await database
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
