import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFixtureSites } from '../test-support/fixture-sites.js';
import { createBrandLookup, loadBrands } from './load-brands.js';

describe('brand files', () => {
  it('loads every valid brand.json and skips a bad one, naming the field', () => {
    const { brands, problems } = loadBrands(createFixtureSites());
    expect(brands.map((brand) => brand.slug)).toEqual(['amora', 'closed-club', 'tulip-club']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('broken');
    expect(problems[0]).toMatch(/countries\[0\]: /);
  });

  it('skips a file that is not JSON or whose slug is not its folder', () => {
    const sitesDir = mkdtempSync(join(tmpdir(), 'dating-sites-'));
    mkdirSync(join(sitesDir, 'garbled'));
    writeFileSync(join(sitesDir, 'garbled', 'brand.json'), '{ nope');
    mkdirSync(join(sitesDir, 'other'));
    writeFileSync(
      join(sitesDir, 'other', 'brand.json'),
      JSON.stringify({ slug: 'amora', name: 'Amora', domain: 'amora.example', countries: ['NL'] }),
    );
    const { brands, problems } = loadBrands(sitesDir);
    expect(brands).toEqual([]);
    expect(problems.join('\n')).toContain('not valid JSON');
    expect(problems.join('\n')).toContain('slug: must equal the folder name "other"');
  });

  it('skips a brand file the generator would refuse, with every reason (issue 22, items 18-19)', () => {
    const sitesDir = mkdtempSync(join(tmpdir(), 'dating-sites-'));
    mkdirSync(join(sitesDir, 'amora'));
    const brand = {
      slug: 'amora',
      name: 'Amora',
      domain: 'amora.example',
      countries: ['NL'],
      signups: 'nobody',
      minimum_message_costs: { NL: { costs: 0.29, currency: 'EUR' } },
    };
    writeFileSync(join(sitesDir, 'amora', 'brand.json'), JSON.stringify(brand));
    const { brands, problems } = loadBrands(sitesDir);
    expect(brands).toEqual([]);
    expect(problems.join('\n')).toContain('signups: "nobody" is not one of');
    expect(problems.join('\n')).toContain(
      'minimum_message_costs.NL: says EUR 0.29, but a message (5 credits) costs at least EUR 0.65',
    );
  });

  it('finds the brand by <slug>.localhost, domain and www.domain, with or without port', () => {
    const { brands } = loadBrands(createFixtureSites());
    const lookup = createBrandLookup(brands);
    expect(lookup('amora.localhost:8080')?.slug).toBe('amora');
    expect(lookup('AMORA.example')?.slug).toBe('amora');
    expect(lookup('www.closed.example:443')?.slug).toBe('closed-club');
    expect(lookup('localhost:8080')).toBeNull();
    expect(lookup(undefined)).toBeNull();
  });
});
