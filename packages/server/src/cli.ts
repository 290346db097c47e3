#!/usr/bin/env node
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, demoLogins } from './seed/seed-demo.js';
import { createServer, environmentOptions } from './server.js';

const usage = `Usage: dating-server [--port 8080] [--sites ./sites] [--data ./data] [--seed-demo] [--fresh]

  --port N      port to listen on (default: PORT or 8080)
  --sites DIR   folder with <slug>/brand.json and <slug>/dist (default ./sites)
  --data DIR    folder for the PGlite database and uploads (default ./data)
  --seed-demo   add the demo members of every brand (idempotent)
  --fresh       delete the data folder first
DATABASE_URL=postgres://... uses PostgreSQL instead of PGlite.
SMTP_URL=smtp://user:pass@host:587 delivers mails; without it they stay in the outbox (/dev/mail).
MAIL_WEBHOOK_SECRET=... turns on POST /api/mail-events.php for the mail provider's bounces,
  complaints and unsubscribes (sent as Authorization: Bearer <secret>).`;

/** Prints a log line of the server as plain text: the message, and the stack of an error. */
function printLogLine(line: string): void {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { stack?: string } };
    console.error([entry.msg, entry.err?.stack].filter(Boolean).join('\n'));
  } catch {
    console.error(line.trimEnd());
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      sites: { type: 'string', default: './sites' },
      data: { type: 'string', default: './data' },
      'seed-demo': { type: 'boolean', default: false },
      fresh: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port: not a port number (${values.port})`);
  const dataDir = resolve(values.data);
  if (values.fresh) rmSync(dataDir, { recursive: true, force: true });

  const server = await createServer({
    sitesDir: values.sites,
    dataDir,
    ...environmentOptions(),
    seedDemo: values['seed-demo'],
    logger: { level: 'warn', stream: { write: printLogLine } },
  });
  await server.listen(port);
  console.log(
    `Dating server listening on port ${port} (data: ${process.env.DATABASE_URL ? 'PostgreSQL' : dataDir})`,
  );
  for (const brand of server.brands) {
    console.log(`  ${brand.name}: http://${brand.slug}.localhost:${port}`);
    if (values['seed-demo']) {
      for (const login of demoLogins(brand))
        console.log(`    ${login.kind} member: ${login.email} / ${DEMO_PASSWORD}`);
    }
  }
  if (!server.brands.length) console.log(`  No brands found in ${resolve(values.sites)}`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
