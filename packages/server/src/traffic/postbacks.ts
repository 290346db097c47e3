import { type Brand, type PostbackEvent, postbackUrl } from '@dating/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { claimDue } from '../jobs/claim-due.js';
import { oneFlushAtATime } from '../jobs/one-flush-at-a-time.js';

/** The arrival record as a member or payment keeps it. */
interface Tracking {
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
}

/**
 * Queues the postback of `event` in the transaction of the event, when the member arrived from a
 * network (`tracking.network`) the brand file names a postback for: the template filled in with
 * the arrival's data, the event and, for the first purchase, its amount (`19.99`) and currency.
 * At most once per member and event: a second `first_purchase` (or a repeat of a signup's) is
 * nothing.
 */
export async function queuePostback(
  transaction: Transaction<Database>,
  brand: Brand,
  postback: {
    memberId: number;
    tracking: Tracking | null;
    event: PostbackEvent;
    order?: { amount: number; currency: string } | undefined;
  },
  now: number,
): Promise<void> {
  const { tracking, event, order } = postback;
  const network = tracking?.network;
  const template = network ? brand.postbacks[network] : undefined;
  if (!tracking || !network || !template) return;
  const url = postbackUrl(template, {
    click_id: tracking.ref,
    network,
    ref: tracking.ref,
    sub1: tracking.sub1,
    sub2: tracking.sub2,
    sub3: tracking.sub3,
    event,
    amount: order ? (order.amount / 100).toFixed(2) : '',
    currency: order?.currency ?? '',
  });
  await transaction
    .insertInto('postbacks')
    .values({
      site: brand.slug,
      member_id: postback.memberId,
      event,
      network,
      url,
      created_at: new Date(now),
      send_at: new Date(now),
    })
    .onConflict((conflict) => conflict.columns(['member_id', 'event']).doNothing())
    .execute();
}

/** Attempts per postback before the sender gives up on it (its last answer stays in the row). */
const MAX_POSTBACK_ATTEMPTS = 10;
/** How long a claimed postback is left to its sender before another may try it (a crash). */
const LEASE_MS = 60_000;
/** The longest wait between two attempts: 6 hours (the waits double from 1 minute). */
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;
const BATCH_SIZE = 20;
const TIMEOUT_MS = 10_000;

/** Sends the postback outbox. */
export interface PostbackSender {
  /** Sends what is due; resolves how many postbacks a network took. Never rejects. */
  flush(): Promise<number>;
}

/** One attempt, for the log: the postback, and the network's status or the error. */
interface PostbackAttempt {
  id: string;
  site: string;
  event: PostbackEvent;
  network: string;
  attempt: number;
  status: number | null;
  error: string | null;
}

export interface PostbackSenderOptions {
  database: Kysely<Database>;
  now: () => number;
  /** Called once per attempt, sent or failed (the server logs it). */
  onAttempt?: (attempt: PostbackAttempt) => void;
  onError?: (error: unknown) => void;
}

/**
 * Calls due postbacks (GET, 10 s at most, no redirects followed), outside any transaction: a
 * batch is claimed with SKIP LOCKED and a one-minute lease, so that several server processes never
 * call one at the same time. A 2xx answer marks it sent; anything else is tried again after 1, 2,
 * 4 … minutes (at most 6 hours apart), {@link MAX_POSTBACK_ATTEMPTS} times. Only a crash between
 * the network's answer and our write can repeat a call, after the lease.
 */
export function createPostbackSender(options: PostbackSenderOptions): PostbackSender {
  const { database } = options;

  const claim = (now: number) =>
    claimDue<{
      id: string;
      site: string;
      event: PostbackEvent;
      network: string;
      url: string;
      attempts: number;
    }>(
      database,
      {
        table: 'postbacks',
        dueColumn: 'send_at',
        doneColumn: 'sent_at',
        maxAttempts: MAX_POSTBACK_ATTEMPTS,
        leaseMs: LEASE_MS,
        batchSize: BATCH_SIZE,
      },
      ['id', 'site', 'event', 'network', 'url', 'attempts'],
      now,
    );

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (const row of await claim(options.now())) {
      let status: number | null = null;
      let error: string | null = null;
      try {
        const answer = await fetch(row.url, {
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = answer.status;
        await answer.body?.cancel();
        if (status < 200 || status >= 300) error = `HTTP ${status}`;
      } catch (failure) {
        error = String(failure).slice(0, 500);
      }
      const now = options.now();
      await database
        .updateTable('postbacks')
        .set(
          error === null
            ? { sent_at: new Date(now), last_status: status, last_error: null }
            : {
                send_at: new Date(now + Math.min(60_000 * 2 ** (row.attempts - 1), MAX_RETRY_MS)),
                last_status: status,
                last_error: error,
              },
        )
        .where('id', '=', row.id)
        .execute();
      options.onAttempt?.({
        id: row.id,
        site: row.site,
        event: row.event,
        network: row.network,
        attempt: row.attempts,
        status,
        error,
      });
      if (error === null) sent += 1;
    }
    return sent;
  }

  return { flush: oneFlushAtATime(sendDue, options.onError) };
}
