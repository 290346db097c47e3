import { z } from 'zod';
import { idSchema } from './account.js';
import {
  COMPLAINT_EXPLANATION_MAX_LENGTH,
  COMPLAINT_NAME_MAX_LENGTH,
  COMPLAINT_REASONS,
  COMPLAINT_SUBJECTS,
  COMPLAINT_URL_MAX_LENGTH,
} from './enums.js';
import { problem } from './problems.js';
import { complaintProblems, EMAIL_MAX_LENGTH, hasNulCharacter } from './rules.js';
import { languageSchema } from './settings.js';

/** An optional text: trimmed, blank counts as left out. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max * 2)
    .trim()
    .max(max)
    .refine((text) => !hasNulCharacter(text), problem('invalid'))
    .optional()
    .transform((text) => text || undefined);

/**
 * POST /api/complaints.php: a notice of illegal content or of a breach of the terms (EU DSA,
 * Art. 16), or a general complaint about the service, from anyone. What it is about is a link
 * (`url`), or, for a member, one of their conversations (`conversation_id`); a general
 * complaint needs neither. The name and e-mail address are required except for the reasons the
 * law lets a notifier keep to themselves (`ANONYMOUS_COMPLAINT_REASONS`); a notifier who gives an
 * address gets the acknowledgement there, in `language`. `good_faith` must be true.
 */
export const complaintRequestSchema = z
  .object({
    subject: z.enum(COMPLAINT_SUBJECTS),
    reason: z.enum(COMPLAINT_REASONS),
    url: optionalText(COMPLAINT_URL_MAX_LENGTH),
    conversation_id: idSchema.optional(),
    explanation: z
      .string()
      .max(COMPLAINT_EXPLANATION_MAX_LENGTH * 2)
      .trim()
      .min(1, problem('required'))
      .max(COMPLAINT_EXPLANATION_MAX_LENGTH)
      .refine((text) => !hasNulCharacter(text), problem('invalid')),
    name: optionalText(COMPLAINT_NAME_MAX_LENGTH),
    email: optionalText(EMAIL_MAX_LENGTH).transform((email) => email?.toLowerCase()),
    good_faith: z.boolean().refine((given) => given, problem('required')),
    language: languageSchema,
  })
  .superRefine((notice, context) => {
    const problems = complaintProblems({
      ...notice,
      url: notice.url ?? '',
      conversation_id: notice.conversation_id ?? null,
      name: notice.name ?? '',
      email: notice.email ?? '',
    });
    for (const [field, code] of Object.entries(problems)) {
      context.addIssue({ code: 'custom', path: [field], ...problem(code) });
    }
  });
export type ComplaintRequest = z.input<typeof complaintRequestSchema>;

/** The answer to a notice: the reference it is filed under (also in the acknowledgement mail). */
export const complaintResponseSchema = z.object({ reference: z.string() });
export type ComplaintResponse = z.infer<typeof complaintResponseSchema>;
