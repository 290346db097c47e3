import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { type Brand, MESSAGE_LIMITS, type MessageLimits } from '@dating/contract';
import type { PGlite } from '@electric-sql/pglite';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { loadBrands } from './brands/load-brands.js';
import { messageLimitsFrom } from './chat/message-rate.js';
import { type ServerClock, systemClock } from './clock.js';
import { openControlSocket } from './control-socket.js';
import { openDatabase } from './db/open-database.js';
import type { Database } from './db/schema.js';
import { ApiFailure } from './http/api-failure.js';
import type { ServerContext } from './http/context.js';
import { type DomainRoutes, variantConstraint } from './http/endpoints.js';
import { installErrorHandler, sendFailure } from './http/error-handler.js';
import { installIdempotency } from './http/idempotency.js';
import { installMemberHook } from './http/member.js';
import { DEFAULT_RATE_LIMITS, installRateLimits, type RateLimits } from './http/rate-limits.js';
import { installRequestGuards } from './http/request-guards.js';
import { installRequestLog, type LoggerOption, requestId } from './http/request-log.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { validatorCompiler } from './http/validation.js';
import { type BackgroundJobs, startBackgroundJobs } from './jobs/background-jobs.js';
import { createLiveHub } from './live/live-hub.js';
import { createMailSender } from './mail/mail-sender.js';
import {
  createPaymentProviders,
  mollieApiKeysFrom,
  mollieKeyVariable,
} from './payments/brand-payments.js';
import {
  createSandboxDeliveries,
  type SandboxChaos,
  type SandboxDeliveries,
  webhookSend,
} from './payments/sandbox-deliveries.js';
import { createRefundSender, type RefundSender } from './payments/withdrawals.js';
import { createDiskPhotoStorage, type PhotoStorage } from './photos/photo-storage.js';
import { createUploadSlots, type UploadSlots } from './photos/upload-slots.js';
import { createPushSender, type PushSender } from './push/push-outbox.js';
import { loadVapidKeys } from './push/vapid-keys.js';
import { catalogRoutes } from './routes/catalog-routes.js';
import { chatRoutes } from './routes/chat-routes.js';
import { complaintRoutes } from './routes/complaint-routes.js';
import { deletionRoutes } from './routes/deletion-routes.js';
import { devMailRoutes } from './routes/dev-mail-routes.js';
import { discountCodeRoutes } from './routes/discount-code-routes.js';
import { discoveryRoutes } from './routes/discovery-routes.js';
import { emailChangeRoutes } from './routes/email-change-routes.js';
import { geocodeRoutes } from './routes/geocode-routes.js';
import { liveRoutes } from './routes/live-routes.js';
import { mailEventRoutes } from './routes/mail-event-routes.js';
import { moderationRoutes } from './routes/moderation-routes.js';
import { mollieWebhookRoutes } from './routes/mollie-webhook-routes.js';
import { operatorRoutes } from './routes/operator-routes.js';
import { passwordRoutes } from './routes/password-routes.js';
import { paymentRoutes } from './routes/payment-routes.js';
import { paymentWebhookRoutes } from './routes/payment-webhook-routes.js';
import { personaRoutes } from './routes/persona-routes.js';
import { photoRoutes } from './routes/photo-routes.js';
import { profileRoutes } from './routes/profile-routes.js';
import { sandboxCheckoutRoutes } from './routes/sandbox-checkout-routes.js';
import { savedReplyRoutes } from './routes/saved-reply-routes.js';
import { searchRoutes } from './routes/search-routes.js';
import { signupRoutes } from './routes/signup-routes.js';
import { siteRoutes } from './routes/site-routes.js';
import { teamRoutes } from './routes/team-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { DEMO_SANDBOX_SECRET, seedDemo } from './seed/seed-demo.js';
import { commandsOnServer } from './server-commands.js';
import { createDevSmsOutbox, createWebhookSmsProvider } from './sms/sms-provider.js';
import { createPostbackSender, type PostbackSender } from './traffic/postbacks.js';

/** The API's domains, each a plugin whose routes come from the endpoint table. */
const DOMAINS: readonly DomainRoutes[] = [
  catalogRoutes,
  userRoutes,
  searchRoutes,
  signupRoutes,
  passwordRoutes,
  emailChangeRoutes,
  profileRoutes,
  photoRoutes,
  discoveryRoutes,
  complaintRoutes,
  deletionRoutes,
  geocodeRoutes,
  mailEventRoutes,
  paymentRoutes,
  paymentWebhookRoutes,
  chatRoutes,
  operatorRoutes,
  personaRoutes,
  savedReplyRoutes,
  teamRoutes,
  discountCodeRoutes,
  moderationRoutes,
  liveRoutes,
  mollieWebhookRoutes,
];

