import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Brand } from '@dating/contract';
import { build, type InlineConfig, type Manifest, type Rolldown } from 'vite';
import { compressSite } from './compress.js';
import { regenerateSite } from './generate.js';
import { sitePaths } from './paths.js';
import { prerenderSite } from './prerender.js';
import { siteViteConfig } from './vite-config.js';

/** Options of {@link buildSite}. */
export interface BuildSiteOptions {
  /** Vite's log level; `warn` by default. */
  logLevel?: InlineConfig['logLevel'];
}

/** The result of building one site. */
export interface BuiltSite {
  brand: Brand;
  /** The site's dist folder. */
  distDir: string;
  /** Vite's manifest (`dist/.vite/manifest.json`). */
  manifest: Manifest;
  /** The bundler's output, for tools that look inside chunks (the benchmark). */
  output: Rolldown.RolldownOutput;
  /** The prerendered pages and their index, relative to the dist folder. */
  prerendered: string[];
}

/**
 * `dating-sites build <slug>`: regenerates the site's files from brand.json and the templates,
 * builds it for production with Vite's JS API into `sites/<slug>/dist`, prerenders its public
 * pages in every language of the brand (`dist/prerendered/`), then writes brotli and gzip copies
 * of every text file.
 */
export async function buildSite(
  sitesDir: string,
  slug: string,
  options: BuildSiteOptions = {},
): Promise<BuiltSite> {
  const { brand } = await regenerateSite(sitesDir, slug);
  const config = siteViteConfig({ sitesDir, brand, mode: 'production', ...options });
  const result = await build(config);
  const output = Array.isArray(result) ? result[0] : result;
  if (!output || !('output' in output)) throw new Error(`Vite gave no output for site "${slug}"`);
  const { distDir } = sitePaths(sitesDir, slug);
  const manifest = JSON.parse(
    await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const prerendered = await prerenderSite(sitesDir, brand, config);
  await compressSite(distDir);
  return { brand, distDir, manifest, output, prerendered };
}
