/**
 * The brand's own images and video as a site serves them: what the generator made of the files
 * that the brand file's `assets` names (`sites/<slug>/assets/`), under {@link BRAND_ASSETS_PATH}.
 * A brand without assets has `null` for each: its pages then show a logo drawn from its name and
 * theme, the theme's hero and the lander's photo transitions.
 */

/** The site's folder of the brand's generated files: `/brand/logo.svg`, `/brand/share.jpg`... */
export const BRAND_ASSETS_PATH = 'brand';

/** The files that the brand file's `assets` may name. */
export const BRAND_ASSET_FIELDS = [
  'logo',
  'logo_dark',
  'icon',
  'hero',
  'share_image',
  'lander_video',
] as const;
export type BrandAssetField = (typeof BRAND_ASSET_FIELDS)[number];

/** An image at one size: its URL and its size in CSS pixels (the file holds twice as many). */
export interface SizedImage {
  src: string;
  width: number;
  height: number;
}

/** A responsive image: sources by type, widest first in each `srcSet`, and a fallback. */
export interface ResponsiveImage extends SizedImage {
  /** `<source>` elements of a `<picture>`: AVIF first, then WebP. */
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
}

export interface BrandAssets {
  /** The logo for the site's header (the dark variant where the header is dark). */
  logo: SizedImage | null;
  /** The home page's hero image. */
  hero: ResponsiveImage | null;
  /** The video lander's film, with the hero as its poster. */
  video: { src: string; type: 'video/mp4' | 'video/webm' } | null;
}

/** A brand without assets of its own. */
export const NO_BRAND_ASSETS: BrandAssets = { logo: null, hero: null, video: null };
