// The photo review's time per photo: the browser test that clears 300 photos with the keyboard
// alone (packages/ui/src/screens/operator/PhotoReviewSection.browser.test.tsx) runs in Chromium,
// and its printed time per photo is taken: from a key press to the next photo shown, over the fake
// API (the decision goes to the server in the background, so its time is not the moderator's).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEST = 'packages/ui/src/screens/operator/PhotoReviewSection.browser.test.tsx';

/** A moderator's time per photo at 300 photos an hour, for comparison. */
const MODERATOR_BUDGET_MS = 12_000;

/** Runs the browser test; resolves its time per photo, or undefined (with the reason) on failure. */
export function runPhotoReviewBench({ log = console.log } = {}) {
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'ui', TEST],
    // The bench's builds run with NODE_ENV=production; a test runs React's development build.
    { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true', NODE_ENV: 'test' } },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  const found = output.match(/photo review: ([0-9.]+) ms per photo for ([0-9]+) photos/);
  if (run.status !== 0 || !found) {
    log(`  skipped: the browser test did not pass (exit ${run.status}):`);
    log(output.split('\n').slice(-15).join('\n'));
    return undefined;
  }
  return {
    photos: Number(found[2]),
    msPerPhoto: Number(found[1]),
    moderatorBudgetMs: MODERATOR_BUDGET_MS,
  };
}
