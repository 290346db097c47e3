import { z } from 'zod';
import { idSchema } from './account.js';
import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  INTERESTS,
  NOTES_MAX_LENGTH,
  NOTIFICATION_TYPES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOO_OPTIONS,
} from './enums.js';
import { problem } from './problems.js';
import { hasControlCharacters, isKnownPushEndpoint } from './rules.js';
import { countrySchema } from './settings.js';

/**
 * The fields of a profile its owner sets (a member's own, or the team's on a persona): the place,
 * the personal details, the interests and the about-me text; null clears a detail.
 */
export const profileFieldsSchema = z.strictObject({
  country: countrySchema,
  region: z.string().min(1).max(20).nullable(),
  city: z
    .string()
    .trim()
    .max(80)
    .normalize('NFC')
    .refine((city) => !hasControlCharacters(city), problem('control_characters'))
    .nullable(),
  sexuality: z.enum(SEXUALITIES),
  hair_color: z.enum(HAIR_COLORS).nullable(),
  eye_color: z.enum(EYE_COLORS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  tattoos: z.enum(TATTOO_OPTIONS).nullable(),
  // A list, not a bag: an interest named twice counts once.
  interests: z
    .array(z.enum(INTERESTS))
    .max(INTERESTS.length)
    .transform((interests) => [...new Set(interests)]),
  notes: z.string().trim().max(NOTES_MAX_LENGTH).nullable(),
});

/**
 * PATCH /api/profile.php: change the own profile. Every field is optional; null clears a detail.
 * A region must belong to the country (the profile's, or the one sent along). Answers `{ user }`.
 */
export const profileUpdateSchema = profileFieldsSchema
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'Change at least one field' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * PUT /api/notifications.php: which notification types are switched off, and (with
 * `email_enabled: true`) turning e-mail back on after a bounce, complaint or unsubscribe.
 */
export const notificationSettingsSchema = z
  .strictObject({
    notifications_disabled: z.array(z.enum(NOTIFICATION_TYPES)),
    email_enabled: z.literal(true),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'Change at least one setting' });
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsSchema>;

/** GET /api/geocode.php?lat&lon */
export const geocodeQuerySchema = z.object({
  lat: z.coerce.number<number>().min(-90).max(90),
  lon: z.coerce.number<number>().min(-180).max(180),
});

/**
 * The place at a position, from the offline dataset: the country (one of the product's), the
 * region code and name (null when the dataset has none), and the nearest town. GET geocode.php
 * answers `false` when no place of the product's countries is near.
 */
export const geocodeResultSchema = z.object({
  country: countrySchema,
  region: z.string().nullable(),
  region_name: z.string().nullable(),
  city: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const geocodeResponseSchema = z.union([geocodeResultSchema, z.literal(false)]);

/**
 * POST /api/photos.php is a multipart upload (field `photo`, and `private` = `true` for a private
 * photo). PATCH /api/photos.php changes one photo: make it the main image, or move it between
 * public and private. DELETE /api/photos.php removes one. Each answers `{ user }`.
 */
export const photoUpdateSchema = z
  .strictObject({
    id: idSchema,
    main: z.literal(true).optional(),
    private: z.boolean().optional(),
  })
  .refine((update) => update.main !== undefined || update.private !== undefined, {
    path: ['main'],
    message: 'Give main or private',
    params: { problem: 'required' },
  });
export type PhotoUpdate = z.infer<typeof photoUpdateSchema>;
export const photoDeleteSchema = z.object({ id: idSchema });

/** The text fields of the photo upload's multipart body (the file comes in the field `photo`). */
export const photoUploadFieldsSchema = z.object({ private: z.enum(['true', 'false']).optional() });

/**
 * POST /api/user.php?push=1: the browser's push subscription (PushSubscription.toJSON()). The
 * endpoint must be an https address of a known push service (`not_offered` otherwise): the server
 * will send requests to it, so it is kept as the URL standard reads it (`https://a.example\@b/`
 * becomes `https://a.example/@b/`), never as typed, which another parser might read otherwise.
 */
export const pushSubscriptionSchema = z.object({
  subscription: z.object({
    endpoint: z
      .string()
      .max(2000)
      .refine((endpoint) => isKnownPushEndpoint(endpoint), problem('not_offered'))
      .transform((endpoint) => new URL(endpoint).href),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
