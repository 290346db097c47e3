import { ENDPOINTS } from '@dating/contract';
import { expect, it } from 'vitest';
import {
  memberBrowser,
  newestMailTo,
  type SiteClient,
  siteClient,
  teamBrowser,
} from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';
import { shortenedName } from './profile-texts.js';

const queue = async (browser: SiteClient) =>
  (await browser.get('/api/operator/profile-texts.php')).json();

const writeAboutMe = (browser: SiteClient, notes: string) =>
  browser.patch('/api/profile.php', { notes });

/** Eva, who writes her phone number in her about-me text, and Robin, a moderator. */
async function evaGivesHerNumber(server: TestServer) {
  const eva = await memberBrowser(server, {
    email: 'eva@amora.example',
    name: 'Eva',
    language: 'en',
  });
  const written = await writeAboutMe(eva.browser, 'Call me on +31 6 1234 5678 or PayPal me');
  expect(written.statusCode, written.body).toBe(200);
  const robin = await teamBrowser(server, { name: 'Robin', roles: ['moderator'] });
  return { eva, robin };
}

describeEachDatabase('the review of profile texts', (start) => {
  it('queues an about-me text or a name that looks like contact details, a link or money, the newest one per field', async () => {
    const server = await start();
    const { eva, robin } = await evaGivesHerNumber(server);
    const first = await queue(robin);
    expect(first).toMatchObject({ waiting: 1 });
    expect(first.texts[0]).toMatchObject({
      field: 'notes',
      text: 'Call me on +31 6 1234 5678 or PayPal me',
      flags: ['contact', 'money'],
      member: { id: eva.id, name: 'Eva' },
    });
    // A newer text replaces the one waiting; a clean one takes it out of the queue.
    await writeAboutMe(eva.browser, 'Find me at www.eva-dates.nl');
    const second = await queue(robin);
    expect(second.texts.map((text: { text: string }) => text.text)).toEqual([
      'Find me at www.eva-dates.nl',
    ]);
    expect(second.texts[0].flags).toEqual(['link']);
    await writeAboutMe(eva.browser, 'I love long walks and good coffee.');
    expect(await queue(robin)).toMatchObject({ texts: [], waiting: 0, oldest_at: null });

    // A name given at signup is reviewed too.
    const signup = await siteClient(server.app, 'amora').post(ENDPOINTS.signup.path, {
      email: 'lena@example.org',
      name: 'Lena insta @lena.x',
      password: 'a good password',
      date_of_birth: '1995-04-02',
      gender: 'female',
      looking_for: 'male',
      language: 'en',
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect((await queue(robin)).texts).toMatchObject([
      { field: 'name', text: 'Lena insta @lena.x', flags: ['contact'] },
    ]);
    // The queue is the moderators'.
    const sam = await teamBrowser(server, { name: 'Sam', roles: ['chat'] });
    const refused = await sam.get('/api/operator/profile-texts.php');
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'role_required']);
  });

  it('removes a text with a statement of reasons that says automated means found it, and an appeal brings it back', async () => {
    const server = await start();
    const { eva, robin } = await evaGivesHerNumber(server);
    const [text] = (await queue(robin)).texts;
    const missing = await robin.post('/api/operator/profile-text-decision.php', {
      text: text.id,
      decision: 'reject',
    });
    expect([missing.statusCode, missing.json().fields]).toEqual([400, { ground: 'required' }]);
    const removed = await robin.post('/api/operator/profile-text-decision.php', {
      text: text.id,
      decision: 'reject',
      ground: 'scam',
    });
    expect([removed.statusCode, removed.json()]).toEqual([
      200,
      { text: text.id, decision: 'reject' },
    ]);
    const profile = (await eva.browser.get('/api/user.php')).json().user.profile;
    expect(profile.notes).toBeNull();
    expect(await queue(robin)).toMatchObject({ waiting: 0 });

    const mail = await newestMailTo(server.app, 'amora', 'eva@amora.example');
    expect(mail.subject).toBe('Amora: we removed a text from your profile');
    expect(mail.text).toContain('What we found: Call me on +31 6 1234 5678 or PayPal me');
    expect(mail.text).toContain('Our system flagged the text automatically for review');
    const token = mail.links[0]?.split('/').at(-1) ?? '';
    const visitor = siteClient(server.app, 'amora');
    const { statement } = (await visitor.get(`/api/statement.php?token=${token}`)).json();
    expect(statement).toMatchObject({ kind: 'text_removal', ground: 'scam', automated: true });
    const again = await robin.post('/api/operator/profile-text-decision.php', {
      text: text.id,
      decision: 'approve',
    });
    expect([again.statusCode, again.json().error]).toEqual([409, 'conflict']);

    // Eva appeals; another moderator reverses the decision: her text comes back.
    await visitor.post('/api/appeal.php', { token, text: 'That is my business number.' });
    const kim = await teamBrowser(server, { name: 'Kim', roles: ['moderator'] });
    const [appeal] = (await kim.get('/api/operator/appeals.php')).json().appeals;
    const reversed = await kim.post('/api/operator/appeal-decision.php', {
      appeal: appeal.id,
      outcome: 'reversed',
      answer: 'We were too strict.',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const back = (await eva.browser.get('/api/user.php')).json().user.profile;
    expect(back.notes).toBe('Call me on +31 6 1234 5678 or PayPal me');
    const admin = await teamBrowser(server, { name: 'Ada', roles: ['admin'] });
    const actions = (await admin.get('/api/operator/audit.php'))
      .json()
      .entries.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('profile_text_rejected');
  });

  it('approves a text once when 30 moderators decide at once, and keeps it', async () => {
    const server = await start();
    const { eva, robin } = await evaGivesHerNumber(server);
    const [text] = (await queue(robin)).texts;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        robin.post('/api/operator/profile-text-decision.php', {
          text: text.id,
          decision: 'approve',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const profile = (await eva.browser.get('/api/user.php')).json().user.profile;
    expect(profile.notes).toBe('Call me on +31 6 1234 5678 or PayPal me');
    expect(await queue(robin)).toMatchObject({ waiting: 0 });
  });

  it('cuts a removed name to its first word', () => {
    expect(shortenedName('Lena insta @lena.x')).toBe('Lena');
    expect(shortenedName("O'Brien www.x.com")).toBe("O'Brien");
    expect(shortenedName('Ана +7 999 123 45 67')).toBe('Ана');
    expect(shortenedName('+31 6 12345678')).toBe('Member');
  });
});
