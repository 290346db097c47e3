import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Brand } from '@dating/contract';
import type { Kysely } from 'kysely';
import {
  CommandInputError,
  type CommandPlace,
  databaseFromFiles,
  serverDatabase,
} from './command-line.js';
import { askRunningServer, type RunCommand } from './control-socket.js';
import type { Database } from './db/schema.js';
import { runOperatorsCommand } from './operators/operators-command.js';
import { runDiscountCodesCommand } from './payments/discount-codes-command.js';

/** A command of the server's command line: its arguments after its name, printing its lines. */
type ServerCommand = (
  args: readonly string[],
  print: (line: string) => void,
  place: CommandPlace,
) => Promise<void>;

/** The server's commands (`dating-server <name> ...`), which work while the server runs. */
const SERVER_COMMANDS = {
  'discount-codes': runDiscountCodesCommand,
  operators: runOperatorsCommand,
} as const satisfies Record<string, ServerCommand>;
export type ServerCommandName = keyof typeof SERVER_COMMANDS;

export const isServerCommand = (name: string | undefined): name is ServerCommandName =>
  Object.hasOwn(SERVER_COMMANDS, name ?? '');

/**
 * The running server's side of its control socket: a command sent there runs on the server's own
 * brands and database, at the server's time.
 */
export function commandsOnServer(
  brands: readonly Brand[],
  database: Kysely<Database>,
  now: () => number,
): RunCommand {
  return ({ command, args }, print) => {
    if (!isServerCommand(command)) {
      throw new CommandInputError(
        `Unknown command ${command}: one of ${Object.keys(SERVER_COMMANDS).join(', ')}`,
      );
    }
    const place = { brandDatabase: serverDatabase(brands, database), now: now() };
    return SERVER_COMMANDS[command](args, print, place);
  };
}

/** The `--data` folder a command names (default ./data), whatever else it is given. */
function dataDirOf(args: readonly string[]): string {
  const { values } = parseArgs({
    args: [...args],
    options: { data: { type: 'string', default: './data' } },
    strict: false,
    allowPositionals: true,
  });
  return resolve(typeof values.data === 'string' ? values.data : './data');
}

/**
 * Runs a server command where its data is. On PostgreSQL (DATABASE_URL) it opens the database
 * itself, beside any running servers. On the embedded database, which only one process may open,
 * a server running on the `--data` folder runs it (through its control socket, on its own brands
 * and clock); with no server there, the command opens the folder itself.
 */
export async function runServerCommand(
  name: ServerCommandName,
  args: readonly string[],
  print: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
  now: number = Date.now(),
): Promise<void> {
  if (
    !env.DATABASE_URL &&
    (await askRunningServer(dataDirOf(args), { command: name, args: [...args] }, print))
  ) {
    return;
  }
  await SERVER_COMMANDS[name](args, print, { brandDatabase: databaseFromFiles(env), now });
}
