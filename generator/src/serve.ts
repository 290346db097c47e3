import { resolve } from 'node:path';
import { createServer as createViteServer, type ProxyOptions } from 'vite';
import { CliError } from './errors.js';
import { regenerateSite } from './generate.js';
import { listSites } from './sites.js';
import { siteViteConfig } from './vite-config.js';

type ServerModule = typeof import('@dating/server');
type RunningServer = Awaited<ReturnType<ServerModule['createServer']>>;
type LogLevel = import('@dating/server').LogLevel;

/** Loads the reference server only when a command needs it (it brings a database). */
async function loadServer(): Promise<ServerModule> {
  return import('@dating/server');
}

/** Options of {@link serveSites}. */
export interface ServeOptions {
  sitesDir: string;
  port: number;
  /** The address to listen on; 127.0.0.1 by default. */
  host?: string;
  /** Seed demo members (and print their logins); implies `devMail` and `local`. */
  demo?: boolean;
  /** Show each brand's mail outbox with its working links at /dev/mail. */
  devMail?: boolean;
  /** The sites are reached at http://<slug>.localhost:<port>: links in mails point there. */
  local?: boolean;
  /** The server's log level (JSON lines on stderr); info by default. */
  logLevel?: LogLevel;
  /** The server's data folder; `./data` of the working directory by default. */
  dataDir?: string;
  log?: (line: string) => void;
}

/** Stops a running server on SIGINT or SIGTERM (once), then exits. */
function closeOnSignal(close: () => Promise<unknown>): void {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    void close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * `dating-sites serve`: starts the reference server for every site of the sites directory and
 * prints their URLs, the demo logins (with `demo`) and the mail outbox URL.
 */
export async function serveSites(options: ServeOptions): Promise<RunningServer> {
  const log = options.log ?? console.log;
  const sites = await listSites(options.sitesDir);
  const valid = sites.filter((site) => site.brand);
  if (!valid.length) {
    throw new CliError(
      `No valid sites in ${options.sitesDir}; create one with \`dating-sites new\`.`,
    );
  }
  for (const site of sites.filter((entry) => !entry.brand)) {
    log(`Skipping ${site.slug}: ${site.problems.join('; ')}`);
  }
  const server = await loadServer();
  const devMail = Boolean(options.devMail || options.demo);
  const running = await startApiServer(server, {
    ...options,
    devMail,
    localPort: options.local || options.demo ? options.port : undefined,
  });
  for (const problem of running.problems) log(`Skipped by the server: ${problem}`);
  await running.listen(options.port, options.host ?? '127.0.0.1');
  closeOnSignal(() => running.close());
  log(`Serving ${valid.length} site(s) on port ${options.port}:`);
  for (const site of valid) {
    const note = site.built ? '' : `  (not built: run \`dating-sites build ${site.slug}\`)`;
    log(`  ${site.brand?.name}: http://${site.slug}.localhost:${options.port}${note}`);
    if (options.demo && site.brand) {
      for (const login of server.demoLogins(site.brand)) {
        log(`    demo login (${login.kind}): ${login.email} / ${login.password}`);
      }
    }
    if (devMail) log(`    mail outbox: http://${site.slug}.localhost:${options.port}/dev/mail`);
  }
  return running;
}

/** Starts the reference server on the sites folder: PGlite under the data folder, or `DATABASE_URL`. */
function startApiServer(
  server: ServerModule,
  options: {
    sitesDir: string;
    dataDir?: string | undefined;
    demo?: boolean | undefined;
    devMail: boolean;
    localPort: number | undefined;
    logLevel?: LogLevel | undefined;
  },
): Promise<RunningServer> {
  return server.createServer({
    sitesDir: resolve(options.sitesDir),
    dataDir: resolve(options.dataDir ?? 'data'),
    ...server.environmentOptions(),
    seedDemo: Boolean(options.demo),
    devMail: options.devMail,
    localPort: options.localPort,
    logger: { level: options.logLevel ?? 'info', stream: process.stderr },
  });
}

/** Options of {@link devSite}. */
export interface DevOptions {
  sitesDir: string;
  slug: string;
  /** The Vite dev server's port (5173 by default). */
  port: number;
  /** The port of the API server that `dev` starts and proxies to. */
  apiPort: number;
  demo?: boolean;
  dataDir?: string;
  log?: (line: string) => void;
}

/**
 * The proxy of `/api`, `/uploads` and `/dev/` (the mail outbox) to the reference server. It sends the brand's
 * `<slug>.localhost` Host (the server picks the brand by Host) and a matching Origin (the server
 * refuses state-changing calls whose Origin differs from the Host).
 */
export function apiProxy(slug: string, apiPort: number): Record<string, ProxyOptions> {
  const host = `${slug}.localhost:${apiPort}`;
  const proxy: ProxyOptions = {
    target: `http://127.0.0.1:${apiPort}`,
    ws: true,
    configure(server) {
      server.on('proxyReq', (request) => {
        request.setHeader('host', host);
        if (request.getHeader('origin')) request.setHeader('origin', `http://${host}`);
        // The Origin check reads the Referer of a request without Origin.
        if (request.getHeader('referer')) request.setHeader('referer', `http://${host}/`);
      });
      server.on('proxyReqWs', (request) => {
        request.setHeader('host', host);
        request.setHeader('origin', `http://${host}`);
      });
    },
  };
  return { '/api': proxy, '/uploads': proxy, '/dev/': proxy };
}

/**
 * `dating-sites dev <slug>`: regenerates one site, starts the reference server and a Vite dev
 * server (hot reload of the site and of `@dating/*` sources) that proxies the API to it.
 */
export async function devSite(options: DevOptions): Promise<void> {
  const log = options.log ?? console.log;
  const { brand } = await regenerateSite(options.sitesDir, options.slug);
  // Links in mails point at the dev server the member uses, and its outbox shows them.
  const api = await startApiServer(await loadServer(), {
    ...options,
    devMail: true,
    localPort: options.port,
  });
  await api.listen(options.apiPort);
  const config = siteViteConfig({
    sitesDir: options.sitesDir,
    brand,
    mode: 'development',
    logLevel: 'info',
  });
  const vite = await createViteServer({
    ...config,
    server: {
      ...config.server,
      port: options.port,
      strictPort: true,
      proxy: apiProxy(brand.slug, options.apiPort),
    },
  });
  await vite.listen();
  closeOnSignal(async () => {
    await vite.close();
    await api.close();
  });
  log(
    `${brand.name}: http://${brand.slug}.localhost:${options.port} (API on port ${options.apiPort})`,
  );
}
