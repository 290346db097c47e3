import { describe, expect, it } from 'vitest';
import { brandSchema, brandSettings, describeIssues } from '../brand.js';
import { postbackUrl, unknownPostbackPlaceholders } from './postbacks.js';

const BRAND = {
  slug: 'amora',
  name: 'Amora',
  domain: 'amora.example',
  countries: ['NL'],
  languages: ['nl', 'en'],
};

const problemsOf = (postbacks: unknown) => {
  const parsed = brandSchema.safeParse({ ...BRAND, postbacks });
  return parsed.success ? [] : describeIssues(parsed.error.issues);
};

describe('postbacks', () => {
  it('fills a template with encoded values, empty where a value is missing', () => {
    expect(
      postbackUrl('https://t.example/pb?c={click_id}&e={event}&a={amount}&s={sub2}', {
        click_id: 'a b&c=d/e',
        event: 'signup',
        amount: '',
      }),
    ).toBe('https://t.example/pb?c=a%20b%26c%3Dd%2Fe&e=signup&a=&s=');
  });

  it('names the placeholders a template may not use', () => {
    expect(unknownPostbackPlaceholders('https://t.example/?c={click}&e={event}&x={}')).toEqual([
      'click',
      '',
    ]);
  });

  it('refuses a brand file whose postback is not https, or names an unknown placeholder', () => {
    expect(problemsOf({ adnet: 'https://t.example/pb?c={click_id}' })).toEqual([]);
    expect(problemsOf({ adnet: 'http://127.0.0.1:9000/pb?c={click_id}' })).toEqual([]);
    expect(problemsOf({ adnet: 'http://t.example/pb' })).toEqual([
      'postbacks.adnet: must be an https address (http only to localhost)',
    ]);
    expect(problemsOf({ adnet: 'https://t.example/pb?c={clickid}' })[0]).toMatch(
      /^postbacks\.adnet: has the unknown placeholder \{clickid\}; use \{click_id\}, \{network\}/,
    );
    expect(problemsOf({ adnet: 'not an address' })).toEqual([
      'postbacks.adnet: must be an address such as https://tracker.example/postback?click={click_id}',
    ]);
  });

  it('keeps postbacks out of the public settings: a template may carry a network key', () => {
    const brand = brandSchema.parse({
      ...BRAND,
      postbacks: { adnet: 'https://t.example/?k=secret' },
    });
    expect(JSON.stringify(brandSettings(brand, {} as never))).not.toContain('secret');
  });
});
