import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSession, SESSION_COOKIE } from '../accounts/sessions.js';
import { addCredits } from '../ledger/ledger.js';
import { createFixtureSites } from '../test-support/fixture-sites.js';
import { freePort, postMessage, startServerProcess } from '../test-support/server-process.js';
import {
  describeOnPostgres,
  postgresSchema,
  postgresTestUser,
} from '../test-support/test-databases.js';
import { addMember } from '../test-support/test-server.js';
import { isConnectionLost } from './connection-loss.js';
import { openDatabase } from './open-database.js';

// A server process whose PostgreSQL connections are terminated under it (as a restart, a failover
// or a proxy's idle timeout does) while members send messages: it keeps answering, and loses
// nothing it acknowledged. Skipped when no PostgreSQL answers at 127.0.0.1:5432.

const postgresUser = await postgresTestUser;
const sitesDir = createFixtureSites();

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Resolves once `check` holds, looking every 20 ms; fails after `timeoutMs`. */
async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('connection errors', () => {
  it('knows a lost connection from other errors', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator'), {
      code: '57P01',
    });
    expect(isConnectionLost(terminated)).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isConnectionLost(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(new Error('Something else'))).toBe(false);
  });
});

describeOnPostgres(postgresUser, 'a server whose database connections are cut (PostgreSQL)', () => {
  it('keeps answering within 2 s, resumes live events and keeps every acknowledged message', async () => {
    const schema = await postgresSchema(postgresUser ?? 'postgres');
    cleanups.push(() => schema.drop());
    // The server's connections carry a name of their own, so that only they are cut.
    const application = `dating_cut_${randomBytes(4).toString('hex')}`;
    const serverUrl = `${schema.databaseUrl}&application_name=${application}`;
    const { database, close } = await openDatabase({
      databaseUrl: schema.databaseUrl,
      dataDir: tmpdir(),
    });
    cleanups.push(close);
    const receiver = await addMember(database, { site: 'amora', email: 'ria@amora.example' });
    const senders: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const id = await addMember(database, { site: 'amora', email: `s${index}@amora.example` });
      await addCredits(database, id, 500, 'bonus', 'connection-loss', Date.now());
      senders.push(id);
    }
    const tokens = await Promise.all(senders.map((id) => createSession(database, id, Date.now())));
    const receiverToken = await createSession(database, receiver, Date.now());

    const port = await freePort();
    const server = await startServerProcess({ port, sitesDir, databaseUrl: serverUrl });
    let exited: number | null | undefined;
    server.once('exit', (code) => {
      exited = code;
    });
    cleanups.push(() => {
      server.kill('SIGKILL');
    });

    // The receiver's page: it hears each message once, and resumes after its last event.
    const heard = new Set<number>();
    // From the first event on: the page may connect after the first messages were stored.
    let lastEvent = 0;
    let stopped = false;
    const connect = () => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live?after=${lastEvent}`, {
        origin: `http://amora.localhost:${port}`,
        headers: { host: `amora.localhost:${port}`, cookie: `${SESSION_COOKIE}=${receiverToken}` },
      });
      socket.on('message', (data) => {
        const event = JSON.parse(String(data));
        if (typeof event.id === 'number') lastEvent = event.id;
        if (event.type === 'message') heard.add(event.message.id);
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        if (!stopped) setTimeout(connect, 200);
      });
      cleanups.push(() => {
        stopped = true;
        socket.close();
      });
    };
    connect();

    const perSender = 30;
    const acknowledged = new Map<string, number>();
    const ackTimes: number[] = [];
    const failures: string[] = [];
    const sendAll = async (index: number) => {
      for (let number = 0; number < perSender; number += 1) {
        const clientId = `cut-${String(index).padStart(2, '0')}-${String(number).padStart(2, '0')}`;
        const body = { profile_id: receiver, text: `Message ${number}`, client_id: clientId };
        for (;;) {
          const answer = await postMessage(port, tokens[index] ?? '', body);
          if (answer?.status === 201) {
            acknowledged.set(clientId, JSON.parse(answer.body).message.id);
            ackTimes.push(Date.now());
            break;
          }
          if (answer && answer.status !== 503) {
            failures.push(`${clientId}: ${answer.status} ${answer.body}`);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const total = senders.length * perSender;
    const sending = Promise.all(senders.map((_, index) => sendAll(index)));

    const cutAt: number[] = [];
    const cut = async (idleOnly: boolean) => {
      cutAt.push(Date.now());
      const { rows } = await sql<{ cut: boolean }>`
        select pg_terminate_backend(pid) as cut from pg_stat_activity
        where application_name = ${application} and (${!idleOnly} or state = 'idle')
      `.execute(database);
      expect(rows.length).toBeGreaterThan(0);
    };
    for (const [share, idleOnly] of [
      [0.2, true],
      [0.45, false],
      [0.7, false],
    ] as const) {
      await until(
        () => acknowledged.size >= total * share || failures.length > 0 || exited !== undefined,
        60_000,
        'acks',
      );
      await cut(idleOnly);
    }
    await sending;

    expect(failures).toEqual([]);
    expect(exited).toBeUndefined();
    expect(acknowledged.size).toBe(total);
    // After each cut, an answer came within 2 s.
    for (const at of cutAt) {
      const next = ackTimes.find((time) => time >= at);
      expect(next, 'an answer after the cut').toBeDefined();
      expect((next ?? Number.POSITIVE_INFINITY) - at).toBeLessThan(2000);
    }
    const stored = await database
      .selectFrom('messages')
      .select(['id', 'client_id'])
      .where('conversation_id', 'is not', null)
      .execute();
    expect(stored).toHaveLength(total);
    for (const row of stored) expect(acknowledged.get(row.client_id ?? '')).toBe(Number(row.id));
    // The live events resumed: the receiver's page heard every message.
    await until(() => heard.size === total, 15_000, 'every message live');
    expect(exited).toBeUndefined();
  }, 180_000);
});
