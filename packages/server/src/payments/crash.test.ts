import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { ledgerSum } from '../ledger/ledger.js';
import { createFixtureSites } from '../test-support/fixture-sites.js';
import {
  describeOnPostgres,
  postgresSchema,
  postgresTestUser,
} from '../test-support/test-databases.js';
import { addMember } from '../test-support/test-server.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from './sandbox.js';

const SECRET = 'crash-sandbox-secret-0123456789';
const PAYMENT_ID = `pay_${'C'.repeat(24)}`;
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const user = await postgresTestUser;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** The server's CLI as a process of its own, resolved once it listens. */
function startProcess(databaseUrl: string, port: number, sitesDir: string, dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      'src/cli.ts',
      '--port',
      String(port),
      '--sites',
      sitesDir,
      '--data',
      dataDir,
      '--log-level',
      'error',
    ],
    {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, PAYMENT_SANDBOX_SECRET: SECRET },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The server did not start: ${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)));
  });
}

/** Delivers the signed `payment.paid` event to Amora on `port`; resolves status and body. */
function deliver(port: number): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ id: 'evt_crash', type: 'payment.paid', payment_id: PAYMENT_ID });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/payment-webhook.php?provider=sandbox',
        headers: {
          host: `amora.localhost:${port}`,
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(SECRET, body, Date.now()),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describeOnPostgres(user, 'a server killed in the middle of a payment event (PostgreSQL)', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('loses nothing: after the restart the repeated event applies exactly once', async () => {
    const schema = await postgresSchema(user ?? 'postgres');
    cleanups.push(() => schema.drop());
    const sitesDir = createFixtureSites();
    const dataDir = mkdtempSync(join(tmpdir(), 'dating-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    let server = await startProcess(schema.databaseUrl, port, sitesDir, dataDir);
    cleanups.push(() => {
      server.kill('SIGKILL');
    });

    const database = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: schema.databaseUrl, max: 2 }),
      }),
    });
    cleanups.push(() => database.destroy());
    const memberId = await addMember(database, { site: 'amora', email: 'eva@amora.example' });
    const now = new Date();
    await database
      .insertInto('payments')
      .values({
        id: PAYMENT_ID,
        site: 'amora',
        member_id: memberId,
        bundle_id: 'p1',
        credits: 120,
        amount: 1999,
        list_amount: 1999,
        currency: 'EUR',
        method: 'ideal',
        provider: 'sandbox',
        state: 'pending',
        discount_code: null,
        discount_use: null,
        withdrawal_consent_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();

    // Hold the member's row: the event's transaction records the event and moves the payment,
    // then waits here for the member's lock, as if the server were slow at that moment.
    const holder = new pg.Client({ connectionString: schema.databaseUrl });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query('begin');
    await holder.query('select id from members where id = $1 for update', [memberId]);
    const lost = deliver(port).catch((error: unknown) => error);
    // Waits until the server's transaction waits for exactly this lock.
    const { rows } = await holder.query(
      'select backend_xid::text as xid from pg_stat_activity where pid = pg_backend_pid()',
    );
    const waitingForHolder = async () =>
      (
        await holder.query(
          "select count(*)::int as waiting from pg_locks where not granted and locktype = 'transactionid' and transactionid::text = $1",
          [rows[0].xid],
        )
      ).rows[0].waiting;
    await expect.poll(waitingForHolder, { timeout: 20_000 }).toBe(1);

    // kill -9 between the provider's event and the answer.
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    expect(await lost).toBeInstanceOf(Error);
    await holder.query('commit');
    // PostgreSQL rolled the cut-off transaction back: nothing of the event is there.
    const events = await database.selectFrom('payment_events').selectAll().execute();
    expect(events).toEqual([]);
    expect(
      (
        await database
          .selectFrom('payments')
          .select('state')
          .where('id', '=', PAYMENT_ID)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('pending');

    // The provider delivers again once the server is back: applied now, once.
    server = await startProcess(schema.databaseUrl, port, sitesDir, dataDir);
    const again = await deliver(port);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toEqual({ applied: true, state: 'paid' });
    const repeat = await deliver(port);
    expect(JSON.parse(repeat.body)).toEqual({ applied: false, state: 'paid' });
    const member = await database
      .selectFrom('members')
      .select(['credits', 'paid_user'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ credits: 120, paid_user: true });
    expect(await ledgerSum(database, memberId)).toBe(120);
  }, 120_000);
});
