import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Brand } from '@dating/contract';
import { readBrandFile } from './brand-file.js';
import { CliError } from './errors.js';
import { sitePaths } from './paths.js';

/** One folder of the sites directory that holds a brand.json. */
export interface SiteEntry {
  slug: string;
  siteDir: string;
  /** The validated brand, or null when brand.json is invalid. */
  brand: Brand | null;
  /** The `field: reason` lines of an invalid brand.json. */
  problems: string[];
  /** Whether `dist/index.html` exists. */
  built: boolean;
}

/** Every site of a sites directory (folders with a brand.json), sorted by slug. */
export async function listSites(sitesDir: string): Promise<SiteEntry[]> {
  if (!existsSync(sitesDir)) return [];
  const folders = (await readdir(sitesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(join(sitesDir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort();
  const sites: SiteEntry[] = [];
  for (const slug of folders) {
    const { siteDir, brandFile, distDir } = sitePaths(sitesDir, slug);
    const built = existsSync(join(distDir, 'index.html'));
    try {
      const { brand } = await readBrandFile(brandFile);
      const problems =
        brand.slug === slug ? [] : [`slug: is "${brand.slug}" but the folder is "${slug}"`];
      sites.push({ slug, siteDir, brand: problems.length ? null : brand, problems, built });
    } catch (error) {
      const problems =
        error instanceof CliError && error.lines.length ? error.lines : [(error as Error).message];
      sites.push({ slug, siteDir, brand: null, problems, built });
    }
  }
  return sites;
}
