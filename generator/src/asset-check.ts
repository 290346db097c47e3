import { readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Brand } from '@dating/contract';
import { BRAND_ASSET_FIELDS, type BrandAssetField } from '@dating/contract/enums';
import sharp from 'sharp';
import { CliError } from './errors.js';

/** An image format the generator takes from a brand's folder. */
type ImageFormat = 'svg' | 'png' | 'jpeg' | 'webp' | 'avif';

interface ImageRule {
  kind: 'image';
  formats: readonly ImageFormat[];
  maxBytes: number;
  /** The smallest raster image taken (an SVG scales to any size). */
  minWidth: number;
  minHeight: number;
  /** The widest shape taken, as width / height. */
  maxAspect: number;
  /** The narrowest shape taken, as width / height. */
  minAspect: number;
}

interface VideoRule {
  kind: 'video';
  maxBytes: number;
}

const MB = 1024 * 1024;

const LOGO: ImageRule = {
  kind: 'image',
  formats: ['svg', 'png', 'webp'],
  maxBytes: MB / 2,
  minWidth: 48,
  minHeight: 48,
  // The header gives a logo 40 px of height: a wider one than 6:1 would crowd out Login.
  maxAspect: 6,
  minAspect: 0.5,
};

/**
 * What each field of the brand file's `assets` takes: format, size in bytes, size in pixels and
 * shape. The sizes are what the largest output needs (a 512 px app icon, a 1200 x 630 sharing
 * image, a hero for a phone's 2x screen and a laptop).
 */
const ASSET_RULES: Readonly<Record<BrandAssetField, ImageRule | VideoRule>> = {
  logo: LOGO,
  logo_dark: LOGO,
  icon: {
    kind: 'image',
    formats: ['svg', 'png'],
    maxBytes: MB / 2,
    minWidth: 512,
    minHeight: 512,
    maxAspect: 1,
    minAspect: 1,
  },
  hero: {
    kind: 'image',
    formats: ['jpeg', 'png', 'webp', 'avif', 'svg'],
    maxBytes: 15 * MB,
    minWidth: 1200,
    minHeight: 600,
    maxAspect: 3,
    minAspect: 0.5,
  },
  share_image: {
    kind: 'image',
    formats: ['jpeg', 'png', 'webp'],
    maxBytes: 10 * MB,
    minWidth: 1200,
    minHeight: 630,
    maxAspect: 2.5,
    minAspect: 1.5,
  },
  lander_video: { kind: 'video', maxBytes: 40 * MB },
};

/** An image of the brand's folder, read and checked. */
export interface CheckedImage {
  kind: 'image';
  path: string;
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

/** A video of the brand's folder, read and checked. */
interface CheckedVideo {
  kind: 'video';
  path: string;
  data: Buffer;
  type: 'video/mp4' | 'video/webm';
}

export type CheckedAssets = Partial<Record<BrandAssetField, CheckedImage | CheckedVideo>>;

/**
 * What in an SVG could run or fetch something: a script, an event handler, an embedded HTML
 * document, or a link or image outside the file. A brand's SVG is served from the site's own
 * origin, so it must be a self-contained drawing.
 */
const SVG_ACTIVE_CONTENT: readonly [RegExp, string][] = [
  [/<script\b/i, 'a script (<script>)'],
  [/<foreignObject\b/i, 'an embedded document (<foreignObject>)'],
  [/\son[a-z]+\s*=/i, 'an event handler (on...=)'],
  [/(?:href|src)\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|webp|gif);)/i, 'a link to another file'],
  [/url\(\s*["']?\s*(?!#|data:image\/(?:png|jpeg|webp|gif);)/i, 'a url() to another file'],
  [/<!ENTITY\b/i, 'an XML entity (<!ENTITY>)'],
  [/@import\b/i, 'a style sheet import (@import)'],
];

function videoType(data: Buffer): CheckedVideo['type'] | null {
  if (data.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (data.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'video/webm';
  return null;
}

const sizeText = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / 1024)} kB`;

/** Checks one image; the problem in words, or the image. */
async function checkImage(
  path: string,
  data: Buffer,
  rule: ImageRule,
): Promise<CheckedImage | string> {
  let format: string | undefined;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ format, width, height } = await sharp(data).metadata());
  } catch {
    return `${path} is not an image (${rule.formats.join(', ')} are taken)`;
  }
  if (!format || !(rule.formats as readonly string[]).includes(format)) {
    return `${path} is ${format ?? 'an unknown format'}; ${rule.formats.join(', ')} are taken`;
  }
  if (!width || !height) return `${path} has no size`;
  if (format === 'svg') {
    const text = data.toString('utf8');
    const found = SVG_ACTIVE_CONTENT.find(([pattern]) => pattern.test(text));
    if (found) return `${path} has ${found[1]}; it must be a self-contained drawing`;
  } else if (width < rule.minWidth || height < rule.minHeight) {
    return `${path} is ${width} x ${height} pixels; at least ${rule.minWidth} x ${rule.minHeight} are needed`;
  }
  const aspect = width / height;
  if (aspect > rule.maxAspect + 0.01 || aspect < rule.minAspect - 0.01) {
    const shape =
      rule.minAspect === rule.maxAspect
        ? 'must be square'
        : `must be between ${rule.minAspect}:1 and ${rule.maxAspect}:1 (width to height)`;
    return `${path} is ${width} x ${height}; it ${shape}`;
  }
  return { kind: 'image', path, data, format: format as ImageFormat, width, height };
}

/**
 * Reads and checks the files that the brand file's `assets` names, in the site's folder: each
 * must be there, inside the folder (no link out of it), of a format and size its use takes
 * ({@link ASSET_RULES}), and an SVG must be a self-contained drawing. Every problem is named at
 * once, with its field.
 */
export async function checkBrandAssets(siteDir: string, brand: Brand): Promise<CheckedAssets> {
  const checked: CheckedAssets = {};
  if (!Object.values(brand.assets).some(Boolean)) return checked;
  const problems: string[] = [];
  const root = await realpath(siteDir);
  for (const field of BRAND_ASSET_FIELDS) {
    const path = brand.assets[field];
    if (!path) continue;
    const rule = ASSET_RULES[field];
    const where = `assets.${field}`;
    let file: string;
    try {
      file = await realpath(join(siteDir, path));
    } catch {
      problems.push(`${where}: ${path} does not exist in the site's folder`);
      continue;
    }
    if (relative(root, file).startsWith(`..${sep}`)) {
      problems.push(`${where}: ${path} leads out of the site's folder`);
      continue;
    }
    const { size } = await stat(file);
    if (size > rule.maxBytes) {
      problems.push(`${where}: ${path} is ${sizeText(size)}; at most ${sizeText(rule.maxBytes)}`);
      continue;
    }
    const data = await readFile(file);
    if (rule.kind === 'video') {
      const type = videoType(data);
      if (type) checked[field] = { kind: 'video', path, data, type };
      else problems.push(`${where}: ${path} is not an MP4 or WebM video`);
      continue;
    }
    const image = await checkImage(path, data, rule);
    if (typeof image === 'string') problems.push(`${where}: ${image}`);
    else checked[field] = image;
  }
  if (problems.length) throw new CliError(`The assets of ${brand.slug} have problems:`, problems);
  return checked;
}
