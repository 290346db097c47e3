// Runs every check of the project in order and ends with one line: "N passed, N failed, N skipped".
// Steps: lint, typecheck, build the libraries and demo sites, publint and attw, knip, then the Vitest projects
// (unit, component, Storybook, server on PGlite and PostgreSQL) and the Playwright end-to-end tests.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { countsOf, playwrightCounts, vitestCounts } from './report-counts.mjs';
import {
  chromiumPath,
  exposePnpm,
  PNPM_VERSION,
  pnpmBinary,
  root,
  run,
  useNode24,
} from './tools.mjs';

useNode24();
console.log(`Node ${process.version}, pnpm ${PNPM_VERSION}`);
const pnpm = pnpmBinary();
exposePnpm(pnpm);
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
process.env.CHROME_PATH ??= chromiumPath() ?? '';

const PUBLISHED = [
  'packages/contract',
  'packages/logic',
  'packages/ui',
  'packages/server',
  'generator',
];
const failures = [];

function step(name, command, args, options) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = run(command, args, options);
  console.log(
    `${code === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (code !== 0) failures.push(name);
  return code;
}

step('lint (biome)', pnpm, ['exec', 'biome', 'check', '.']);
step('build libraries', pnpm, [
  '-r',
  '--filter',
  './packages/*',
  '--filter',
  './generator',
  'build',
]);
step('typecheck', pnpm, ['-r', 'typecheck']);
for (const dir of PUBLISHED) {
  step(`publint ${dir}`, pnpm, ['--dir', dir, 'run', 'publint']);
  step(`attw ${dir}`, pnpm, ['--dir', dir, 'run', 'attw']);
}
step('build demo sites', pnpm, ['dating-sites', 'build', '--all']);
// After the builds: knip loads configs (Playwright's) that import the built packages.
step('unused files, exports and dependencies (knip)', pnpm, ['exec', 'knip']);

const vitestReport = join(reports, 'vitest.json');
step('vitest (unit, component, stories, server)', pnpm, [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const playwrightReport = join(reports, 'playwright.json');
step('playwright (end to end)', pnpm, ['--filter', 'e2e', 'test'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const part of [
  countsOf(vitestReport, vitestCounts),
  countsOf(playwrightReport, playwrightCounts),
]) {
  for (const key of Object.keys(counts)) counts[key] += part[key];
}
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length || counts.failed ? 1 : 0);
