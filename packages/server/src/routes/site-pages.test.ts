import { describe, expect, it } from 'vitest';
import { acceptedLanguages, matchesRoute } from './site-pages.js';

describe('acceptedLanguages', () => {
  it('orders the tags by quality, keeping the order of equals and leaving out q=0 and *', () => {
    expect(acceptedLanguages('de-CH, fr;q=0.5, en;q=0.9, it, *;q=0.1, pl;q=0')).toEqual([
      'de-CH',
      'it',
      'en',
      'fr',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('matchesRoute', () => {
  it('matches literal paths, parameters, optional parameters and a final *', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/login')).toBe(false);
    expect(matchesRoute('/activate/done', '/activate/done')).toBe(true);
    expect(matchesRoute('/activate/done', '/activate')).toBe(false);
    expect(matchesRoute('/members/:id', '/members/42')).toBe(true);
    expect(matchesRoute('/members/:id', '/members')).toBe(false);
    expect(matchesRoute('/members/:id/landing2/:slug?', '/members/4/landing2')).toBe(true);
    expect(matchesRoute('/members/:id/landing2/:slug?', '/members/4/landing2/auto')).toBe(true);
    expect(matchesRoute('/members/:id/landing2/:slug?', '/members/4/landing2/a/b')).toBe(false);
    expect(matchesRoute('/chat/*', '/chat/1/2')).toBe(true);
  });
});
