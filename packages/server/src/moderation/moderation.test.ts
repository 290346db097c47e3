import { ENDPOINTS } from '@dating/contract';
import { expect, it } from 'vitest';
import { ENDPOINT_SAMPLES } from '../test-support/endpoint-samples.js';
import {
  memberBrowser,
  newestMailTo,
  type SiteClient,
  siteClient,
  teamBrowser,
} from '../test-support/site-client.js';
import {
  describeEachDatabase,
  TEST_PASSWORD,
  type TestServer,
} from '../test-support/test-server.js';
import { endDueSuspensions } from './restrictions.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moderator of Amora, logged in to the back office. */
const moderator = (server: TestServer, name: string) =>
  teamBrowser(server, { name, roles: ['moderator'] });

let clientIds = 0;
const message = (browser: SiteClient, profile: number, text: string) => {
  clientIds += 1;
  return browser.post('/api/message.php', {
    profile_id: profile,
    text,
    client_id: `moderation-test-${clientIds}`,
  });
};

/** Eva and Tom talk; Tom asks for money; Eva reports him (and so blocks him). Mia looks on. */
async function evaReportsTom(server: TestServer) {
  const mia = await memberBrowser(server, { email: 'mia@amora.example', name: 'Mia' });
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
    language: 'en',
  });
  expect((await message(eva.browser, tom.id, 'Hi Tom!')).statusCode).toBe(201);
  expect((await message(tom.browser, eva.id, 'Can you send me 200 euros?')).statusCode).toBe(201);
  const reported = await eva.browser.post('/api/report.php', {
    profile_id: tom.id,
    reason: 'scam',
    remarks: 'He asks for money.',
  });
  expect(reported.statusCode, reported.body).toBe(201);
  return { eva, tom, mia };
}

const suspendTom = (browser: SiteClient, report: number, days = 7) =>
  browser.post('/api/operator/report-decision.php', {
    report,
    decision: 'suspension',
    ground: 'scam',
    facts: 'You asked a member for 200 euros.',
    days,
  });

