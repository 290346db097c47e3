import { randomBytes } from 'node:crypto';
import type { SandboxEvent } from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { ServerClock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { claimDue } from '../jobs/claim-due.js';
import { oneFlushAtATime } from '../jobs/one-flush-at-a-time.js';
import type { DirectDebitCollector } from './direct-debit.js';
import {
  SANDBOX_RETURNED_DEBIT_IBAN,
  SANDBOX_SIGNATURE_HEADER,
  sandboxProvider,
  signSandboxEvent,
} from './sandbox.js';
import type { Refunder } from './withdrawals.js';

/** Deliveries tried per event before the sandbox gives up on it (the error stays in the row). */
const MAX_DELIVERY_ATTEMPTS = 10;
/** How long a claimed delivery is left to its sender before another may try it (a crash). */
const LEASE_MS = 60_000;
const BATCH_SIZE = 20;

/** How the sandbox misbehaves as real providers do; `random` in [0, 1) decides each time. */
export interface SandboxChaos {
  /** Chance that an event is delivered twice (0.3 by default). */
  duplicate: number;
  /** Chance that a delivery comes late, 2 to 15 s after the outcome (0.3 by default). */
  late: number;
  random: () => number;
}

/** Delivers a signed event to the webhook of `site`; resolves the HTTP status of the answer. */
export type SandboxSend = (site: string, body: string, signature: string) => Promise<number>;

/**
 * Sends through the server's own app to the webhook of the site's host, as a provider's request
 * over the network would arrive (no Origin, the signature header, the raw JSON body).
 */
export function webhookSend(app: FastifyInstance): SandboxSend {
  return async (site, body, signature) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers: {
        host: `${site}.localhost`,
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signature,
      },
      payload: body,
    });
    return answer.statusCode;
  };
}

/** The sandbox provider's outbox of events for the webhook. */
export interface SandboxDeliveries {
  /**
   * Queues the events of a checkout's outcome, in the caller's transaction: each may be delivered
   * twice and late, so that deliveries also arrive out of order.
   */
  enqueue(
    transaction: Transaction<Database>,
    site: string,
    events: readonly Omit<SandboxEvent, 'id'>[],
  ): Promise<void>;
  /** Delivers what is due; resolves how many deliveries the webhook took. Never rejects. */
  flush(): Promise<number>;
}

export interface SandboxDeliveriesOptions {
  database: Kysely<Database>;
  clock: ServerClock;
  secret: string;
  send: SandboxSend;
  chaos?: Partial<SandboxChaos> | undefined;
  onError?: (error: unknown) => void;
}

/**
 * The sandbox's deliveries, made like a real provider's: signed with the secret at the moment of
 * sending, repeated until the webhook answers 2xx (a server killed in the middle gets the event
 * again after its restart), sometimes twice, sometimes late. A flush claims due rows with SKIP
 * LOCKED and a one-minute lease, and sends them outside any transaction, so several server
 * processes never send one row at the same time and the webhook's own transaction never waits
 * for the outbox's.
 */
export function createSandboxDeliveries(options: SandboxDeliveriesOptions): SandboxDeliveries {
  const { database, clock, secret, send } = options;
  const chaos: SandboxChaos = { duplicate: 0.3, late: 0.3, random: Math.random, ...options.chaos };

  const delay = () =>
    chaos.random() < chaos.late ? 2000 + Math.floor(chaos.random() * 13_000) : 0;

  const claim = () =>
    claimDue<{ id: string; site: string; body: string }>(
      database,
      {
        table: 'sandbox_deliveries',
        dueColumn: 'deliver_at',
        doneColumn: 'delivered_at',
        maxAttempts: MAX_DELIVERY_ATTEMPTS,
        leaseMs: LEASE_MS,
        batchSize: BATCH_SIZE,
      },
      ['id', 'site', 'body'],
      clock.now(),
    );

  async function deliverDue(): Promise<number> {
    let delivered = 0;
    for (const row of await claim()) {
      try {
        const status = await send(
          row.site,
          row.body,
          signSandboxEvent(secret, row.body, clock.now()),
        );
        if (status < 200 || status >= 300) throw new Error(`The webhook answered ${status}`);
        await database
          .updateTable('sandbox_deliveries')
          .set({ delivered_at: new Date(clock.now()), last_error: null })
          .where('id', '=', row.id)
          .execute();
        delivered += 1;
      } catch (error) {
        await database
          .updateTable('sandbox_deliveries')
          .set({ last_error: String(error).slice(0, 500) })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return delivered;
  }

  return {
    async enqueue(transaction, site, events) {
      const now = clock.now();
      const rows = events.flatMap((event) => {
        const body = JSON.stringify({ id: `evt_${randomBytes(12).toString('hex')}`, ...event });
        const copies = chaos.random() < chaos.duplicate ? 2 : 1;
        return Array.from({ length: copies }, () => ({
          site,
          body,
          deliver_at: new Date(now + delay()),
        }));
      });
      if (rows.length > 0)
        await transaction.insertInto('sandbox_deliveries').values(rows).execute();
    },
    flush: oneFlushAtATime(deliverDue, options.onError),
  };
}

/** The longest a delivery is held back (`SandboxChaos.late`), and a second to spare. */
const LATEST_DELIVERY_MS = 16_000;

/**
 * Delivers what is due now, and once more when the latest of the late deliveries is due (the
 * minute's job would, but a member waits on the transaction page).
 */
export function deliverSoon(deliveries: SandboxDeliveries): void {
  void deliveries.flush();
  setTimeout(() => void deliveries.flush(), LATEST_DELIVERY_MS).unref();
}

/**
 * Direct debits in the sandbox: the debit's outcome (collected, or returned for
 * {@link SANDBOX_RETURNED_DEBIT_IBAN}) goes to the webhook from the outbox, signed, as a
 * checkout's does, sometimes twice and late.
 */
export function sandboxDirectDebits(deliveries: SandboxDeliveries): DirectDebitCollector {
  return {
    provider: sandboxProvider.name,
    collect: (transaction, payment, mandate) =>
      deliveries.enqueue(transaction, payment.site, [
        {
          type: mandate.iban === SANDBOX_RETURNED_DEBIT_IBAN ? 'payment.failed' : 'payment.paid',
          payment_id: payment.id,
        },
      ]),
    afterCommit: () => deliverSoon(deliveries),
  };
}

/**
 * Refunds in the sandbox: the provider's `payment.refunded` goes to the webhook from the outbox,
 * queued in the refund sender's transaction (so exactly when the refund is marked requested),
 * signed, sometimes twice and late, as a real provider's notice would arrive.
 */
export function sandboxRefunds(deliveries: SandboxDeliveries): Refunder {
  return {
    refund: (transaction, payment) =>
      deliveries.enqueue(transaction, payment.site, [
        { type: 'payment.refunded', payment_id: payment.id },
      ]),
    afterCommit: () => deliverSoon(deliveries),
  };
}
