import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { EYE_COLORS, GENDERS, HAIR_COLORS } from '@dating/contract/enums';
import sharp from 'sharp';
import { type PortraitFace, portraitSvg } from './portrait-svg.js';

/** Face variants per gender and hair colour, and photos per face. */
export const FACE_VARIANTS = 3;
export const SHOTS_PER_FACE = 3;

/** The eye colour of a face, so a member's details match their photo. */
export function faceEyes(hair: PortraitFace['hair'], variant: number): PortraitFace['eyes'] {
  return EYE_COLORS[(HAIR_COLORS.indexOf(hair) + variant * 2) % EYE_COLORS.length] ?? 'brown';
}

/** The sizes of a portrait: 400×500, and thumbnails of 160×200 (1x) and 320×400 (2x). */
type PortraitSize = 'full' | 'thumb' | 'thumb-2x';
const PORTRAIT_SIZES: Record<PortraitSize, { width: number; height: number; suffix: string }> = {
  full: { width: 400, height: 500, suffix: '' },
  thumb: { width: 160, height: 200, suffix: '-thumb' },
  'thumb-2x': { width: 320, height: 400, suffix: '-thumb-2x' },
};

/** The file name of a portrait (without folder), in one of its sizes. */
export function portraitFile(
  face: Omit<PortraitFace, 'eyes'>,
  size: PortraitSize = 'full',
): string {
  return `${face.gender}-${face.hair}-${face.variant}-${face.shot}${PORTRAIT_SIZES[size].suffix}.jpg`;
}

const SIZES = Object.keys(PORTRAIT_SIZES) as PortraitSize[];

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

function allFaces(): PortraitFace[] {
  return GENDERS.flatMap((gender) =>
    HAIR_COLORS.flatMap((hair) =>
      Array.from({ length: FACE_VARIANTS }, (_, variant) =>
        Array.from({ length: SHOTS_PER_FACE }, (_, shot) => ({
          gender,
          hair,
          variant,
          shot,
          eyes: faceEyes(hair, variant),
        })),
      ).flat(),
    ),
  );
}

/**
 * Renders every demo portrait (JPEG 400×500, thumbnails of 160×200 and 320×400) into the pool
 * folder once;
 * later runs reuse the files. Needs no network: the faces are drawn as SVG.
 */
export async function preparePortraitPool(poolDir: string): Promise<void> {
  await mkdir(poolDir, { recursive: true });
  const faces = allFaces();
  for (let start = 0; start < faces.length; start += 8) {
    await Promise.all(
      faces.slice(start, start + 8).map(async (face) => {
        const paths = SIZES.map((size) => join(poolDir, portraitFile(face, size)));
        if ((await Promise.all(paths.map(exists))).every(Boolean)) return;
        const svg = Buffer.from(portraitSvg(face));
        // Each size is drawn from the SVG, so the 2x thumbnail is as sharp as the full portrait.
        await Promise.all(
          SIZES.map((size) => {
            const { width, height } = PORTRAIT_SIZES[size];
            return sharp(svg)
              .resize(width, height)
              .jpeg({ quality: size === 'full' ? 82 : 78, mozjpeg: true })
              .toFile(join(poolDir, portraitFile(face, size)));
          }),
        );
      }),
    );
  }
}

/** Copies the pool into a brand's uploads folder (files already there are kept). */
export async function copyPortraitPool(poolDir: string, targetDir: string): Promise<void> {
  await mkdir(targetDir, { recursive: true });
  const files = allFaces().flatMap((face) => SIZES.map((size) => portraitFile(face, size)));
  await Promise.all(
    files.map(async (file) => {
      const target = join(targetDir, file);
      if (!(await exists(target))) await copyFile(join(poolDir, file), target);
    }),
  );
}
