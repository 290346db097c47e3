// Live chat on PostgreSQL: 1,000 members' pages connected to /api/live while messages are sent
// through POST message.php at 1,000 a second; how long each takes from the send to the other
// member's page (p50, p99), next to a bare `ws` relay that passes the same frames from one socket
// to another on the same machine; and the history page of a conversation of 10,000 messages.
import { Agent, request } from 'node:http';
import { createSession, SESSION_COOKIE } from '@dating/server';
import { sql } from 'kysely';
import WebSocket, { WebSocketServer } from 'ws';
import { withBenchServer } from './bench-server.mjs';

const MEMBERS = 1000;
const RATE = 1000;
/** A rate this machine's server keeps up with, to show the delivery's own latency. */
const LIGHT_RATE = 200;
const SECONDS = 5;
const HISTORY = 10_000;
const HISTORY_PAGES = 200;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value) => Math.round(value * 100) / 100;

/** Calls `send(index)` `rate` times a second for SECONDS seconds; resolves the seconds taken. */
async function atRate(send, rate = RATE) {
  const total = rate * SECONDS;
  const started = performance.now();
  const pending = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(index));
  }
  await Promise.all(pending);
  return (performance.now() - started) / 1000;
}

/** Waits until `count` deliveries were heard, or `ms` passed. */
async function heardAll(delays, count, ms) {
  const deadline = performance.now() + ms;
  while (delays.length < count && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The bare relay: a `ws` server passing each frame to the socket named in it. */
async function bareRelay() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const sockets = new Map();
  server.on('connection', (socket, incoming) => {
    const id = Number(new URL(incoming.url, 'http://relay').searchParams.get('id'));
    sockets.set(id, socket);
    socket.on('message', (data) => {
      const { to } = JSON.parse(String(data));
      sockets.get(to)?.send(String(data));
    });
  });
  const { port } = server.address();
  const clients = await Promise.all(
    Array.from(
      { length: MEMBERS },
      (_, id) =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}/?id=${id}`);
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const delays = [];
  for (const socket of clients) {
    socket.on('message', (data) => delays.push(performance.now() - JSON.parse(String(data)).at));
  }
  const seconds = await atRate(async (index) => {
    const from = index % MEMBERS;
    clients[from].send(JSON.stringify({ to: (from + 1) % MEMBERS, at: performance.now() }));
  });
  await heardAll(delays, RATE * SECONDS, 10_000);
  for (const socket of clients) socket.close();
  await new Promise((resolve) => server.close(resolve));
  return { delays, perSecond: Math.round(delays.length / seconds) };
}

/** Seeds `count` members with credits and a session each; resolves `{ id, token }` of each. */
async function seedMembers(database, slug, count, credits) {
  const { rows } = await sql`
    insert into members (site, email, password_hash, status, language, signup_date, name, gender,
      sexuality, date_of_birth, country, region, city, credits)
    select ${slug}, 'live' || i || '@bench.example', 'x', 'active', 'en', now(), 'Member ' || i,
      'female', 'hetero', '1990-01-01', 'NL', 'NL-NH', 'Amsterdam', ${credits}
    from generate_series(1, ${count}::int) as i
    returning id
  `.execute(database);
  const now = Date.now();
  return Promise.all(
    rows.map(async ({ id }) => ({ id, token: await createSession(database, id, now) })),
  );
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** POST message.php as a member; resolves the status. */
function post(port, slug, token, body) {
  const data = JSON.stringify(body);
  return new Promise((resolve) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/message.php',
        method: 'POST',
        agent,
        headers: {
          host: `${slug}.localhost:${port}`,
          origin: `http://${slug}.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          cookie: `${SESSION_COOKIE}=${token}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    call.on('error', () => resolve(0));
    call.end(data);
  });
}

/**
 * Measures on a fresh schema of the machine's PostgreSQL; resolves the figures, or undefined when
 * no PostgreSQL answers.
 */
