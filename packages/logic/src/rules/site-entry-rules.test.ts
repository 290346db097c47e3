import { describe, expect, it } from 'vitest';
import { type SiteEntryWarningInput, siteEntryWarningVisible } from './site-entry-rules.js';

const visitor: SiteEntryWarningInput = {
  standalone: false,
  loggedIn: false,
  skippedAt: null,
  popupSetting: 'yes',
  country: 'NL',
  allowedCountries: ['NL', 'BE'],
};

describe('siteEntryWarningVisible', () => {
  it('shows the warning to a new visitor from an allowed country', () => {
    expect(siteEntryWarningVisible(visitor)).toBe(true);
  });

  it('hides it in installed-app mode', () => {
    expect(siteEntryWarningVisible({ ...visitor, standalone: true })).toBe(false);
  });

  it('hides it from logged-in members', () => {
    expect(siteEntryWarningVisible({ ...visitor, loggedIn: true })).toBe(false);
  });

  it('hides it once skipped, whatever the timestamp', () => {
    expect(siteEntryWarningVisible({ ...visitor, skippedAt: 0 })).toBe(false);
    expect(siteEntryWarningVisible({ ...visitor, skippedAt: 1_700_000_000_000 })).toBe(false);
    expect(siteEntryWarningVisible({ ...visitor, skippedAt: '2026-01-01T00:00:00Z' })).toBe(false);
  });

  it("hides it when the popup setting is 'no' and shows it for any other value", () => {
    expect(siteEntryWarningVisible({ ...visitor, popupSetting: 'no' })).toBe(false);
    expect(siteEntryWarningVisible({ ...visitor, popupSetting: '' })).toBe(true);
    expect(siteEntryWarningVisible({ ...visitor, popupSetting: undefined })).toBe(true);
  });

  it('needs the country on the list when a list is given', () => {
    expect(siteEntryWarningVisible({ ...visitor, country: 'DE' })).toBe(false);
    expect(siteEntryWarningVisible({ ...visitor, country: 'be' })).toBe(true);
    expect(siteEntryWarningVisible({ ...visitor, country: null })).toBe(false);
  });

  it('shows it in every country when no list is given', () => {
    expect(siteEntryWarningVisible({ ...visitor, country: 'DE', allowedCountries: [] })).toBe(true);
    expect(siteEntryWarningVisible({ ...visitor, country: null, allowedCountries: null })).toBe(
      true,
    );
  });
});
