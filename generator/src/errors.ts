/**
 * An error meant for the operator: the CLI prints its lines (one `field: reason` per line for a
 * brand file) without a stack trace and exits with `exitCode`.
 */
export class CliError extends Error {
  /** The lines to print, e.g. `languages[1]: Invalid option: expected one of "en"|"de"|...`. */
  readonly lines: string[];
  /** The process exit code (1 for bad input). */
  readonly exitCode: number;

  constructor(message: string, lines: string[] = [], exitCode = 1) {
    super(lines.length ? `${message}\n${lines.map((line) => `  ${line}`).join('\n')}` : message);
    this.name = 'CliError';
    this.lines = lines;
    this.exitCode = exitCode;
  }
}
