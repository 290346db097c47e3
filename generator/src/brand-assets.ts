import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Brand } from '@dating/contract';
import {
  BRAND_ASSETS_PATH,
  type BrandAssets,
  type ResponsiveImage,
  type SizedImage,
} from '@dating/contract/enums';
import { headerLogoField } from '@dating/contract/rules';
import sharp, { type OverlayOptions } from 'sharp';
import type { CheckedAssets, CheckedImage } from './asset-check.js';

/** The theme's colours that a brand's generated images are drawn in. */
export interface AssetColours {
  accent: string;
  accentText: string;
  /** The header's background: a dark one takes the brand's `logo_dark`. */
  header: string;
  headerIsDark: boolean;
  background: string;
}

/** What {@link makeBrandAssets} made: the site's asset description and what the page head links. */
export interface MadeBrandAssets {
  assets: BrandAssets;
  /** Whether `/favicon.svg` exists (the icon is a drawing, the brand's or the generated one). */
  faviconSvg: boolean;
}

/** The sharing image's path on every site: the brand's own, or the one made for it. */
export const SHARE_IMAGE_PATH = `/${BRAND_ASSETS_PATH}/share.jpg`;

/** The logo's height in the header, in CSS pixels (its raster file holds twice as many). */
const LOGO_HEIGHT = 40;
/** The widths of the hero's files: a phone at 2x up to a wide laptop screen. */
const HERO_WIDTHS = [640, 960, 1280, 1920] as const;
/** The Open Graph image's size (what Facebook, LinkedIn, WhatsApp and X show large). */
const SHARE = { width: 1200, height: 630 } as const;
/** The app icons a site needs: Android (manifest) 192 and 512, iOS home screen 180. */
const APP_ICONS = [192, 512] as const;
const APPLE_TOUCH_ICON = 180;

/** The files made at the public folder's root, where browsers look for them. */
const ROOT_FILES = ['favicon.svg', 'favicon.ico', 'manifest.webmanifest'] as const;

/** Bumped when what is made from the same files changes, so that sites make them anew. */
const RECIPE = 2;
/** The site's record of what its brand folder was made from (not served: outside `public/`). */
const STAMP_FILE = '.brand-assets.gen.json';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The icon of a brand without one: its initial in the theme's accent colours. */
function generatedIconSvg(brand: Brand, colours: AssetColours): string {
  const initial = (Array.from(brand.name.trim())[0] ?? '?').toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(brand.name)}">
  <rect width="64" height="64" rx="14" fill="${colours.accent}" />
  <text x="32" y="44" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="${colours.accentText}">${escapeXml(initial)}</text>
</svg>
`;
}

/** An image at a height, keeping its shape; SVGs are drawn at that size, not scaled up from theirs. */
function atHeight(image: CheckedImage, height: number) {
  const density = image.format === 'svg' ? Math.max(72, (72 * height) / image.height) : undefined;
  return sharp(image.data, density ? { density } : {}).resize({ height });
}

function atSquare(source: Buffer, size: number, svg: boolean) {
  return sharp(source, svg ? { density: Math.max(72, (72 * size) / 64) } : {}).resize(size, size, {
    fit: 'contain',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
}

/** A favicon.ico holding one PNG (the ICO format allows PNG entries since Windows Vista). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the image
  header.writeUInt32LE(22, 18); // where it starts
  return Buffer.concat([header, png]);
}

/**
 * The sharing image of a brand without one: its hero (or the theme's colours) with its header
 * logo (or name) and domain.
 */
async function composedShareImage(
  brand: Brand,
  colours: AssetColours,
  hero: CheckedImage | undefined,
  logo: CheckedImage | undefined,
): Promise<Buffer> {
  const { width, height } = SHARE;
  const background = hero
    ? await sharp(hero.data, hero.format === 'svg' ? { density: 144 } : {})
        .resize(width, height, { fit: 'cover' })
        .toBuffer()
    : await sharp(
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colours.header}" /><stop offset="1" stop-color="${colours.accent}" />
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)" />
</svg>`),
      ).toBuffer();
  // A dark band at the bottom keeps the name readable on any photo.
  const logoHeight = 120;
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.35" stop-color="#000" stop-opacity="0" /><stop offset="1" stop-color="#000" stop-opacity="0.72" />
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#shade)" />
  ${logo ? '' : `<text x="72" y="${height - 130}" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="700" fill="#fff">${escapeXml(brand.name)}</text>`}
  <text x="72" y="${height - 64}" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#fff" fill-opacity="0.92">${escapeXml(brand.domain)}</text>
