// Installs what the project needs on a fresh machine with only Node and npm: Node 24 (pinned,
// where the machine's Node is older than 22.12), pnpm (pinned), the workspace's packages and,
// with --browser, Debian's Chromium.
import { chromiumPath, pnpmBinary, run, useNode24 } from './tools.mjs';

useNode24();
const pnpm = pnpmBinary();
const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
if (run(pnpm, ['install', ...frozen, '--reporter=append-only']) !== 0) process.exit(1);

if (process.argv.includes('--browser') && !chromiumPath()) {
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium from Debian packages (about 40 s) ...');
    run('apt-get', ['update', '-qq']);
    if (run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0 || !chromiumPath()) {
      console.error('Installing Chromium failed; the browser tests cannot run.');
      process.exit(1);
    }
  } else {
    console.error(
      'Chromium is missing. Install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH, then run `npm test` again.',
    );
    process.exit(1);
  }
}
