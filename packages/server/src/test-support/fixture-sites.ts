import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrandInput } from '@dating/contract';

/**
 * The two brands of the test sites: one open to visitors, one that requires a login to search and
 * lets only visitors with a traffic source sign up (invite-only).
 */
export const AMORA: BrandInput = {
  slug: 'amora',
  name: 'Amora',
  domain: 'amora.example',
  domain_language: 'nl-NL',
  countries: ['NL', 'BE'],
  languages: ['nl', 'fr', 'en'],
  support_email: 'help@amora.example',
  support_phone: '+31 20-123 45 67',
};

const CLOSED: BrandInput = {
  slug: 'closed-club',
  name: 'Closed Club',
  domain: 'closed.example',
  countries: ['DE', 'AT', 'CH'],
  logged_out_search: 'none',
  signups: 'with_trafficsource',
  company: { name: 'Closed Club GmbH', city: 'Wien', country: 'AT' },
};

/** A sites folder with both brands built (index.html and one asset) and one broken brand file. */
export function createFixtureSites(): string {
  const sitesDir = mkdtempSync(join(tmpdir(), 'dating-sites-'));
  for (const brand of [AMORA, CLOSED]) {
    const dist = join(sitesDir, brand.slug, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(sitesDir, brand.slug, 'brand.json'), JSON.stringify(brand));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>${brand.name}</title><div id="root"></div>`,
    );
    writeFileSync(
      join(dist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify(brand.slug)});`,
    );
  }
  mkdirSync(join(sitesDir, 'broken'));
  writeFileSync(
    join(sitesDir, 'broken', 'brand.json'),
    JSON.stringify({ slug: 'broken', name: 'Broken', domain: 'broken.example', countries: ['XX'] }),
  );
  return sitesDir;
}
