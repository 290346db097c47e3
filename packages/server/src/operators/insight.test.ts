import { expect, it } from 'vitest';
import { buyWithSandbox } from '../test-support/sandbox-events.js';
import { memberBrowser, teamBrowser } from '../test-support/site-client.js';
import { addMember, describeEachDatabase } from '../test-support/test-server.js';

const SECRET = 'sandbox-secret-0123456789abcdef';
const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('the back office’s insight', (start) => {
  it('counts each day’s sign-ups, confirmations, first purchases, revenue, messages and active members, the sources and the queues', async () => {
    const server = await start({ paymentSandboxSecret: SECRET });
    const now = server.clock.now();
    const yesterday = new Date(now - DAY_MS);
    const ada = await addMember(server.database, {
      site: 'amora',
      email: 'ada@amora.example',
      signup_date: yesterday,
      confirmed_at: yesterday,
    });
    // Fictional profiles count nowhere; another brand's members neither.
    await addMember(server.database, {
      site: 'amora',
      email: 'lena@amora.example',
      fictional: true,
    });
    await addMember(server.database, { site: 'lovely', email: 'zoe@lovely.example' });
    const tracking = { network: 'datingads', ref: null, sub1: 'spring', sub2: null, sub3: null };
    const eva = await memberBrowser(server, {
      email: 'eva@amora.example',
      name: 'Eva',
      signup_date: new Date(now),
      confirmed_at: new Date(now),
      tracking: JSON.stringify(tracking),
    });
    // Tom signs up today and logs in, his address still to be confirmed.
    await memberBrowser(server, {
      email: 'tom@amora.example',
      name: 'Tom',
      status: 'not_confirmed',
      signup_date: new Date(now),
    });
    await buyWithSandbox(server, eva.browser, SECRET);
    await buyWithSandbox(server, eva.browser, SECRET);
    const sent = await eva.browser.post('/api/message.php', {
      profile_id: ada,
      text: 'Hi Ada!',
      client_id: 'insight-message-1',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reported = await eva.browser.post('/api/report.php', {
      profile_id: ada,
      reason: 'scam',
    });
    expect(reported.statusCode, reported.body).toBe(201);

    const alex = await teamBrowser(server, { name: 'Alex', roles: ['admin'] });
    const answer = await alex.get('/api/operator/insight.php');
    expect(answer.statusCode, answer.body).toBe(200);
    const { days, sources, queues } = answer.json();
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({
      day: '2026-06-15',
      signups: 2,
      confirmations: 1,
      first_purchases: 1,
      revenue: [{ currency: 'EUR', amount: 3998 }],
      messages: 1,
      active_members: 2,
    });
    expect(days.at(-2)).toMatchObject({ day: '2026-06-14', signups: 1, confirmations: 1 });
    expect(days[0].day).toBe('2026-05-17');
    expect(sources).toEqual([
      { network: null, ref: null, sub1: null, signups: 2, confirmed: 1, buyers: 0, revenue: [] },
      {
        network: 'datingads',
        ref: null,
        sub1: 'spring',
        signups: 1,
        confirmed: 1,
        buyers: 1,
        revenue: [{ currency: 'EUR', amount: 3998 }],
      },
    ]);
    expect(queues).toEqual([
      { queue: 'photos', waiting: 0, oldest_at: null },
      { queue: 'texts', waiting: 0, oldest_at: null },
      { queue: 'reports', waiting: 1, oldest_at: new Date(now).toISOString() },
      { queue: 'notices', waiting: 0, oldest_at: null },
      { queue: 'appeals', waiting: 0, oldest_at: null },
    ]);

    // 30 days on, those days have left the window.
    server.clock.advance(30 * DAY_MS);
    const later = await teamBrowser(server, { name: 'Noa', roles: ['admin'] });
    const moved = (await later.get('/api/operator/insight.php')).json();
    expect(moved.days.every((day: { signups: number }) => day.signups === 0)).toBe(true);
    expect(moved.sources).toEqual([]);
    const robin = await teamBrowser(server, { name: 'Robin', roles: ['moderator', 'support'] });
    const refused = await robin.get('/api/operator/insight.php');
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'role_required']);
  });
});
