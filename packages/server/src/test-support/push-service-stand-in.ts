import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A push message as the stand-in received and decrypted it, with the request's headers. */
interface ReceivedPush {
  subscription: string;
  message: { title: string; body: string; url: string; tag: string };
  headers: Record<string, string | string[] | undefined>;
}

/** A browser's push subscription at the stand-in, as the browser would send it to the site. */
export interface StandInSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * A push service on this machine, as the browsers' are on the internet (FCM, Mozilla, Apple):
 * subscriptions with real keys, and for each push request it receives the decrypted message, the
 * way the subscribed browser would decrypt it. A subscription can be made gone (the browser
 * unsubscribed: 410), or the service can fail (503).
 */
export async function startPushServiceStandIn() {
  const browsers = new Map<string, { keys: ReturnType<typeof createECDH>; auth: string }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.split('/').at(-1) ?? '';
      const browser = browsers.get(id);
      if (failing) return response.writeHead(503).end();
      if (!browser || gone.has(id)) return response.writeHead(410).end();
      const plain = decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.keys,
        authSecret: browser.auth,
      });
      received.push({
        subscription: id,
        message: JSON.parse(String(plain)),
        headers: request.headers,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** A new browser subscribed at the stand-in. */
    subscribe(id: string): StandInSubscription {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      browsers.set(id, { keys, auth });
      return {
        endpoint: `http://127.0.0.1:${port}/push/${id}`,
        p256dh: keys.getPublicKey('base64url'),
        auth,
      };
    },
    /** The browser unsubscribed: the service answers 410 Gone from now on. */
    unsubscribe(id: string) {
      gone.add(id);
    },
    /** The service fails (503) until told otherwise. */
    fail(value: boolean) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
