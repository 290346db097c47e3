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
export interface BrandCommandOptions {
  site?: string | undefined;
  sites: string;
  data: string;
}

/**
 * Runs a command's work on the brand of `--site` in the sites folder and on the server's database
 * (DATABASE_URL, else the embedded one in `--data`), and closes the database after it.
 */
export async function onBrandDatabase<Result>(
  values: BrandCommandOptions,
  env: NodeJS.ProcessEnv,
  work: (brand: Brand, database: Kysely<Database>) => Promise<Result>,
): Promise<Result> {
  const { brands } = loadBrands(resolve(values.sites));
  const brand = brands.find((candidate) => candidate.slug === values.site);
  if (!brand) {
    throw new CommandInputError(
      `--site ${values.site ?? '(missing)'}: one of ${brands.map((candidate) => candidate.slug).join(', ') || `none (no brands in ${values.sites})`}`,
    );
  }
  const { database, close } = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(values.data),
  });
  try {
    return await work(brand, database);
  } finally {
    await close();
  }
}
