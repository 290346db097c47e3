import { z } from 'zod';
import { idSchema } from './account.js';
import { GENDERS, OPERATOR_NOTE_MAX_LENGTH } from './enums.js';
import { problem } from './problems.js';
import { profileSchema } from './profile.js';
import { profileFieldsSchema } from './profile-edit.js';
import { hasNulCharacter, usernameProblem } from './rules.js';

/**
 * Personas: the brand's fictional profiles, made and kept by its team in the back office. A
 * persona is a profile like a member's, always marked fictional where members see it (the brand's
 * icon and label, which no setting can leave empty), answered by the chat team in the operator
 * inbox. Retiring one takes it out of the site as a hidden profile is (`status: 'disabled'`); its
 * conversations stay in the record. No request can make a persona a member: the schemas below have
 * no `fictional` field, and a strict object refuses one.
 */

/** A persona's name: the rules of a member's name at signup. */
const personaNameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .superRefine((name, context) => {
    const found = usernameProblem(name, '');
    if (found) context.addIssue({ code: 'custom', ...problem(found) });
  });

/**
 * Everything a persona's profile has. The date of birth must make them an adult of a plausible
 * age on the server's clock (`dateOfBirthProblem`, as at signup).
 */
const personaFieldsSchema = profileFieldsSchema.extend({
  name: personaNameSchema,
  gender: z.enum(GENDERS),
  date_of_birth: z.iso.date(),
});

/**
 * POST operator/personas.php: a new persona. The name, gender, sexuality, date of birth and
 * country are needed, and a region where the country has regions; the rest may follow.
 */
export const createPersonaSchema = personaFieldsSchema.partial({
  region: true,
  city: true,
  hair_color: true,
  eye_color: true,
  body_type: true,
  relationship_status: true,
  tattoos: true,
  interests: true,
  notes: true,
});
export type CreatePersonaRequest = z.infer<typeof createPersonaSchema>;

/**
 * PATCH operator/personas.php: a persona changed (any of its fields), retired (`retired: true`,
 * gone from the site) or brought back (`retired: false`).
 */
export const updatePersonaSchema = personaFieldsSchema
  .partial()
  .extend({ id: idSchema, retired: z.boolean().optional() })
  .refine((update) => Object.keys(update).length > 1, { message: 'Change at least one field' });
export type UpdatePersonaRequest = z.infer<typeof updatePersonaSchema>;

/**
 * A persona as the team sees it: its profile with every photo (`status` is `disabled` once
 * retired), when it was made and how many conversations members have with it.
 */
export const personaSchema = profileSchema.extend({
  created_at: z.string(),
  conversations: z.number().int().nonnegative(),
});
export type Persona = z.infer<typeof personaSchema>;

/** GET operator/personas.php: the brand's personas, the active first, by name. */
export const personasResponseSchema = z.object({ personas: z.array(personaSchema) });
export type PersonasResponse = z.infer<typeof personasResponseSchema>;

/** The answer of every change of a persona and its photos: the persona as it is now. */
export const personaResponseSchema = z.object({ persona: personaSchema });
export type PersonaResponse = z.infer<typeof personaResponseSchema>;

/** The text field of POST operator/persona-photos.php (multipart, the file in `photo`). */
export const personaPhotoFieldsSchema = z.object({
  persona: z.coerce.number<number>().pipe(idSchema),
});

/** PATCH operator/persona-photos.php makes a photo the persona's main photo. */
export const personaPhotoMainSchema = z.strictObject({
  persona: idSchema,
  id: idSchema,
  main: z.literal(true),
});

/** DELETE operator/persona-photos.php removes a photo of a persona. */
export const personaPhotoDeleteSchema = z.strictObject({ persona: idSchema, id: idSchema });

/**
 * The note the team keeps on a member and the persona they write with (one per conversation),
 * with who changed it last and when (ISO 8601).
 */
export const operatorNoteSchema = z.object({
  text: z.string(),
  updated_at: z.string(),
  updated_by: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type OperatorNote = z.infer<typeof operatorNoteSchema>;

/** GET operator/conversation.php: what the team knows beside one inbox conversation. */
export const conversationContextQuerySchema = z.strictObject({
  conversation: z.coerce.number<number>().pipe(idSchema),
});

/**
 * The answer of GET operator/conversation.php: the persona's profile (the side the operator writes
 * as) and the member's (public photos only), and the note on the two, or null.
 */
export const conversationContextSchema = z.object({
  persona: profileSchema,
  member: profileSchema,
  note: operatorNoteSchema.nullable(),
});
export type ConversationContext = z.infer<typeof conversationContextSchema>;

/**
 * PUT operator/note.php: the note on a conversation's member and persona, replaced (an empty text
 * removes it). `based_on` is the `updated_at` of the note the operator started from (null when
 * there was none): when a colleague saved another since, the server answers 409 `conflict` and
 * keeps theirs, so that no one's note is lost unseen.
 */
export const saveOperatorNoteSchema = z.strictObject({
  conversation: idSchema,
  text: z
    .string()
    .trim()
    .max(OPERATOR_NOTE_MAX_LENGTH)
    .normalize('NFC')
    .refine((text) => !hasNulCharacter(text), problem('invalid')),
  based_on: z.string().max(40).nullable(),
});
export type SaveOperatorNoteRequest = z.infer<typeof saveOperatorNoteSchema>;

/** The answer of PUT operator/note.php: the note as saved, or null once removed. */
export const operatorNoteResponseSchema = z.object({ note: operatorNoteSchema.nullable() });
export type OperatorNoteResponse = z.infer<typeof operatorNoteResponseSchema>;
