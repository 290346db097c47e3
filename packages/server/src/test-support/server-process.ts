import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '../accounts/sessions.js';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'cli.ts');

/** Runs the server's command line from its sources (through tsx), in the server package. */
function spawnCli(args: readonly string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', cli, ...args], {
    cwd: join(dirname(cli), '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * A command of the server's command line (`operators ...`, `discount-codes ...`) run as an
 * operator runs it, to its end: its exit code and what it printed.
 */
export async function runCliCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawnCli(args, { ...inherited, ...env });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += String(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stdout, stderr };
}

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
 * The server's command line in a process of its own, as an operator runs it (background jobs
 * included), until it says it listens: on PostgreSQL at `databaseUrl`, else on the embedded
 * database in `dataDir` (a new folder unless given).
 */
export async function startServerProcess(options: {
  port: number;
  sitesDir: string;
  databaseUrl?: string;
  dataDir?: string;
}): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawnCli(
    [
      '--port',
      String(options.port),
      '--sites',
      options.sitesDir,
      '--data',
      options.dataDir ?? mkdtempSync(join(tmpdir(), 'dating-process-')),
      '--local',
      '--log-level',
      // The fixture sites hold a broken brand on purpose: its error is not news here.
      'fatal',
    ],
    // The tests send faster than members may write.
    {
      ...inherited,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      MESSAGE_LIMITS: 'off',
    },
  );
  child.stderr?.pipe(process.stderr);
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
 * POST a JSON body to Amora's `path` on `port` (as the member of `token`, if given): the status
 * and body, or null when the server could not be reached (or did not answer within 10 s).
 */
export function postToAmora(
  port: number,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: string } | null> {
  const data = JSON.stringify(body);
  return new Promise((resolve) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          host: `amora.localhost:${port}`,
          origin: `http://amora.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
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

/** POST message.php to Amora on `port` as the member of `token` (see {@link postToAmora}). */
export const postMessage = (port: number, token: string, body: unknown) =>
  postToAmora(port, '/api/message.php', body, token);
