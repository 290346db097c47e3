import { describe, expect, it } from 'vitest';
import { brandSchema, brandSettings, describeIssues } from './brand.js';
import { settingsSchema } from './settings.js';

const amora = {
  slug: 'amora',
  name: 'Amora',
  domain: 'amora.example',
  domain_language: 'nl-NL',
  countries: ['NL', 'BE'],
  languages: ['nl', 'fr', 'en'],
};

const serverValues = { push_public_key: '', geoip_country: null, geoip_selected_country: null };

/** The `field: reason` lines of a brand file, or [] when it is valid. */
function problemsOf(input: unknown): string[] {
  const result = brandSchema.safeParse(input);
  return result.success ? [] : describeIssues(result.error.issues);
}

describe('settings with a fixed set of values (issue 22, item 18)', () => {
  it('refuses a value that is not one of the options, suggesting a close one', () => {
    expect(problemsOf({ ...amora, signups: 'nobody' })).toEqual([
      'signups: "nobody" is not one of "all", "with_trafficsource", "none"',
    ]);
    expect(problemsOf({ ...amora, signups: 'All' })).toEqual([
      'signups: "All" is not one of "all", "with_trafficsource", "none" (did you mean "all"?)',
    ]);
    expect(problemsOf({ ...amora, logged_out_search: 'nope' })).toEqual([
      expect.stringMatching(/^logged_out_search: "nope" is not one of "all", "none"/),
    ]);
    expect(problemsOf({ ...amora, logged_out_search_trafficsource: 'everyone' })).toEqual([
      'logged_out_search_trafficsource: "everyone" is not one of "all", "none"',
    ]);
    expect(problemsOf({ ...amora, enable_site_entry_popup: 'true' })).toEqual([
      'enable_site_entry_popup: "true" is not one of "yes", "no"',
    ]);
    expect(problemsOf({ ...amora, enable_site_entry_popup: true })).toEqual([
      'enable_site_entry_popup: true is not one of "yes", "no"',
    ]);
    expect(problemsOf({ ...amora, payment_provider: 'molie' })).toEqual([
      'payment_provider: "molie" is not one of "sandbox", "mollie" (did you mean "mollie"?)',
    ]);
  });

  it('refuses unknown names in search_fields and visible_profile_fields, and a name twice', () => {
    expect(problemsOf({ ...amora, search_fields: ['gender', 'haircolor', 'age'] })).toEqual([
      'search_fields[1]: "haircolor" is not one of "gender", "country", "countryregion", "age"',
    ]);
    expect(problemsOf({ ...amora, visible_profile_fields: ['city', 'eye_colour'] })).toEqual([
      expect.stringMatching(
        /^visible_profile_fields\[1\]: "eye_colour" is not one of "city", .*\(did you mean "eye_color"\?\)$/,
      ),
    ]);
    expect(problemsOf({ ...amora, search_fields: ['age', 'age'] })).toEqual([
      'search_fields[1]: lists "age" twice',
    ]);
    expect(problemsOf({ ...amora, countries: ['NL', 'Nl'] })).toEqual([
      expect.stringMatching(/^countries\[1\]: "Nl" is not one of "US", .*\(did you mean "NL"\?\)$/),
    ]);
  });

  it('accepts every option', () => {
    const brand = brandSchema.parse({
      ...amora,
      signups: 'with_trafficsource',
      logged_out_search: 'none',
      logged_out_search_trafficsource: 'all',
      enable_site_entry_popup: 'no',
      search_fields: ['gender', 'country', 'countryregion', 'age'],
      visible_profile_fields: ['country', 'interests', 'eye_color'],
    });
    expect(brand.signups).toBe('with_trafficsource');
  });
});

