import { resolve } from 'node:path';
import type { Brand } from '@dating/contract';
import type { Kysely } from 'kysely';
import { loadBrands } from './brands/load-brands.js';
import { openDatabase } from './db/open-database.js';
import type { Database } from './db/schema.js';

/**
 * A mistake in a command of the server's command line (`discount-codes`, `operators`): its message
 * names the option and what it takes, and is printed as it is, without a stack.
 */
export class CommandInputError extends Error {}

/** The one action a command was given, of its `actions`, or a {@link CommandInputError}. */
export function commandAction<Action extends string>(
  positionals: readonly string[],
  actions: readonly Action[],
): Action {
  const [action] = positionals;
  if (!(actions as readonly string[]).includes(action ?? '') || positionals.length > 1) {
    throw new CommandInputError(
      `Unknown command ${positionals.join(' ')}: one of ${actions.join(', ')}`,
    );
  }
  return action as Action;
}

/** Where a command finds its brand and database (its `--site`, `--sites` and `--data`). */
interface BrandCommandOptions {
  site?: string | undefined;
  sites: string;
  data: string;
}

/** Runs a command's work on the brand of its `--site` and on a database. */
export type BrandDatabase = <Result>(
  values: BrandCommandOptions,
  work: (brand: Brand, database: Kysely<Database>) => Promise<Result>,
) => Promise<Result>;

/** Where a command runs: on which brand and database, and at what time. */
export interface CommandPlace {
  brandDatabase: BrandDatabase;
  now: number;
}

/** The brand of `--site` among `brands`, or a {@link CommandInputError} naming those there are. */
function brandOf(brands: readonly Brand[], site: string | undefined, where: string): Brand {
  const brand = brands.find((candidate) => candidate.slug === site);
  if (!brand) {
    throw new CommandInputError(
      `--site ${site ?? '(missing)'}: one of ${brands.map((candidate) => candidate.slug).join(', ') || `none (no brands in ${where})`}`,
    );
  }
  return brand;
}

/**
 * The brand of `--site` in the sites folder and the database on disk (DATABASE_URL, else the
 * embedded one in `--data`), opened for the work and closed after it.
 */
export function databaseFromFiles(env: NodeJS.ProcessEnv): BrandDatabase {
  return async (values, work) => {
    const sites = resolve(values.sites);
    const brand = brandOf(loadBrands(sites).brands, values.site, sites);
    const { database, close } = await openDatabase({
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: resolve(values.data),
    });
    try {
      return await work(brand, database);
    } finally {
      await close();
    }
  };
}

/**
 * The running server's own brands and database, for a command it was sent on its control socket
 * (the command's `--sites` and `--data` are the server's then).
 */
export function serverDatabase(
  brands: readonly Brand[],
  database: Kysely<Database>,
): BrandDatabase {
  return async (values, work) => work(brandOf(brands, values.site, 'the server'), database);
}
