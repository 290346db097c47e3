import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep, systemClock } from './clock.js';
import { documentCookies, parseCookies, serializeCookie } from './cookies.js';
import { browserStorage, navigatorLanguages } from './storage.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cookies', () => {
  it('parses a cookie header, decoding values and keeping the first of a name', () => {
    const cookies = parseCookies(
      'i18n_redirected=nl; auth.session=a%3Db; broken; i18n_redirected=fr',
    );
    expect(cookies.get('i18n_redirected')).toBe('nl');
    expect(cookies.get('auth.session')).toBe('a=b');
    expect(cookies.has('broken')).toBe(false);
  });

  it('serializes max-age in seconds, path and SameSite', () => {
    expect(
      serializeCookie('i18n_redirected', 'de', { maxAgeDays: 365, path: '/', sameSite: 'lax' }),
    ).toBe('i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=lax');
  });

  it('reads and writes document.cookie, and does nothing without a document', () => {
    expect(documentCookies.get('i18n_redirected')).toBeUndefined();
    documentCookies.set('i18n_redirected', 'de', { maxAgeDays: 365, path: '/', sameSite: 'lax' });

    const fakeDocument = { cookie: 'i18n_redirected=pl' };
    vi.stubGlobal('document', fakeDocument);
    expect(documentCookies.get('i18n_redirected')).toBe('pl');
    documentCookies.set('i18n_redirected', 'it', { maxAgeDays: 1, path: '/', sameSite: 'lax' });
    expect(fakeDocument.cookie).toBe('i18n_redirected=it; Max-Age=86400; Path=/; SameSite=lax');
  });
});

describe('storage and languages', () => {
  it('falls back to memory when localStorage is missing or refuses', () => {
    const storage = browserStorage();
    storage.setItem('key', 'value');
    expect(storage.getItem('key')).toBe('value');

    vi.stubGlobal('localStorage', {
      setItem() {
        throw new Error('SecurityError');
      },
    });
    expect(browserStorage().getItem('key')).toBeNull();
  });

  it("reads the browser's languages", () => {
    vi.stubGlobal('navigator', { languages: ['nl-BE', 'fr'], language: 'nl-BE' });
    expect(navigatorLanguages()).toEqual(['nl-BE', 'fr']);
    vi.stubGlobal('navigator', { languages: [], language: 'de' });
    expect(navigatorLanguages()).toEqual(['de']);
    vi.stubGlobal('navigator', undefined);
    expect(navigatorLanguages()).toEqual([]);
  });
});

describe('systemClock', () => {
  it('tells the time and sleeps on real timers', async () => {
    const before = systemClock.now();
    await sleep(systemClock, 5);
    expect(systemClock.now()).toBeGreaterThanOrEqual(before);
    const handle = systemClock.setTimeout(() => {
      throw new Error('must not fire');
    }, 1);
    systemClock.clearTimeout(handle);
    await sleep(systemClock, 5);
  });
});
