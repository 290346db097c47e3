import type {
  Brand,
  ConversationContext,
  OperatorNote,
  SaveOperatorNoteRequest,
} from '@dating/contract';
import type { Kysely } from 'kysely';
import type { Database, Member, Operator } from '../db/schema.js';
import { ApiFailure } from '../http/api-failure.js';
import { profileView } from '../profiles/profile-view.js';
import { fictionalConversation } from './operator-inbox.js';

/**
 * What the chat team knows beside a conversation of the inbox: the persona's profile, the
 * member's, and the note the team keeps on the two (one per member and persona, whoever of the
 * team writes; saved with who changed it last).
 */

type NoteRow = { text: string; updated_at: Date; updated_by: number | null; name: string | null };

const noteView = (row: NoteRow): OperatorNote => ({
  text: row.text,
  updated_at: row.updated_at.toISOString(),
  updated_by: row.updated_by === null ? null : { id: row.updated_by, name: row.name ?? '' },
});

/** The note on a member and a persona, with its last author's name, or undefined. */
function noteOf(database: Kysely<Database>, memberId: number, personaId: number) {
  return database
    .selectFrom('operator_notes')
    .leftJoin('operators', 'operators.id', 'operator_notes.updated_by')
    .select([
      'operator_notes.text',
      'operator_notes.updated_at',
      'operator_notes.updated_by',
      'operators.name',
    ])
    .where('operator_notes.member_id', '=', memberId)
    .where('operator_notes.persona_id', '=', personaId)
    .executeTakeFirst();
}

/** The member and the persona of an inbox conversation (404 for any other). */
async function pairOf(database: Kysely<Database>, brand: Pick<Brand, 'slug'>, id: number) {
  const { conversation, fictional } = await fictionalConversation(database, brand, id);
  const memberId =
    conversation.first_id === fictional.id ? conversation.second_id : conversation.first_id;
  const member = await database
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { persona: fictional, member };
}

/** A profile as the team sees it beside the conversation: its public photos only. */
async function publicProfile(database: Kysely<Database>, member: Member, now: number) {
  const photos = await database
    .selectFrom('photos')
    .selectAll()
    .where('member_id', '=', member.id)
    .where('private', '=', false)
    .where('status', '=', 'active')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return profileView(member, photos, now);
}

/** GET operator/conversation.php: both profiles of an inbox conversation and the team's note. */
export async function conversationContextOf(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug'>,
  id: number,
  now: number,
): Promise<ConversationContext> {
  const { persona, member } = await pairOf(database, brand, id);
  const [personaProfile, memberProfile, note] = await Promise.all([
    publicProfile(database, persona, now),
    publicProfile(database, member, now),
    noteOf(database, member.id, persona.id),
  ]);
  return { persona: personaProfile, member: memberProfile, note: note ? noteView(note) : null };
}

/**
 * PUT operator/note.php: the note on a conversation's member and persona replaced, or removed
 * with an empty text. The operator's copy must be the note as it is (`based_on` its `updated_at`,
 * null for none): a note a colleague saved in between is kept and answered with 409 `conflict`.
 * The row is locked while it is compared, so that of two saves from one copy only one lands.
 */
export async function saveOperatorNote(
  database: Kysely<Database>,
  brand: Pick<Brand, 'slug'>,
  operator: Pick<Operator, 'id'>,
  input: SaveOperatorNoteRequest,
  now: number,
): Promise<OperatorNote | null> {
  const { persona, member } = await pairOf(database, brand, input.conversation);
  const pair = { member_id: member.id, persona_id: persona.id };
  await database.transaction().execute(async (transaction) => {
    // Locks the two members' pair: a note that does not exist yet has no row to lock.
    await transaction
      .selectFrom('members')
      .select('id')
      .where('id', 'in', [member.id, persona.id])
      .orderBy('id')
      .forUpdate()
      .execute();
    const current = await transaction
      .selectFrom('operator_notes')
      .select('updated_at')
      .where('member_id', '=', member.id)
      .where('persona_id', '=', persona.id)
      .executeTakeFirst();
    const currentAt = current ? current.updated_at.toISOString() : null;
    if (currentAt !== input.based_on) {
      throw new ApiFailure(409, 'conflict', 'A colleague changed the note since you opened it');
    }
    if (input.text === '') {
      await transaction
        .deleteFrom('operator_notes')
        .where('member_id', '=', member.id)
        .where('persona_id', '=', persona.id)
        .execute();
      return;
    }
    const values = { text: input.text, updated_at: new Date(now), updated_by: operator.id };
    await transaction
      .insertInto('operator_notes')
      .values({ site: brand.slug, ...pair, ...values })
      .onConflict((conflict) => conflict.columns(['member_id', 'persona_id']).doUpdateSet(values))
      .execute();
  });
  const note = await noteOf(database, member.id, persona.id);
  return note ? noteView(note) : null;
}
