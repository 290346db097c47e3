// Shared helpers for the root scripts: find (or fetch) pnpm and Chromium, run commands.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

/** Runs a command in the repository root, inheriting the terminal; returns the exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pnpm binary to use: the one on PATH when it is the pinned version, else a project-local copy. */
export function pnpmBinary() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  if (existsSync(localPnpm) && versionOf(localPnpm) === PNPM_VERSION) return localPnpm;
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ ...`);
  const code = run('npm', [
    'install',
    '--prefix',
    join(root, '.tools'),
    '--no-save',
    `pnpm@${PNPM_VERSION}`,
  ]);
  if (code !== 0 || !existsSync(localPnpm)) {
    throw new Error(`Could not install pnpm ${PNPM_VERSION} with npm (exit ${code}).`);
  }
  return localPnpm;
}

/** Puts the local pnpm on PATH, for tools that spawn `pnpm` themselves (publint packs with it). */
export function exposePnpm(pnpm) {
  if (pnpm !== 'pnpm') process.env.PATH = `${dirname(pnpm)}${delimiter}${process.env.PATH ?? ''}`;
}

export const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The path of a system Chromium, or null. */
export function chromiumPath() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH))
    return process.env.CHROME_PATH;
  return CHROMIUM_PATHS.find((path) => existsSync(path)) ?? null;
}
