#!/usr/bin/env node
// Launcher of the `dating-sites` CLI. Inside the workspace (the package is not under node_modules)
// it runs the TypeScript source through tsx with the `source` condition, so no build step is needed
// and a stale dist/ is never used; an installed copy runs the built dist/cli.js.
// DATING_SITES_RUN=source|dist forces one or the other.
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = dirname(dirname(realpathSync(fileURLToPath(import.meta.url))));
const sourceCli = join(packageDir, 'src', 'cli.ts');
const distCli = join(packageDir, 'dist', 'cli.js');
const inWorkspace = !packageDir.split(/[\\/]/).includes('node_modules');
const wanted = process.env.DATING_SITES_RUN;
const fromSource =
  wanted === 'source' || (wanted !== 'dist' && (inWorkspace || !existsSync(distCli)));

if (fromSource && existsSync(sourceCli)) {
  const tsx = import.meta.resolve('tsx');
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', tsx, sourceCli, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exit(signal ? 128 + (constants.signals[signal] ?? 1) : (code ?? 1));
  });
} else if (existsSync(distCli)) {
  await import(pathToFileURL(distCli).href);
} else {
  console.error(`dating-sites: neither ${sourceCli} nor ${distCli} exists; run \`pnpm build\`.`);
  process.exit(1);
}
