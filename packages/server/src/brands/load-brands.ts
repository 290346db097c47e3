import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Brand, brandSchema, describeIssues } from '@dating/contract';
import { brandHostNames, hostName } from './hosts.js';

/** The brands found in a sites folder, and what was wrong with the files that were skipped. */
export interface LoadedBrands {
  brands: Brand[];
  problems: string[];
}

/** Reads every `<sitesDir>/<slug>/brand.json`; a file that does not parse or validate is skipped. */
export function loadBrands(sitesDir: string): LoadedBrands {
  const brands: Brand[] = [];
  const problems: string[] = [];
  if (!existsSync(sitesDir))
    return { brands, problems: [`Sites folder ${sitesDir} does not exist`] };
  for (const folder of readdirSync(sitesDir).sort()) {
    const file = join(sitesDir, folder, 'brand.json');
    if (!statSync(join(sitesDir, folder)).isDirectory() || !existsSync(file)) continue;
    let content: unknown;
    try {
      content = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${file} is skipped: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const result = brandSchema.safeParse(content);
    if (!result.success) {
      problems.push(`${file} is skipped:\n  ${describeIssues(result.error.issues).join('\n  ')}`);
      continue;
    }
    if (result.data.slug !== folder) {
      problems.push(`${file} is skipped:\n  slug: must equal the folder name "${folder}"`);
      continue;
    }
    brands.push(result.data);
  }
  return { brands, problems };
}

/** Finds the brand a Host header names: `<slug>.localhost`, `<domain>` or `www.<domain>`. */
export function createBrandLookup(
  brands: readonly Brand[],
): (hostHeader: string | undefined) => Brand | null {
  const byHost = new Map<string, Brand>();
  for (const brand of brands) {
    for (const host of brandHostNames(brand)) byHost.set(host, brand);
  }
  return (hostHeader) => byHost.get(hostName(hostHeader)) ?? null;
}
