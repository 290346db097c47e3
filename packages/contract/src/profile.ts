import { z } from 'zod';
import {
  BODY_TYPES,
  EMAIL_DISABLED_REASONS,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  IMAGE_STATUSES,
  INTERESTS,
  NOTIFICATION_TYPES,
  PROFILE_STATUSES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOO_OPTIONS,
  USER_STATUSES,
} from './enums.js';
import { isValidEmail } from './rules.js';
import { languageSchema } from './settings.js';

/** A stored image: file names are URL paths the site can load; `match` is the path used in like/match pop-ups. */
export const imageSchema = z.object({
  /** The photo's id, used to choose the main image or delete the photo. */
  id: z.number().int().positive(),
  filename: z.string().min(1),
  thumb_filename: z.string().min(1),
  /** The thumbnail at twice the size (`srcset` 2x); left out where the server has none. */
  thumb_2x_filename: z.string().min(1).optional(),
  status: z.enum(IMAGE_STATUSES),
  match: z.string().min(1),
});
export type Image = z.infer<typeof imageSchema>;

/** What a member sees of another member in search results. */
export const profileCardSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  main_image: imageSchema.nullable(),
  /** Fictional profiles are run by the operator; the UI always marks them. */
  fictional: z.boolean(),
  online: z.boolean(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

/** A full profile (spec section 3). */
export const profileSchema = profileCardSchema.extend({
  /** The region's code (ISO 3166-2 style, e.g. NL-NH); `region` is its name. */
  region_code: z.string().nullable(),
  sexuality: z.enum(SEXUALITIES),
  date_of_birth: z.iso.date().nullable(),
  hair_color: z.enum(HAIR_COLORS).nullable(),
  eye_color: z.enum(EYE_COLORS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  tattoos: z.enum(TATTOO_OPTIONS).nullable(),
  interests: z.array(z.enum(INTERESTS)),
  notes: z.string().nullable(),
  photos: z.array(imageSchema),
  private_photos: z.array(imageSchema),
  status: z.enum(PROFILE_STATUSES),
});
export type Profile = z.infer<typeof profileSchema>;

/** The logged-in member (field `user` of /api/user.php). */
export const userSchema = z.object({
  /** The address the member logs in with (the same rule as at signup, so jörg@example.de is fine). */
  email: z.string().refine(isValidEmail),
  status: z.enum(USER_STATUSES),
  credits: z.number().int().nonnegative(),
  paid_user: z.boolean(),
  signup_date: z.iso.datetime(),
  language: languageSchema,
  fictional_icon: z.string(),
  notifications_disabled: z.array(z.enum(NOTIFICATION_TYPES)),
  invisible: z.boolean(),
  /** Why no e-mail reaches the member any more, or null while e-mail works. */
  email_disabled: z.enum(EMAIL_DISABLED_REASONS).nullable(),
  profile: profileSchema,
});
export type User = z.infer<typeof userSchema>;
