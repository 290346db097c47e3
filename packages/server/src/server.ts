import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Brand } from '@dating/contract';
import type { PGlite } from '@electric-sql/pglite';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { createBrandLookup, loadBrands } from './brands/load-brands.js';
import { type ServerClock, systemClock } from './clock.js';
import { openDatabase } from './db/open-database.js';
import type { Database } from './db/schema.js';
import { ApiFailure } from './http/api-failure.js';
import type { ServerContext } from './http/context.js';
import { installErrorHandler } from './http/error-handler.js';
import { checkOrigin } from './http/origin-check.js';
import { registerCatalogRoutes } from './routes/catalog-routes.js';
import { registerSearchRoutes } from './routes/search-routes.js';
import { registerSiteRoutes } from './routes/site-routes.js';
import { registerUserRoutes } from './routes/user-routes.js';
import { seedDemo } from './seed/seed-demo.js';

/** Options of {@link createServer}. */
export interface ServerOptions {
  /** Folder holding `<slug>/brand.json` and `<slug>/dist` for every brand. */
  sitesDir: string;
  /** `postgres://...` to use PostgreSQL; without it PGlite under `<dataDir>/pglite`. */
  databaseUrl?: string | undefined;
  /** Folder for the PGlite database and uploads; default `./data`. */
  dataDir?: string | undefined;
  /** An open PGlite to use instead of the one under dataDir (tests clone a prepared one). */
  pglite?: PGlite | undefined;
  /** Source of time; default the system clock. */
  clock?: ServerClock | undefined;
  /** Seed the demo members of every brand at start (idempotent). */
  seedDemo?: boolean | undefined;
  /** Fastify's logger option; default off. */
  logger?: FastifyServerOptions['logger'];
}

/** A running-ready server: the Fastify app plus what it loaded. */
export interface DatingServer {
  app: FastifyInstance;
  /** The database the server uses (tests and tools add data through it). */
  database: Kysely<Database>;
  brands: readonly Brand[];
  /** Brand files that were skipped, each with the fields that are wrong. */
  problems: readonly string[];
  /** Starts listening; resolves to the address. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** Builds the multi-tenant server: opens and migrates the database, loads the brands, registers the routes. */
export async function createServer(options: ServerOptions): Promise<DatingServer> {
  const sitesDir = resolve(options.sitesDir);
  const dataDir = resolve(options.dataDir ?? './data');
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const clock = options.clock ?? systemClock;
  const { brands, problems } = loadBrands(sitesDir);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    pglite: options.pglite,
    dataDir,
  });
  const context: ServerContext = { database, clock, brands, sitesDir, uploadsDir };
  if (options.seedDemo) {
    await seedDemo({ database, brands, dataDir, now: clock.now() }).catch(
      async (error: unknown) => {
        await database.destroy();
        throw error;
      },
    );
  }

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1_048_576 });
  for (const problem of problems) app.log.error(problem);
  app.decorateRequest('brand', null);
  await app.register(fastifyCookie);
  await app.register(fastifyStatic, { root: sitesDir, serve: false });
  installErrorHandler(app);
  const lookupBrand = createBrandLookup(brands);
  app.addHook('onRequest', async (request) => {
    request.brand = lookupBrand(request.headers.host);
    if (request.url.startsWith('/api/') && !request.brand) {
      throw new ApiFailure(404, 'not_found', 'Unknown site: no brand answers to this host');
    }
    checkOrigin(request);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: 'not_found', message: 'Not found' }),
  );
  registerCatalogRoutes(app);
  registerUserRoutes(app, context);
  registerSearchRoutes(app, context);
  registerSiteRoutes(app, context);

  let closed = false;
  return {
    app,
    database,
    brands,
    problems,
    listen: (port, host = '0.0.0.0') => app.listen({ port, host }),
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.destroy();
    },
  };
}
