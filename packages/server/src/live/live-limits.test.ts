import { LIVE_CLOSE_CODES, LIVE_SOCKETS_PER_MEMBER } from '@dating/contract';
import { afterEach, expect, it } from 'vitest';
import { hashToken } from '../accounts/sessions.js';
import { connect, members, sendText } from '../test-support/live-pages.js';
import { memberBrowser, siteClient } from '../test-support/site-client.js';
import { describeOnPostgres, postgresTestUser } from '../test-support/test-databases.js';
import {
  addMember,
  describeEachDatabase,
  TEST_PASSWORD,
  type TestServer,
  twoServersOnPostgres,
} from '../test-support/test-server.js';
import { createLiveHub, MAX_BUFFERED_BYTES } from './live-hub.js';

/** Another browser of a member: logged in anew, with a session of its own. */
async function anotherBrowser(server: TestServer, email: string) {
  const browser = siteClient(server.app, 'amora');
  const login = await browser.post('/api/user.php', { email, password: TEST_PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  return browser;
}

describeEachDatabase('live sockets and sessions', (start) => {
  it('closes the sockets of a session that ends: logout, a password change elsewhere, deletion', async () => {
    const server = await start();
    const { eva, tom, address } = await members(server);
    const laptop = await anotherBrowser(server, 'tom@amora.example');
    const phone = await anotherBrowser(server, 'tom@amora.example');
    const onTom = await connect(address, tom.browser);
    const onLaptop = await connect(address, laptop);
    const onPhone = await connect(address, phone);

    expect((await tom.browser.post('/api/logout.php')).statusCode).toBeLessThan(300);
    expect(await onTom.closed).toBe(LIVE_CLOSE_CODES.sessionEnded);

    // A new password from the phone ends the laptop's session, not the phone's.
    const changed = await phone.put('/api/password.php', {
      old_password: TEST_PASSWORD,
      new_password: 'a brand new password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await onLaptop.closed).toBe(LIVE_CLOSE_CODES.sessionEnded);
    await sendText(eva.browser, tom.id, 'Only the phone hears this');
    const [heard] = await onPhone.next();
    expect(heard).toMatchObject({
      type: 'message',
      message: { text: 'Only the phone hears this' },
    });
    expect(onTom.events).toEqual([]);
    expect(onLaptop.events).toEqual([]);

    const deleted = await phone.delete('/api/user.php', { reason: 'other', remarks: 'Bye' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await onPhone.closed).toBe(LIVE_CLOSE_CODES.sessionEnded);
  });

  it('closes a socket whose session ran out instead of sending it more', async () => {
    const server = await start();
    const { eva, tom, address } = await members(server);
    const token = tom.browser.session() ?? '';
    await server.database
      .updateTable('sessions')
      .set({ expires_at: new Date(server.clock.now() + 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const page = await connect(address, tom.browser);
    server.clock.advance(1000);
    await sendText(eva.browser, tom.id, 'Too late for this page');
    expect(await page.closed).toBe(LIVE_CLOSE_CODES.sessionEnded);
    expect(page.events).toEqual([]);
  });

  it(`keeps ${LIVE_SOCKETS_PER_MEMBER} sockets of a member open, closing the oldest for a newer one`, async () => {
    const server = await start();
    const { eva, tom, address } = await members(server);
    const pages = [];
    for (let index = 0; index <= LIVE_SOCKETS_PER_MEMBER; index += 1) {
      pages.push(await connect(address, tom.browser));
    }
    const [oldest, ...rest] = pages;
    expect(await oldest?.closed).toBe(LIVE_CLOSE_CODES.replaced);
    await sendText(eva.browser, tom.id, 'To every open page');
    for (const page of rest) expect((await page.next())[0]?.type).toBe('message');
    for (const page of rest) page.socket.close();
  });

  it('closes a socket that floods the server with frames', async () => {
    const server = await start();
    const { tom, address } = await members(server);
    const page = await connect(address, tom.browser);
    for (let index = 0; index < 40; index += 1) {
      page.socket.send(JSON.stringify({ type: 'typing', conversation: 1 }));
    }
    expect(await page.closed).toBe(1008);
  });

  it('drops a page that stops reading rather than keep its events in memory', async () => {
    const server = await start();
    const eva = await memberBrowser(server, { email: 'eva@amora.example', credits: 100 });
    const tom = await addMember(server.database, { site: 'amora', email: 'tom@amora.example' });
    const hub = await createLiveHub({
      database: server.database,
      now: () => server.clock.now(),
      pglite: server.pglite,
      databaseUrl: server.databaseUrl,
      onError: (error) => {
        throw error;
      },
    });
    const page = (bufferedAmount: number) => {
      const socket = {
        bufferedAmount,
        sent: [] as string[],
        terminated: false,
        send: (frame: string) => socket.sent.push(frame),
        close: () => {},
        terminate: () => {
          socket.terminated = true;
        },
      };
      return socket;
    };
    const reading = page(0);
    const stuck = page(MAX_BUFFERED_BYTES + 1);
    const expiresAt = server.clock.now() + 60_000;
    const brand = server.brands[0];
    if (!brand) throw new Error('No brand');
    for (const socket of [reading, stuck]) {
      await hub.attach({ memberId: tom, brand, session: 'a-session', expiresAt, socket }, null);
    }
    await sendText(eva.browser, tom, 'Hello');
    const deadline = Date.now() + 10_000;
    while (reading.sent.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reading.sent).toHaveLength(1);
    expect(stuck.sent).toEqual([]);
    expect(stuck.terminated).toBe(true);
    await hub.close();
  });
});

const postgresUser = await postgresTestUser;

describeOnPostgres(postgresUser, 'live sockets of a session on two servers (PostgreSQL)', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  it('closes a socket on one server when its session ends through another', async () => {
    const servers = await twoServersOnPostgres(postgresUser ?? 'postgres');
    closing.push(() => servers.close());
    const { first, second } = servers;
    await addMember(first.database, { site: 'amora', email: 'tom@amora.example' });
    const tom = siteClient(first.app, 'amora');
    await tom.post('/api/user.php', { email: 'tom@amora.example', password: TEST_PASSWORD });
    const page = await connect(await second.listen(0), tom);
    expect((await tom.post('/api/logout.php')).statusCode).toBeLessThan(300);
    expect(await page.closed).toBe(LIVE_CLOSE_CODES.sessionEnded);
  });
});
