import { expect, it } from 'vitest';
import { memberBrowser, outbox } from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';
import { LIKE_MAIL_DELAY_MS, LIKE_MAIL_INTERVAL_MS, queueLikeMails } from './like-mails.js';

/** Runs the job now, as the server would; resolves how many e-mails it queued. */
const mailLikes = (server: TestServer) =>
  queueLikeMails(
    server.database,
    server.brands,
    () => 'http://amora.localhost:8080',
    server.clock.now(),
  );

const likeMails = async (server: TestServer) =>
  (await outbox(server.app, 'amora')).filter((mail) => mail.template === 'newLikes');

async function member(server: TestServer, email: string, name: string, values = {}) {
  const made = await memberBrowser(server, {
    email,
    name,
    gender: 'male',
    language: 'en',
    ...values,
  });
  return made;
}

describeEachDatabase('new-like e-mails', (start) => {
  it('tells a member of new likes an hour later, how many and the latest, at most once a day', async () => {
    const server = await start();
    const tom = await member(server, 'tom@amora.example', 'Tom');
    const eva = await member(server, 'eva@amora.example', 'Eva', { gender: 'female' });
    const mia = await member(server, 'mia@amora.example', 'Mia', { gender: 'female' });
    server.clock.advance(60_000);
    await eva.browser.post('/api/like.php', { profile_id: tom.id });
    server.clock.advance(60_000);
    await mia.browser.post('/api/like.php', { profile_id: tom.id });
    expect(await mailLikes(server)).toBe(0);
    server.clock.advance(LIKE_MAIL_DELAY_MS);
    expect(await mailLikes(server)).toBe(1);
    const [mail] = await likeMails(server);
    expect(mail).toMatchObject({
      to: 'tom@amora.example',
      subject: 'Mia and others like you on Amora',
      links: ['http://amora.localhost:8080/likes'],
    });
    expect(mail?.text).toContain('2 members like you, the latest is Mia.');
    expect(await mailLikes(server)).toBe(0);

    // Another like the same day waits for the next day, and counts alone.
    const noor = await member(server, 'noor@amora.example', 'Noor', { gender: 'female' });
    server.clock.advance(60_000);
    await noor.browser.post('/api/like.php', { profile_id: tom.id });
    server.clock.advance(LIKE_MAIL_DELAY_MS);
    expect(await mailLikes(server)).toBe(0);
    server.clock.advance(LIKE_MAIL_INTERVAL_MS);
    expect(await mailLikes(server)).toBe(1);
    expect((await likeMails(server))[0]?.text).toContain('Noor likes you.');
  });

  it('leaves out likes seen or seen on the site since, and members who said no', async () => {
    const server = await start();
    const eva = await member(server, 'eva@amora.example', 'Eva', { gender: 'female' });
    const tom = await member(server, 'tom@amora.example', 'Tom');
    const ben = await member(server, 'ben@amora.example', 'Ben', {
      notifications_disabled: ['like'],
    });
    const max = await member(server, 'max@amora.example', 'Max');
    const jan = await member(server, 'jan@amora.example', 'Jan');
    server.clock.advance(60_000);
    for (const liked of [tom, ben, max, jan]) {
      expect((await eva.browser.post('/api/like.php', { profile_id: liked.id })).statusCode).toBe(
        200,
      );
    }
    // Tom opened Eva's profile: her like is not new any more.
    await tom.browser.put('/api/likes.php', { profile_id: eva.id, seen: 'like' });
    server.clock.advance(LIKE_MAIL_DELAY_MS);
    // Max came by: the badge told him.
    await max.browser.request('GET', '/api/user.php', undefined, { 'request-type': 'client' });
    expect(await mailLikes(server)).toBe(1);
    expect((await likeMails(server)).map((mail) => mail.to)).toEqual(['jan@amora.example']);
  });
});
