import { z } from 'zod';
import { idSchema } from './account.js';
import { LIKE_STATES, REPORT_REASONS, REPORT_REMARKS_MAX_LENGTH } from './enums.js';
import { imageSchema, profileCardSchema, profileSchema } from './profile.js';

/** The body of the calls about one other member: like, unlike, block, unblock. */
export const profileIdSchema = z.object({ profile_id: idSchema });
export type ProfileIdRequest = z.infer<typeof profileIdSchema>;

/** GET /api/profile.php?id=: the profile of another member. */
export const profileQuerySchema = z.object({ id: z.coerce.number<number>().pipe(idSchema) });
export type ProfileQuery = z.input<typeof profileQuerySchema>;

/**
 * Another member's profile as the viewer may see it. The server leaves out what the viewer may
 * not see: the date of birth (the age is shown), and photos beyond the viewer's rights, which
 * only count in `locked_photos`:
 * - a visitor sees the main image only;
 * - a free member sees the first public photos (`FREE_VISIBLE_PHOTOS`, the main image first);
 * - a premium member sees every public photo;
 * - private photos are seen only by a premium member who has a match with the owner.
 */
export const memberProfileSchema = profileSchema
  .omit({ date_of_birth: true, region_code: true })
  .extend({
    /** The signup date, for the "new here" highlight. */
    signup_date: z.iso.datetime(),
    /** Photos the viewer may not see (yet): the grid shows them locked, with a way to premium. */
    locked_photos: z.number().int().nonnegative(),
    /** How the viewer and this member stand, or null without a like either way (and for visitors). */
    like: z.enum(LIKE_STATES).nullable(),
    /** The viewer has blocked this member (and may unblock them here). */
    blocked: z.boolean(),
  });
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** The answer of GET /api/profile.php: the profile and a few related ones. */
export const profileViewResponseSchema = z.object({
  profile: memberProfileSchema,
  related: z.array(profileCardSchema),
});
export type ProfileViewResponse = z.infer<typeof profileViewResponseSchema>;

/** A profile in the likes lists: its card, how the two stand, and since when. */
export const likeProfileSchema = profileCardSchema.extend({
  like: z.enum(LIKE_STATES),
  /** When the latest like between the two was given. */
  liked_at: z.iso.datetime(),
});
export type LikeProfile = z.infer<typeof likeProfileSchema>;

/**
 * GET /api/likes.php (spec section 7): every profile the member liked or was liked by, newest
 * first, and `liked_by` with the new-like flag of each like received. `new_matches` are the
 * matches the member has not been shown yet (the match pop-up at the next poll).
 */
export const likesResponseSchema = z.object({
  profiles: z.array(likeProfileSchema),
  liked_by: z.array(z.object({ id: idSchema, like_new: z.boolean() })),
  new_matches: z.array(idSchema),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;

/**
 * PUT /api/likes.php: the member has seen another member's like (opening the liked profile) or
 * their match (the match pop-up): its new flag clears.
 */
export const likeSeenSchema = profileIdSchema.extend({ seen: z.enum(['like', 'match']) });
export type LikeSeenRequest = z.infer<typeof likeSeenSchema>;

/** POST /api/like.php and the swipe game's like: the state it made, and the liked card. */
export const likeResponseSchema = z.object({
  like: z.enum(['liked', 'match']),
  profile: profileCardSchema,
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** GET /api/block.php: the members the member has blocked, to unblock from `/profile`. */
export const blockedProfilesResponseSchema = z.object({ profiles: z.array(profileCardSchema) });
export type BlockedProfilesResponse = z.infer<typeof blockedProfilesResponseSchema>;

/** POST /api/report.php: report a member for the operator; it blocks them as well. */
export const reportRequestSchema = profileIdSchema
  .extend({
    reason: z.enum(REPORT_REASONS),
    remarks: z.string().trim().max(REPORT_REMARKS_MAX_LENGTH).optional(),
  })
  .refine((report) => report.reason !== 'other' || Boolean(report.remarks), {
    path: ['remarks'],
    message: 'Remarks are needed for the reason "other"',
    params: { problem: 'required' },
  });
export type ReportRequest = z.input<typeof reportRequestSchema>;

/**
 * GET /api/auto-like.php (spec section 7): a profile for the like pop-up when it is given none:
 * the newest like the member has not seen yet, or null.
 */
export const autoLikeResponseSchema = z.object({
  profile: z
    .object({
      id: idSchema,
      name: z.string(),
      fictional: z.boolean(),
      main_image: imageSchema.pick({ match: true }).nullable(),
    })
    .nullable(),
});
export type AutoLikeResponse = z.infer<typeof autoLikeResponseSchema>;

/** Where the member is in the swipe game's likes of the day. */
export const swipeAllowanceSchema = z.object({
  likes_left: z.number().int().nonnegative(),
  /** When the next like comes, while none is left; null otherwise. */
  next_like_at: z.iso.datetime().nullable(),
});
export type SwipeAllowance = z.infer<typeof swipeAllowanceSchema>;

/** GET /api/swipe.php: the next cards (profiles not swiped yet) and the likes left. */
export const swipeCardsResponseSchema = swipeAllowanceSchema.extend({
  profiles: z.array(profileCardSchema),
});
export type SwipeCardsResponse = z.infer<typeof swipeCardsResponseSchema>;

/** POST /api/swipe.php: a card swiped right (`like`) or left. */
export const swipeRequestSchema = profileIdSchema.extend({ like: z.boolean() });
export type SwipeRequest = z.infer<typeof swipeRequestSchema>;

/** The answer of a swipe: the like it made (null for a pass) and the likes left. */
export const swipeResponseSchema = swipeAllowanceSchema.extend({
  like: z.enum(['liked', 'match']).nullable(),
});
export type SwipeResponse = z.infer<typeof swipeResponseSchema>;

/**
 * GET /api/match-finder.php: profiles that fit the member's own looking-for, region and age
 * (`profiles`), then similar ones (`similar`: the same country and looking-for, any region and
 * a wider age range) when the exact ones run out.
 */
export const matchFinderResponseSchema = z.object({
  profiles: z.array(profileCardSchema),
  similar: z.array(profileCardSchema),
});
export type MatchFinderResponse = z.infer<typeof matchFinderResponseSchema>;

/** POST /api/page-hidden.php, a beacon sent when the page becomes hidden: an empty JSON object. */
export const pageHiddenSchema = z.strictObject({});
