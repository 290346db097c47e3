// `npm run demo`: builds the libraries and the demo brands, then serves them with demo data.
import { pnpmBinary, run, useNode24 } from './tools.mjs';

useNode24();
const pnpm = pnpmBinary();
const steps = [
  ['-r', '--filter', './packages/*', '--filter', './generator', 'build'],
  ['dating-sites', 'build', '--all'],
];
for (const args of steps) if (run(pnpm, args) !== 0) process.exit(1);
const port = process.env.PORT ?? '8080';
process.exit(run(pnpm, ['dating-sites', 'serve', '--demo', '--port', port]));
