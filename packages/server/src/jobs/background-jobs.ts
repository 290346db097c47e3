import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { fromPglite, PgBoss } from 'pg-boss';
import { eraseDeletedAccounts } from '../accounts/deletion.js';
import { purgeLoginRecords } from '../accounts/login.js';
import { purgeExpiredSessions } from '../accounts/sessions.js';
import { purgeTargetAttempts } from '../accounts/target-limits.js';
import { queueUnreadReminders } from '../chat/unread-reminders.js';
import { queueLikeMails } from '../discovery/like-mails.js';
import type { ServerContext } from '../http/context.js';
import { purgeIdempotencyKeys } from '../http/idempotency.js';
import { purgeLiveEvents } from '../live/live-events.js';
import { endDueSuspensions } from '../moderation/restrictions.js';
import { removeOrphanUploads } from '../photos/orphan-uploads.js';

/** A background job: when it runs (cron, UTC) and what it does. */
interface Job {
  cron: string;
  run(context: ServerContext): Promise<unknown>;
}

/** The server's background jobs. */
export const JOBS = {
  /** Erases the personal data of accounts deleted more than 14 days ago. */
  'erase-deleted-accounts': {
    cron: '17 * * * *',
    run: ({ database, photos, clock }: ServerContext) =>
      eraseDeletedAccounts(database, photos, clock.now()),
  },
  /** Removes upload files that no photo or chat message names, a day after they were written. */
  'remove-orphan-uploads': {
    cron: '41 4 * * *',
    run: ({ database, photos, clock }: ServerContext) =>
      removeOrphanUploads(database, photos, clock.now()),
  },
  /** Forgets stored answers of idempotency keys older than 24 hours. */
  'purge-idempotency-keys': {
    cron: '47 * * * *',
    run: ({ database, clock }: ServerContext) => purgeIdempotencyKeys(database, clock.now()),
  },
  /** Deletes live events older than two days (pages reconnecting later load their lists again). */
  'purge-live-events': {
    cron: '37 * * * *',
    run: ({ database, clock }: ServerContext) => purgeLiveEvents(database, clock.now()),
  },
  /** Forgets ended login locks, old wrong passwords and answers counted per address or account. */
  'purge-attempt-limits': {
    cron: '7 * * * *',
    run: async ({ database, clock }: ServerContext) =>
      (await purgeLoginRecords(database, clock.now())) +
      (await purgeTargetAttempts(database, clock.now())),
  },
  /** Deletes the members' and operators' sessions that have run out. */
  'purge-expired-sessions': {
    cron: '27 * * * *',
    run: ({ database, clock }: ServerContext) => purgeExpiredSessions(database, clock.now()),
  },
  /** Calls the traffic networks' postbacks that are due (an event also tries at once). */
  'send-postbacks': {
    cron: '* * * * *',
    run: ({ postbacks }: ServerContext) => postbacks.flush(),
  },
  /** Asks the providers for withdrawals' refunds that wait (a withdrawal also tries at once). */
  'send-refunds': {
    cron: '* * * * *',
    run: ({ refunds }: ServerContext) => refunds.flush(),
  },
  /** Delivers the sandbox payment provider's due events (a checkout's outcome also tries at once). */
  'deliver-sandbox-events': {
    cron: '* * * * *',
    run: ({ sandbox }: ServerContext) => sandbox?.flush() ?? Promise.resolve(0),
  },
  /** Mails the unread-message reminders that are due (at most one a day per conversation). */
  'send-unread-reminders': {
    cron: '*/15 * * * *',
    run: async ({ database, brands, siteAddress, mail, clock }: ServerContext) => {
      const queued = await queueUnreadReminders(database, brands, siteAddress, clock.now());
      if (queued > 0) await mail.flush();
      return queued;
    },
  },
  /** Mails members of new likes they have not seen (at most once a day). */
  'send-like-mails': {
    cron: '53 * * * *',
    run: async ({ database, brands, siteAddress, mail, clock }: ServerContext) => {
      const queued = await queueLikeMails(database, brands, siteAddress, clock.now());
      if (queued > 0) await mail.flush();
      return queued;
    },
  },
  /** Sends what waits in the push outbox (each request also tries at once). */
  'send-push': {
    cron: '* * * * *',
    run: ({ push }: ServerContext) => push.flush(),
  },
  /** Ends the suspensions whose time is up: the accounts come back (a login also checks). */
  'end-suspensions': {
    cron: '*/5 * * * *',
    run: ({ database, clock }: ServerContext) => endDueSuspensions(database, clock.now()),
  },
  /** Sends what waits in the mail outbox (each request also tries at once). */
  'send-mail': {
    cron: '* * * * *',
    run: ({ mail }: ServerContext) => mail.flush(),
  },
} as const satisfies Record<string, Job>;
export type JobName = keyof typeof JOBS;

/** The running job queue. */
export interface BackgroundJobs {
  /** Queues a job now and resolves once a worker (of any server process) has done it. */
  runNow(name: string): Promise<void>;
  /** Resolves once no job of a queue waits or runs (tests). */
  waitIdle(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Where the jobs live: the server's own database. */
export interface JobsDatabase {
  context: ServerContext;
  /** The embedded database, when the server runs on one. */
  pglite?: PGlite | undefined;
  /** The PostgreSQL address, when the server runs on PostgreSQL. */
  databaseUrl?: string | undefined;
  onError(error: unknown): void;
  /** The jobs to run; the server's own by default. */
  jobs?: Record<string, Job>;
}

/**
 * The schema of the queue's tables: `pgboss`, or `<schema>_pgboss` when the server's tables live
 * in a schema of their own (tests give every server one), so two servers on one database share a
 * queue exactly when they share their data.
 */
async function queueSchema(context: ServerContext): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    context.database,
  );
  const schema = rows[0]?.schema ?? 'public';
  return schema === 'public' ? 'pgboss' : `${schema}_pgboss`;
}

/**
 * Starts the background jobs on a PostgreSQL job queue (pg-boss) in the server's database: each
 * job is put in the queue on its schedule once, however many server processes run, and done by
 * one of them (the queue hands out jobs with SKIP LOCKED). A job that fails is retried twice, a
 * minute apart; its error is logged. At start every job runs once, so a server that was down for
 * a while catches up.
 */
export async function startBackgroundJobs(options: JobsDatabase): Promise<BackgroundJobs> {
  const { context, pglite, jobs = JOBS } = options;
  const schema = await queueSchema(context);
  const boss = pglite
    ? new PgBoss({ db: fromPglite(pglite), backend: 'pglite', schema })
    : new PgBoss({ connectionString: options.databaseUrl, schema, max: 3 });
  boss.on('error', options.onError);
  await boss.start();
  for (const [name, job] of Object.entries(jobs)) {
    await boss.createQueue(name, { retryLimit: 2, retryDelay: 60 });
    await boss.schedule(name, job.cron);
    await boss.work(name, { pollingIntervalSeconds: 1 }, async () => {
      await job.run(context);
    });
    await boss.send(name, null, { singletonKey: 'start', singletonSeconds: 60 });
  }
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
  return {
    async runNow(name) {
      const id = await boss.send(name, null);
      if (!id) throw new Error(`The job ${name} could not be queued`);
      for (;;) {
        const [job] = await boss.findJobs(name, { id });
        if (job?.state === 'completed') return;
        if (job?.state === 'failed') throw new Error(`The job ${name} failed`);
        await pause();
      }
    },
    async waitIdle(name) {
      const busy = new Set(['created', 'retry', 'active']);
      while ((await boss.findJobs(name)).some((job) => busy.has(job.state))) await pause();
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