describe('rules across fields (issue 22, item 19)', () => {
  it('wants domain_language in one of the brand languages', () => {
    expect(problemsOf({ ...amora, domain_language: 'de-DE' })).toEqual([
      'domain_language: the language of "de-DE", "de", is not one of the brand\'s languages (nl, fr, en); add "de" to languages, or use one of these, such as "nl"',
    ]);
    const { languages: _languages, ...withoutLanguages } = amora;
    expect(problemsOf({ ...withoutLanguages, domain_language: 'en' })).toEqual([
      'domain_language: "en" is not one of the brand\'s languages (de, fr, nl: those of its countries); add "en" to languages, or use one of these, such as "de"',
    ]);
    expect(problemsOf({ ...amora, domain_language: 'nl-XY' })).toEqual([
      expect.stringMatching(/^domain_language: must name a country after the dash/),
    ]);
  });

  it('wants the company country as an ISO 3166-1 alpha-2 code', () => {
    expect(problemsOf({ ...amora, company: { country: 'Netherlands' } })).toEqual([
      'company.country: "Netherlands" is not an ISO 3166-1 alpha-2 country code (did you mean "NL"?)',
    ]);
    expect(problemsOf({ ...amora, company: { country: 'XX' } })).toEqual([
      'company.country: "XX" is not an ISO 3166-1 alpha-2 country code, such as "NL" or "DE"',
    ]);
    // A company may sit outside the countries the brand sells in.
    expect(problemsOf({ ...amora, company: { country: 'LU' } })).toEqual([]);
  });

  it('wants VAT numbers valid for the country they start with', () => {
    expect(problemsOf({ ...amora, company: { vat_numbers: ['NL864512345B01'] } })).toEqual([
      'company.vat_numbers[0]: "NL864512345B01" is not a valid VAT number for Netherlands (NL): its check digits do not match',
    ]);
    const vatProblems = (...vat_numbers: string[]) =>
      problemsOf({ ...amora, company: { vat_numbers } });
    expect(vatProblems('DE12345')).toEqual([
      'company.vat_numbers[0]: "DE12345" does not have the format of a VAT number for Germany (DE)',
    ]);
    expect(vatProblems('864512340B01')).toEqual([
      expect.stringMatching(
        /^company\.vat_numbers\[0\]: "864512340B01" is not a VAT number that can be checked: it must start with its country's code, one of AD, AT, BE, .*CHE.*EL.*NL/,
      ),
    ]);
    expect(
      vatProblems('NL864512340B01', 'NL 8645.12.340.B01', 'DE312345671', 'ESB12345674'),
    ).toEqual([]);
  });

  it('serves the computed minimum_message_costs and refuses a brand file that states another', () => {
    const brand = brandSchema.parse({ ...amora, message_credits: 4 });
    const settings = settingsSchema.parse(brandSettings(brand, serverValues));
    // The default packages: p3 sells 700 credits for EUR 89.99; 4 credits cost 51.42 cents.
    expect(settings.minimum_message_costs).toEqual({
      NL: { costs: 0.52, currency: 'EUR' },
      BE: { costs: 0.52, currency: 'EUR' },
    });
    expect(
      problemsOf({
        ...amora,
        message_credits: 4,
        minimum_message_costs: { NL: { costs: 0.29, currency: 'EUR' } },
      }),
    ).toEqual([
      'minimum_message_costs.NL: says EUR 0.29, but a message (4 credits) costs at least EUR 0.52: package p3 sells 700 credits for EUR 89.99, 12.86 cents a credit, rounded up to the cent; write { "costs": 0.52, "currency": "EUR" }, or leave minimum_message_costs out to have it computed',
    ]);
    expect(
      problemsOf({
        ...amora,
        message_credits: 4,
        minimum_message_costs: {
          NL: { costs: 0.52, currency: 'EUR' },
          GB: { costs: 0.5, currency: 'GBP' },
        },
      }),
    ).toEqual(["minimum_message_costs.GB: GB is not one of the brand's countries (NL, BE)"]);
  });
});

