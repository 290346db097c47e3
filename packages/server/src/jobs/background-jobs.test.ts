import { expect, it } from 'vitest';
import type { ServerContext } from '../http/context.js';
import { memberBrowser } from '../test-support/site-client.js';
import { describeEachDatabase } from '../test-support/test-server.js';
import { startBackgroundJobs } from './background-jobs.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('background jobs on the job queue', (start) => {
  it('erases an account deleted 14 days ago when the job runs', async () => {
    const server = await start({ jobs: true });
    const { browser, id } = await memberBrowser(server, { email: 'eva@amora.example' });
    await browser.delete('/api/user.php', { reason: 'found_someone' });
    server.clock.advance(15 * DAY_MS);
    await server.jobs?.runNow('erase-deleted-accounts');
    const left = await server.database
      .selectFrom('members')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('does a job once however many server processes queue and work it', async () => {
    const server = await start();
    let runs = 0;
    const jobs = {
      count: {
        cron: '0 0 1 1 *',
        run: async () => {
          runs += 1;
        },
      },
    };
    const options = {
      context: { database: server.database } as ServerContext,
      pglite: server.pglite,
      databaseUrl: server.databaseUrl,
      onError: (error: unknown) => {
        throw error;
      },
      jobs,
    };
    // Two processes start at once: each queues the catch-up run of every job.
    const [first, second] = await Promise.all([
      startBackgroundJobs(options),
      startBackgroundJobs(options),
    ]);
    try {
      await Promise.all([first.runNow('count'), second.runNow('count'), first.runNow('count')]);
      await first.waitIdle('count');
      // One catch-up run (not two) and the three queued ones.
      expect(runs).toBe(4);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
