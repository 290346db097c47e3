// The real server on a fresh schema of the machine's PostgreSQL, for the API benchmarks.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '@dating/server';
import pg from 'pg';

/** A connection string of the machine's PostgreSQL that answers, or undefined. */
async function baseUrl() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  for (const user of ['postgres', 'root']) {
    const url = `postgres://${user}@127.0.0.1:5432/test`;
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

/**
 * Starts the real server (migrations included, no background jobs, no limit of how fast members
 * write, `options` added) on a fresh
 * schema of the machine's PostgreSQL (`BENCH_DATABASE_URL`, else postgres or root at
 * 127.0.0.1:5432/test), runs `measure(server)` and resolves its answer; the schema is dropped
 * afterwards (kept with `BENCH_KEEP_SCHEMA=1`). Resolves undefined, with a note, when no
 * PostgreSQL answers.
 */
export async function withBenchServer({ sitesDir, options = {}, log = console.log }, measure) {
  const base = await baseUrl();
  if (!base) {
    log('  skipped: no PostgreSQL answers on 127.0.0.1:5432 (set BENCH_DATABASE_URL)');
    return undefined;
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-bench-'));
  const separator = base.includes('?') ? '&' : '?';
  const server = await createServer({
    sitesDir,
    dataDir,
    databaseUrl: `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    jobs: false,
    // The benchmarks send far faster than a member may write.
    messageLimits: false,
    logger: { level: 'warn', stream: process.stderr },
    ...options,
  });
  try {
    return await measure(server);
  } finally {
    await server.close();
    if (process.env.BENCH_KEEP_SCHEMA) log(`  kept schema ${schema} (BENCH_KEEP_SCHEMA)`);
    else await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
