import {
  type Brand,
  type CreateSavedReplyRequest,
  SAVED_REPLIES_MAX,
  type SavedReply,
  type UpdateSavedReplyRequest,
} from '@dating/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, Operator } from '../db/schema.js';
import { ApiFailure, notFound, validationFailed } from '../http/api-failure.js';
import { recordAudit } from './audit-log.js';
import { personaRow } from './personas.js';

/**
 * The chat team's saved replies (`/api/operator/replies.php`): texts kept ready for members of one
 * language, for one persona or every persona, picked in the inbox's answer box. Each change is
 * audited with the reply's title.
 */

type ReplyRow = Selectable<Database['saved_replies']> & {
  persona_name: string | null;
  operator_name: string | null;
};

const replyView = (row: ReplyRow): SavedReply => ({
  id: row.id,
  persona: row.persona_id === null ? null : { id: row.persona_id, name: row.persona_name ?? '' },
  language: row.language,
  title: row.title,
  text: row.text,
  updated_at: row.updated_at.toISOString(),
  updated_by:
    row.updated_by === null ? null : { id: row.updated_by, name: row.operator_name ?? '' },
});

const replies = (database: Kysely<Database>, site: string) =>
  database
    .selectFrom('saved_replies')
    .leftJoin('members', 'members.id', 'saved_replies.persona_id')
    .leftJoin('operators', 'operators.id', 'saved_replies.updated_by')
    .selectAll('saved_replies')
    .select(['members.name as persona_name', 'operators.name as operator_name'])
    .where('saved_replies.site', '=', site);

/** The brand's reply of this id (404 on `id` for any other). */
async function replyOf(database: Kysely<Database>, site: string, id: number): Promise<ReplyRow> {
  const row = await replies(database, site).where('saved_replies.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('saved reply', 'id');
  return row;
}

/** GET operator/replies.php: the brand's saved replies, by language, persona and title. */
export async function savedRepliesOf(
  database: Kysely<Database>,
  site: string,
): Promise<SavedReply[]> {
  const rows = await replies(database, site)
    .orderBy('saved_replies.language')
    .orderBy(sql`saved_replies.persona_id is null`)
    .orderBy('members.name')
    .orderBy('saved_replies.title')
    .orderBy('saved_replies.id')
    .limit(SAVED_REPLIES_MAX)
    .execute();
  return rows.map(replyView);
}

const subjectOf = (reply: { id: number; title: string }) => ({
  kind: 'saved_reply' as const,
  id: reply.id,
  label: reply.title,
});

type ReplyBrand = Pick<Brand, 'slug' | 'message_length'>;

/** A reply the brand could never send is refused: longer than its `message_length`. */
function assertSendable(brand: ReplyBrand, text: string | undefined) {
  if (text !== undefined && text.length > brand.message_length) {
    throw validationFailed({ text: 'too_long' });
  }
}

/**
 * POST operator/replies.php: a new saved reply, for a persona of the brand (404 on `persona` for
 * anything else) or every persona, no longer than a message of the brand (400 `too_long` on
 * `text`). Refused with 409 `conflict` once the brand keeps
 * {@link SAVED_REPLIES_MAX}; the count is taken under a lock on the brand's replies, so that
 * replies added at once cannot pass it.
 */
export async function createSavedReply(
  database: Kysely<Database>,
  brand: ReplyBrand,
  operator: Pick<Operator, 'id' | 'name'>,
  input: CreateSavedReplyRequest,
  now: number,
): Promise<SavedReply> {
  assertSendable(brand, input.text);
  if (input.persona !== null) await personaRow(database, brand.slug, input.persona, 'persona');
  const id = await database.transaction().execute(async (transaction) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`saved_replies:${brand.slug}`}, 0))`.execute(
      transaction,
    );
    const { total } = await transaction
      .selectFrom('saved_replies')
      .select((select) => select.fn.countAll<string>().as('total'))
      .where('site', '=', brand.slug)
      .executeTakeFirstOrThrow();
    if (Number(total) >= SAVED_REPLIES_MAX) {
      throw new ApiFailure(409, 'conflict', `The brand keeps ${SAVED_REPLIES_MAX} saved replies`);
    }
    const created = await transaction
      .insertInto('saved_replies')
      .values({
        site: brand.slug,
        persona_id: input.persona,
        language: input.language,
        title: input.title,
        text: input.text,
        updated_at: new Date(now),
        updated_by: operator.id,
      })
      .returning(['id', 'title'])
      .executeTakeFirstOrThrow();
    const added = { site: brand.slug, operator, action: 'saved_reply_added' as const };
    await recordAudit(transaction, { ...added, subject: subjectOf(created) }, now);
    return created.id;
  });
  return replyView(await replyOf(database, brand.slug, id));
}

/** PATCH operator/replies.php: a saved reply's fields changed (as a new one's are checked), audited with their names. */
export async function updateSavedReply(
  database: Kysely<Database>,
  brand: ReplyBrand,
  operator: Pick<Operator, 'id' | 'name'>,
  input: UpdateSavedReplyRequest,
  now: number,
): Promise<SavedReply> {
  const { id, ...changes } = input;
  assertSendable(brand, changes.text);
  const reply = await replyOf(database, brand.slug, id);
  if (changes.persona) await personaRow(database, brand.slug, changes.persona, 'persona');
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
    (field) => changes[field] !== undefined && changes[field] !== reply[fieldColumn[field]],
  );
  if (changed.length === 0) return replyView(reply);
  await database.transaction().execute(async (transaction) => {
    const values = Object.fromEntries(changed.map((field) => [fieldColumn[field], changes[field]]));
    const updated = await transaction
      .updateTable('saved_replies')
      .set({ ...values, updated_at: new Date(now), updated_by: operator.id })
      .where('id', '=', id)
      .returning(['id', 'title'])
      .executeTakeFirstOrThrow();
    const edit = { site: brand.slug, operator, action: 'saved_reply_changed' as const };
    await recordAudit(
      transaction,
      { ...edit, subject: subjectOf(updated), details: { fields: changed } },
      now,
    );
  });
  return replyView(await replyOf(database, brand.slug, id));
}

/** The column of each field of a change. */
const fieldColumn = {
  persona: 'persona_id',
  language: 'language',
  title: 'title',
  text: 'text',
} as const;

/** DELETE operator/replies.php: a saved reply removed, audited with its title. */
export async function deleteSavedReply(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug'>,
  operator: Pick<Operator, 'id' | 'name'>,
  id: number,
  now: number,
): Promise<void> {
  const reply = await replyOf(database, brand.slug, id);
  await database.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('saved_replies').where('id', '=', id).execute();
    const removed = { site: brand.slug, operator, action: 'saved_reply_removed' as const };
    await recordAudit(transaction, { ...removed, subject: subjectOf(reply) }, now);
  });
}
