// The `dating-sites` executable (see bin/dating-sites.mjs for how it is launched).
import { runCli } from './program.js';

process.exitCode = await runCli(process.argv);
