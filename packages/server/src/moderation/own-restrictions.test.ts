import { expect, it } from 'vitest';
import { memberBrowser, teamBrowser } from '../test-support/site-client.js';
import { describeEachDatabase } from '../test-support/test-server.js';

describeEachDatabase('a member’s own restrictions in the app', (start) => {
  it('shows a member their warning until they have read it, and no one else’s', async () => {
    const server = await start();
    const tom = await memberBrowser(server, { email: 'tom@amora.example', name: 'Tom' });
    const eva = await memberBrowser(server, { email: 'eva@amora.example', name: 'Eva' });
    const robin = await teamBrowser(server, { name: 'Robin', roles: ['moderator'] });
    const warn = (facts: string) =>
      robin.post('/api/operator/restrict.php', {
        member: tom.id,
        kind: 'warning',
        ground: 'harassment',
        facts,
      });
    const first = (await warn('You insulted a member.')).json().restriction;
    const second = (await warn('You insulted another member.')).json().restriction;
    const listed = (await tom.browser.get('/api/restrictions.php')).json().restrictions;
    expect(listed).toEqual([
      {
        id: first.id,
        kind: 'warning',
        ground: 'harassment',
        facts: 'You insulted a member.',
        created_at: first.created_at,
      },
      expect.objectContaining({ id: second.id }),
    ]);
    expect((await eva.browser.get('/api/restrictions.php')).json()).toEqual({ restrictions: [] });
    const theirs = await eva.browser.post('/api/restrictions.php', { id: first.id });
    expect([theirs.statusCode, theirs.json().fields]).toEqual([404, { id: 'not_found' }]);

    const read = await tom.browser.post('/api/restrictions.php', { id: first.id });
    expect(read.json().restrictions.map((entry: { id: number }) => entry.id)).toEqual([second.id]);
    // A lifted restriction no longer shows.
    await robin.post('/api/operator/lift.php', { restriction: second.id, reason: 'A mistake.' });
    expect((await tom.browser.get('/api/restrictions.php')).json()).toEqual({ restrictions: [] });
  });
});
