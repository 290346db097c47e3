import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Brand } from '@dating/contract';
import type { PGlite } from '@electric-sql/pglite';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { eraseDeletedAccounts } from './accounts/deletion.js';
import { createBrandLookup, loadBrands } from './brands/load-brands.js';
import { type ServerClock, systemClock } from './clock.js';
import { openDatabase } from './db/open-database.js';
import type { Database } from './db/schema.js';
import { ApiFailure } from './http/api-failure.js';
import type { ServerContext } from './http/context.js';
import { installErrorHandler } from './http/error-handler.js';
import { checkOrigin } from './http/origin-check.js';
import { DEFAULT_RATE_LIMITS, installRateLimits, type RateLimits } from './http/rate-limits.js';
import { createMailSender } from './mail/mail-sender.js';
import { createDiskPhotoStorage, type PhotoStorage } from './photos/photo-storage.js';
import { loadVapidKeys } from './push/vapid-keys.js';
import { registerCatalogRoutes } from './routes/catalog-routes.js';
import { registerDeletionRoutes } from './routes/deletion-routes.js';
import { registerDevMailRoutes } from './routes/dev-mail-routes.js';
import { registerEmailChangeRoutes } from './routes/email-change-routes.js';
import { registerGeocodeRoutes } from './routes/geocode-routes.js';
import { registerMailEventRoutes } from './routes/mail-event-routes.js';
import { registerMyDataRoutes } from './routes/my-data-routes.js';
import { registerPasswordRoutes } from './routes/password-routes.js';
import { registerPhotoRoutes } from './routes/photo-routes.js';
import { registerProfileRoutes } from './routes/profile-routes.js';
import { registerSearchRoutes } from './routes/search-routes.js';
import { registerSignupRoutes } from './routes/signup-routes.js';
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
  /** `smtp://...` to deliver mails; without it they stay in the outbox (see /dev/mail). */
  smtpUrl?: string | undefined;
  /**
   * The secret the mail provider's webhook sends (`Authorization: Bearer ...`) with bounces,
   * complaints and unsubscribes; without it POST mail-events.php is off.
   */
  mailWebhookSecret?: string | undefined;
  /** Requests per client address and window; defaults suit people, not scripts. */
  rateLimits?: Partial<RateLimits> | undefined;
  /** Serve /dev/mail and /dev/mail.json; default: outside production (`NODE_ENV`). */
  devRoutes?: boolean | undefined;
  /**
   * Run the background jobs (erasing accounts deleted 14 days ago, sending the outbox) at start
   * and then every hour and minute; default true. Tests run them by hand with a fake clock.
   */
  jobs?: boolean | undefined;
}

/**
 * The options an operator sets through the environment: `DATABASE_URL`, `SMTP_URL` and
 * `MAIL_WEBHOOK_SECRET` (an empty value counts as unset). The CLI and the generator's `serve`
 * and `dev` both start the server with these.
 */
export function environmentOptions(
  env: NodeJS.ProcessEnv = process.env,
): Pick<ServerOptions, 'databaseUrl' | 'smtpUrl' | 'mailWebhookSecret'> {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailWebhookSecret: env.MAIL_WEBHOOK_SECRET || undefined,
  };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A running-ready server: the Fastify app plus what it loaded. */
export interface DatingServer {
  app: FastifyInstance;
  /** The database the server uses (tests and tools add data through it). */
  database: Kysely<Database>;
  brands: readonly Brand[];
  /** Where photo files are kept (tests and tools check and add files through it). */
  photos: PhotoStorage;
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
  const mail = createMailSender({ database, brands, smtpUrl: options.smtpUrl });
  const photos = createDiskPhotoStorage(uploadsDir);
  const context: ServerContext = {
    database,
    clock,
    brands,
    sitesDir,
    uploadsDir,
    mail,
    photos,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    pushPublicKey: (await loadVapidKeys(database)).publicKey,
    mailWebhookSecret: options.mailWebhookSecret,
  };
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
  await app.register(fastifyMultipart);
  await installRateLimits(app);
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
  registerCatalogRoutes(app, context);
  registerUserRoutes(app, context);
  registerSearchRoutes(app, context);
  registerSignupRoutes(app, context);
  registerPasswordRoutes(app, context);
  registerEmailChangeRoutes(app, context);
  registerProfileRoutes(app, context);
  registerPhotoRoutes(app, context);
  registerDeletionRoutes(app, context);
  registerMyDataRoutes(app, context);
  registerMailEventRoutes(app, context);
  registerGeocodeRoutes(app);
  if (options.devRoutes ?? process.env.NODE_ENV !== 'production') {
    registerDevMailRoutes(app, context);
  }
  registerSiteRoutes(app, context);

  const timers: NodeJS.Timeout[] = [];
  if (options.jobs ?? true) {
    const erase = () =>
      eraseDeletedAccounts(database, photos, clock.now()).catch((error: unknown) =>
        app.log.error(error),
      );
    void erase();
    void mail.flush();
    timers.push(
      setInterval(erase, HOUR_MS),
      setInterval(() => void mail.flush(), MINUTE_MS),
    );
    for (const timer of timers) timer.unref();
  }

  let closed = false;
  return {
    app,
    database,
    brands,
    photos,
    problems,
    listen: (port, host = '0.0.0.0') => app.listen({ port, host }),
    async close() {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await app.close();
      mail.close();
      await database.destroy();
    },
  };
}
