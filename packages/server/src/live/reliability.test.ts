import { tmpdir } from 'node:os';
import { afterEach, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../accounts/sessions.js';
import { openDatabase } from '../db/open-database.js';
import { addCredits, ledgerSum } from '../ledger/ledger.js';
import { createFixtureSites } from '../test-support/fixture-sites.js';
import { freePort, postMessage, startServerProcess } from '../test-support/server-process.js';
import {
  describeOnPostgres,
  postgresSchema,
  postgresTestUser,
} from '../test-support/test-databases.js';
import { addMember, twoServersOnPostgres } from '../test-support/test-server.js';

// Reliability on the real PostgreSQL (skipped when none answers at 127.0.0.1:5432): a server
// killed with SIGKILL while 100 members send 5,000 messages, and two servers delivering each
// other's events.

const postgresUser = await postgresTestUser;
const sitesDir = createFixtureSites();
/** Amora's price of a message. */
const PRICE = 5;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describeOnPostgres(postgresUser, 'chat reliability (PostgreSQL)', () => {
  it('keeps every acknowledged message exactly once and in order through a kill -9', async () => {
    const schema = await postgresSchema(postgresUser ?? 'postgres');
    cleanups.push(() => schema.drop());
    const { database, close } = await openDatabase({
      databaseUrl: schema.databaseUrl,
      dataDir: tmpdir(),
    });
    cleanups.push(close);
    const senders = 100;
    // 5,000 messages: enough to kill the server mid-way with hundreds in flight, and done within
    // the timeout on a 2-core machine whose cores are busy with something else.
    const perSender = 50;
    const credits = 1000;
    const ids: number[] = [];
    for (let index = 0; index < senders; index += 1) {
      ids.push(
        await addMember(database, {
          site: 'amora',
          email: `member${index}@amora.example`,
          name: `Member ${index}`,
        }),
      );
    }
    for (const id of ids) {
      await addCredits(database, id, credits, 'bonus', 'reliability-start', Date.now());
    }
    const tokens = await Promise.all(ids.map((id) => createSession(database, id, Date.now())));

    const port = await freePort();
    let server = await startServerProcess({ port, sitesDir, databaseUrl: schema.databaseUrl });
    cleanups.push(async () => {
      server.kill('SIGKILL');
    });
    const acknowledged = new Map<string, number>();
    let refusals = 0;
    const sendAll = async (index: number) => {
      for (let number = 0; number < perSender; number += 1) {
        const clientId = `m${String(index).padStart(3, '0')}-${String(number).padStart(3, '0')}`;
        const body = {
          profile_id: ids[(index + 1) % senders],
          text: `Message ${number} of ${index}`,
          client_id: clientId,
        };
        // Sent again with the same id until answered: a retry after the kill is stored once.
        for (;;) {
          const answer = await postMessage(port, tokens[index] ?? '', body);
          if (answer?.status === 201) {
            acknowledged.set(clientId, JSON.parse(answer.body).message.id);
            break;
          }
          if (answer && answer.status < 500) {
            refusals += 1;
            throw new Error(`${clientId}: ${answer.status} ${answer.body}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const sending = Promise.all(Array.from({ length: senders }, (_, index) => sendAll(index)));
    // Mid-way, the server is killed without warning and started again.
    while (acknowledged.size < (senders * perSender) / 4) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const killed = acknowledged.size;
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    server = await startServerProcess({ port, sitesDir, databaseUrl: schema.databaseUrl });
    await sending;
    server.kill('SIGKILL');
    expect(refusals).toBe(0);
    expect(killed).toBeLessThan(senders * perSender);
    expect(acknowledged.size).toBe(senders * perSender);

    const stored = await database
      .selectFrom('messages')
      .select(['id', 'sender_id', 'client_id'])
      .orderBy('id')
      .execute();
    expect(stored).toHaveLength(senders * perSender);
    for (const row of stored) {
      expect(acknowledged.get(row.client_id ?? '')).toBe(Number(row.id));
    }
    // Each member's messages in the order they were sent.
    for (const id of ids) {
      const own = stored.filter((row) => row.sender_id === id).map((row) => row.client_id ?? '');
      expect(own).toEqual([...own].sort());
      expect(own).toHaveLength(perSender);
    }
    // Paid once each: every balance exact, and the ledger sums to it.
    const members = await database.selectFrom('members').select(['id', 'credits']).execute();
    for (const member of members) {
      expect(member.credits).toBe(credits - perSender * PRICE);
      expect(await ledgerSum(database, member.id)).toBe(member.credits);
    }
  }, 300_000);

  it('delivers between two servers on one PostgreSQL', async () => {
    const servers = await twoServersOnPostgres(postgresUser ?? 'postgres');
    cleanups.push(() => servers.close());
    const { first, second } = servers;
    const { default: WebSocket } = await import('ws');
    const eva = await addMember(first.database, { site: 'amora', email: 'eva@amora.example' });
    await addCredits(first.database, eva, 50, 'bonus', 'two-servers', Date.now());
    const tom = await addMember(first.database, { site: 'amora', email: 'tom@amora.example' });
    const evaToken = await createSession(first.database, eva, Date.now());
    const tomToken = await createSession(first.database, tom, Date.now());

    // Tom's page is connected to the second server; Eva writes through the first.
    const address = await second.listen(0);
    const socket = new WebSocket(`${address.replace('http', 'ws')}/api/live`, {
      origin: 'http://amora.localhost:8080',
      headers: { host: 'amora.localhost:8080', cookie: `${SESSION_COOKIE}=${tomToken}` },
    });
    const heard = new Promise<string>((resolve) =>
      socket.once('message', (data) => resolve(String(data))),
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const sent = await first.app.inject({
      method: 'POST',
      url: '/api/message.php',
      headers: { host: 'amora.localhost:8080', origin: 'http://amora.localhost:8080' },
      cookies: { [SESSION_COOKIE]: evaToken },
      payload: { profile_id: tom, text: 'Across servers', client_id: 'across-servers-1' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(JSON.parse(await heard)).toMatchObject({
      type: 'message',
      message: { text: 'Across servers', mine: false },
    });
    socket.close();
  });
});