export function runLiveBench({ sitesDir, slug, log = console.log }) {
  return withBenchServer({ sitesDir, log }, async (server) => {
    const { database, app } = server;
    const bare = await bareRelay();

    const members = await seedMembers(database, slug, MEMBERS, 1_000_000);
    const address = await server.listen(0);
    const port = Number(new URL(address).port);
    const sendTimes = new Map();
    const delays = [];
    const sockets = await Promise.all(
      members.map(
        (member) =>
          new Promise((resolve, reject) => {
            const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
              origin: `http://${slug}.localhost:${port}`,
              headers: {
                host: `${slug}.localhost:${port}`,
                cookie: `${SESSION_COOKIE}=${member.token}`,
              },
            });
            socket.on('message', (data) => {
              const event = JSON.parse(String(data));
              if (event.type !== 'message' || event.message.mine) return;
              const sent = sendTimes.get(event.message.client_id ?? event.message.text);
              if (sent !== undefined) delays.push(performance.now() - sent);
            });
            socket.once('open', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    let refused = 0;
    const sendAt = (rate, phase) =>
      atRate(async (index) => {
        const from = members[index % MEMBERS];
        const to = members[(index + 1) % MEMBERS];
        const text = `Bench message ${phase}-${index}`;
        sendTimes.set(text, performance.now());
        const status = await post(port, slug, from.token, {
          profile_id: to.id,
          text,
          client_id: `bench-${phase}-${String(index).padStart(8, '0')}`,
        });
        if (status !== 201) refused += 1;
      }, rate);
    // First at a rate the server keeps up with, then at the goal's 1,000 a second.
    await sendAt(LIGHT_RATE, 'light');
    await heardAll(delays, LIGHT_RATE * SECONDS - refused, 15_000);
    const light = delays.splice(0);
    const lightRefused = refused;
    refused = 0;
    const seconds = await sendAt(RATE, 'full');
    await heardAll(delays, RATE * SECONDS - refused, 15_000);
    for (const socket of sockets) socket.close();

    // History: a conversation of 10,000 messages, its pages read from random places.
    const [first, second] = members;
    const conversation = await sql`
      select id from conversations where first_id = ${Math.min(first.id, second.id)}
        and second_id = ${Math.max(first.id, second.id)}
    `.execute(database);
    const conversationId = conversation.rows[0].id;
    await sql`
      insert into messages (conversation_id, sender_id, client_id, kind, text, credits, created_at)
      select ${conversationId}, case when i % 2 = 0 then ${first.id}::int else ${second.id}::int end,
        'history-' || i, 'text', 'History message ' || i, 5, now() - (${HISTORY} - i) * interval '1 minute'
      from generate_series(1, ${HISTORY}::int) as i
    `.execute(database);
    const { rows: ids } = await sql`
      select id from messages where conversation_id = ${conversationId} order by id
    `.execute(database);
    const pageTimes = [];
    for (let index = 0; index < HISTORY_PAGES; index += 1) {
      const before = index === 0 ? undefined : ids[Math.floor(Math.random() * ids.length)].id;
      const query = new URLSearchParams({ conversation: String(conversationId) });
      if (before) query.set('before', String(before));
      const started = performance.now();
      const answer = await app.inject({
        method: 'GET',
        url: `/api/messages.php?${query}`,
        headers: { host: `${slug}.localhost:${port}` },
        cookies: { [SESSION_COOKIE]: first.token },
      });
      pageTimes.push(performance.now() - started);
      if (answer.statusCode !== 200) throw new Error(`History page: ${answer.statusCode}`);
    }

    const perSecond = Math.round(delays.length / seconds);
    return {
      members: MEMBERS,
      ratePerSecond: RATE,
      seconds: SECONDS,
      sent: RATE * SECONDS,
      refused,
      delivered: delays.length,
      deliveredPerSecond: perSecond,
      p50Ms: round(percentile(delays, 50)),
      p99Ms: round(percentile(delays, 99)),
      goalMs: 50,
      pass: percentile(delays, 99) <= 50,
      bare: {
        delivered: bare.delays.length,
        deliveredPerSecond: bare.perSecond,
        p50Ms: round(percentile(bare.delays, 50)),
        p99Ms: round(percentile(bare.delays, 99)),
      },
      light: {
        ratePerSecond: LIGHT_RATE,
        delivered: light.length,
        refused: lightRefused,
        p50Ms: round(percentile(light, 50)),
        p99Ms: round(percentile(light, 99)),
      },
      throughputRatio: round(perSecond / bare.perSecond),
      throughputGoal: 0.5,
      history: {
        messages: HISTORY,
        pages: HISTORY_PAGES,
        p50Ms: round(percentile(pageTimes, 50)),
        p95Ms: round(percentile(pageTimes, 95)),
      },
    };
  });
}
