// `node scripts/pnpm.mjs <args>` runs the pinned pnpm, installing it locally when missing.
import { pnpmBinary, run } from './tools.mjs';

process.exit(run(pnpmBinary(), process.argv.slice(2)));
