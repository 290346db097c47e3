import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from `start` to the directory holding the generator's package.json. */
function findPackageDir(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'templates'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`@dating/generator: no package root above ${start}`);
    dir = parent;
  }
  return dir;
}

/** The generator package's root (works from src/ and from the built dist/). */
export const generatorDir = findPackageDir(dirname(fileURLToPath(import.meta.url)));

/** The handlebars templates of a site. */
export const siteTemplatesDir = join(generatorDir, 'templates', 'site');

/** The default sites directory: `./sites` of the working directory. */
export function defaultSitesDir(cwd = process.cwd()): string {
  return resolve(cwd, 'sites');
}

/** The folder of one site and its brand file. */
export function sitePaths(sitesDir: string, slug: string) {
  const siteDir = join(resolve(sitesDir), slug);
  return { siteDir, brandFile: join(siteDir, 'brand.json'), distDir: join(siteDir, 'dist') };
}
