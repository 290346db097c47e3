// `node scripts/pnpm.mjs <args>` runs the pinned pnpm on Node 24, installing both locally when missing.
import { pnpmBinary, run, useNode24 } from './tools.mjs';

useNode24();
process.exit(run(pnpmBinary(), process.argv.slice(2)));