</svg>`;
  const layers: OverlayOptions[] = [{ input: Buffer.from(text) }];
  if (logo) {
    // The header's logo on the header's colour, as a card: drawn for that colour, it stays
    // readable on any photo.
    const padding = 28;
    const markHeight = Math.min(
      logoHeight,
      Math.floor(((width - 144 - 2 * padding) * logo.height) / logo.width),
    );
    const mark = await atHeight(logo, markHeight).png().toBuffer();
    const { width: markWidth = 0 } = await sharp(mark).metadata();
    const card = { width: markWidth + 2 * padding, height: markHeight + 2 * padding };
    const plate = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}"><rect width="${card.width}" height="${card.height}" rx="24" fill="${colours.header}" /></svg>`,
    );
    layers.push({
      input: await sharp(plate)
        .composite([{ input: mark, left: padding, top: padding }])
        .png()
        .toBuffer(),
      left: 72,
      top: height - 130 - card.height,
    });
  }
  return sharp(background)
    .composite(layers)
    .flatten({ background: colours.header })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

async function makeLogo(
  logo: CheckedImage,
  dir: string,
  url: string,
  write: Writer,
): Promise<SizedImage> {
  const width = Math.round((logo.width / logo.height) * LOGO_HEIGHT);
  if (logo.format === 'svg') {
    await write(join(dir, 'logo.svg'), logo.data);
    return { src: `${url}/logo.svg`, width, height: LOGO_HEIGHT };
  }
  const file = await atHeight(logo, LOGO_HEIGHT * 2)
    .webp({ quality: 90, alphaQuality: 100 })
    .toBuffer();
  await write(join(dir, 'logo.webp'), file);
  return { src: `${url}/logo.webp`, width, height: LOGO_HEIGHT };
}

async function makeHero(
  hero: CheckedImage,
  dir: string,
  url: string,
  write: Writer,
): Promise<ResponsiveImage> {
  const widths = HERO_WIDTHS.filter((width) => hero.format === 'svg' || width <= hero.width);
  const srcSets = { avif: [] as string[], webp: [] as string[] };
  for (const width of [...widths].reverse()) {
    const density = hero.format === 'svg' ? Math.max(72, (72 * width) / hero.width) : undefined;
    const resized = sharp(hero.data, density ? { density } : {}).resize({ width });
    await write(
      join(dir, `hero-${width}.avif`),
      await resized.clone().avif({ quality: 50 }).toBuffer(),
    );
    await write(
      join(dir, `hero-${width}.webp`),
      await resized.clone().webp({ quality: 76 }).toBuffer(),
    );
    srcSets.avif.push(`${url}/hero-${width}.avif ${width}w`);
    srcSets.webp.push(`${url}/hero-${width}.webp ${width}w`);
  }
  const fallback = widths.includes(960) ? 960 : (widths[0] ?? 640);
  return {
    src: `${url}/hero-${fallback}.webp`,
    width: hero.width,
    height: hero.height,
    sources: [
      { type: 'image/avif', srcSet: srcSets.avif.join(', ') },
      { type: 'image/webp', srcSet: srcSets.webp.join(', ') },
    ],
  };
}

type Writer = (file: string, data: Buffer | string) => Promise<void>;

/** The fingerprint of everything the made files depend on. */
function fingerprint(brand: Brand, colours: AssetColours, checked: CheckedAssets): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ RECIPE, name: brand.name, domain: brand.domain, colours }));
  for (const [field, asset] of Object.entries(checked)) {
    hash.update(field).update(asset.data);
  }
  return hash.digest('hex');
}

/**
 * Makes every file a site needs from the brand's checked assets ({@link checkBrandAssets}) into
 * its public folder: the header's logo (`logo_dark` where the header is dark), the favicons and
 * app icons (from `icon`, else a square logo, else the brand's initial in its accent colour), the
 * home's hero in AVIF and WebP at 4 widths, the 1200 x 630 sharing image (the brand's own, else
 * its hero or colours with its logo or name and domain), the lander video and the web app
 * manifest. Files made from the same inputs are kept (AVIF is slow to encode).
 * @returns what the site's pages and head use, and the files written, relative to the site folder.
 */
