import { expect, it } from 'vitest';
import {
  memberBrowser,
  newestMailTo,
  type SiteClient,
  siteClient,
  teamBrowser,
} from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';

const HOUR_MS = 60 * 60 * 1000;

/** A visitor's notice about a member's profile, by its address. */
const profileNotice = (member: number) => ({
  subject: 'member',
  reason: 'fake_profile',
  url: `http://amora.localhost:8080/members/${member}/chat`,
  explanation: 'These photos belong to a friend of mine, who never signed up here.',
  name: 'Nora Notifier',
  email: 'nora@example.org',
  good_faith: true,
  language: 'de',
});

const warnTom = (browser: SiteClient, notice: number, member: number) =>
  browser.post('/api/operator/notice-decision.php', {
    notice,
    decision: 'warning',
    member,
    ground: 'false_identity',
    facts: 'Your profile shows photos of another person.',
    answer: 'We warned the member and removed nothing else; the photos are being replaced.',
  });

/** Tom, a member of Amora; Nora's notice about his profile; Robin, a moderator. */
async function noraNoticesTom(server: TestServer) {
  const tom = await memberBrowser(server, {
    email: 'tom@amora.example',
    name: 'Tom',
    language: 'en',
  });
  const sent = await siteClient(server.app, 'amora').post(
    '/api/complaints.php',
    profileNotice(tom.id),
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const robin = await teamBrowser(server, { name: 'Robin', roles: ['moderator'] });
  return { tom, reference: sent.json().reference as string, robin };
}

describeEachDatabase('moderation: notices in the queue, and the transparency figures', (start) => {
  it('queues a notice with the member its link names, restricts them, and tells the notifier in their language', async () => {
    const server = await start();
    const { tom, reference, robin } = await noraNoticesTom(server);
    const queue = (await robin.get('/api/operator/notices.php')).json();
    expect(queue).toMatchObject({ open: 1, before: null });
    const [notice] = queue.notices;
    expect(notice).toMatchObject({
      reference,
      subject: 'member',
      reason: 'fake_profile',
      notifier: { name: 'Nora Notifier', email: 'nora@example.org', member: null },
      concerns: { id: tom.id, name: 'Tom', status: 'active' },
      evidence: [],
      decision: null,
      restriction: null,
    });

    const missing = await robin.post('/api/operator/notice-decision.php', {
      notice: notice.id,
      decision: 'warning',
      answer: 'Done.',
    });
    expect([missing.statusCode, missing.json().fields]).toEqual([
      400,
      { ground: 'required', facts: 'required', member: 'required' },
    ]);
    const stranger = await warnTom(robin, notice.id, 999_999);
    expect([stranger.statusCode, stranger.json().fields]).toEqual([404, { member: 'not_found' }]);

    const decided = await warnTom(robin, notice.id, tom.id);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().notice).toMatchObject({
      decision: 'warning',
      answer: expect.stringContaining('We warned the member'),
      restriction: { kind: 'warning', ground: 'false_identity', decided_by: 'Robin' },
    });
    const statement = await newestMailTo(server.app, 'amora', 'tom@amora.example');
    expect(statement.subject).toContain('a warning about your account');
    const told = await newestMailTo(server.app, 'amora', 'nora@example.org');
    expect(told.subject).toBe(`Amora: unsere Entscheidung zu deiner Meldung (${reference})`);
    expect(told.text).toContain('Unsere Antwort: We warned the member');

    const again = await warnTom(robin, notice.id, tom.id);
    expect([again.statusCode, again.json().error]).toEqual([409, 'conflict']);
    expect((await robin.get('/api/operator/notices.php')).json().open).toBe(0);
    const decidedView = (await robin.get('/api/operator/notices.php?status=decided')).json();
    expect(decidedView.notices.map((entry: { reference: string }) => entry.reference)).toEqual([
      reference,
    ]);

    // The member's chat operator colleague may not see notices.
    const sam = await teamBrowser(server, { name: 'Sam', roles: ['chat'] });
    const refused = await sam.get('/api/operator/notices.php');
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'role_required']);
  });

  it("keeps a member's notice about a conversation with its messages, and dismisses it with an answer and an audit entry", async () => {
    const server = await start();
    const eva = await memberBrowser(server, {
      email: 'eva@amora.example',
      name: 'Eva',
      credits: 50,
      language: 'en',
    });
    const tom = await memberBrowser(server, {
      email: 'tom@amora.example',
      name: 'Tom',
      credits: 50,
    });
    const say = (browser: SiteClient, to: number, text: string, id: string) =>
      browser.post('/api/message.php', { profile_id: to, text, client_id: id });
    expect((await say(eva.browser, tom.id, 'Hi Tom!', 'notice-test-1')).statusCode).toBe(201);
    expect((await say(tom.browser, eva.id, 'You are stupid.', 'notice-test-2')).statusCode).toBe(
      201,
    );
    const { id: conversation } = await server.database
      .selectFrom('conversations')
      .select('id')
      .executeTakeFirstOrThrow();
    const sent = await eva.browser.post('/api/complaints.php', {
      subject: 'message',
      reason: 'harassment',
      conversation_id: conversation,
      explanation: 'He insults me.',
      name: 'Eva',
      email: 'eva@amora.example',
      good_faith: true,
      language: 'en',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await server.database.deleteFrom('messages').execute();

    const robin = await teamBrowser(server, { name: 'Robin', roles: ['moderator'] });
    const [notice] = (await robin.get('/api/operator/notices.php')).json().notices;
    expect(notice).toMatchObject({
      notifier: { member: { id: eva.id, name: 'Eva' } },
      concerns: { id: tom.id },
    });
    expect(
      notice.evidence.map((entry: { reporter: boolean; text: string }) => [
        entry.reporter,
        entry.text,
      ]),
    ).toEqual([
      [true, 'Hi Tom!'],
      [false, 'You are stupid.'],
    ]);

    const dismissed = await robin.post('/api/operator/notice-decision.php', {
      notice: notice.id,
      decision: 'dismiss',
      answer: 'One rude message is not enough for us to act; we keep an eye on it.',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().notice).toMatchObject({ decision: 'dismiss', restriction: null });
    const told = await newestMailTo(server.app, 'amora', 'eva@amora.example');
    expect(told.text).toContain('found no grounds to act on it');
    expect(told.text).toContain('no automated means were used');
    const admin = await teamBrowser(server, { name: 'Ada', roles: ['admin'] });
    const [entry] = (await admin.get('/api/operator/audit.php?action=notice_dismissed')).json()
      .entries;
    expect(entry).toMatchObject({
      operator: { name: 'Robin' },
      subject: { kind: 'notice', id: notice.id, label: notice.reference },
    });
  });

  it('decides a notice once when 30 moderators decide it at once', async () => {
    const server = await start();
    const { tom, robin } = await noraNoticesTom(server);
    const [notice] = (await robin.get('/api/operator/notices.php')).json().notices;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => warnTom(robin, notice.id, tom.id)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    expect(await server.database.selectFrom('restrictions').selectAll().execute()).toHaveLength(1);
  });

  it('counts the half-year’s notices, reports, restrictions and appeals with their median times', async () => {
    const server = await start();
    const { tom, robin } = await noraNoticesTom(server);
    const half = { year: 2026, half: new Date(server.clock.now()).getUTCMonth() < 6 ? 1 : 2 };
    const figures = async (query = half) =>
      (
        await robin.get(`/api/operator/transparency.php?year=${query.year}&half=${query.half}`)
      ).json();
    const before = await figures();
    expect(before.notices).toMatchObject({ received: 1, decided: 0, acted: 0, median_hours: null });
    expect(before.notices.by_reason.fake_profile).toBe(1);
    expect(before.notices.by_reason.hate_speech).toBe(0);

    server.clock.advance(3 * HOUR_MS);
    const [notice] = (await robin.get('/api/operator/notices.php')).json().notices;
    expect((await warnTom(robin, notice.id, tom.id)).statusCode).toBe(200);
    // Eva reports Tom, and a moderator suspends him from his record on its own initiative.
    const eva = await memberBrowser(server, { email: 'eva@amora.example', name: 'Eva' });
    const report = await eva.browser.post('/api/report.php', {
      profile_id: tom.id,
      reason: 'scam',
    });
    expect(report.statusCode).toBe(201);
    const own = await robin.post('/api/operator/restrict.php', {
      member: tom.id,
      kind: 'suspension',
      ground: 'scam',
      facts: 'Asked members for money.',
      days: 3,
    });
    expect(own.statusCode, own.body).toBe(200);

    const after = await figures();
    expect(after.notices).toMatchObject({ received: 1, decided: 1, acted: 1, median_hours: 3 });
    expect(after.reports).toMatchObject({ received: 1, decided: 0, acted: 0, median_hours: null });
    expect(after.reports.by_reason.scam).toBe(1);
    expect(after.restrictions).toMatchObject({ own_initiative: 1, automated: 0 });
    expect(after.restrictions.by_kind).toMatchObject({ warning: 1, suspension: 1, ban: 0 });
    expect(after.restrictions.by_ground).toMatchObject({ false_identity: 1, scam: 1 });
    expect(after.appeals).toEqual({ received: 0, decided: 0, reversed: 0, median_hours: null });

    const earlier = await figures({ year: 2025, half: half.half });
    expect(earlier.notices.received).toBe(0);
    expect(earlier.from).toBe(half.half === 1 ? '2025-01-01' : '2025-07-01');
    const wrong = await robin.get('/api/operator/transparency.php?year=2026&half=3');
    expect([wrong.statusCode, wrong.json().fields]).toEqual([400, { half: 'invalid' }]);
  });
});
