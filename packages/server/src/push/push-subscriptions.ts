import { PUSH_SUBSCRIPTIONS_PER_MEMBER, type PushSubscriptionInput } from '@dating/contract';
import { type Kysely, sql } from 'kysely';
import { lockMember } from '../accounts/members.js';
import type { Database } from '../db/schema.js';

/**
 * Keeps a browser's push subscription for a member (one row per endpoint; the newest wins), and
 * at most {@link PUSH_SUBSCRIPTIONS_PER_MEMBER} of a member's: a newer browser replaces the one
 * subscribed longest ago. Under the member's lock, so subscriptions sent at once keep the cap.
 */
export async function savePushSubscription(
  database: Kysely<Database>,
  memberId: number,
  subscription: PushSubscriptionInput['subscription'],
  now: number,
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    await lockMember(transaction, memberId);
    const values = {
      member_id: memberId,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: new Date(now),
    };
    await transaction
      .insertInto('push_subscriptions')
      .values({ ...values, endpoint: subscription.endpoint })
      .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(values))
      .execute();
    await sql`
      delete from push_subscriptions where member_id = ${memberId} and id not in (
        select id from push_subscriptions where member_id = ${memberId}
        order by created_at desc, id desc limit ${PUSH_SUBSCRIPTIONS_PER_MEMBER}
      )
    `.execute(transaction);
  });
}