describeEachDatabase('moderation: reports, restrictions, statements and appeals', (start) => {
  it('queues a report with its evidence, and a suspension ends the member’s sessions and shows them the ban page’s reasons', async () => {
    const server = await start();
    const { tom, mia } = await evaReportsTom(server);
    const robin = await moderator(server, 'Robin');
    const queue = (await robin.get('/api/operator/reports.php')).json();
    expect(queue.open).toBe(1);
    const [report] = queue.reports;
    expect(report).toMatchObject({
      reason: 'scam',
      remarks: 'He asks for money.',
      reporter: { name: 'Eva' },
      reported: { id: tom.id, name: 'Tom', status: 'active' },
      decision: null,
      restriction: null,
    });
    // The conversation as Eva saw it, kept with the report.
    expect(
      report.evidence.map((entry: { reporter: boolean; text: string }) => [
        entry.reporter,
        entry.text,
      ]),
    ).toEqual([
      [true, 'Hi Tom!'],
      [false, 'Can you send me 200 euros?'],
    ]);
    await server.database.deleteFrom('messages').execute();
    const kept = (await robin.get('/api/operator/reports.php')).json().reports[0];
    expect(kept.evidence).toHaveLength(2);

    // Incomplete decisions say what they miss.
    const missing = await robin.post('/api/operator/report-decision.php', {
      report: report.id,
      decision: 'suspension',
    });
    expect([missing.statusCode, missing.json().fields]).toEqual([
      400,
      { ground: 'required', facts: 'required', days: 'required' },
    ]);

    const decided = await suspendTom(robin, report.id);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().report).toMatchObject({
      decision: 'suspension',
      restriction: { kind: 'suspension', ground: 'scam', decided_by: 'Robin', lifted_at: null },
    });
    // Tom's session ended at once; his profile is gone for others.
    expect((await tom.browser.get('/api/user.php')).json()).toEqual({ user: null });
    const profileOfTom = `/api/profile.php?id=${tom.id}`;
    expect((await mia.browser.get(profileOfTom)).statusCode).toBe(404);
    // Logging in, he learns what and until when: with the right password only.
    const wrong = await tom.browser.post('/api/user.php', {
      email: 'tom@amora.example',
      password: 'not the password',
    });
    expect(wrong.json().error).toBe('login_failed');
    const login = await tom.browser.post('/api/user.php', {
      email: 'tom@amora.example',
      password: TEST_PASSWORD,
    });
    expect([login.statusCode, login.json().error, login.json().restriction]).toEqual([
      403,
      'account_restricted',
      {
        kind: 'suspension',
        ground: 'scam',
        ends_at: new Date(server.clock.now() + 7 * DAY_MS).toISOString(),
      },
    ]);
    // Tom has his statement of reasons by mail; Eva learns that the team acted.
    const statementMail = await newestMailTo(server.app, 'amora', 'tom@amora.example');
    expect(statementMail.subject).toContain('suspended');
    expect(statementMail.text).toContain('You asked a member for 200 euros.');
    expect(statementMail.links[0]).toMatch(/\/statements\/[A-Za-z0-9_-]{43}$/);
    const outcome = await newestMailTo(server.app, 'amora', 'eva@amora.example');
    expect(outcome.text).toContain('took action');
    expect(outcome.text).not.toContain('200 euros');
    // Decided once: a second decision is a conflict.
    expect((await suspendTom(robin, report.id)).statusCode).toBe(409);
    expect((await robin.get('/api/operator/reports.php')).json().open).toBe(0);

    // A week later the suspension has ended: Tom logs in and is back.
    await server.clock.advance(7 * DAY_MS + 1000);
    expect(await endDueSuspensions(server.database, server.clock.now())).toBe(1);
    const back = await tom.browser.post('/api/user.php', {
      email: 'tom@amora.example',
      password: TEST_PASSWORD,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await mia.browser.get(profileOfTom)).statusCode).toBe(200);
  });

  it('gives the statement at its link, takes one appeal, and lets another moderator reverse it', async () => {
    const server = await start();
    const { tom, mia } = await evaReportsTom(server);
    const robin = await moderator(server, 'Robin');
    const kim = await moderator(server, 'Kim');
    const [report] = (await robin.get('/api/operator/reports.php')).json().reports;
    await robin.post('/api/operator/report-decision.php', {
      report: report.id,
      decision: 'ban',
      ground: 'scam',
      facts: 'You asked a member for 200 euros.',
    });
    const link = (await newestMailTo(server.app, 'amora', 'tom@amora.example')).links[0] ?? '';
    const token = link.split('/').at(-1) ?? '';
    const visitor = siteClient(server.app, 'amora');
    const statement = (await visitor.get(`/api/statement.php?token=${token}`)).json().statement;
    expect(statement).toMatchObject({
      kind: 'ban',
      ground: 'scam',
      facts: 'You asked a member for 200 euros.',
      automated: false,
      ends_at: null,
      appeal: null,
    });
    expect(new Date(statement.appeal_until).getUTCMonth()).toBe(
      (new Date(server.clock.now()).getUTCMonth() + 6) % 12,
    );
    expect((await visitor.get(`/api/statement.php?token=${'x'.repeat(43)}`)).statusCode).toBe(404);

    const appealed = await visitor.post('/api/appeal.php', {
      token,
      text: 'Someone else used my phone; I never asked for money.',
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    expect(appealed.json().statement.appeal).toMatchObject({ outcome: null });
    const again = await visitor.post('/api/appeal.php', { token, text: 'Please!' });
    expect([again.statusCode, again.json().error]).toEqual([409, 'appeal_closed']);

    // Robin decided: the appeal is Kim's, not Robin's.
    expect((await robin.get('/api/operator/appeals.php')).json().appeals).toEqual([]);
    const [appeal] = (await kim.get('/api/operator/appeals.php')).json().appeals;
    expect(appeal).toMatchObject({
      text: 'Someone else used my phone; I never asked for money.',
      restriction: { kind: 'ban', decided_by: 'Robin' },
      member: { name: 'Tom' },
    });
    const own = await robin.post('/api/operator/appeal-decision.php', {
      appeal: appeal.id,
      outcome: 'reversed',
      answer: 'We believe you.',
    });
    expect([own.statusCode, own.json().error]).toEqual([403, 'own_decision']);
    const reversed = await kim.post('/api/operator/appeal-decision.php', {
      appeal: appeal.id,
      outcome: 'reversed',
      answer: 'The messages were sent from a phone that was not yours; we were wrong.',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().restriction.lifted_at).not.toBeNull();
    // Everything comes back: the login, the profile, the address.
    const login = await tom.browser.post('/api/user.php', {
      email: 'tom@amora.example',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await mia.browser.get(`/api/profile.php?id=${tom.id}`)).statusCode).toBe(200);
    expect(await server.database.selectFrom('banned_emails').selectAll().execute()).toEqual([]);
    const answer = await newestMailTo(server.app, 'amora', 'tom@amora.example');
    expect(answer.text).toContain('we were wrong');
    const shown = (await visitor.get(`/api/statement.php?token=${token}`)).json().statement;
    expect(shown.appeal).toMatchObject({ outcome: 'reversed' });

    // The audit log has every decision, with who made it.
    const audit = await server.database
      .selectFrom('audit_log')
      .select(['action', 'operator_name', 'subject_label'])
      .where('subject_kind', '=', 'member')
      .orderBy('id')
      .execute();
    expect(
      audit.map((entry) => `${entry.operator_name} ${entry.action} ${entry.subject_label}`),
    ).toEqual(['Robin member_banned Tom', 'Kim appeal_reversed Tom']);
  });

  it('keeps a banned address from signing up again, and closes appeals after six months', async () => {
    const server = await start();
    await evaReportsTom(server);
    const robin = await moderator(server, 'Robin');
    const [report] = (await robin.get('/api/operator/reports.php')).json().reports;
    await robin.post('/api/operator/report-decision.php', {
      report: report.id,
      decision: 'ban',
      ground: 'scam',
      facts: 'You asked a member for 200 euros.',
    });
    // The account's row gone (erased), the address still may not sign up.
    await server.database
      .updateTable('members')
      .set({ email: 'erased@amora.example' })
      .where('email', '=', 'tom@amora.example')
      .execute();
    const signup = await siteClient(server.app, 'amora').post(ENDPOINTS.signup.path, {
      ...ENDPOINT_SAMPLES.signup.body,
      email: 'Tom@Amora.example',
    });
    expect([signup.statusCode, signup.json().error]).toEqual([403, 'account_restricted']);

    const link = (await newestMailTo(server.app, 'amora', 'tom@amora.example')).links[0] ?? '';
    const token = link.split('/').at(-1) ?? '';
    await server.clock.advance(185 * DAY_MS);
    const late = await siteClient(server.app, 'amora').post('/api/appeal.php', {
      token,
      text: 'I would like to appeal.',
    });
    expect([late.statusCode, late.json().error]).toEqual([409, 'appeal_closed']);
  });

  it('keeps a banned account from coming back through the reactivation link of its deletion', async () => {
    const server = await start();
    const { tom } = await evaReportsTom(server);
    expect(
      (await tom.browser.delete('/api/user.php', { reason: 'other', remarks: 'Bye' })).statusCode,
    ).toBe(200);
    const reactivation = await newestMailTo(server.app, 'amora', 'tom@amora.example');
    const token = new URL(reactivation.links[0] ?? '').searchParams.get('token');
    const robin = await moderator(server, 'Robin');
    const [report] = (await robin.get('/api/operator/reports.php')).json().reports;
    await robin.post('/api/operator/report-decision.php', {
      report: report.id,
      decision: 'ban',
      ground: 'scam',
      facts: 'You asked a member for 200 euros.',
    });
    const back = await tom.browser.put('/api/reactivation.php', { token });
    expect([back.statusCode, back.json().error]).toEqual([400, 'token_invalid']);
    const login = await tom.browser.post('/api/user.php', {
      email: 'tom@amora.example',
      password: TEST_PASSWORD,
    });
    expect(login.json().error).toBe('account_restricted');
  });

  it('decides a report once when 30 moderators decide it at once', async () => {
    const server = await start();
    await evaReportsTom(server);
    const robin = await moderator(server, 'Robin');
    const [report] = (await robin.get('/api/operator/reports.php')).json().reports;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => suspendTom(robin, report.id, index + 1)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const restrictions = await server.database.selectFrom('restrictions').selectAll().execute();
    expect(restrictions).toHaveLength(1);
  });
});
