import type { Brand } from '@dating/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import webPush from 'web-push';
import type { Database, PushType } from '../db/schema.js';
import { oneFlushAtATime } from '../jobs/one-flush-at-a-time.js';
import { PUSH_TEXTS } from './push-texts.js';
import type { VapidKeys } from './vapid-keys.js';

/** Attempts per notification before the sender gives up on it (the error stays in the outbox). */
const MAX_PUSH_ATTEMPTS = 5;
const BATCH_SIZE = 50;
/** How long a push service keeps a notification for a browser that is offline: a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * Queues a push notification for a member, in the transaction of the change it tells of (a
 * message from `fromId`, their like): only when the member allows the type (`notifications_disabled`)
 * and has a browser subscribed to push; sent once the transaction commits.
 */
export async function queuePush(
  transaction: Transaction<Database>,
  memberId: number,
  push: { type: PushType; fromId: number; url: string },
  now: number,
): Promise<void> {
  await sql`
    insert into push_outbox (member_id, type, from_name, url, created_at)
    select member.id, ${push.type}, sender.name, ${push.url}, ${new Date(now)}
    from members member, members sender
    where member.id = ${memberId} and sender.id = ${push.fromId}
      and not (${push.type} = any(member.notifications_disabled))
      and exists (select 1 from push_subscriptions where member_id = member.id)
  `.execute(transaction);
}

/** What the site's service worker (version 2) shows: see `sw.js`. */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Sends one encrypted push request (web-push's request details) and answers its status. */
async function sendPushRequest({
  endpoint,
  method,
  headers,
  body,
}: {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}): Promise<number> {
  const init = { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) };
  return (await fetch(endpoint, { ...init, signal: AbortSignal.timeout(10_000) })).status;
}

/** Delivers the push outbox. */
export interface PushSender {
  /** Sends what waits in the outbox; resolves how many notifications went out. Never rejects. */
  flush(): Promise<number>;
}

/** Options of {@link createPushSender}. */
export interface PushSenderOptions {
  database: Kysely<Database>;
  brands: readonly Brand[];
  vapid: VapidKeys;
  onError?: (error: unknown) => void;
}

/**
 * Sends queued notifications to every push subscription of their member, encrypted for the
 * browser and signed with the server's VAPID keys (Web Push, RFC 8030/8291/8292), in the member's
 * language under the brand's name. A subscription the push service no longer knows (404, 410) is
 * forgotten; another failure is tried again by the next flush, up to {@link MAX_PUSH_ATTEMPTS}.
 * Rows are locked while they are sent (SKIP LOCKED): several server processes never send one
 * notification twice.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { database, vapid } = options;
  const brands = new Map(options.brands.map((brand) => [brand.slug, brand]));

  async function sendBatch(): Promise<number> {
    // Mostly nothing waits (a message to someone without push): one look, no transaction.
    const waiting = await database
      .selectFrom('push_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_PUSH_ATTEMPTS)
      .limit(1)
      .executeTakeFirst();
    if (!waiting) return 0;
    return database.transaction().execute(async (transaction) => {
      const waiting = await transaction
        .selectFrom('push_outbox')
        .innerJoin('members', 'members.id', 'push_outbox.member_id')
        .selectAll('push_outbox')
        .select(['members.site', 'members.language'])
        .where('push_outbox.sent_at', 'is', null)
        .where('push_outbox.attempts', '<', MAX_PUSH_ATTEMPTS)
        .orderBy('push_outbox.id')
        .limit(BATCH_SIZE)
        .forUpdate('push_outbox')
        .skipLocked()
        .execute();
      let sent = 0;
      for (const push of waiting) {
        const brand = brands.get(push.site);
        const subscriptions = await transaction
          .selectFrom('push_subscriptions')
          .selectAll()
          .where('member_id', '=', push.member_id)
          .execute();
        const message: PushMessage = {
          title: brand?.name ?? push.site,
          body: PUSH_TEXTS[push.language][push.type](push.from_name),
          url: push.url,
          tag: push.url,
        };
        const errors: string[] = [];
        for (const subscription of subscriptions) {
          try {
            const request = webPush.generateRequestDetails(
              {
                endpoint: subscription.endpoint,
                keys: { p256dh: subscription.p256dh, auth: subscription.auth },
              },
              JSON.stringify(message),
              {
                TTL: TIME_TO_LIVE_SECONDS,
                urgency: 'high',
                vapidDetails: {
                  subject: `mailto:${brand?.support_email ?? `support@${push.site}.localhost`}`,
                  publicKey: vapid.publicKey,
                  privateKey: vapid.privateKey,
                },
              },
            );
            const status = await sendPushRequest({
              endpoint: request.endpoint,
              method: request.method,
              headers: request.headers as Record<string, string>,
              body: request.body,
            });
            if (status === 404 || status === 410) {
              // The browser unsubscribed, or the push service dropped the subscription.
              await transaction
                .deleteFrom('push_subscriptions')
                .where('endpoint', '=', subscription.endpoint)
                .execute();
            } else if (status < 200 || status >= 300) {
              errors.push(`${new URL(subscription.endpoint).host}: HTTP ${status}`);
            }
          } catch (error) {
            errors.push(String(error));
          }
        }
        await transaction
          .updateTable('push_outbox')
          .set({
            attempts: push.attempts + 1,
            sent_at: errors.length ? null : new Date(),
            last_error: errors.length ? errors.join('; ').slice(0, 500) : null,
          })
          .where('id', '=', push.id)
          .execute();
        if (!errors.length) sent += 1;
      }
      return sent;
    });
  }

  return { flush: oneFlushAtATime(sendBatch, options.onError) };
}
