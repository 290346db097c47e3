#!/usr/bin/env node
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, DEMO_SANDBOX_SECRET, demoLogins, demoOperators } from './seed/seed-demo.js';
import { createServer, environmentOptions, LOG_LEVELS, type LogLevel } from './server.js';
import { isServerCommand, runServerCommand } from './server-commands.js';

const usage = `Usage: dating-server [options]
       dating-server discount-codes <add|list|activate|deactivate> --site SLUG [options]
                    (the brands' discount codes: dating-server discount-codes --help)
       dating-server operators <add|list|set-roles|disable|enable|reset-password> --site SLUG [options]
                    (the back office's accounts: dating-server operators --help)
                    Both work while the server runs, on either database.

  --port N          port to listen on (default: PORT or 8080)
  --host ADDRESS    address to listen on (default 127.0.0.1; 0.0.0.0 to be reached from other
                    machines without a proxy, e.g. in a container)
  --sites DIR       folder with <slug>/brand.json and <slug>/dist (default ./sites)
  --data DIR        folder for the PGlite database and uploads (default ./data)
  --seed-demo       add the demo members of every brand (idempotent)
  --dev-mail        show each brand's mail outbox, with working links, at /dev/mail, and (without
                    SMS_WEBHOOK_URL) its text messages at /dev/sms (never in production)
  --local           the sites are reached at http://<slug>.localhost:<port> on this machine:
                    links in mails point there instead of https://<brand domain>
  --log-level L     ${LOG_LEVELS.join(', ')} (default info); JSON lines on stderr
  --fresh           delete the data folder first
DATABASE_URL=postgres://... uses PostgreSQL instead of PGlite.
SMTP_URL=smtp://user:pass@host:587 delivers mails; without it they stay in the outbox.
MAIL_WEBHOOK_SECRET=... turns on POST /api/mail-events.php for the mail provider's bounces,
  complaints and unsubscribes (sent as Authorization: Bearer <secret>).
PAYMENT_SANDBOX_SECRET=... turns on the sandbox payment provider (test payments: no money moves,
  never on a live site); --seed-demo without it uses '${DEMO_SANDBOX_SECRET}'.
MOLLIE_API_KEY_<SLUG>=live_... is the Mollie API key of a brand whose brand.json says
  "payment_provider": "mollie" (MOLLIE_API_KEY_LOVELY for the brand lovely; dashes become _).
SMS_WEBHOOK_URL=https://... sends text messages (the direct debit's code) to the operator's SMS
  gateway as POST {"from","to","text"}, with SMS_WEBHOOK_TOKEN as its bearer token; without it
  direct debit is off (--dev-mail keeps the texts at /dev/sms instead).
MESSAGE_LIMITS=10/30/300 is how fast a member may write: messages to one member a minute, in all
  a minute, in all a day (these are the defaults); off turns the limits off (load tests only).`;

async function main(): Promise<void> {
  const command = process.argv[2];
  if (isServerCommand(command)) {
    await runServerCommand(command, process.argv.slice(3), (line) => console.log(line));
    return;
  }
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      sites: { type: 'string', default: './sites' },
      data: { type: 'string', default: './data' },
      'seed-demo': { type: 'boolean', default: false },
      'dev-mail': { type: 'boolean', default: false },
      local: { type: 'boolean', default: false },
      'log-level': { type: 'string', default: 'info' },
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
  const level = values['log-level'] as LogLevel;
  if (!LOG_LEVELS.includes(level)) {
    throw new Error(`--log-level: one of ${LOG_LEVELS.join(', ')} (not ${values['log-level']})`);
  }
  const dataDir = resolve(values.data);
  if (values.fresh) rmSync(dataDir, { recursive: true, force: true });

  const server = await createServer({
    sitesDir: values.sites,
    dataDir,
    ...environmentOptions(),
    seedDemo: values['seed-demo'],
    devMail: values['dev-mail'],
    localPort: values.local ? port : undefined,
    logger: { level, stream: process.stderr },
  });
  await server.listen(port, values.host);
  console.log(
    `Dating server listening on ${values.host}:${port} (data: ${process.env.DATABASE_URL ? 'PostgreSQL' : dataDir})`,
  );
  for (const brand of server.brands) {
    console.log(`  ${brand.name}: http://${brand.slug}.localhost:${port}`);
    if (values['seed-demo']) {
      for (const login of demoLogins(brand))
        console.log(`    ${login.kind} member: ${login.email} / ${DEMO_PASSWORD}`);
      console.log(`    back office: http://${brand.slug}.localhost:${port}/operator`);
      for (const operator of demoOperators(brand))
        console.log(`      ${operator.roles.join(', ')}: ${operator.email} / ${operator.password}`);
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
