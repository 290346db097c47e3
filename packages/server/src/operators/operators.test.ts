import { expect, it } from 'vitest';
import { OPERATOR_COOKIE } from '../http/session-cookie.js';
import { runServerCommand } from '../server-commands.js';
import { memberBrowser, type SiteClient, siteClient } from '../test-support/site-client.js';
import { addMember, describeEachDatabase, type TestServer } from '../test-support/test-server.js';
import { addTeamOperator } from './team.js';

const PASSWORD = 'operator password for tests';
const AMORA = { slug: 'amora', name: 'Amora' };

let clientIds = 0;
function nextClientId() {
  clientIds += 1;
  return `operator-test-${clientIds}`;
}

/** A browser logged in to Amora's operator inbox as a new operator. */
async function operatorBrowser(
  server: TestServer,
  email = 'sam@amora.example',
  brand: { slug: string; name: string } = AMORA,
): Promise<{ browser: SiteClient; id: number }> {
  const { operator } = await addTeamOperator(
    server.database,
    brand.slug,
    null,
    { email, name: 'Sam', roles: ['chat'] },
    server.clock.now(),
    PASSWORD,
  );
  const browser = siteClient(server.app, brand.slug);
  const login = await browser.post('/api/operator/session.php', { email, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`Operator login failed: ${login.body}`);
  return { browser, id: operator.id };
}

/** Eva (a member with credits), Lena (a fictional profile) and Eva's message to Lena. */
async function evaWritesToLena(server: TestServer) {
  const eva = await memberBrowser(server, { email: 'eva@amora.example', name: 'Eva', credits: 50 });
  const lena = await addMember(server.database, {
    site: 'amora',
    email: 'lena@amora.example',
    name: 'Lena',
    fictional: true,
  });
  const sent = await eva.browser.post('/api/message.php', {
    profile_id: lena,
    text: 'Hi Lena, how are you?',
    client_id: nextClientId(),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { eva, lena, conversation: sent.json().message.conversation as number };
}

const answer = (
  browser: SiteClient,
  conversation: number,
  text: string,
  clientId = nextClientId(),
) => browser.post('/api/operator/message.php', { conversation, text, client_id: clientId });

describeEachDatabase('the operator inbox', (start) => {
  it('logs an operator in with their own cookie, only on their brand, never with a member’s login', async () => {
    const server = await start();
    await addTeamOperator(
      server.database,
      'amora',
      null,
      { email: 'sam@amora.example', name: 'Sam', roles: ['chat'] },
      0,
      PASSWORD,
    );
    const browser = siteClient(server.app, 'amora');
    const wrong = await browser.post('/api/operator/session.php', {
      email: 'sam@amora.example',
      password: 'not the password',
    });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, 'login_failed']);
    // A member's account opens no operator session.
    await addMember(server.database, { site: 'amora', email: 'eva@amora.example' });
    const member = await browser.post('/api/operator/session.php', {
      email: 'eva@amora.example',
      password: 'correct horse battery',
    });
    expect(member.statusCode).toBe(401);
    // Another brand's site does not know Amora's operator.
    const tulip = siteClient(server.app, 'tulip-club');
    const elsewhere = await tulip.post('/api/operator/session.php', {
      email: 'sam@amora.example',
      password: PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(401);

    const login = await browser.post('/api/operator/session.php', {
      email: ' Sam@Amora.example ',
      password: PASSWORD,
    });
    expect(login.json()).toEqual({
      operator: {
        id: expect.any(Number),
        name: 'Sam',
        email: 'sam@amora.example',
        roles: ['chat'],
      },
    });
    const cookie = login.cookies.find((candidate) => candidate.name === OPERATOR_COOKIE);
    expect(cookie).toMatchObject({ path: '/api/operator/', httpOnly: true, sameSite: 'Strict' });
    expect((await browser.get('/api/operator/session.php')).json().operator.name).toBe('Sam');
    // The member's session is a different thing: the operator is no member.
    expect((await browser.get('/api/user.php')).json()).toEqual({ user: null });

    expect((await browser.delete('/api/operator/session.php')).json()).toEqual({ operator: null });
    expect((await browser.get('/api/operator/session.php')).json()).toEqual({ operator: null });
  });

  it('answers 403 to the inbox without an operator, and a member’s session is not one', async () => {
    const server = await start();
    const { eva } = await evaWritesToLena(server);
    for (const browser of [siteClient(server.app, 'amora'), eva.browser]) {
      const refused = await browser.get('/api/operator/chats.php');
      expect(refused.statusCode).toBe(403);
      // Without the members' flag: the member's own session stays as it is.
      expect(refused.json()).toEqual({
        error: 'authentication_required',
        message: 'Please log in as an operator',
      });
    }
    // Amora's operator's session opens no other brand's inbox.
    const { browser } = await operatorBrowser(server);
    const token = browser.cookie(OPERATOR_COOKIE);
    expect(token).toBeDefined();
    const other = await server.app.inject({
      method: 'GET',
      url: '/api/operator/chats.php',
      headers: { host: 'tulip-club.localhost:8080' },
      cookies: { [OPERATOR_COOKIE]: token ?? '' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('lists the fictional profiles’ conversations, unanswered first, never two real members’', async () => {
    const server = await start();
    const { eva, lena, conversation } = await evaWritesToLena(server);
    const tom = await addMember(server.database, {
      site: 'amora',
      email: 'tom@amora.example',
      name: 'Tom',
    });
    await eva.browser.post('/api/message.php', {
      profile_id: tom,
      text: 'Hi Tom',
      client_id: nextClientId(),
    });
    const mia = await addMember(server.database, {
      site: 'amora',
      email: 'mia@amora.example',
      name: 'Mia',
      fictional: true,
    });
    const noor = await memberBrowser(server, {
      email: 'noor@amora.example',
      name: 'Noor',
      credits: 50,
    });
    const toMia = await noor.browser.post('/api/message.php', {
      profile_id: mia,
      text: 'Hello Mia',
      client_id: nextClientId(),
    });
    const { browser } = await operatorBrowser(server);
    // Mia's conversation is answered and read: Lena's, older, still waits and comes first.
    const miaConversation = toMia.json().message.conversation;
    await browser.put('/api/operator/chat.php', { conversation: miaConversation });
    const inbox = (await browser.get('/api/operator/chats.php')).json();
    expect(inbox.unread_messages).toBe(1);
    expect(
      inbox.chats.map((chat: Record<string, Record<string, unknown>>) => [
        chat.profile?.name,
        chat.member?.name,
        chat.num_unread_messages,
      ]),
    ).toEqual([
      ['Lena', 'Eva', 1],
      ['Mia', 'Noor', 0],
    ]);
    expect(inbox.chats[0]).toMatchObject({
      conversation,
      profile: { id: lena, fictional: true },
      member: { fictional: false },
      last_message: { text: 'Hi Lena, how are you?', mine: false },
    });
    // A member who blocks the profile leaves the inbox: they want no answer.
    await eva.browser.post('/api/block.php', { profile_id: lena });
    const after = (await browser.get('/api/operator/chats.php')).json();
    expect(after.chats.map((chat: { conversation: number }) => chat.conversation)).toEqual([
      miaConversation,
    ]);
    expect(after.unread_messages).toBe(0);
  });

  it('answers as the fictional profile, free, once per client id, recorded with the operator', async () => {
    const server = await start();
    const { eva, lena, conversation } = await evaWritesToLena(server);
    const { browser, id: operatorId } = await operatorBrowser(server);
    const page = (
      await browser.get(`/api/operator/messages.php?conversation=${conversation}`)
    ).json();
    expect(page).toMatchObject({
      conversation,
      profile: { name: 'Eva', fictional: false },
      fictional_profile: { id: lena, name: 'Lena', fictional: true },
      messages: [{ text: 'Hi Lena, how are you?', mine: false }],
    });
    const read = await browser.put('/api/operator/chat.php', { conversation });
    expect(read.json()).toEqual({ unread_messages: 0 });

    const sent = await answer(browser, conversation, '  Very well, and you?  ', 'answer-0001');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatchObject({
      mine: true,
      text: 'Very well, and you?',
      credits: 0,
      client_id: 'answer-0001',
    });
    const again = await answer(browser, conversation, 'Very well, and you?', 'answer-0001');
    expect(again.json()).toEqual(sent.json());

    // Eva reads it from Lena, as any message, in her conversation.
    const evas = (await eva.browser.get(`/api/messages.php?conversation=${conversation}`)).json();
    expect(evas.profile).toMatchObject({ id: lena, fictional: true });
    expect(
      evas.messages.map((message: { text: string; mine: boolean }) => [message.text, message.mine]),
    ).toEqual([
      ['Hi Lena, how are you?', true],
      ['Very well, and you?', false],
    ]);
    const stored = await server.database
      .selectFrom('messages')
      .select(['sender_id', 'operator_id', 'credits'])
      .where('conversation_id', '=', conversation)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { sender_id: eva.id, operator_id: null, credits: 5 },
      { sender_id: lena, operator_id: operatorId, credits: 0 },
    ]);
  });

  it('never writes as a real member, nor past a block, an unconfirmed e-mail or the brand’s length', async () => {
    const server = await start();
    const { eva, lena, conversation } = await evaWritesToLena(server);
    const tom = await memberBrowser(server, {
      email: 'tom@amora.example',
      name: 'Tom',
      credits: 50,
    });
    const between = await tom.browser.post('/api/message.php', {
      profile_id: eva.id,
      text: 'Hi Eva',
      client_id: nextClientId(),
    });
    const { browser } = await operatorBrowser(server);
    const realPair = between.json().message.conversation;
    for (const refused of [
      await answer(browser, realPair, 'As Tom'),
      await browser.get(`/api/operator/messages.php?conversation=${realPair}`),
      await browser.put('/api/operator/chat.php', { conversation: realPair }),
    ]) {
      expect([refused.statusCode, refused.json().error]).toEqual([404, 'not_found']);
    }
    // Another brand's operator does not see Amora's conversation.
    const tulip = await operatorBrowser(server, 'kim@tulip.example', {
      slug: 'tulip-club',
      name: 'Tulip Club',
    });
    expect((await answer(tulip.browser, conversation, 'Hi')).statusCode).toBe(404);

    const long = await answer(browser, conversation, 'x'.repeat(1001));
    expect([long.statusCode, long.json().fields]).toEqual([400, { text: 'too_long' }]);
    await server.database
      .updateTable('members')
      .set({ status: 'not_confirmed' })
      .where('id', '=', eva.id)
      .execute();
    const unconfirmed = await answer(browser, conversation, 'Hi Eva');
    expect([unconfirmed.statusCode, unconfirmed.json().error]).toEqual([
      403,
      'recipient_unconfirmed',
    ]);
    await server.database
      .updateTable('members')
      .set({ status: 'active' })
      .where('id', '=', eva.id)
      .execute();
    await server.database
      .insertInto('blocks')
      .values({ blocker_id: eva.id, blocked_id: lena, created_at: new Date() })
      .execute();
    const blocked = await answer(browser, conversation, 'Hi Eva');
    expect([blocked.statusCode, blocked.json().error]).toEqual([403, 'blocked']);
    // An inbox page left open learns why: Eva blocked the profile.
    const page = await browser.get(`/api/operator/messages.php?conversation=${conversation}`);
    expect(page.json()).toMatchObject({ error: 'blocked', name: 'Eva' });
    const count = await server.database
      .selectFrom('messages')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('operator_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(0);
  });

  it('is the operators command, while the server runs: add with a password shown once, list with answers, disable, reset', async () => {
    const server = await start({ controlSocket: true });
    const lines: string[] = [];
    // PostgreSQL: the command opens the database beside the server; the embedded database: the
    // server that has it open runs the command, sent on its control socket.
    const run = (...args: string[]) =>
      runServerCommand(
        'operators',
        [...args, '--site', 'amora', '--sites', server.sitesDir, '--data', server.dataDir],
        (line) => lines.push(line),
        { DATABASE_URL: server.databaseUrl },
        server.clock.now(),
      );
    await run('add', '--email', 'Ada@Amora.example', '--name', 'Ada');
    expect(lines[0]).toBe('Added operator Ada <ada@amora.example> (chat) at Amora.');
    const password = lines[1]?.replace('Password (shown once): ', '') ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const browser = siteClient(server.app, 'amora');
    const login = () =>
      browser.post('/api/operator/session.php', { email: 'ada@amora.example', password });
    expect((await login()).statusCode).toBe(200);

    const { conversation } = await evaWritesToLena(server);
    expect((await answer(browser, conversation, 'Hello Eva')).statusCode).toBe(201);
    lines.length = 0;
    await run('list');
    expect(lines).toEqual(['ada@amora.example  Ada  chat  active  1 answers']);

    // Roles, repeated or with commas, kept in the table's order; a role that is none refused.
    lines.length = 0;
    await run(
      'set-roles',
      '--email',
      'ada@amora.example',
      '--role',
      'support,chat',
      '--role',
      'admin',
    );
    expect(lines).toEqual(['ada@amora.example at Amora: admin, chat, support.']);
    await expect(
      run('set-roles', '--email', 'ada@amora.example', '--role', 'boss'),
    ).rejects.toThrow('--role: one or more of admin, moderator, chat, support (not boss)');
    await expect(run('set-roles', '--email', 'ada@amora.example')).rejects.toThrow('--role');
    // Ada is Amora's only admin: she keeps the role, and cannot be switched off.
    await expect(
      run('set-roles', '--email', 'ada@amora.example', '--role', 'chat'),
    ).rejects.toThrow(
      'ada@amora.example is the last active admin of Amora: make another operator admin first',
    );
    await expect(run('disable', '--email', 'ada@amora.example')).rejects.toThrow(
      'last active admin',
    );
    await run('add', '--email', 'bo@amora.example', '--name', 'Bo', '--role', 'admin');
    lines.length = 0;

    await run('disable', '--email', 'ada@amora.example');
    // Switched off: the session ends at once, and the login is refused.
    expect((await browser.get('/api/operator/chats.php')).statusCode).toBe(403);
    expect((await login()).statusCode).toBe(401);
    await run('enable', '--email', 'ada@amora.example');
    expect((await login()).statusCode).toBe(200);
    lines.length = 0;
    await run('reset-password', '--email', 'ada@amora.example');
    expect(lines[0]).toMatch(
      /^New password for ada@amora.example at Amora \(shown once\): \S{20}$/,
    );
    expect((await browser.get('/api/operator/chats.php')).statusCode).toBe(403);
    expect((await login()).statusCode).toBe(401);

    await expect(run('add', '--email', 'ada@amora.example', '--name', 'Ada')).rejects.toThrow(
      'Amora has an operator ada@amora.example already',
    );
    await expect(run('add', '--email', 'not-an-address', '--name', 'X')).rejects.toThrow('--email');
    await expect(run('add', '--email', 'cy@amora.example', '--name', ' ')).rejects.toThrow(
      '--name',
    );
    await expect(run('disable', '--email', 'nobody@amora.example')).rejects.toThrow(
      'Amora has no operator nobody@amora.example',
    );
    await expect(run('remove')).rejects.toThrow('Unknown command remove');

    // The command's changes are in the audit log, as the command line's (no operator).
    const audit = await server.database
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'subject_label'])
      .where('operator_id', 'is', null)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => `${entry.action} ${entry.subject_label}`)).toEqual([
      'operator_added ada@amora.example',
      'operator_roles_changed ada@amora.example',
      'operator_added bo@amora.example',
      'operator_disabled ada@amora.example',
      'operator_enabled ada@amora.example',
      'operator_password_reset ada@amora.example',
    ]);
  });
});
