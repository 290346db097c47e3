import { randomBytes } from 'node:crypto';
import type {
  Brand,
  ComplaintRequest,
  ComplaintResponse,
  complaintRequestSchema,
  EvidenceMessage,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { countTargetAttempt } from '../accounts/target-limits.js';
import type { Database, Member } from '../db/schema.js';
import { notFound } from '../http/api-failure.js';
import { queueMail } from '../mail/outbox.js';
import { evidenceOf } from '../moderation/evidence.js';

/** A notice as the contract's schema has read it (trimmed, blanks left out). */
type Notice = z.output<typeof complaintRequestSchema>;

/** A reference a person can read out and type: `N-` and ten letters and figures. */
function newReference(): string {
  return `N-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** A member's profile address on a site: `/members/{id}`, and any page below it. */
const PROFILE_PATH = /^\/members\/([1-9][0-9]{0,15})(?:\/|$)/;

/** The id of the member whose profile address a notice's link gives, if it gives one. */
function memberOfLink(url: string | undefined): number | undefined {
  if (!url) return undefined;
  try {
    const match = PROFILE_PATH.exec(new URL(url, 'https://site.invalid').pathname);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Files a notice or complaint sent on `/complaints` (EU DSA, Art. 16) and, when its sender gave an
 * e-mail address, queues the acknowledgement in their language in the same transaction (Art.
 * 16(4)): the notice exists exactly when the mail does. A conversation it names must be one of the
 * sender's own (else 404 `not_found` on `conversation_id`). One address receives at most a few
 * acknowledgements a day (`TARGET_LIMITS.noticeAcknowledgement`), so that the form sends no one
 * mail they did not ask for. The notice waits, `open`, for the back office's moderation queue,
 * with the member it is about: the other member of the conversation it names (and that
 * conversation's last messages as the sender saw them, kept as evidence), or the brand's member
 * whose profile address (`/members/{id}`) its link gives.
 */
export async function fileNotice(
  database: Kysely<Database>,
  brand: Brand,
  sender: Pick<Member, 'id'> | null,
  body: ComplaintRequest,
  now: number,
): Promise<ComplaintResponse> {
  const notice = body as unknown as Notice;
  if (notice.email) {
    await countTargetAttempt(database, brand.slug, 'noticeAcknowledgement', notice.email, now);
  }
  return database.transaction().execute(async (transaction) => {
    let concerns: number | null = null;
    let evidence: EvidenceMessage[] = [];
    if (notice.conversation_id !== undefined) {
      const own =
        sender &&
        (await transaction
          .selectFrom('conversations')
          .select(['first_id', 'second_id'])
          .where('id', '=', notice.conversation_id)
          .where('site', '=', brand.slug)
          .where((where) =>
            where.or([where('first_id', '=', sender.id), where('second_id', '=', sender.id)]),
          )
          .executeTakeFirst());
      if (!own || !sender) throw notFound('conversation', 'conversation_id');
      concerns = own.first_id === sender.id ? own.second_id : own.first_id;
      evidence = await evidenceOf(transaction, brand, sender.id, concerns, now);
    } else {
      const linked = memberOfLink(notice.url);
      const member =
        linked &&
        (await transaction
          .selectFrom('members')
          .select('id')
          .where('id', '=', linked)
          .where('site', '=', brand.slug)
          .executeTakeFirst());
      concerns = member ? member.id : null;
    }
    const reference = newReference();
    await transaction
      .insertInto('notices')
      .values({
        site: brand.slug,
        reference,
        subject: notice.subject,
        reason: notice.reason,
        url: notice.url ?? null,
        conversation_id: notice.conversation_id ?? null,
        explanation: notice.explanation,
        name: notice.name ?? null,
        email: notice.email ?? null,
        language: notice.language,
        sender_id: sender?.id ?? null,
        created_at: new Date(now),
        concerns_id: concerns,
        evidence: JSON.stringify(evidence),
      })
      .execute();
    if (notice.email) {
      await queueMail(
        transaction,
        {
          brand,
          member: {
            id: sender?.id ?? null,
            email: notice.email,
            language: notice.language,
            name: notice.name ?? '',
          },
          template: 'noticeReceived',
          values: { reference, receivedAt: new Date(now) },
        },
        now,
      );
    }
    return { reference };
  });
}
