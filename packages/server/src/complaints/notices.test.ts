import { expect, it } from 'vitest';
import { memberBrowser, newestMailTo, outbox, siteClient } from '../test-support/site-client.js';
import { addMember, describeEachDatabase } from '../test-support/test-server.js';

const NOTICE = {
  subject: 'member',
  reason: 'fake_profile',
  url: 'http://amora.localhost:8080/members/2',
  explanation: 'These photos belong to a friend of mine, who never signed up here.',
  name: 'Nora Notifier',
  email: 'Nora@Example.org',
  good_faith: true,
  language: 'de',
};

describeEachDatabase('notices and complaints', (start) => {
  it("files a visitor's notice under a reference and acknowledges it by mail in their language", async () => {
    const server = await start();
    const visitor = siteClient(server.app, 'amora');
    const answer = await visitor.post('/api/complaints.php', NOTICE);
    expect(answer.statusCode).toBe(201);
    const { reference } = answer.json();
    expect(reference).toMatch(/^N-[0-9A-F]{10}$/);
    const stored = await server.database
      .selectFrom('notices')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      site: 'amora',
      subject: 'member',
      reason: 'fake_profile',
      email: 'nora@example.org',
      sender_id: null,
      status: 'open',
    });
    const mail = await newestMailTo(server.app, 'amora', 'nora@example.org');
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain('Hallo Nora Notifier,');
  });

  it('takes a notice about child sexual abuse without a name or an address, and mails no one', async () => {
    const server = await start();
    const visitor = siteClient(server.app, 'amora');
    const before = (await outbox(server.app, 'amora')).length;
    const answer = await visitor.post('/api/complaints.php', {
      ...NOTICE,
      reason: 'child_sexual_abuse',
      name: '',
      email: '   ',
    });
    expect(answer.statusCode).toBe(201);
    expect((await outbox(server.app, 'amora')).length).toBe(before);
    // Any other reason needs both.
    const other = await visitor.post('/api/complaints.php', { ...NOTICE, name: '', email: '' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ name: 'required', email: 'required' });
  });

  it('refuses a notice without good faith, a link, a fitting reason or an explanation', async () => {
    const server = await start();
    const visitor = siteClient(server.app, 'amora');
    const refused = async (body: Record<string, unknown>) => {
      const answer = await visitor.post('/api/complaints.php', { ...NOTICE, ...body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      return answer.json().fields;
    };
    expect(await refused({ good_faith: false })).toEqual({ good_faith: 'required' });
    expect(await refused({ url: '' })).toEqual({ url: 'required' });
    expect(await refused({ url: 'javascript:alert(1)' })).toEqual({ url: 'invalid' });
    expect(await refused({ reason: 'payment_problem' })).toEqual({ reason: 'invalid' });
    expect(await refused({ explanation: '  \n ' })).toEqual({ explanation: 'required' });
    expect(await refused({ email: 'nora@' })).toEqual({ email: 'invalid' });
    // A general complaint about the service needs no link.
    const general = await visitor.post('/api/complaints.php', {
      ...NOTICE,
      subject: 'service',
      reason: 'payment_problem',
      url: '',
    });
    expect(general.statusCode).toBe(201);
  });

  it("lets a member name one of their own conversations, never another's", async () => {
    const server = await start();
    const eva = await memberBrowser(server, {
      email: 'eva@amora.example',
      name: 'Eva',
      credits: 100,
    });
    const tom = await addMember(server.database, {
      site: 'amora',
      email: 'tom@amora.example',
      gender: 'male',
    });
    const sent = await eva.browser.post('/api/message.php', {
      profile_id: tom,
      text: 'Hello Tom',
      client_id: 'notice-test-1',
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const { id: conversation } = await server.database
      .selectFrom('conversations')
      .select('id')
      .where('started_by', '=', eva.id)
      .executeTakeFirstOrThrow();
    const own = await eva.browser.post('/api/complaints.php', {
      ...NOTICE,
      subject: 'message',
      url: '',
      conversation_id: conversation,
    });
    expect(own.statusCode).toBe(201);
    const stored = await server.database
      .selectFrom('notices')
      .select(['sender_id', 'conversation_id'])
      .where('reference', '=', own.json().reference)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ sender_id: eva.id, conversation_id: conversation });

    const stranger = siteClient(server.app, 'amora');
    const theirs = await stranger.post('/api/complaints.php', {
      ...NOTICE,
      subject: 'message',
      url: '',
      conversation_id: conversation,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().fields).toEqual({ conversation_id: 'not_found' });
  });

  it('acknowledges at most five notices a day to one address, whoever sends them', async () => {
    const server = await start();
    for (let index = 0; index < 5; index += 1) {
      const from = siteClient(server.app, 'amora', { address: `10.0.0.${index + 1}` });
      expect((await from.post('/api/complaints.php', NOTICE)).statusCode).toBe(201);
    }
    const sixth = siteClient(server.app, 'amora', { address: '10.0.0.9' });
    const refused = await sixth.post('/api/complaints.php', NOTICE);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate_limited');
    server.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await sixth.post('/api/complaints.php', NOTICE)).statusCode).toBe(201);
  });

  it('files 30 notices sent at once, each under its own reference with its own mail', async () => {
    const server = await start();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        siteClient(server.app, 'amora', { address: `10.1.0.${index + 1}` }).post(
          '/api/complaints.php',
          { ...NOTICE, email: `notifier${index}@example.org` },
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    expect(new Set(answers.map((answer) => answer.json().reference)).size).toBe(30);
    const mails = (await outbox(server.app, 'amora')).filter((mail) =>
      mail.to.startsWith('notifier'),
    );
    expect(mails).toHaveLength(30);
  });
});
