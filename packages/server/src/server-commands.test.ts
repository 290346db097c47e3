import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandInputError } from './command-line.js';
import { askRunningServer, controlSocketPath, openControlSocket } from './control-socket.js';
import { createFixtureSites } from './test-support/fixture-sites.js';
import {
  freePort,
  postToAmora,
  runCliCommand,
  startServerProcess,
} from './test-support/server-process.js';

const sitesDir = createFixtureSites();

/** A raw request on a control socket: its status and body. */
function sendRaw(dataDir: string, body: string, method = 'POST') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      { socketPath: controlSocketPath(dataDir), method, path: '/' },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += String(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the control socket', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((socket) => socket.close()));
  });

  async function socketIn(dataDir: string, run: Parameters<typeof openControlSocket>[0]['run']) {
    const errors: unknown[] = [];
    const socket = await openControlSocket({
      dataDir,
      run,
      onError: (error) => errors.push(error),
      onUnavailable: (message) => errors.push(message),
    });
    if (!socket) throw new Error(`No control socket: ${errors.join(', ')}`);
    open.push(socket);
    return { socket, errors };
  }

  it('is only for the server’s user, and replaces a socket a crashed server left', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dating-socket-'));
    // A crashed server's socket file: nothing listens on it any more.
    mkdirSync(join(dataDir, 'control'), { mode: 0o755 });
    writeFileSync(controlSocketPath(dataDir), '');
    const { socket } = await socketIn(dataDir, async ({ command, args }, print) => {
      print(`${command} ${args.join(' ')}`);
    });
    expect(statSync(join(dataDir, 'control')).mode & 0o777).toBe(0o700);
    expect(statSync(socket.path).mode & 0o777).toBe(0o600);
    const lines: string[] = [];
    const answered = await askRunningServer(
      dataDir,
      { command: 'operators', args: ['list', '--site', 'amora'] },
      (line) => lines.push(line),
    );
    expect([answered, lines]).toEqual([true, ['operators list --site amora']]);
  });

  it('answers a command’s mistake as one, and refuses what is not a command', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dating-socket-'));
    const { errors } = await socketIn(dataDir, async ({ args }, print) => {
      print('checking');
      if (args[0] === 'crash') throw new Error('database gone');
      throw new CommandInputError('--site nowhere: one of amora');
    });
    const lines: string[] = [];
    const ask = (args: string[]) =>
      askRunningServer(dataDir, { command: 'operators', args }, (line) => lines.push(line));
    await expect(ask(['list'])).rejects.toThrow(
      new CommandInputError('--site nowhere: one of amora'),
    );
    expect(lines).toEqual(['checking']);
    // A failure of the server is logged there; the command line learns where to look.
    await expect(ask(['crash'])).rejects.toThrow('The server could not run the command');
    expect(errors).toEqual([new Error('database gone')]);

    expect(await sendRaw(dataDir, 'not json')).toEqual({
      status: 400,
      body: JSON.stringify({ lines: [], error: 'Not a command: the request is not JSON' }),
    });
    const tooMany = JSON.stringify({ command: 'operators', args: Array(101).fill('x') });
    expect(JSON.parse((await sendRaw(dataDir, tooMany)).body).error).toMatch(/^Not a command/);
    const huge = JSON.stringify({ command: 'operators', args: ['x'.repeat(70_000)] });
    expect(JSON.parse((await sendRaw(dataDir, huge)).body).error).toBe(
      'A command takes at most 65536 bytes',
    );
    expect((await sendRaw(dataDir, '', 'GET')).status).toBe(405);
  });

  it('tells the command line that no server answers where none runs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dating-socket-'));
    const ask = () => askRunningServer(dataDir, { command: 'operators', args: [] }, () => {});
    expect(await ask()).toBe(false);
    mkdirSync(join(dataDir, 'control'));
    writeFileSync(controlSocketPath(dataDir), '');
    expect(await ask()).toBe(false);
  });

  it('says why it cannot open where the system refuses the path', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), `dating-${'long-'.repeat(20)}`));
    const unavailable: string[] = [];
    const socket = await openControlSocket({
      dataDir,
      run: async () => {},
      onError: () => {},
      onUnavailable: (message) => unavailable.push(message),
    });
    expect(socket).toBeNull();
    expect(unavailable[0]).toMatch(/stop it to run the operators and discount-codes commands/);
  });
});

describe('the server’s commands on the embedded database', () => {
  let server: ChildProcess | undefined;
  afterEach(() => {
    server?.kill('SIGKILL');
    server = undefined;
  });

  it('run in the running server, and on the folder itself once it stops', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dating-commands-'));
    const port = await freePort();
    const cli = (...args: string[]) =>
      runCliCommand([...args, '--site', 'amora', '--sites', sitesDir, '--data', dataDir]);
    server = await startServerProcess({ port, sitesDir, dataDir });
    const running = server;

    const added = await cli(
      'operators',
      'add',
      '--email',
      'ada@amora.example',
      '--name',
      'Ada',
      '--role',
      'support',
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const [first, second] = added.stdout.trim().split('\n');
    expect(first).toBe('Added operator Ada <ada@amora.example> (support) at Amora.');
    const password = second?.replace('Password (shown once): ', '') ?? '';
    // The running server has the new operator at once.
    const login = await postToAmora(port, '/api/operator/session.php', {
      email: 'ada@amora.example',
      password,
    });
    expect(login?.status).toBe(200);

    const code = await cli('discount-codes', 'add', '--code', 'live-10', '--percentage', '10');
    expect([code.code, code.stdout]).toEqual([
      0,
      'Added LIVE-10 at Amora: 10% off, once-per-user.\n',
    ]);
    const mistake = await cli('discount-codes', 'add', '--code', 'live-10', '--percentage', '10');
    expect([mistake.code, mistake.stderr]).toEqual([1, '--code LIVE-10 exists at Amora already\n']);

    // Stopped, the server lets go of the folder; the command then opens it itself.
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    server = undefined;
    const listed = await cli('discount-codes', 'list');
    expect([listed.code, listed.stdout]).toEqual([
      0,
      'LIVE-10  10%  once-per-user  active  used 0×\n',
    ]);
  }, 180_000);
});
