import { demoLogins } from '@dating/server';
import { expect, test as setup } from '@playwright/test';
import { builtBrands, siteRequest } from './site.js';

/**
 * The demo logins start the run with no match left to show. The demo gives each one a match not
 * shown yet (so that a visitor of the demo sees the match pop-up), which would open in whichever
 * test logs in with them, at the moment the likes arrive. Each is marked shown here, through the
 * site's API as the member's own pop-up marks it, so that the only match pop-ups of the run are
 * those of the matches the tests make.
 */
setup('the demo logins have no match left to show', async ({ playwright }) => {
  for (const brand of builtBrands()) {
    for (const login of demoLogins(brand)) {
      // Node does not resolve <slug>.localhost: the server's address with the brand's Host.
      const api = await playwright.request.newContext();
      const call = (method: string, path: string, data?: object) => {
        const { url, host } = siteRequest(brand, path);
        return api.fetch(url, { method, headers: { host }, ...(data ? { data } : {}) });
      };
      const pending = async () =>
        ((await (await call('GET', '/api/likes.php')).json()) as { new_matches: number[] })
          .new_matches;
      const answer = await call('POST', '/api/user.php', {
        email: login.email,
        password: login.password,
      });
      expect(answer.ok(), `${login.email} logs in`).toBe(true);
      for (const id of await pending()) {
        const seen = await call('PUT', '/api/likes.php', { profile_id: id, seen: 'match' });
        expect(seen.ok()).toBe(true);
      }
      expect(await pending()).toEqual([]);
      await call('GET', '/api/logout.php');
      await api.dispose();
    }
  }
});
