import type { ShowcaseProfile } from '@dating/contract';

/** The URLs of a member's main photo: the full photo and the thumbnails (1x and 2x). */
export interface LanderPhoto {
  full: string;
  thumb: string;
  thumb2x: string | null;
}

/** A showcase member's main photo from the brand's CDN, or null without one. */
export function landerPhoto(profile: ShowcaseProfile, cdnPrefix: string): LanderPhoto | null {
  const image = profile.main_image;
  if (!image) return null;
  return {
    full: `${cdnPrefix}${image.filename}`,
    thumb: `${cdnPrefix}${image.thumb_filename}`,
    thumb2x: image.thumb_2x_filename ? `${cdnPrefix}${image.thumb_2x_filename}` : null,
  };
}
