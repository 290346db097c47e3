import { z } from 'zod';
import { ERROR_CODES, GENDERS, MAXIMUM_AGE, MINIMUM_AGE, SEARCH_PAGE_SIZE } from './enums.js';
import { profileCardSchema, userSchema } from './profile.js';
import { countrySchema, languageSchema } from './settings.js';

/** Body of every 4xx/5xx answer. */
export const apiErrorSchema = z.object({
  error: z.enum(ERROR_CODES),
  message: z.string(),
  /** Set on 403 answers that require a login; the client then quietly logs the member out. */
  authentication_required: z.boolean().optional(),
  /** For `account_locked`: minutes until login is possible again. */
  minutes: z.number().int().positive().optional(),
  /** For `validation_failed`: the offending fields and why, keyed by field path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** GET and POST /api/user.php answer `{ user }`; a visitor gets `{ user: null }` on GET. */
export const userResponseSchema = z.object({ user: userSchema.nullable() });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /api/user.php: log in. */
export const loginRequestSchema = z.object({
  email: z.email(),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * PUT /api/user.php: change account settings of the logged-in member: the interface language
 * and invisible mode. At least one of them.
 */
export const userUpdateSchema = z
  .object({ language: languageSchema.optional(), invisible: z.boolean().optional() })
  .refine((update) => update.language !== undefined || update.invisible !== undefined, {
    message: 'Give language or invisible',
  });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** GET /api/logout.php answers `{ ok: true }` and clears the session cookie. */
export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/**
 * GET /api/search.php: member search. All filters are optional; without gender both genders are
 * found, without country all of the brand's countries. Ages are inclusive.
 */
export const searchQuerySchema = z
  .object({
    gender: z.enum(GENDERS).optional(),
    country: countrySchema.optional(),
    countryregion: z.string().min(1).optional(),
    min_age: z.coerce.number().int().min(MINIMUM_AGE).max(MAXIMUM_AGE).default(MINIMUM_AGE),
    max_age: z.coerce.number().int().min(MINIMUM_AGE).max(MAXIMUM_AGE).default(MAXIMUM_AGE),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => query.min_age <= query.max_age, {
    message: 'min_age must not be greater than max_age',
    path: ['min_age'],
  });
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type ParsedSearchQuery = z.output<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  profiles: z.array(profileCardSchema),
  pageNumber: z.number().int().min(1),
  pageSize: z.literal(SEARCH_PAGE_SIZE),
  numResults: z.number().int().nonnegative(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
