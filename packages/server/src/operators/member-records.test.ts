import { expect, it } from 'vitest';
import { memberBrowser, type SiteClient, siteClient } from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';
import { addTeamOperator } from './team.js';

const PASSWORD = 'operator password for tests';

async function operator(
  server: TestServer,
  name: string,
  roles: ('support' | 'moderator')[],
): Promise<SiteClient> {
  const email = `${name.toLowerCase()}@amora.example`;
  await addTeamOperator(
    server.database,
    'amora',
    null,
    { email, name, roles },
    server.clock.now(),
    PASSWORD,
  );
  const browser = siteClient(server.app, 'amora');
  await browser.post('/api/operator/session.php', { email, password: PASSWORD });
  return browser;
}

describeEachDatabase('the back office’s members', (start) => {
  it('finds a member by id, address or name, and shows their record, leaving a trace', async () => {
    const server = await start();
    const eva = await memberBrowser(server, { email: 'eva@amora.example', name: 'Eva' });
    const tom = await memberBrowser(server, { email: 'tom@amora.example', name: 'Tom' });
    await memberBrowser(server, { email: 'evelyn@amora.example', name: 'Evelyn' });
    await eva.browser.post('/api/report.php', { profile_id: tom.id, reason: 'scam' });
    const kim = await operator(server, 'Kim', ['support']);
    const names = async (q: string) =>
      (await kim.get(`/api/operator/members.php?q=${encodeURIComponent(q)}`))
        .json()
        .members.map((member: { name: string }) => member.name);
    expect(await names('ev')).toEqual(['Eva', 'Evelyn']);
    expect(await names('EVA')).toEqual(['Eva']);
    expect(await names('tom@amora')).toEqual(['Tom']);
    expect(await names(String(tom.id))).toEqual(['Tom']);
    expect(await names('nobody')).toEqual([]);

    const record = (await kim.get(`/api/operator/member.php?id=${tom.id}`)).json();
    expect(record.member).toMatchObject({ id: tom.id, name: 'Tom', email: 'tom@amora.example' });
    expect(record.reports_about).toEqual([
      expect.objectContaining({ reason: 'scam', decision: null, other: 'Eva' }),
    ]);
    expect(record.reports_by).toEqual([]);
    expect(record.audit.map((entry: { action: string }) => entry.action)).toEqual([
      'member_viewed',
    ]);
    const evaRecord = (await kim.get(`/api/operator/member.php?id=${eva.id}`)).json();
    expect(evaRecord.reports_by).toEqual([expect.objectContaining({ other: 'Tom' })]);
    expect((await kim.get('/api/operator/member.php?id=99999')).statusCode).toBe(404);
    // Support may look; restricting is the moderators'.
    const refused = await kim.post('/api/operator/restrict.php', {
      member: tom.id,
      kind: 'warning',
      ground: 'scam',
      facts: 'You asked for money.',
    });
    expect(refused.json().error).toBe('role_required');
  });

  it('restricts a member from their record, with the statement of reasons', async () => {
    const server = await start();
    const tom = await memberBrowser(server, { email: 'tom@amora.example', name: 'Tom' });
    const robin = await operator(server, 'Robin', ['moderator']);
    const missing = await robin.post('/api/operator/restrict.php', {
      member: tom.id,
      kind: 'suspension',
      ground: 'spam',
      facts: 'You sent the same advert to 40 members.',
    });
    expect([missing.statusCode, missing.json().fields]).toEqual([400, { days: 'required' }]);
    const suspended = await robin.post('/api/operator/restrict.php', {
      member: tom.id,
      kind: 'suspension',
      ground: 'spam',
      facts: 'You sent the same advert to 40 members.',
      days: 3,
    });
    expect(suspended.json().restriction).toMatchObject({ kind: 'suspension', decided_by: 'Robin' });
    expect((await tom.browser.get('/api/user.php')).json()).toEqual({ user: null });
    const record = (await robin.get(`/api/operator/member.php?id=${tom.id}`)).json();
    expect(record.member.status).toBe('disabled');
    expect(record.restrictions).toHaveLength(1);
    expect(record.audit.map((entry: { action: string }) => entry.action)).toEqual([
      'member_viewed',
      'member_suspended',
    ]);
  });
});
