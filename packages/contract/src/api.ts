import { z } from 'zod';
import { currentPasswordSchema, emailSchema } from './account.js';
import {
  ERROR_CODES,
  FIELD_PROBLEMS,
  GENDERS,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  SEARCH_PAGE_SIZE,
} from './enums.js';
import { restrictionNoticeSchema } from './moderation.js';
import { profileCardSchema, userSchema } from './profile.js';
import { countrySchema, languageSchema } from './settings.js';

/** Body of every 4xx/5xx answer. Each endpoint narrows `error` and `fields` to its own codes. */
export const apiErrorSchema = z.object({
  error: z.enum(ERROR_CODES),
  /** English text for operators and logs; the interface words the code itself. */
  message: z.string(),
  /** Set on 403 answers that require a login; the client then quietly logs the member out. */
  authentication_required: z.boolean().optional(),
  /** For `account_locked` and `rate_limited`: minutes until the call is possible again. */
  minutes: z.number().int().positive().optional(),
  /**
   * For `blocked`: the name of the member who blocked the caller; for `recipient_unconfirmed`: the
   * name of the member who has not confirmed their e-mail address.
   */
  name: z.string().optional(),
  /** For `swipe_limit_reached`: when the next like is possible (ISO 8601). */
  retry_at: z.iso.datetime().optional(),
  /** For `not_enough_credits`: the member's credits. */
  credits: z.number().int().nonnegative().optional(),
  /** For `account_restricted`: the suspension or ban, its ground and end. */
  restriction: restrictionNoticeSchema.optional(),
  /** For `validation_failed` (and some others): what is wrong with each field, as a code. */
  fields: z.record(z.string(), z.enum(FIELD_PROBLEMS)).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** GET user.php answers `{ user }`; a visitor gets `{ user: null }`. */
export const userResponseSchema = z.object({ user: userSchema.nullable() });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** The answer of calls that log in or change the member: `{ user }`, never null. */
export const memberResponseSchema = z.object({ user: userSchema });
export type MemberResponse = z.infer<typeof memberResponseSchema>;

/**
 * POST /api/activate.php: the confirmed member, and the member their signup started from (a
 * member landing, a profile's chat button) while others may see them: the new member's first
 * conversation, on whichever device the link was opened.
 */
export const activationResponseSchema = memberResponseSchema.extend({
  first_contact: z.number().int().positive().nullable(),
});
export type ActivationResponse = z.infer<typeof activationResponseSchema>;

/** POST /api/user.php: log in. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * PUT /api/user.php: change account settings of the logged-in member: the interface language
 * and invisible mode. At least one of them.
 */
export const userUpdateSchema = z
  .object({ language: languageSchema.optional(), invisible: z.boolean().optional() })
  .refine((update) => update.language !== undefined || update.invisible !== undefined, {
    path: ['language'],
    message: 'Give language or invisible',
    params: { problem: 'required' },
  });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/**
 * GET /api/search.php: member search. All filters are optional; without gender both genders are
 * found, without country all of the brand's countries. Ages are inclusive. An empty value
 * (a form's "any" choice, `gender=`) counts as left out, as for every query.
 */
export const searchQuerySchema = z
  .object({
    gender: z.enum(GENDERS).optional(),
    country: countrySchema.optional(),
    countryregion: z.string().min(1).max(20).optional(),
    min_age: z.coerce.number<number>().int().min(MINIMUM_AGE).max(MAXIMUM_AGE).default(MINIMUM_AGE),
    max_age: z.coerce.number<number>().int().min(MINIMUM_AGE).max(MAXIMUM_AGE).default(MAXIMUM_AGE),
    page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
    /**
     * A visitor's traffic source (`trafficSource` of their arrival record): on a brand whose
     * `logged_out_search_trafficsource` is not `none`, it opens the search to them.
     */
    trafficsource: z.string().min(1).max(200).optional(),
  })
  .refine((query) => query.min_age <= query.max_age, {
    path: ['min_age'],
    message: 'min_age must not be greater than max_age',
    params: { problem: 'too_large' },
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
