import type { Brand, ModerationAppeal, Statement } from '@dating/contract';
import type { Kysely } from 'kysely';
import { hashToken } from '../accounts/sessions.js';
import type { Database, Operator } from '../db/schema.js';
import { ApiFailure, notFound } from '../http/api-failure.js';
import { queueMail } from '../mail/outbox.js';
import { recordAudit } from '../operators/audit-log.js';
import { mainPhotos } from '../profiles/profile-cards.js';
import { profileCardView } from '../profiles/profile-view.js';
import { appealUntil, endRestriction, restrictionViews } from './restrictions.js';

/** The restriction of a statement's token on this brand, or 404. */
async function restrictionOfToken(database: Kysely<Database>, site: string, token: string) {
  const restriction = await database
    .selectFrom('restrictions')
    .selectAll()
    .where('site', '=', site)
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!restriction) throw notFound('statement');
  return restriction;
}

/** GET statement.php: the statement of reasons of a link, with its appeal if one was made. */
export async function statementOf(
  database: Kysely<Database>,
  site: string,
  token: string,
): Promise<Statement> {
  const restriction = await restrictionOfToken(database, site, token);
  const appeal = await database
    .selectFrom('appeals')
    .selectAll()
    .where('restriction_id', '=', restriction.id)
    .executeTakeFirst();
  return {
    kind: restriction.kind,
    ground: restriction.ground,
    facts: restriction.facts,
    automated: restriction.automated,
    created_at: restriction.created_at.toISOString(),
    ends_at: restriction.ends_at?.toISOString() ?? null,
    lifted_at: restriction.lifted_at?.toISOString() ?? null,
    appeal_until: appealUntil(restriction.created_at).toISOString(),
    appeal: appeal
      ? {
          created_at: appeal.created_at.toISOString(),
          text: appeal.text,
          outcome: appeal.outcome,
          answer: appeal.answer,
          decided_at: appeal.decided_at?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * POST appeal.php: the member's appeal against a restriction, from its statement's link: once,
 * until `APPEAL_MONTHS` after the statement (409 `appeal_closed` otherwise; two at once: one is
 * kept). Answers the statement with the appeal.
 */
export async function appealRestriction(
  database: Kysely<Database>,
  site: string,
  input: { token: string; text: string },
  now: number,
): Promise<Statement> {
  const restriction = await restrictionOfToken(database, site, input.token);
  if (now > appealUntil(restriction.created_at).getTime()) {
    throw new ApiFailure(409, 'appeal_closed', 'The appeal period of this decision is over');
  }
  const added = await database
    .insertInto('appeals')
    .values({ restriction_id: restriction.id, text: input.text, created_at: new Date(now) })
    .onConflict((conflict) => conflict.column('restriction_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!added) throw new ApiFailure(409, 'appeal_closed', 'This decision was appealed already');
  return statementOf(database, site, input.token);
}

/**
 * GET operator/appeals.php: the brand's open appeals, oldest first, except those against the
 * moderator's own decisions (an appeal goes to someone else).
 */
export async function appealsFor(
  database: Kysely<Database>,
  site: string,
  operatorId: number,
  now: number,
): Promise<ModerationAppeal[]> {
  const rows = await database
    .selectFrom('appeals')
    .innerJoin('restrictions', 'restrictions.id', 'appeals.restriction_id')
    .select([
      'appeals.id',
      'appeals.text',
      'appeals.created_at',
      'restrictions.id as restriction_id',
      'restrictions.member_id',
    ])
    .where('restrictions.site', '=', site)
    .where('appeals.outcome', 'is', null)
    .where((where) =>
      where.or([
        where('restrictions.operator_id', 'is', null),
        where('restrictions.operator_id', '!=', operatorId),
      ]),
    )
    .orderBy('appeals.id')
    .execute();
  const restrictions = await restrictionViews(
    database,
    rows.map((row) => row.restriction_id),
  );
  const memberIds = rows.map((row) => row.member_id).filter((id) => id !== null);
  const members = memberIds.length
    ? await database.selectFrom('members').selectAll().where('id', 'in', memberIds).execute()
    : [];
  const photos = await mainPhotos(database, memberIds);
  return rows.flatMap((row) => {
    const restriction = restrictions.get(row.restriction_id);
    if (!restriction) return [];
    const member = members.find((candidate) => candidate.id === row.member_id);
    return [
      {
        id: row.id,
        created_at: row.created_at.toISOString(),
        text: row.text,
        restriction,
        member: member ? profileCardView(member, photos.get(member.id), now) : null,
      },
    ];
  });
}

/**
 * POST operator/appeal-decision.php: a moderator other than the one who decided the restriction
 * (403 `own_decision` otherwise) upholds it or reverses it (it ends at once, and what it took
 * away comes back); the member is mailed the outcome with the answer, and the audit log records
 * it. 404 for an appeal of another brand, 409 `conflict` for one decided already.
 */
export async function decideAppeal(
  database: Kysely<Database>,
  brand: Brand,
  operator: Pick<Operator, 'id' | 'name'>,
  input: { appeal: number; outcome: 'upheld' | 'reversed'; answer: string },
  now: number,
) {
  const restrictionId = await database.transaction().execute(async (transaction) => {
    const appeal = await transaction
      .selectFrom('appeals')
      .innerJoin('restrictions', 'restrictions.id', 'appeals.restriction_id')
      .select([
        'appeals.id',
        'appeals.outcome',
        'restrictions.id as restriction_id',
        'restrictions.operator_id',
        'restrictions.member_id',
      ])
      .where('restrictions.site', '=', brand.slug)
      .where('appeals.id', '=', input.appeal)
      .forUpdate('appeals')
      .executeTakeFirst();
    if (!appeal) throw notFound('appeal', 'appeal');
    if (appeal.outcome) throw new ApiFailure(409, 'conflict', 'This appeal has been decided');
    if (appeal.operator_id === operator.id) {
      throw new ApiFailure(403, 'own_decision', 'An appeal goes to another moderator');
    }
    await transaction
      .updateTable('appeals')
      .set({
        outcome: input.outcome,
        answer: input.answer,
        decided_at: new Date(now),
        decided_by: operator.id,
      })
      .where('id', '=', appeal.id)
      .execute();
    if (input.outcome === 'reversed') await endRestriction(transaction, appeal.restriction_id, now);
    const member = appeal.member_id
      ? await transaction
          .selectFrom('members')
          .selectAll()
          .where('id', '=', appeal.member_id)
          .executeTakeFirst()
      : undefined;
    if (member) {
      // The answer is in the mail itself: the statement's link is only in the first mail (the
      // server keeps its token's hash, not the token), where the outcome shows too.
      await queueMail(
        transaction,
        {
          brand,
          member,
          template: 'appealDecided',
          values: { outcome: input.outcome, answer: input.answer },
        },
        now,
      );
    }
    await recordAudit(
      transaction,
      {
        site: brand.slug,
        operator,
        action: input.outcome === 'reversed' ? 'appeal_reversed' : 'appeal_upheld',
        subject: { kind: 'member', id: member?.id ?? 0, label: member?.name ?? '' },
        reason: input.answer,
        details: { restriction: String(appeal.restriction_id) },
      },
      now,
    );
    return appeal.restriction_id;
  });
  const restriction = (await restrictionViews(database, [restrictionId])).get(restrictionId);
  if (!restriction) throw new Error('The appealed restriction has a view');
  return restriction;
}
