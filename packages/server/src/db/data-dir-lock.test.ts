import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const children: { kill(): void }[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

const lockFileIn = () => join(mkdtempSync(join(tmpdir(), 'dating-lock-')), 'pglite.lock');

/** A process whose child has exited and is never reaped: answers the zombie's id. */
async function zombie(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(parent);
  const pid = await new Promise<number>((resolve) =>
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
  );
  // Until the child exits, it is not a zombie yet.
  for (;;) {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    if (state === 'Z') return pid;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('refuses a folder another running process holds', () => {
  const lockFile = lockFileIn();
  const startTime = readFileSync(`/proc/${process.ppid}/stat`, 'utf8')
    .split(') ')[1]
    ?.split(' ')[19];
  writeFileSync(lockFile, `${process.ppid} ${startTime}`);
  expect(() => lockDataDir(lockFile)).toThrow(`is open in process ${process.ppid}`);
});

it('takes over the lock of a killed server that is a zombie until its parent reaps it', async () => {
  const lockFile = lockFileIn();
  const pid = await zombie();
  writeFileSync(lockFile, String(pid));
  const release = lockDataDir(lockFile);
  expect(readFileSync(lockFile, 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
  release();
});

it('takes over a lock whose process id now belongs to another process', () => {
  const lockFile = lockFileIn();
  // The parent runs, but it started at another time than the process that wrote the lock.
  writeFileSync(lockFile, `${process.ppid} 1`);
  const release = lockDataDir(lockFile);
  expect(readFileSync(lockFile, 'utf8')).toContain(String(process.pid));
  release();
});
