import type { Profile } from '@dating/contract';

/** The alerts a member can dismiss (spec section 4); each dismissal is kept with its time. */
export const ALERT_IDS = [
  'enrich_profile',
  'push_notifications',
  'disabled_notifications',
  'time_bonus',
] as const;
export type AlertId = (typeof ALERT_IDS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a dismissal holds before the alert may come back: a week for the profile and
 * notification nudges (the member may have changed their mind), for good for the time bonus
 * (it lasts 4 hours anyway).
 */
export const ALERT_SNOOZE_MS: Record<AlertId, number> = {
  enrich_profile: 7 * DAY_MS,
  push_notifications: 7 * DAY_MS,
  disabled_notifications: 7 * DAY_MS,
  time_bonus: Number.POSITIVE_INFINITY,
};

/** Whether an alert dismissed at `dismissedAt` (or never) is still dismissed at `now`. */
export function alertDismissed(id: AlertId, dismissedAt: number | undefined, now: number): boolean {
  return dismissedAt !== undefined && now - dismissedAt < ALERT_SNOOZE_MS[id];
}

/** What a profile still lacks, in the order the enrich-profile alert asks for it. */
export type ProfileGap = 'photo' | 'location' | 'details' | 'interests' | 'about';

/** The parts of a profile {@link profileGaps} looks at (a store snapshot will do). */
export type ProfileGapInput = Pick<
  Profile,
  'city' | 'hair_color' | 'eye_color' | 'body_type' | 'relationship_status' | 'tattoos' | 'notes'
> & {
  photos: readonly unknown[];
  private_photos: readonly unknown[];
  interests: readonly string[];
};

/**
 * The gaps of a profile: no photo, no town, fewer than three personal details, fewer than three
 * interests, no "about me" text.
 */
export function profileGaps(profile: ProfileGapInput): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  if (!profile.photos.length && !profile.private_photos.length) gaps.push('photo');
  if (!profile.city) gaps.push('location');
  const details = [
    profile.hair_color,
    profile.eye_color,
    profile.body_type,
    profile.relationship_status,
    profile.tattoos,
  ].filter((detail) => detail !== null);
  if (details.length < 3) gaps.push('details');
  if (profile.interests.length < 3) gaps.push('interests');
  if (!profile.notes?.trim()) gaps.push('about');
  return gaps;
}
