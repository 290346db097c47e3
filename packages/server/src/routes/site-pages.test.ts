import { describe, expect, it } from 'vitest';
import { acceptedLanguages, matchesRoute, routeParams, showsPath } from './site-pages.js';

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

describe('showsPath', () => {
  it("keeps the rules of a route's parameters: a list of words or a pattern", () => {
    const likes = { path: '/likes/:type', params: { type: { values: ['received', 'given'] } } };
    expect(showsPath(likes, '/likes/received')).toBe(true);
    expect(showsPath(likes, '/likes/liked')).toBe(false);
    const member = { path: '/members/:id/:tab?', params: { id: { pattern: '[1-9][0-9]*' } } };
    expect(showsPath(member, '/members/12')).toBe(true);
    expect(showsPath(member, '/members/12/photos')).toBe(true);
    expect(showsPath(member, '/members/012')).toBe(false);
    expect(showsPath(member, '/members/1e3')).toBe(false);
    // A route without rules takes any value, as a plain pattern does.
    expect(showsPath('/members/:id', '/members/abc')).toBe(true);
    expect(showsPath({ path: '/members/:id' }, '/members/abc')).toBe(true);
  });

  it('reads the parameters decoded', () => {
    expect(routeParams('/pages/:slug', '/pages/caf%C3%A9')).toEqual({ slug: 'café' });
    expect(routeParams('/pages/:slug', '/pages/%E0')).toEqual({ slug: '%E0' });
    expect(routeParams('/pages/:slug', '/other/x')).toBeNull();
  });
});
