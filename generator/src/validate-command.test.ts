import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatorDir } from './paths.js';
import { runCli } from './program.js';

// `dating-sites validate` against the brand files an operator got wrong (issue 22, items 18-20):
// each must exit non-zero naming the field and the reason.
const amora = {
  slug: 'amora',
  name: 'Amora',
  domain: 'amora.example',
  domain_language: 'nl-NL',
  countries: ['NL', 'BE'],
  languages: ['nl', 'fr', 'en'],
  company: { name: 'Amora B.V.', country: 'NL', vat_numbers: ['NL864512340B01'] },
};

let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'dating-sites-validate-'));
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Writes `brand` to a file and validates it in this process. */
async function validate(brand: unknown) {
  const file = join(work, 'brand.json');
  writeFileSync(file, JSON.stringify(brand, null, 2));
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCli(['node', 'dating-sites', 'validate', file], {
    log: (line) => stdout.push(line),
    error: (line) => stderr.push(line),
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

/** The `  field: reason` lines the command printed. */
const problemLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());

describe('dating-sites validate: settings with a fixed set of values (item 18)', () => {
  it('refuses signups "nobody" as the real executable, exiting non-zero', () => {
    const file = join(work, 'nobody.json');
    writeFileSync(file, JSON.stringify({ ...amora, signups: 'nobody' }));
    const bin = join(generatorDir, 'bin', 'dating-sites.mjs');
    const result = spawnSync(process.execPath, [bin, 'validate', file], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      '  signups: "nobody" is not one of "all", "with_trafficsource", "none"',
    );
  });

  it('names each wrong option, with a "did you mean" where one is close', async () => {
    const { code, stderr } = await validate({
      ...amora,
      signups: 'All',
      logged_out_search: 'nope',
      enable_site_entry_popup: 'true',
      search_fields: ['gender', 'haircolor'],
      visible_profile_fields: ['city', 'hair_colour'],
      payment_provider: 'molie',
    });
    expect(code).toBe(1);
    expect(problemLines(stderr)).toEqual([
      expect.stringMatching(
        /^visible_profile_fields\[1\]: "hair_colour" is not one of .*\(did you mean "hair_color"\?\)$/,
      ),
      'search_fields[1]: "haircolor" is not one of "gender", "country", "countryregion", "age"',
      'enable_site_entry_popup: "true" is not one of "yes", "no"',
      'signups: "All" is not one of "all", "with_trafficsource", "none" (did you mean "all"?)',
      expect.stringMatching(/^logged_out_search: "nope" is not one of "all", "none"/),
      'payment_provider: "molie" is not one of "sandbox", "mollie" (did you mean "mollie"?)',
    ]);
  });
});

describe('dating-sites validate: rules across fields (item 19)', () => {
  it('refuses a domain language the brand does not offer, a country name and a bad VAT number', async () => {
    const { code, stderr } = await validate({
      ...amora,
      domain_language: 'de-DE',
      company: { country: 'Netherlands', vat_numbers: ['NL864512345B01'] },
    });
    expect(code).toBe(1);
    expect(problemLines(stderr)).toEqual([
      'company.country: "Netherlands" is not an ISO 3166-1 alpha-2 country code (did you mean "NL"?)',
      'company.vat_numbers[0]: "NL864512345B01" is not a valid VAT number for Netherlands (NL): its check digits do not match',
      'domain_language: the language of "de-DE", "de", is not one of the brand\'s languages (nl, fr, en); add "de" to languages, or use one of these, such as "nl"',
    ]);
  });

  it('refuses a minimum message cost below what the packages make a message cost, naming the right one', async () => {
    const { code, stderr } = await validate({
      ...amora,
      message_credits: 4,
      minimum_message_costs: {
        NL: { costs: 0.29, currency: 'EUR' },
        BE: { costs: 0.52, currency: 'EUR' },
      },
    });
    expect(code).toBe(1);
    expect(problemLines(stderr)).toEqual([
      'minimum_message_costs.NL: says EUR 0.29, but a message (4 credits) costs at least EUR 0.52: package p3 sells 700 credits for EUR 89.99, 12.86 cents a credit, rounded up to the cent; write { "costs": 0.52, "currency": "EUR" }, or leave minimum_message_costs out to have it computed',
    ]);
  });
});

describe('dating-sites validate: every problem in one run (item 20)', () => {
  it('names a missing price next to a field of the wrong type', async () => {
    const { code, stderr } = await validate({
      ...amora,
      countries: ['NL', 'GB'],
      visible_profile_notes: 'yes',
      bundles: [{ id: 'p0', credits: 50, popular: true, prices: { EUR: '9.99' } }],
    });
    expect(code).toBe(1);
    expect(problemLines(stderr)).toEqual([
      'visible_profile_notes: Invalid input: expected boolean, received string',
      'bundles[0].prices: must give a price in GBP, the currency of GB',
    ]);
  });

  it('lists the wrong fields, the rules across fields and the theme together', async () => {
    const { code, stderr } = await validate({
      ...amora,
      countries: ['NL', 'GB'],
      domain_language: 'en-GB',
      languages: ['nl'],
      theme: 'clasic',
      signups: 'All',
      minimum_message_costs: { NL: { costs: 0.29, currency: 'EUR' } },
      bundles: [{ id: 'p0', credits: 50, popular: true, prices: { EUR: '9.99', EURO: '9.99' } }],
    });
    expect(code).toBe(1);
    expect(problemLines(stderr)).toEqual([
      expect.stringMatching(/^signups: "All" is not one of/),
      'bundles[0].prices.EURO: unknown field (did you mean "bundles[0].prices.EUR"?)',
      'bundles[0].prices: must give a price in GBP, the currency of GB',
      expect.stringMatching(/^domain_language: the language of "en-GB", "en", is not one of/),
      expect.stringMatching(
        /^minimum_message_costs\.NL: says EUR 0\.29, but .* at least EUR 1\.00:/,
      ),
      'theme: unknown theme "clasic" (did you mean "classic"?); themes: classic, midnight, sunrise',
    ]);
  });

  it('says to write a price given as a number as a string', async () => {
    const { code, stderr } = await validate({
      ...amora,
      bundles: [
        { id: 'p0', credits: 50, popular: true, prices: { EUR: 17.99 } },
        { id: 'p0', credits: 120, prices: { EUR: '19.99' } },
      ],
    });
    expect(code).toBe(1);
    expect(problemLines(stderr)).toEqual([
      'bundles[0].prices.EUR: must be written as a string, "17.99" rather than 17.99, so that no rounding changes it',
      'bundles: must list each tier (p0 to p3) once',
    ]);
  });

  it('accepts the corrected file', async () => {
    const { code, stdout } = await validate({ ...amora, signups: 'all' });
    expect(code).toBe(0);
    expect(stdout).toContain('is valid: Amora (amora)');
  });
});

describe('dating-sites validate: the brand’s own images (issue 23, item 9)', () => {
  it('checks the files assets names and lists them when they are right', async () => {
    mkdirSync(join(work, 'assets'), { recursive: true });
    writeFileSync(
      join(work, 'assets', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="160" height="40"/></svg>',
    );
    writeFileSync(
      join(work, 'assets', 'bad.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" onload="alert(1)"/>',
    );
    const good = await validate({ ...amora, assets: { logo: 'assets/logo.svg' } });
    expect(good.code).toBe(0);
    expect(good.stdout).toContain(', own assets logo');
    const bad = await validate({
      ...amora,
      assets: { logo: 'assets/bad.svg', hero: 'assets/hero.jpg' },
    });
    expect(bad.code).toBe(1);
    expect(problemLines(bad.stderr)).toEqual([
      'assets.logo: assets/bad.svg has an event handler (on...=); it must be a self-contained drawing',
      "assets.hero: assets/hero.jpg does not exist in the site's folder",
    ]);
  });
});
