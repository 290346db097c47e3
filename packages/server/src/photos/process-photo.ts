import { PHOTO_FORMATS } from '@dating/contract/enums';
import sharp from 'sharp';
import { ApiFailure } from '../http/api-failure.js';

/** The longest side of a stored photo and of its thumbnail, in pixels. */
const PHOTO_SIZE = 1600;
const THUMB_SIZE = 400;
/** The thumbnail for screens with two device pixels per CSS pixel. */
const THUMB_2X_SIZE = THUMB_SIZE * 2;
/** Images larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;

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

/**
 * Checks an upload by its content (not its name or declared type), then re-encodes it: turned
 * upright by its EXIF orientation, shrunk to at most 1600 px, saved as JPEG without any metadata
 * (EXIF, GPS position, camera), plus square thumbnails of 400 and 800 px. Anything sharp cannot decode as
 * one of the accepted formats is 415 `photo_not_an_image`.
 */
export async function processPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw notAnImage();
  }
  if (!format || !accepted.includes(format)) throw notAnImage();
  try {
    const upright = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { data: full, info } = await upright
      .clone()
      .resize({ width: PHOTO_SIZE, height: PHOTO_SIZE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
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
