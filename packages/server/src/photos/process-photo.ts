import { MAX_PHOTO_MEGAPIXELS, PHOTO_FORMATS } from '@dating/contract/enums';
import sharp, { type Sharp } from 'sharp';
import { ApiFailure } from '../http/api-failure.js';

/** The longest side of a stored photo and of its thumbnail, in pixels. */
const PHOTO_SIZE = 1600;
const THUMB_SIZE = 400;
/** The thumbnail for screens with two device pixels per CSS pixel. */
const THUMB_2X_SIZE = THUMB_SIZE * 2;
/** Images larger than this many pixels are refused before decoding (decompression bombs too). */
const MAX_INPUT_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;

/** A photo ready to store: the re-encoded image and its square thumbnails (1x, 2x), all JPEG. */
export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  thumb2x: Buffer;
  width: number;
  height: number;
}

const accepted: readonly string[] = PHOTO_FORMATS;

const notAnImage = () =>
  new ApiFailure(
    415,
    'photo_not_an_image',
    'The file is not a photo (JPEG, PNG, WebP, GIF, HEIF or AVIF)',
  );

const tooManyPixels = () =>
  new ApiFailure(
    413,
    'photo_too_many_pixels',
    `The photo has more than ${MAX_PHOTO_MEGAPIXELS} million pixels`,
  );

/**
 * An upload checked by its content (its header, before any decoding): sharp's pipeline of it,
 * turned upright by its EXIF orientation. 413 `photo_too_many_pixels` above
 * {@link MAX_INPUT_PIXELS}.
 */
async function uprightImage(upload: Buffer) {
  let metadata: { format?: string; width?: number; height?: number };
  try {
    // The header only: the pixel limit is checked below, to say so rather than "not an image".
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !accepted.includes(format)) throw notAnImage();
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  return sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/** An image shrunk to fit a square of `size` (never enlarged), as JPEG without metadata. */
const fitted = (image: Sharp, size: number, quality: number) =>
  image
    .clone()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });

/**
 * Checks an upload by its content (not its name or declared type), then re-encodes it: turned
 * upright by its EXIF orientation, shrunk to at most 1600 px, saved as JPEG without any metadata
 * (EXIF, GPS position, camera), plus square thumbnails of 400 and 800 px. Anything sharp cannot
 * decode as one of the accepted formats is 415 `photo_not_an_image`.
 */
export async function processPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  const upright = await uprightImage(upload);
  try {
    const { data: full, info } = await fitted(upright, PHOTO_SIZE, 82);
    const thumbnail = (size: number) =>
      upright
        .clone()
        .resize({ width: size, height: size, fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: size > THUMB_SIZE ? 72 : 80, mozjpeg: true })
        .toBuffer();
    const [thumb, thumb2x] = await Promise.all([thumbnail(THUMB_SIZE), thumbnail(THUMB_2X_SIZE)]);
    return { full, thumb, thumb2x, width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}

/** The longest side of a chat photo's preview: the conversation shows it whole, never cropped. */
const PREVIEW_SIZE = 640;

/**
 * A photo sent in a chat, checked and re-encoded as profile photos are ({@link processPhoto}): the
 * photo (at most 1600 px) and its uncropped preview (at most 640 px), JPEG without metadata.
 */
export async function processChatPhoto(upload: Buffer): Promise<{ full: Buffer; preview: Buffer }> {
  const upright = await uprightImage(upload);
  try {
    const [full, preview] = await Promise.all([
      fitted(upright, PHOTO_SIZE, 82),
      fitted(upright, PREVIEW_SIZE, 78),
    ]);
    return { full: full.data, preview: preview.data };
  } catch {
    throw notAnImage();
  }
}