export async function makeBrandAssets(
  siteDir: string,
  brand: Brand,
  colours: AssetColours,
  checked: CheckedAssets,
): Promise<MadeBrandAssets & { files: string[] }> {
  const publicDir = join(siteDir, 'public');
  const dir = join(publicDir, BRAND_ASSETS_PATH);
  const url = `/${BRAND_ASSETS_PATH}`;
  const stampFile = join(siteDir, STAMP_FILE);
  const print = fingerprint(brand, colours, checked);
  const stamp = await readFile(stampFile, 'utf8')
    .then((text) => JSON.parse(text) as { print: string; made: MadeBrandAssets; files: string[] })
    .catch(() => null);
  if (stamp?.print === print && stamp.files.every((file) => existsSync(join(siteDir, file)))) {
    return { ...stamp.made, files: stamp.files };
  }

  await rm(dir, { recursive: true, force: true });
  for (const name of ROOT_FILES) await rm(join(publicDir, name), { force: true });
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  const write: Writer = async (file, data) => {
    await writeFile(file, data);
    files.push(relative(siteDir, file));
  };
  const image = (field: keyof CheckedAssets) => {
    const asset = checked[field];
    return asset?.kind === 'image' ? asset : undefined;
  };

  const headerLogo = image(headerLogoField(brand.assets, colours.headerIsDark));
  const logo = headerLogo ? await makeLogo(headerLogo, dir, url, write) : null;

  const squareLogo = [image('logo'), image('logo_dark')].find(
    (candidate) =>
      candidate &&
      candidate.width / candidate.height >= 0.8 &&
      candidate.width / candidate.height <= 1.25,
  );
  const icon = image('icon') ?? squareLogo;
  const iconSvg = icon
    ? icon.format === 'svg'
      ? icon.data
      : null
    : Buffer.from(generatedIconSvg(brand, colours));
  const iconSource = icon?.data ?? (iconSvg as Buffer);
  const iconIsSvg = !icon || icon.format === 'svg';
  if (iconSvg) await write(join(publicDir, 'favicon.svg'), iconSvg);
  const ico = await atSquare(iconSource, 32, iconIsSvg).png().toBuffer();
  await write(join(publicDir, 'favicon.ico'), icoOf(ico, 32));
  for (const size of APP_ICONS) {
    await write(
      join(dir, `icon-${size}.png`),
      await atSquare(iconSource, size, iconIsSvg).png().toBuffer(),
    );
  }
  // iOS shows no transparency: the icon on the theme's background, with a margin.
  const inner = Math.round(APPLE_TOUCH_ICON * 0.84);
  const margin = Math.round((APPLE_TOUCH_ICON - inner) / 2);
  await write(
    join(dir, 'apple-touch-icon.png'),
    await atSquare(iconSource, inner, iconIsSvg)
      .extend({
        top: margin,
        bottom: APPLE_TOUCH_ICON - inner - margin,
        left: margin,
        right: APPLE_TOUCH_ICON - inner - margin,
        background: colours.background,
      })
      .flatten({ background: colours.background })
      .png()
      .toBuffer(),
  );

  const heroSource = image('hero');
  const hero = heroSource ? await makeHero(heroSource, dir, url, write) : null;

  const shareSource = image('share_image');
  const share = shareSource
    ? await sharp(shareSource.data)
        .resize(SHARE.width, SHARE.height, { fit: 'cover' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer()
    : await composedShareImage(brand, colours, heroSource, headerLogo);
  await write(join(publicDir, SHARE_IMAGE_PATH), share);

  const videoSource = checked.lander_video;
  let video: BrandAssets['video'] = null;
  if (videoSource?.kind === 'video') {
    const name = `lander.${videoSource.type === 'video/mp4' ? 'mp4' : 'webm'}`;
    await write(join(dir, name), videoSource.data);
    video = { src: `${url}/${name}`, type: videoSource.type };
  }

  const manifest = {
    name: brand.name,
    short_name: brand.name,
    start_url: '/',
    display: 'standalone',
    background_color: colours.background,
    theme_color: colours.header,
    icons: APP_ICONS.map((size) => ({
      src: `${url}/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
  await write(join(publicDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);

  const made: MadeBrandAssets = {
    assets: { logo, hero, video },
    faviconSvg: Boolean(iconSvg),
  };
  await writeFile(stampFile, JSON.stringify({ print, made, files }));
  return { ...made, files };
}
