import { RESERVED_PAGE_TOKENS } from '@dating/contract/rules';
import { describe, expect, it } from 'vitest';
import { prerenderedPagesOf, siteRoutesOf } from './prerender.js';
import { routes } from './routes.js';

describe('the route table and the operator’s own pages', () => {
  it('reserves the first part of every route’s address, so that no own page hides one', () => {
    const firsts = routes
      .filter((route) => route.id !== 'own-page')
      .map((route) => route.path.split('/')[1] ?? '')
      .filter((first) => first !== '' && !first.startsWith(':'));
    expect(firsts.filter((first) => !RESERVED_PAGE_TOKENS.includes(first))).toEqual([]);
    // The own-page route comes last: every other route keeps its address.
    expect(routes.at(-1)?.id).toBe('own-page');
  });

  it('gives the server exactly the brand’s own pages, and prerenders each', () => {
    const pages = { about: { en: { title: 'About', html: async () => '<p>Us.</p>' } }, terms: {} };
    expect(siteRoutesOf(pages).at(-1)).toMatchObject({
      path: '/:token',
      params: { token: { values: ['about'] } },
    });
    expect(siteRoutesOf({}).at(-1)?.params).toEqual({ token: { values: [] } });
    expect(prerenderedPagesOf(pages).filter((page) => page.route === '/:token')).toEqual([
      {
        id: 'own-page-about',
        url: '/about',
        route: '/:token',
        params: { token: 'about' },
        status: 200,
      },
    ]);
  });
});
