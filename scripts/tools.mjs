// Shared helpers for the root scripts: find (or fetch) Node 24, pnpm and Chromium, run commands.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const NODE_VERSION = '24.21.0';
export const PNPM_VERSION = '12.21.0';
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');

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

/** Installs `name@version` into .tools/ and returns its binary there. */
function installTool(name, version, binary) {
  const local = join(toolsBin, binary);
  if (existsSync(local) && versionOf(local)?.replace(/^v/, '') === version) return local;
  console.log(`Installing ${name} ${version} into .tools/ ...`);
  // Saved in .tools/package.json: an install that does not list the other tools would remove them.
  const code = run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--save-exact',
    '--no-audit',
    '--no-fund',
    `${name}@${version}`,
  ]);
  if (code !== 0 || versionOf(local)?.replace(/^v/, '') !== version) {
    throw new Error(`Could not install ${name} ${version} with npm (exit ${code}).`);
  }
  return local;
}

/**
 * Makes this script run on Node >= 22.12: on an older Node it installs the pinned Node 24 into
 * .tools/ and runs the script again under it. Either way that Node comes first on PATH, so every
 * child (pnpm's scripts, vitest, vite, playwright, the server) runs on it too.
 */
export function useNode24() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) {
    process.env.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
    return;
  }
  const node = installTool(`node-${process.platform}-${process.arch}`, NODE_VERSION, 'node');
  process.exit(run(node, [...process.execArgv, ...process.argv.slice(1)], { cwd: process.cwd() }));
}

/** The pnpm binary to use: the one on PATH when it is the pinned version, else a project-local copy. */
export function pnpmBinary() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  return installTool('pnpm', PNPM_VERSION, 'pnpm');
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