describe('one run names every problem (issue 22, item 20)', () => {
  it('runs the rules across fields even when a field has the wrong type', () => {
    // Before, a wrong type stopped the parse before the rules, so the missing GBP price showed
    // only once refund_days was fixed.
    expect(
      problemsOf({
        ...amora,
        countries: ['NL', 'GB'],
        refund_days: '14',
        bundles: [{ id: 'p0', credits: 50, popular: true, prices: { EUR: '9.99' } }],
      }),
    ).toEqual([
      'refund_days: Invalid input: expected number, received string',
      'bundles[0].prices: must give a price in GBP, the currency of GB',
    ]);
  });

  it('reports the rules across fields together with the wrong fields', () => {
    const lines = problemsOf({
      ...amora,
      countries: ['NL', 'GB'],
      domain_language: 'de-DE',
      support_email: 'not an address',
      signups: 'All',
      minimum_message_costs: { NL: { costs: 0.29, currency: 'EUR' } },
      bundles: [{ id: 'p0', credits: 50, popular: true, prices: { EUR: '9.99' } }],
    });
    expect(lines).toEqual([
      expect.stringMatching(/^support_email: /),
      expect.stringMatching(/^signups: "All" is not one of/),
      'bundles[0].prices: must give a price in GBP, the currency of GB',
      expect.stringMatching(/^domain_language: the language of "de-DE"/),
      expect.stringMatching(
        /^minimum_message_costs\.NL: says EUR 0\.29, but .* costs at least EUR 1\.00:/,
      ),
    ]);
  });

  it('says to write a price given as a number as a string, next to the other problems', () => {
    const lines = problemsOf({
      ...amora,
      signups: 'nobody',
      bundles: [
        { id: 'p0', credits: 50, prices: { EUR: 17.99 } },
        { id: 'p1', credits: 120, prices: { EUR: '19.99' } },
      ],
    });
    expect(lines).toEqual([
      'signups: "nobody" is not one of "all", "with_trafficsource", "none"',
      'bundles[0].prices.EUR: must be written as a string, "17.99" rather than 17.99, so that no rounding changes it',
      'bundles: must flag exactly one package as popular',
    ]);
  });

  it('names a file that is not an object once', () => {
    expect(problemsOf(['amora'])).toEqual([expect.stringMatching(/^\(root\): /)]);
  });
});

describe('the offers to new members (issue 24, point 10)', () => {
  it('are the spec’s 25%, 25% and 4 hours unless the brand file sets its own', () => {
    const spec = brandSettings(brandSchema.parse(amora), serverValues).offers;
    expect(spec).toEqual({
      welcome_percentage: 25,
      time_bonus_percentage: 25,
      time_bonus_hours: 4,
    });
    const own = brandSchema.parse({
      ...amora,
      offers: { welcome_percentage: 30, time_bonus_hours: 2 },
    });
    expect(brandSettings(own, serverValues).offers).toEqual({
      welcome_percentage: 30,
      time_bonus_percentage: 25,
      time_bonus_hours: 2,
    });
    // A backend whose settings do not name offers gives the spec's.
    const { offers: _, ...older } = brandSettings(own, serverValues);
    expect(settingsSchema.parse(older).offers.time_bonus_hours).toBe(4);
  });

  it('refuses an offer outside 1 to 90 percent or 1 to 72 hours, and a misspelt one', () => {
    expect(problemsOf({ ...amora, offers: { time_bonus_percentage: 95 } })).toEqual([
      'offers.time_bonus_percentage: Too big: expected number to be <=90',
    ]);
    expect(problemsOf({ ...amora, offers: { time_bonus_hours: 0 } })).toEqual([
      'offers.time_bonus_hours: Too small: expected number to be >=1',
    ]);
    expect(problemsOf({ ...amora, offers: { welcome: 10 } })).toEqual([
      'offers: Unrecognized key: "welcome"',
    ]);
  });
});
