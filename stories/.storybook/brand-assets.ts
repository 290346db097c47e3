import type { Brand } from '@dating/contract';
import { type BrandAssets, NO_BRAND_ASSETS, type SizedImage } from '@dating/contract/enums';
import { headerLogoField } from '@dating/contract/rules';
import { isDarkColor, themeColor } from '@dating/themes';
import { themeOfBrand } from './theme';

/**
 * The brand's own images in stories, from the files its brand.json names (`sites/<slug>/assets/`),
 * served as they are: what a built site makes of them (sizes, AVIF, the dark header's logo) is the
 * generator's, tested there. Images in SVG only (their size is read from their viewBox; a raster
 * file shows in the built site, not here), and the lander film.
 */
const urls = import.meta.glob<string>('../../sites/*/assets/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const films = import.meta.glob<string>('../../sites/*/assets/*.{webm,mp4}', {
  eager: true,
  query: '?url',
  import: 'default',
});
const texts = import.meta.glob<string>('../../sites/*/assets/*.svg', {
  eager: true,
  query: '?raw',
  import: 'default',
});

function svgAt(brand: Brand, path: string | undefined, height?: number): SizedImage | null {
  const key = `../../sites/${brand.slug}/${path}`;
  const src = path ? urls[key] : undefined;
  const box = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(texts[key] ?? '');
  if (!src || !box) return null;
  const [width, tall] = [Number(box[1]), Number(box[2])];
  return height
    ? { src, width: Math.round((width / tall) * height), height }
    : { src, width, height: tall };
}

/** The toolbar brand's logo (its dark variant on a dark header) and hero, as a site shows them. */
export function storyBrandAssets(brand: Brand): BrandAssets {
  const darkHeader = isDarkColor(themeColor(themeOfBrand(brand.theme), 'nav-background'));
  const logo = svgAt(brand, brand.assets[headerLogoField(brand.assets, darkHeader)], 40);
  const hero = svgAt(brand, brand.assets.hero);
  const film = brand.assets.lander_video;
  const filmSrc = film ? films[`../../sites/${brand.slug}/${film}`] : undefined;
  return {
    ...NO_BRAND_ASSETS,
    logo,
    hero: hero ? { ...hero, sources: [] } : null,
    video: filmSrc
      ? { src: filmSrc, type: film?.endsWith('.webm') ? 'video/webm' : 'video/mp4' }
      : null,
  };
}
