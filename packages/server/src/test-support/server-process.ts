import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '../accounts/sessions.js';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'cli.ts');

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/**
 * The server's command line in a process of its own on PostgreSQL, as an operator runs it
 * (background jobs included), until it says it listens.
 */
export async function startServerProcess(options: {
  port: number;
  sitesDir: string;
  databaseUrl: string;
}): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      cli,
      '--port',
      String(options.port),
      '--sites',
      options.sitesDir,
      '--data',
      mkdtempSync(join(tmpdir(), 'dating-process-')),
      '--local',
      '--log-level',
      // The fixture sites hold a broken brand on purpose: its error is not news here.
      'fatal',
    ],
    {
      // The server package, whose tsx runs the command line from its sources.
      cwd: join(dirname(cli), '..'),
      // The tests send faster than members may write.
      env: { ...process.env, DATABASE_URL: options.databaseUrl, MESSAGE_LIMITS: 'off' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)));
  });
  return child;
}

const agent = new Agent({ keepAlive: true, maxSockets: 100 });

/**
 * POST message.php to Amora on `port` as the member of `token`: the status and body, or null
 * when the server could not be reached (or did not answer within 10 s).
 */
export function postMessage(
  port: number,
  token: string,
  body: unknown,
): Promise<{ status: number; body: string } | null> {
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
          host: `amora.localhost:${port}`,
          origin: `http://amora.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          cookie: `${SESSION_COOKIE}=${token}`,
        },
        timeout: 10_000,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += String(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', () => resolve(null));
      },
    );
    call.on('error', () => resolve(null));
    call.on('timeout', () => call.destroy());
    call.end(data);
  });
}
