import type { PushSubscriptionInput } from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Keeps a browser's push subscription for a member (one row per endpoint; the newest wins). */
export async function savePushSubscription(
  database: Kysely<Database>,
  memberId: number,
  subscription: PushSubscriptionInput['subscription'],
  now: number,
): Promise<void> {
  await database
    .insertInto('push_subscriptions')
    .values({
      member_id: memberId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: new Date(now),
    })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        member_id: memberId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      }),
    )
    .execute();
}
