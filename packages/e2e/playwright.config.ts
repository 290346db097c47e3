import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../tooling/workspace.ts';
import { E2E_PORT, repositoryRoot } from './tests/site.js';

// A fresh database for every run: the server seeds the demo brands into an empty data folder.
const dataDir = mkdtempSync(join(tmpdir(), 'dating-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [
    // What is pending for the demo logins is decided before any test: nothing (see the file).
    { name: 'demo members', testMatch: /demo-members\.spec\.ts$/ },
    {
      name: 'journeys',
      testIgnore: [/purchase\.spec\.ts$/, /demo-members\.spec\.ts$/],
      dependencies: ['demo members'],
    },
    // Buying makes the free demo member premium for good: it runs after every test that needs
    // a free member.
    { name: 'purchase', testMatch: /purchase\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: `node packages/server/dist/cli.js --port ${E2E_PORT} --sites sites --data ${dataDir} --fresh --seed-demo --dev-mail --local --log-level warn`,
    cwd: repositoryRoot,
    // The server listens once it is ready; a URL check cannot send a brand's Host (Node does not
    // resolve <slug>.localhost) and the server answers 404 to every other host.
    port: E2E_PORT,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