/** The levels of the structured log, most to least verbose. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
  /**
   * Where the structured log (pino, JSON lines) goes: every answer with status 4xx or 5xx is logged
   * with its request id, server errors with their stack. Default: off (tests); the CLIs log.
   */
  logger?: LoggerOption;
  /** `smtp://...` to deliver mails; without it they stay in the outbox (see /dev/mail). */
  smtpUrl?: string | undefined;
  /**
   * The secret the mail provider's webhook sends (`Authorization: Bearer ...`) with bounces,
   * complaints and unsubscribes; without it POST mail-events.php is off.
   */
  mailWebhookSecret?: string | undefined;
  /**
   * The key of the sandbox payment provider's signed events (`PAYMENT_SANDBOX_SECRET`); without it
   * the site takes no payments. The sandbox credits without money: never on a live site. A demo
   * server (`seedDemo`) without one uses `DEMO_SANDBOX_SECRET`.
   */
  paymentSandboxSecret?: string | undefined;
  /**
   * The operator's SMS gateway (`SMS_WEBHOOK_URL`, with `SMS_WEBHOOK_TOKEN` as its bearer token),
   * which texts the direct debit's code. Without it a `devMail` server keeps texts in its outbox
   * (/dev/sms), and any other takes no direct debits.
   */
  smsWebhookUrl?: string | undefined;
  smsWebhookToken?: string | undefined;
  /**
   * The Mollie API key of each brand that takes its payments with Mollie (`payment_provider` in
   * its brand file), by slug: `MOLLIE_API_KEY_<SLUG>` in the environment. A Mollie brand without
   * one takes no payments.
   */
  mollieApiKeys?: Readonly<Record<string, string>> | undefined;
  /** The root of Mollie's API (default Mollie's own); tests point it at a local stand-in. */
  mollieApiEndpoint?: string | undefined;
  /** How often the sandbox delivers twice or late (tests make it certain or never). */
  sandboxChaos?: Partial<SandboxChaos> | undefined;
  /** Requests per client address and window; defaults suit people, not scripts. */
  rateLimits?: Partial<RateLimits> | undefined;
  /**
   * How fast members may write (`MESSAGE_LIMITS` of the contract unless given; `MESSAGE_LIMITS`
   * in the environment), or false for no limit (load tests and benchmarks only).
   */
  messageLimits?: MessageLimits | false | undefined;
  /**
   * Serve each brand's mail outbox with its working links at /dev/mail and /dev/mail.json, and
   * (without an SMS gateway) keep its text messages at /dev/sms and /dev/sms.json. Default off: only a developer's or a demo's server turns it on (`--dev-mail`).
   */
  devMail?: boolean | undefined;
  /**
   * The port of `http://<slug>.localhost:<port>`, where the sites are reached on a developer's
   * machine: links in mails point there. Without it they point at `https://<brand domain>`.
   */
  localPort?: number | undefined;
  /**
   * Run the background jobs (erasing accounts deleted 14 days ago, sending the outbox, forgetting
   * old idempotency keys) on the database's job queue; default true. Most tests run the jobs'
   * functions by hand with a fake clock instead.
   */
  jobs?: boolean | undefined;
  /**
   * Answer the command line's `operators` and `discount-codes` at `<data>/control/server.sock`
   * (`openControlSocket`), as only this process may open the embedded database's folder. Default:
   * on for the embedded database in `dataDir`, off on PostgreSQL (the commands open it themselves)
   * and for a PGlite handed in.
   */
  controlSocket?: boolean | undefined;
}

/**
 * The options an operator sets through the environment: `DATABASE_URL`, `SMTP_URL`,
 * `MAIL_WEBHOOK_SECRET`, `PAYMENT_SANDBOX_SECRET`, `MOLLIE_API_KEY_<SLUG>` (one per Mollie brand),
 * `SMS_WEBHOOK_URL`, `SMS_WEBHOOK_TOKEN` and `MESSAGE_LIMITS` (an empty value counts as unset).
 * The CLI and the generator's `serve` and `dev` both start the server with these. Throws naming a
 * variable whose value cannot be right.
 */
export function environmentOptions(
  env: NodeJS.ProcessEnv = process.env,
): Pick<
  ServerOptions,
  | 'databaseUrl'
  | 'smtpUrl'
  | 'mailWebhookSecret'
  | 'paymentSandboxSecret'
  | 'mollieApiKeys'
  | 'smsWebhookUrl'
  | 'smsWebhookToken'
  | 'messageLimits'
