import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from '../tooling/workspace.ts';

const directory = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story is a test: it renders in Chromium, runs its play function, then axe checks it
 * (`parameters.a11y.test = 'error'` in the preview makes a violation fail the test).
 */
// `STORIES_BRAND=<slug>` and `STORIES_LOCALE=<code>` run every story as that toolbar choice.
const initialGlobals = Object.fromEntries(
  Object.entries({ brand: process.env.STORIES_BRAND, locale: process.env.STORIES_LOCALE }).filter(
    ([, value]) => value,
  ),
);

export default defineProject({
  plugins: [storybookTest({ configDir: path.join(directory, '.storybook'), initialGlobals })],
  test: {
    name: 'stories',
    isolate: false,
    // A story that waits for a lazily loaded page may wait `PAGE_LOAD_TIMEOUT` (story-helpers).
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumExecutable,
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
