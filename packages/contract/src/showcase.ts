import { z } from 'zod';
import { GENDERS } from './enums.js';
import { profileCardSchema } from './profile.js';

/** The most members one showcase shows (a gallery of 4 x 6). */
export const SHOWCASE_MAXIMUM = 24;

/** The longest line a showcase quotes from a member's own words (an about-me opening). */
export const SHOWCASE_LINE_LENGTH = 140;

/**
 * GET showcase.php: members for the public pages that bring visitors in (landers and member
 * landings). `count` members (default 12), of one `gender` when asked; `positions=1` adds where
 * each one's town lies (for the map lander); `member` asks for one member by id (a member landing).
 */
export const showcaseQuerySchema = z.object({
  count: z.coerce.number<number>().int().min(1).max(SHOWCASE_MAXIMUM).default(12),
  gender: z.enum(GENDERS).optional(),
  positions: z.enum(['1']).optional(),
  member: z.coerce.number<number>().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type ShowcaseQuery = z.input<typeof showcaseQuerySchema>;
export type ParsedShowcaseQuery = z.output<typeof showcaseQuerySchema>;

/** A place on the globe, in degrees: the centre of a member's town, never their own position. */
export const geoPointSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

/**
 * A member as a public page shows them: their card (always with a main photo), the opening of
 * their about-me text (`line`, at most {@link SHOWCASE_LINE_LENGTH} characters, cut at a word) and,
 * when asked for, their town's centre.
 */
export const showcaseProfileSchema = profileCardSchema.extend({
  line: z
    .string()
    .max(SHOWCASE_LINE_LENGTH + 1)
    .nullable(),
  position: geoPointSchema.nullable().optional(),
});
export type ShowcaseProfile = z.infer<typeof showcaseProfileSchema>;

export const showcaseResponseSchema = z.object({ profiles: z.array(showcaseProfileSchema) });
export type ShowcaseResponse = z.infer<typeof showcaseResponseSchema>;
