import { expect, it } from 'vitest';
import { memberBrowser, outbox, type SiteClient } from '../test-support/site-client.js';
import { addMember, describeEachDatabase, type TestServer } from '../test-support/test-server.js';
import {
  queueUnreadReminders,
  REMINDER_DELAY_MS,
  REMINDER_INTERVAL_MS,
} from './unread-reminders.js';

const HOUR = 60 * 60 * 1000;

let clientIds = 0;
const send = (browser: SiteClient, profileId: number, text = 'Hi!') => {
  clientIds += 1;
  return browser.post('/api/message.php', {
    profile_id: profileId,
    text,
    client_id: `reminder-test-${String(clientIds).padStart(4, '0')}`,
  });
};

/** Runs the job now, as the server would; resolves how many reminders it queued. */
const remind = (server: TestServer) =>
  queueUnreadReminders(
    server.database,
    server.brands,
    () => 'http://amora.localhost:8080',
    server.clock.now(),
  );

const reminders = async (server: TestServer) =>
  (await outbox(server.app, 'amora')).filter((mail) => mail.template === 'unreadMessages');

async function evaAndTom(server: TestServer, tom: Record<string, unknown> = {}) {
  // Premium: she starts as many conversations as the tests need.
  const eva = await memberBrowser(server, {
    email: 'eva@amora.example',
    name: 'Eva',
    credits: 100,
    paid_user: true,
  });
  const tomMember = await memberBrowser(server, {
    email: 'tom@amora.example',
    name: 'Tom',
    gender: 'male',
    language: 'en',
    ...tom,
  });
  // Their logins were a minute before what follows.
  server.clock.advance(60_000);
  return { eva, tom: tomMember };
}

describeEachDatabase('unread-message reminders', (start) => {
  it('mails the member once an hour has passed, at most once a day per conversation', async () => {
    const server = await start();
    const { eva, tom } = await evaAndTom(server);
    await send(eva.browser, tom.id, 'Hello Tom');
    const sent = await send(eva.browser, tom.id, 'Are you there?');
    const { conversation } = sent.json().message;
    // Too soon: Tom may be about to read them.
    expect(await remind(server)).toBe(0);
    server.clock.advance(REMINDER_DELAY_MS);
    expect(await remind(server)).toBe(1);
    const [mail] = await reminders(server);
    expect(mail).toMatchObject({
      to: 'tom@amora.example',
      subject: 'Eva wrote to you on Amora',
      language: 'en',
      links: [`http://amora.localhost:8080/chats/${conversation}`],
    });
    expect(mail?.text).toContain('You have 2 unread messages from Eva.');
    // What the messages say stays in the conversation.
    expect(mail?.text).not.toContain('Are you there?');
    expect(await remind(server)).toBe(0);

    // Another message the same day: no second reminder until the day is over.
    await send(eva.browser, tom.id, 'Hello?');
    server.clock.advance(2 * HOUR);
    expect(await remind(server)).toBe(0);
    server.clock.advance(REMINDER_INTERVAL_MS);
    expect(await remind(server)).toBe(1);
    expect((await reminders(server))[0]?.text).toContain('You have 3 unread messages from Eva.');
  });

  it('leaves out what was read, members who said no, whose e-mail fails, or who came by', async () => {
    const server = await start();
    const { eva, tom } = await evaAndTom(server);
    const read = await send(eva.browser, tom.id);
    await tom.browser.put('/api/chat.php', { conversation: read.json().message.conversation });
    const others = [
      { email: 'ben@amora.example', notifications_disabled: ['unread_message_reminders' as const] },
      { email: 'jan@amora.example', email_disabled: 'bounce' as const },
      { email: 'lena@amora.example', fictional: true },
    ];
    for (const values of others) {
      const id = await addMember(server.database, { site: 'amora', gender: 'male', ...values });
      const answer = await send(eva.browser, id);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    // Max came by after the message: the badge told him.
    const max = await memberBrowser(server, {
      email: 'max@amora.example',
      name: 'Max',
      gender: 'male',
    });
    await send(eva.browser, max.id);
    // Ria did nothing of the kind: she is the one reminded.
    const ria = await addMember(server.database, {
      site: 'amora',
      email: 'ria@amora.example',
      gender: 'male',
    });
    expect((await send(eva.browser, ria)).statusCode).toBe(201);
    server.clock.advance(REMINDER_DELAY_MS);
    await max.browser.request('GET', '/api/user.php', undefined, { 'request-type': 'client' });
    expect(await remind(server)).toBe(1);
    expect((await reminders(server)).map((mail) => mail.to)).toEqual(['ria@amora.example']);
  });
});
