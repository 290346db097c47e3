import { LIVE_PATH, type LiveEvent } from '@dating/contract';
import WebSocket from 'ws';
import { SESSION_COOKIE } from '../accounts/sessions.js';
import { memberBrowser, type SiteClient } from './site-client.js';
import type { TestServer } from './test-server.js';

const ORIGIN = 'http://amora.localhost:8080';

let clientIds = 0;
/** A message from a member's browser to a member, with a client id of its own. */
export const sendText = (browser: SiteClient, profileId: number, text: string) => {
  clientIds += 1;
  return browser.post('/api/message.php', {
    profile_id: profileId,
    text,
    client_id: `live-client-${String(clientIds).padStart(4, '0')}`,
  });
};

/** A page's live socket: the events it hears, and a way to wait for the next ones. */
export interface Page {
  events: LiveEvent[];
  socket: WebSocket;
  /** Resolves to the close code once the socket has closed. */
  closed: Promise<number>;
  next(count?: number): Promise<LiveEvent[]>;
}

/** Opens `/api/live` as a page of Amora would, with the browser's session cookie. */
export async function connect(
  address: string,
  browser: SiteClient | null,
  { after, origin = ORIGIN }: { after?: string; origin?: string } = {},
): Promise<Page> {
  const url = new URL(LIVE_PATH, address.replace('http', 'ws'));
  if (after !== undefined) url.searchParams.set('after', after);
  const session = browser?.session();
  const socket = new WebSocket(url, {
    origin,
    headers: {
      host: 'amora.localhost:8080',
      ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
    },
  });
  const events: LiveEvent[] = [];
  const waiting: (() => void)[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)) as LiveEvent);
    for (const wake of waiting.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      response.on('data', (chunk: Buffer) =>
        reject(new Error(`HTTP ${response.statusCode} ${chunk}`)),
      ),
    );
    socket.once('error', reject);
  });
  let seen = 0;
  return {
    events,
    socket,
    closed,
    async next(count = 1) {
      const deadline = Date.now() + 10_000;
      while (events.length < seen + count) {
        if (Date.now() > deadline) throw new Error(`Waited for ${count} events: ${events.length}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      const taken = events.slice(seen, seen + count);
      seen += count;
      return taken;
    },
  };
}

/** Eva and Tom, members of Amora with credits, and the address of the listening server. */
export async function members(server: TestServer) {
  const eva = await memberBrowser(server, {
    email: 'eva@amora.example',
    name: 'Eva',
    credits: 100,
  });
  const tom = await memberBrowser(server, {
    email: 'tom@amora.example',
    name: 'Tom',
    gender: 'male',
    credits: 100,
  });
  const address = await server.listen(0);
  return { eva, tom, address };
}
