import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { join } from 'node:path';
import { z } from 'zod';
import { CommandInputError } from './command-line.js';

/**
 * The folder of the control socket in a data folder: only the server's user may enter it (0700),
 * so only that user (or root) reaches the socket, as only they can read the database's files.
 */
const controlFolder = (dataDir: string) => join(dataDir, 'control');

/** Where a server on the embedded database answers the command line: `<data>/control/server.sock`. */
export const controlSocketPath = (dataDir: string) => join(controlFolder(dataDir), 'server.sock');

/** The most a command's request may hold: its name and its arguments, as typed. */
const REQUEST_MAX_BYTES = 64 * 1024;

/** A command for the running server: its name and its arguments after the name, as typed. */
const commandRequestSchema = z.strictObject({
  command: z.string().max(40),
  args: z.array(z.string().max(2000)).max(100),
});
export type CommandRequest = z.infer<typeof commandRequestSchema>;

/** The server's answer: the lines the command printed, and its mistake's message (null: none). */
const commandAnswerSchema = z.object({
  lines: z.array(z.string()),
  error: z.string().nullable(),
});
type CommandAnswer = z.infer<typeof commandAnswerSchema>;

/** Runs a command on the server's own brands and database, printing its lines. */
export type RunCommand = (request: CommandRequest, print: (line: string) => void) => Promise<void>;

/** A request's or an answer's body, or null when it is larger than `maxBytes`. */
async function readBody(
  stream: NodeJS.ReadableStream,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The answer to one request on the socket: what the command printed, or why it did not run. */
async function answerOf(body: string | null, run: RunCommand): Promise<CommandAnswer> {
  const lines: string[] = [];
  if (body === null) return { lines, error: `A command takes at most ${REQUEST_MAX_BYTES} bytes` };
  let parsed: ReturnType<typeof commandRequestSchema.safeParse>;
  try {
    parsed = commandRequestSchema.safeParse(JSON.parse(body));
  } catch {
    return { lines, error: 'Not a command: the request is not JSON' };
  }
  if (!parsed.success) return { lines, error: 'Not a command: { command, args } was expected' };
  try {
    await run(parsed.data, (line) => lines.push(line));
    return { lines, error: null };
  } catch (error) {
    if (error instanceof CommandInputError) return { lines, error: error.message };
    throw error;
  }
}

/** A control socket that is open: closing it removes it. */
export interface ControlSocket {
  path: string;
  close(): Promise<void>;
}

/**
 * Opens the control socket of a server on the embedded database, where the command line's
 * `operators` and `discount-codes` reach the running server (only one process may open the
 * database's folder): each request, `POST /` with a {@link CommandRequest}, is run by `run` and
 * answered with the printed lines. A socket left by a server that crashed is replaced (the caller
 * holds the data folder's lock, so no live server has it). Answers null, after telling
 * `onUnavailable` why, where the socket cannot be opened (a path longer than the system allows):
 * the server then runs without it, and the commands ask for it to be stopped.
 */
export async function openControlSocket(options: {
  dataDir: string;
  run: RunCommand;
  onError(error: unknown): void;
  onUnavailable(message: string): void;
}): Promise<ControlSocket | null> {
  const folder = controlFolder(options.dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  const path = controlSocketPath(options.dataDir);
  rmSync(path, { force: true });
  const server: Server = createServer((request, response) => {
    const send = (status: number, answer: CommandAnswer) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer));
    if (request.method !== 'POST') {
      send(405, { lines: [], error: 'Commands are sent with POST' });
      return;
    }
    readBody(request, REQUEST_MAX_BYTES)
      .then((body) => answerOf(body, options.run))
      .then(
        (answer) => send(answer.error === null ? 200 : 400, answer),
        (error: unknown) => {
          options.onError(error);
          send(500, { lines: [], error: 'The server could not run the command: see its log' });
        },
      );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      options.onUnavailable(
        `The command line cannot reach this server (${(error as Error).message}): stop it to run the operators and discount-codes commands`,
      );
      resolve(false);
    });
    server.listen(path, () => resolve(true));
  });
  if (!listening) return null;
  chmodSync(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Sends a command to the server running on the embedded database in `dataDir` and prints its
 * lines; a mistake the server found is thrown as a {@link CommandInputError}. Answers false,
 * having sent nothing, when no server answers there (none runs, or one without the socket).
 */
export function askRunningServer(
  dataDir: string,
  command: CommandRequest,
  print: (line: string) => void,
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        socketPath: controlSocketPath(dataDir),
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        readBody(response)
          .then((body) => commandAnswerSchema.parse(JSON.parse(body ?? '')))
          .then((answer) => {
            for (const line of answer.lines) print(line);
            if (answer.error !== null) throw new CommandInputError(answer.error);
            resolve(true);
          })
          .catch(reject);
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
    outgoing.end(JSON.stringify(command));
  });
}