> {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailWebhookSecret: env.MAIL_WEBHOOK_SECRET || undefined,
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET || undefined,
    mollieApiKeys: mollieApiKeysFrom(env),
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN || undefined,
    messageLimits: messageLimitsFrom(env.MESSAGE_LIMITS),
  };
}

/** A running-ready server: the Fastify app plus what it loaded. */
export interface DatingServer {
  app: FastifyInstance;
  /** The database the server uses (tests and tools add data through it). */
  database: Kysely<Database>;
  brands: readonly Brand[];
  /** Where photo files are kept (tests and tools check and add files through it). */
  photos: PhotoStorage;
  /** The members' photo uploads under way (tests hold one to see a second refused). */
  uploads: UploadSlots;
  /** Brand files that were skipped, each with the fields that are wrong. */
  problems: readonly string[];
  /** The background jobs, unless the server was started without them. */
  jobs: BackgroundJobs | undefined;
  /** The sandbox payment provider's deliveries, when it is on (tests flush them by hand). */
  sandbox: SandboxDeliveries | undefined;
  /** The push outbox's sender (tests flush it by hand). */
  push: PushSender;
  /** The sender of withdrawals' refunds (tests flush it by hand). */
  refunds: RefundSender;
  /** The sender of postbacks to traffic networks (tests flush it by hand). */
  postbacks: PostbackSender;
  /**
   * Starts listening; resolves to the address. The host is 127.0.0.1 unless given: pass 0.0.0.0
   * for a server that other machines reach directly (in a container, without a proxy).
   */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** The address of a brand's site: its domain, or its local name on a developer's machine. */
function siteAddressOf(localPort: number | undefined) {
  return (brand: Brand) =>
    localPort === undefined
      ? `https://${brand.domain}`
      : `http://${brand.slug}.localhost:${localPort}`;
}

/** Builds the multi-tenant server: opens and migrates the database, loads the brands, registers the routes. */
export async function createServer(options: ServerOptions): Promise<DatingServer> {
  const sitesDir = resolve(options.sitesDir);
  const dataDir = resolve(options.dataDir ?? './data');
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const clock = options.clock ?? systemClock;
  const { brands, problems } = loadBrands(sitesDir);
  const {
    database,
    pglite,
    close: closeDatabase,
  } = await openDatabase({
    databaseUrl: options.databaseUrl,
    pglite: options.pglite,
    dataDir,
    // `app` exists by the time a connection breaks (a query had to make it first).
    onConnectionError: (error) => app.log.warn({ err: error }, 'a database connection broke'),
  });
  const mail = createMailSender({ database, brands, smtpUrl: options.smtpUrl });
  // A demo takes test payments out of the box; anything else only with the operator's secret.
  const sandboxSecret =
    options.paymentSandboxSecret ?? (options.seedDemo ? DEMO_SANDBOX_SECRET : undefined);
  const photos = createDiskPhotoStorage(uploadsDir);
  const smsOutbox =
    options.devMail && !options.smsWebhookUrl ? createDevSmsOutbox(() => clock.now()) : undefined;
  const sms = options.smsWebhookUrl
    ? createWebhookSmsProvider({ url: options.smsWebhookUrl, token: options.smsWebhookToken })
    : smsOutbox;
  // The sandbox calls the webhook through the app itself, as a provider would over the network.
  const sandbox = sandboxSecret
    ? createSandboxDeliveries({
        database,
        clock,
        secret: sandboxSecret,
        // `app` exists by the time anything is sent (after a checkout, or a job).
        send: (site, body, signature) => webhookSend(app)(site, body, signature),
        chaos: options.sandboxChaos,
        onError: (error) => app.log.error({ err: error }, 'sandbox delivery failed'),
      })
    : undefined;
  const siteAddress = siteAddressOf(options.localPort);
  // `app` exists by the time the hub reports a failure (after a page connected).
  const live = await createLiveHub({
    database,
    now: () => clock.now(),
    pglite,
    databaseUrl: options.databaseUrl,
    onError: (error) => app.log.error({ err: error }, 'live events failed'),
  }).catch(async (error: unknown) => {
    await closeDatabase();
    throw error;
  });
  const vapid = await loadVapidKeys(database);
  const push = createPushSender({
    database,
    brands,
    vapid,
    onError: (error) => app.log.error({ err: error }, 'push notifications failed'),
  });
  const payments = createPaymentProviders({
    brands,
    sandbox,
    mollieApiKeys: options.mollieApiKeys ?? {},
    mollieApiEndpoint: options.mollieApiEndpoint,
    siteAddress,
  });
  const refunds = createRefundSender({
    database,
    brands,
    providers: payments,
    now: () => clock.now(),
    onError: (error) => app.log.error({ err: error }, 'refunds failed'),
  });
  const postbacks = createPostbackSender({
    database,
    now: () => clock.now(),
    // Each attempt is logged: what an operator buying traffic checks first.
    onAttempt: (attempt) =>
      attempt.error === null
        ? app.log.info({ postback: attempt }, 'postback sent')
        : app.log.warn({ postback: attempt }, 'postback failed'),
    onError: (error) => app.log.error({ err: error }, 'postbacks failed'),
  });
  const context: ServerContext = {
    database,
    clock,
    brands,
    sitesDir,
    uploadsDir,
    mail,
    push,
    photos,
    uploads: createUploadSlots(),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    messageLimits: options.messageLimits ?? { ...MESSAGE_LIMITS },
    pushPublicKey: vapid.publicKey,
    mailWebhookSecret: options.mailWebhookSecret,
    paymentSandboxSecret: sandboxSecret,
    sandbox,
    payments,
    refunds,
    postbacks,
    sms,
    smsOutbox,
    siteAddress,
    live,
  };
  if (options.seedDemo) {
    await seedDemo({ database, brands, dataDir, now: clock.now() }).catch(
      async (error: unknown) => {
        await closeDatabase();
        throw error;
      },
    );
  }

  const app = Fastify({
    logger: options.logger ?? false,
    // Answers are logged once, by the request log (4xx and 5xx only).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    bodyLimit: 1_048_576,
    routerOptions: { constraints: { [variantConstraint.name]: variantConstraint } },
    // A URL the router cannot read gets the API's error format too.
    frameworkErrors: (error, request, reply) => {
      sendFailure(request, reply, new ApiFailure(400, 'bad_request', error.message));
    },
  });
  for (const problem of problems) app.log.error(problem);
  for (const brand of brands) {
    if (brand.payment_provider === 'mollie' && !options.mollieApiKeys?.[brand.slug]) {
      app.log.warn(
        `${brand.slug} takes payments with Mollie, but ${mollieKeyVariable(brand.slug)} is not set: it takes none`,
      );
    }
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRequestLog(app);
  installErrorHandler(app);
  await installSecurityHeaders(app);
  installRequestGuards(app, brands);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  // Answers of 1 kB or more (the API's JSON, the pages) go compressed to clients that accept it:
  // brotli at a quality made for answers built on the fly, else gzip. A member's likes of
  // thousands of profiles shrink about tenfold. Files sent pre-compressed keep their encoding.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await installRateLimits(app);
  // Files with a brotli or gzip copy beside them (the generator's build writes them) are sent
  // compressed to browsers that accept it.
  await app.register(fastifyStatic, { root: sitesDir, serve: false, preCompressed: true });
  // The live events' sockets (`/api/live`); a page sends only typing signals of some 40 bytes.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 } });
  installMemberHook(app, context);
  installIdempotency(app, context);
  app.setNotFoundHandler((request, reply) =>
    sendFailure(request, reply, new ApiFailure(404, 'not_found', 'Not found')),
  );
  for (const domain of DOMAINS) await app.register(domain, { context });
  if (options.devMail) await app.register(devMailRoutes, { context });
  await app.register(sandboxCheckoutRoutes, { context });
  await app.register(siteRoutes, { context });

  const jobs =
    (options.jobs ?? true)
      ? await startBackgroundJobs({
          context,
          pglite,
          databaseUrl: options.databaseUrl,
          onError: (error) => app.log.error({ err: error }, 'background job failed'),
        })
      : undefined;

  const control =
    (options.controlSocket ?? (!options.databaseUrl && !options.pglite))
      ? await openControlSocket({
          dataDir,
          run: commandsOnServer(brands, database, () => clock.now()),
          onError: (error) => app.log.error({ err: error }, 'a command failed'),
          onUnavailable: (message) => app.log.warn(message),
        })
      : null;

  let closed = false;
  return {
    app,
    database,
    brands,
    photos,
    uploads: context.uploads,
    problems,
    jobs,
    sandbox: context.sandbox,
    push,
    refunds,
    postbacks,
    listen: (port, host = '127.0.0.1') => app.listen({ port, host }),
    async close() {
      if (closed) return;
      closed = true;
      await control?.close();
      await jobs?.stop();
      await live.close();
      await app.close();
      mail.close();
      await closeDatabase();
    },
  };
}
