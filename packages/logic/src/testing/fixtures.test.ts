import {
  companyInfoSchema,
  profileCardSchema,
  regionsResponseSchema,
  settingsSchema,
  userSchema,
} from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { avatarDataUri } from './avatars.js';
import { fixtureCompanyInfo, fixtureRegions, fixtureSettings, fixtureUser } from './fixtures.js';
import { fixtureProfileCards } from './profile-cards.js';

describe('fixtures', () => {
  it('match the contract schemas', () => {
    expect(() => settingsSchema.parse(fixtureSettings())).not.toThrow();
    expect(() => userSchema.parse(fixtureUser({ paid: true, credits: 5 }))).not.toThrow();
    expect(() => companyInfoSchema.parse(fixtureCompanyInfo())).not.toThrow();
    expect(() => regionsResponseSchema.parse({ regions: fixtureRegions() })).not.toThrow();
    for (const card of fixtureProfileCards(40, 3)) {
      expect(() => profileCardSchema.parse(card)).not.toThrow();
    }
  });

  it('apply overrides', () => {
    expect(fixtureSettings({ name: 'Amora' }).name).toBe('Amora');
    expect(fixtureUser({ paid: true, credits: 7 })).toMatchObject({ paid_user: true, credits: 7 });
    expect(fixtureUser()).toMatchObject({ paid_user: false, credits: 0 });
    expect(fixtureUser({ paid_user: true }).paid_user).toBe(true);
  });

  it('make varied, repeatable profile cards, some fictional and some without image', () => {
    const cards = fixtureProfileCards(24, 7);
    expect(fixtureProfileCards(24, 7)).toEqual(cards);
    expect(fixtureProfileCards(24, 8)).not.toEqual(cards);
    expect(new Set(cards.map((card) => card.id)).size).toBe(24);
    expect(new Set(cards.map((card) => card.name)).size).toBeGreaterThan(8);
    expect(new Set(cards.map((card) => card.city)).size).toBeGreaterThan(4);
    expect(new Set(cards.map((card) => card.gender))).toEqual(new Set(['female', 'male']));
    expect(cards.some((card) => card.fictional)).toBe(true);
    expect(cards.some((card) => !card.fictional)).toBe(true);
    expect(cards.some((card) => card.main_image === null)).toBe(true);
    for (const card of cards) {
      expect(card.age).toBeGreaterThanOrEqual(18);
      expect(card.main_image?.filename ?? 'data:image/svg+xml').toMatch(/^data:image\/svg\+xml/);
    }
  });

  it('draw avatars as small inline SVG', () => {
    const uri = avatarDataUri(3, { long: true });
    const svg = decodeURIComponent(uri.slice(uri.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(uri.length).toBeLessThan(3_000);
    expect(avatarDataUri(4)).not.toBe(uri);
  });
});
