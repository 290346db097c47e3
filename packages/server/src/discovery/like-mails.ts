import type { Brand } from '@dating/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { queueClaimedMail } from '../mail/outbox.js';

/** How long new likes wait before they are mailed: a member on the site sees them there. */
export const LIKE_MAIL_DELAY_MS = 60 * 60 * 1000;
/** A member is told of new likes by e-mail at most once in this time. */
export const LIKE_MAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Queues the new-like e-mails that are due (a job, every hour): a member whose likes are new
 * (not seen) and came at least {@link LIKE_MAIL_DELAY_MS} ago, after their last visit and after
 * their last like e-mail, gets one e-mail in their language (how many, and the latest liker), at
 * most once in {@link LIKE_MAIL_INTERVAL_MS}. As reminders: real, active members with working
 * e-mail who allow `like`; likers who are gone or blocked either way do not count. Each e-mail is
 * claimed with its mail in one transaction. Resolves how many were queued.
 */
export async function queueLikeMails(
  database: Kysely<Database>,
  brands: readonly Brand[],
  siteAddress: (brand: Brand) => string,
  now: number,
): Promise<number> {
  const bySlug = new Map(brands.map((brand) => [brand.slug, brand]));
  const quietSince = new Date(now - LIKE_MAIL_DELAY_MS);
  const mailedSince = new Date(now - LIKE_MAIL_INTERVAL_MS);
  const due = await sql<{ member_id: number; likes: string; from_name: string }>`
    select member.id as member_id, count(*) as likes,
      (array_agg(liker.name order by liked.created_at desc))[1] as from_name
    from members member
    join likes liked on liked.liked_id = member.id and liked.is_new
    join members liker on liker.id = liked.liker_id and liker.status = 'active'
    left join like_mails mailed on mailed.member_id = member.id
    where member.status = 'active' and not member.fictional
      and member.email_disabled is null
      and not ('like' = any(member.notifications_disabled))
      and liked.created_at > coalesce(member.last_seen_at, '-infinity')
      and liked.created_at > coalesce(mailed.sent_at, '-infinity')
      and (mailed.sent_at is null or mailed.sent_at <= ${mailedSince})
      and not exists (
        select 1 from blocks
        where (blocker_id = member.id and blocked_id = liker.id)
          or (blocker_id = liker.id and blocked_id = member.id)
      )
    group by member.id
    having max(liked.created_at) <= ${quietSince}
    limit ${BATCH}
  `.execute(database);

  let queued = 0;
  for (const waiting of due.rows) {
    const claim = async (transaction: Transaction<Database>) =>
      (await transaction
        .insertInto('like_mails')
        .values({ member_id: waiting.member_id, sent_at: new Date(now) })
        .onConflict((conflict) =>
          conflict
            .column('member_id')
            .doUpdateSet({ sent_at: new Date(now) })
            .where('like_mails.sent_at', '<=', mailedSince),
        )
        .returning('member_id')
        .executeTakeFirst()) !== undefined;
    const mail = (brand: Brand) => ({
      template: 'newLikes' as const,
      values: {
        link: `${siteAddress(brand)}/likes`,
        from: waiting.from_name,
        count: Number(waiting.likes),
      },
    });
    if (await queueClaimedMail(database, bySlug, waiting.member_id, claim, mail, now)) queued += 1;
  }
  return queued;
}
