import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Brand, brandSchema } from '@dating/contract';

/** The end-to-end server's port; E2E_PORT lets two checkouts run their suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The built demo brands: the end-to-end tests run against generated sites served by the real server. */
export function builtBrands(): Brand[] {
  const sitesDir = join(repositoryRoot, 'sites');
  return readdirSync(sitesDir)
    .filter((slug) => existsSync(join(sitesDir, slug, 'dist', 'index.html')))
    .map((slug) =>
      brandSchema.parse(JSON.parse(readFileSync(join(sitesDir, slug, 'brand.json'), 'utf8'))),
    );
}

/** The site's address in Chromium, which resolves every `*.localhost` name to loopback. */
export function siteUrl(brand: Brand, path = '/'): string {
  return `http://${brand.slug}.localhost:${E2E_PORT}${path}`;
}

/**
 * A request to the site from Node (Playwright's `request`), which cannot resolve
 * `<slug>.localhost`: the address of the server with the brand's Host header.
 */
export function siteRequest(brand: Brand, path = '/'): { url: string; host: string } {
  return {
    url: `http://127.0.0.1:${E2E_PORT}${path}`,
    host: `${brand.slug}.localhost:${E2E_PORT}`,
  };
}

/** The Lovely demo brand when it is built, else any built brand; fails when none is built. */
export function demoBrand(): Brand {
  const brands = builtBrands();
  const brand = brands.find((candidate) => candidate.slug === 'lovely') ?? brands[0];
  if (!brand) {
    throw new Error('No built demo site in sites/: run `pnpm dating-sites build --all` first.');
  }
  return brand;
}

/** Whether React has taken the page over (hydrateRoot marks its container); for `waitForFunction`. */
export const hydrated = () =>
  Object.keys(document.getElementById('root') ?? {}).some((key) =>
    key.startsWith('__reactContainer'),
  );
