import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { brandLanguages } from '@dating/contract';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { brandTextWarnings, parseJson, readBrandFile } from './brand-file.js';
import { CliError } from './errors.js';
import { createSite } from './generate.js';
import { readPageOverrides } from './page-overrides.js';
import { defaultSitesDir } from './paths.js';
import type { ServeOptions } from './serve.js';
import { listSites } from './sites.js';

interface GlobalOptions {
  sitesDir?: string;
}

const sitesDirOf = (command: Command) =>
  resolve((command.optsWithGlobals() as GlobalOptions).sitesDir ?? defaultSitesDir());

const shown = (path: string) => relative(process.cwd(), path) || '.';

function portNumber(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new InvalidArgumentError('must be a port number from 1 to 65535');
  }
  return port;
}

/** The server's log levels (as the server names them; the generator loads the server lazily). */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

function logLevel(value: string): (typeof LOG_LEVELS)[number] {
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (!level) throw new InvalidArgumentError(`must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

async function readConfig(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new CliError(`${path}: no such file`);
  }
  return parseJson(text, path);
}

/** Where the CLI writes: one line at a time to standard output and standard error. */
export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

const consoleOutput: CliOutput = { log: console.log, error: console.error };

/**
 * The `dating-sites` command line: new, build, validate, list, serve and dev, with the global
 * `--sites-dir` option. Operator errors are thrown as CliErrors and printed by {@link runCli}.
 */
export function createProgram(output: CliOutput = consoleOutput): Command {
  const { log } = output;
  const program = new Command('dating-sites')
    .description('Generate, build and serve white-label dating sites from brand files')
    .option('--sites-dir <dir>', 'the folder of the sites (default: ./sites)')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => log(text.trimEnd()),
      writeErr: (text) => output.error(text.trimEnd()),
    });

  program
    .command('new <slug>')
    .description('create sites/<slug> from a brand file')
    .requiredOption('-c, --config <brand.json>', 'the brand file')
    .option('-f, --force', 'replace an existing site')
    .action(
      async (slug: string, options: { config: string; force?: boolean }, command: Command) => {
        const sitesDir = sitesDirOf(command);
        const input = await readConfig(options.config);
        const { brand, files } = await createSite({
          sitesDir,
          slug,
          input,
          force: options.force,
          source: options.config,
        });
        for (const warning of brandTextWarnings(brand)) output.error(warning);
        log(`Created ${brand.name} in ${shown(resolve(sitesDir, slug))}: ${files.join(', ')}`);
        log(`Next: dating-sites build ${slug}`);
      },
    );

  program
    .command('build [slug]')
    .description('generate and build one site (or every site with --all) into sites/<slug>/dist')
    .option('-a, --all', 'build every site')
    .action(async (slug: string | undefined, options: { all?: boolean }, command: Command) => {
      const sitesDir = sitesDirOf(command);
      if (!slug === !options.all) throw new CliError('Name one site to build, or pass --all.');
      const slugs = slug ? [slug] : (await listSites(sitesDir)).map((site) => site.slug);
      if (!slugs.length) throw new CliError(`No sites in ${shown(sitesDir)}.`);
      // Vite and the server load only for the commands that need them: validate and list stay fast.
      const { buildSite } = await import('./build.js');
      const failed: string[] = [];
      for (const each of slugs) {
        const started = Date.now();
        try {
          const built = await buildSite(sitesDir, each);
          for (const warning of brandTextWarnings(built.brand)) output.error(warning);
          log(`Built ${built.brand.name} in ${shown(built.distDir)} (${Date.now() - started} ms)`);
        } catch (error) {
          if (slugs.length === 1) throw error;
          failed.push(each);
          output.error(`Building ${each} failed: ${(error as Error).message}`);
        }
      }
      if (failed.length)
        throw new CliError(`${failed.length} site(s) failed: ${failed.join(', ')}`);
    });

  program
    .command('validate <brand.json>')
    .description(
      'check a brand file (and the pages/ and assets/ beside it) and name every wrong field',
    )
    .action(async (file: string) => {
      const { brand } = await readBrandFile(file);
      for (const warning of brandTextWarnings(brand)) output.error(warning);
      const pages = await readPageOverrides(dirname(file), brand);
      const own = Object.entries(pages).flatMap(([page, byLanguage]) =>
        Object.keys(byLanguage ?? {}).map((language) => `${page}.${language}`),
      );
      // sharp (a native library) loads only to check the brand's images.
      const { checkBrandAssets } = await import('./asset-check.js');
      const assets = Object.keys(await checkBrandAssets(dirname(file), brand));
      log(
        `${file} is valid: ${brand.name} (${brand.slug}), theme ${brand.theme}, countries ${brand.countries.join(', ')}, languages ${brandLanguages(brand).join(', ')}${own.length ? `, own pages ${own.join(', ')}` : ''}${assets.length ? `, own assets ${assets.join(', ')}` : ''}`,
      );
    });

  program
    .command('list')
    .description('list the sites and whether they are built')
    .action(async (_options: unknown, command: Command) => {
      const sitesDir = sitesDirOf(command);
      const sites = await listSites(sitesDir);
      if (!sites.length) log(`No sites in ${shown(sitesDir)}.`);
      for (const site of sites) {
        if (!site.brand) {
          log(`${site.slug}  INVALID: ${site.problems.join('; ')}`);
          continue;
        }
        const { name, domain, theme, countries } = site.brand;
        log(
          `${site.slug}  ${name}  ${domain}  theme ${theme}  countries ${countries.join(',')}  languages ${brandLanguages(site.brand).join(',')}  ${site.built ? 'built' : 'not built'}`,
        );
      }
      const invalid = sites.filter((site) => !site.brand).length;
      if (invalid) throw new CliError(`${invalid} site(s) with an invalid brand.json`);
    });

  program
    .command('serve')
    .description('serve every built site and the API on one port')
    .option('-p, --port <port>', 'the port', portNumber, Number(process.env.PORT ?? 8080))
    .option(
      '--host <address>',
      'the address to listen on (0.0.0.0 to be reached from other machines)',
      '127.0.0.1',
    )
    .option('--demo', 'seed demo members, print their logins; implies --dev-mail and --local')
    .option('--dev-mail', "show each brand's mail outbox with working links at /dev/mail")
    .option('--local', 'links in mails point at http://<slug>.localhost:<port>, not the domain')
    .option('--log-level <level>', 'the server log level (JSON lines on stderr)', logLevel, 'info')
    .option('--data-dir <dir>', 'the server data folder (default: ./data)')
    .action(async (options: Omit<ServeOptions, 'sitesDir' | 'log'>, command: Command) => {
      const { serveSites } = await import('./serve.js');
      await serveSites({ sitesDir: sitesDirOf(command), log, ...options });
    });

  program
    .command('dev <slug>')
    .description('develop one site with hot reload, proxying the API to a server it starts')
    .option('-p, --port <port>', 'the dev server port', portNumber, 5173)
    .option('--api-port <port>', 'the API server port', portNumber, 8787)
    .option('--demo', 'seed demo members')
    .option('--data-dir <dir>', 'the server data folder (default: ./data)')
    .action(
      async (
        slug: string,
        options: { port: number; apiPort: number; demo?: boolean; dataDir?: string },
        command: Command,
      ) => {
        const { devSite } = await import('./serve.js');
        await devSite({ sitesDir: sitesDirOf(command), slug, log, ...options });
      },
    );

  return program;
}

/**
 * Runs the CLI with `argv` (as in process.argv) and resolves to its exit code: 0, or non-zero
 * after printing an operator error (a CliError's lines, or commander's usage error) to `output`.
 * Long-running commands (serve, dev) resolve once listening and keep the process alive.
 */
export async function runCli(
  argv: string[] = process.argv,
  output = consoleOutput,
): Promise<number> {
  try {
    await createProgram(output).parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      output.error(`dating-sites: ${error.message}`);
      return error.exitCode;
    }
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  }
}
