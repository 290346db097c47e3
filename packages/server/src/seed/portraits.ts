import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { EYE_COLORS, GENDERS, HAIR_COLORS } from '@dating/contract/enums';
import sharp from 'sharp';
import { type PortraitFace, portraitSvg } from './portrait-svg.js';

/** Face variants per gender and hair colour, and photos per face. */
export const FACE_VARIANTS = 3;
export const SHOTS_PER_FACE = 2;

/** The eye colour of a face, so a member's details match their photo. */
export function faceEyes(hair: PortraitFace['hair'], variant: number): PortraitFace['eyes'] {
  return EYE_COLORS[(HAIR_COLORS.indexOf(hair) + variant * 2) % EYE_COLORS.length] ?? 'brown';
}

/** The file name of a portrait (without folder), and of its thumbnail. */
export function portraitFile(face: Omit<PortraitFace, 'eyes'>, thumbnail = false): string {
  return `${face.gender}-${face.hair}-${face.variant}-${face.shot}${thumbnail ? '-thumb' : ''}.jpg`;
}

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
 * Renders every demo portrait (JPEG 400×500 and a 160×200 thumbnail) into the pool folder once;
 * later runs reuse the files. Needs no network: the faces are drawn as SVG.
 */
export async function preparePortraitPool(poolDir: string): Promise<void> {
  await mkdir(poolDir, { recursive: true });
  const faces = allFaces();
  for (let start = 0; start < faces.length; start += 8) {
    await Promise.all(
      faces.slice(start, start + 8).map(async (face) => {
        const full = join(poolDir, portraitFile(face));
        const thumbnail = join(poolDir, portraitFile(face, true));
        if ((await exists(full)) && (await exists(thumbnail))) return;
        const jpeg = await sharp(Buffer.from(portraitSvg(face)))
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
        await sharp(jpeg).resize(160, 200).jpeg({ quality: 78 }).toFile(thumbnail);
        await sharp(jpeg).toFile(full);
      }),
    );
  }
}

/** Copies the pool into a brand's uploads folder (files already there are kept). */
export async function copyPortraitPool(poolDir: string, targetDir: string): Promise<void> {
  await mkdir(targetDir, { recursive: true });
  const files = allFaces().flatMap((face) => [portraitFile(face), portraitFile(face, true)]);
  await Promise.all(
    files.map(async (file) => {
      const target = join(targetDir, file);
      if (!(await exists(target))) await copyFile(join(poolDir, file), target);
    }),
  );
}
