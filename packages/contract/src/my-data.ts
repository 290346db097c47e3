import { z } from 'zod';
import {
  EMAIL_DISABLED_REASONS,
  IMAGE_STATUSES,
  MESSAGE_KINDS,
  NOTIFICATION_TYPES,
  USER_STATUSES,
} from './enums.js';
import { profileSchema } from './profile.js';
import { languageSchema } from './settings.js';

const moment = z.iso.datetime();

/**
 * GET /api/my-data.php: everything the site holds about the logged-in member, as a JSON download
 * (GDPR art. 15 and 20). Password and token hashes stay out: they are secrets, not data about the
 * member; links in the mails' texts lose their tokens, so the file opens no account.
 */
export const myDataSchema = z.object({
  exported_at: moment,
  site: z.object({ name: z.string(), domain: z.string() }),
  account: z.object({
    id: z.number().int().positive(),
    email: z.string(),
    status: z.enum(USER_STATUSES),
    language: languageSchema,
    credits: z.number().int().nonnegative(),
    paid_user: z.boolean(),
    invisible: z.boolean(),
    signup_date: moment,
    last_seen_at: moment.nullable(),
    notifications_disabled: z.array(z.enum(NOTIFICATION_TYPES)),
    email_disabled: z.enum(EMAIL_DISABLED_REASONS).nullable(),
    tracking: z
      .object({
        network: z.string().nullable(),
        ref: z.string().nullable(),
        sub1: z.string().nullable(),
        sub2: z.string().nullable(),
        sub3: z.string().nullable(),
      })
      .nullable(),
  }),
  profile: profileSchema,
  photos: z.array(
    z.object({
      id: z.number().int().positive(),
      filename: z.string(),
      thumb: z.string(),
      status: z.enum(IMAGE_STATUSES),
      private: z.boolean(),
      position: z.number().int(),
      created_at: moment,
    }),
  ),
  sessions: z.array(z.object({ created_at: moment, expires_at: moment })),
  push_subscriptions: z.array(z.object({ endpoint: z.string(), created_at: moment })),
  signup_messages: z.array(
    z.object({ profile_id: z.number().int(), text: z.string(), created_at: moment }),
  ),
  /**
   * Every message of the member's conversations, sent or received, oldest first: with whom
   * (`with`, the other member's id), whether the member wrote it, what it was and cost.
   */
  messages: z.array(
    z.object({
      conversation: z.number().int().positive(),
      with: z.number().int().positive(),
      mine: z.boolean(),
      kind: z.enum(MESSAGE_KINDS),
      text: z.string(),
      credits: z.number().int().nonnegative(),
      sent_at: moment,
    }),
  ),
  /** The notes the chat team keeps on the member and the fictional profile (`with`) they write with. */
  team_notes: z.array(
    z.object({ with: z.number().int().positive(), text: z.string(), updated_at: moment }),
  ),
  mails: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      created_at: moment,
      sent_at: moment.nullable(),
    }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;
