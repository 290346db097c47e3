// Money on PostgreSQL: the payment webhook's throughput (signed sandbox events, each crediting a
// package in its own transaction) next to a bare Fastify JSON route measured the same way in the
// same run, and the ledger's spend throughput when many spends hit one member at once (they take
// turns on the member's row) next to the same spends spread over many members.
import { addCredits, ledgerSum, signSandboxEvent, spendCredits } from '@dating/server';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { withBenchServer } from './bench-server.mjs';

const EVENTS = 2000;
const SPENDS = 2000;
const CONCURRENCY = 32;
const SECRET = 'bench-sandbox-secret';

/** Runs `count` tasks, `CONCURRENCY` at a time; resolves their rate per second. */
async function rate(count, task) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return Math.round(count / ((performance.now() - started) / 1000));
}

/** Requests per second of a bare Fastify route that parses a JSON body and answers JSON. */
async function bareRate(body) {
  const app = Fastify();
  app.post('/hook', async () => ({ applied: true, state: 'paid' }));
  await app.ready();
  const inject = () =>
    app.inject({
      method: 'POST',
      url: '/hook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  for (let index = 0; index < 100; index += 1) await inject();
  const perSecond = await rate(EVENTS, inject);
  await app.close();
  return perSecond;
}

/** Seeds `count` members of the brand with `credits` each; resolves their ids. */
async function members(database, slug, prefix, count, credits, now) {
  const { rows } = await sql`
    insert into members (site, email, password_hash, status, language, signup_date, name, gender,
      sexuality, date_of_birth, country, region, city, credits)
    select ${slug}, ${prefix} || i || '@bench.example', 'x', 'active', 'en', ${new Date(now)}, 'Payer ' || i,
      'female', 'hetero', '1990-01-01', 'NL', 'NL-NH', 'Amsterdam', ${credits}
    from generate_series(1, ${count}::int) as i
    returning id
  `.execute(database);
  return rows.map((row) => row.id);
}

/**
 * Seeds a fresh schema of the machine's PostgreSQL and measures; returns the figures, or undefined
 * when no PostgreSQL answers.
 */
export function runPaymentsBench({ sitesDir, slug, log = console.log }) {
  return withBenchServer(
    { sitesDir, log, options: { paymentSandboxSecret: SECRET } },
    async (server) => {
      const { database } = server;
      const now = Date.now();
      // One open payment of package p1 (120 credits) for each event, over 200 members.
      const payers = await members(database, slug, 'payer', 200, 0, now);
      const payments = Array.from({ length: EVENTS }, (_, index) => ({
        id: `pay_${String(index).padStart(24, '0')}`,
        site: slug,
        member_id: payers[index % payers.length],
        bundle_id: 'p1',
        credits: 120,
        amount: 1999,
        list_amount: 1999,
        currency: 'EUR',
        method: 'ideal',
        provider: 'sandbox',
        state: 'open',
        discount_code: null,
        withdrawal_consent_at: new Date(now),
        created_at: new Date(now),
        updated_at: new Date(now),
      }));
      for (let start = 0; start < payments.length; start += 500) {
        await database
          .insertInto('payments')
          .values(payments.slice(start, start + 500))
          .execute();
      }
      const host = `${slug}.localhost`;
      const deliver = (index) => {
        const body = JSON.stringify({
          id: `evt_${index}`,
          type: 'payment.paid',
          payment_id: payments[index].id,
        });
        return server.app
          .inject({
            method: 'POST',
            url: '/api/payment-webhook.php?provider=sandbox',
            headers: {
              host,
              'content-type': 'application/json',
              'sandbox-signature': signSandboxEvent(SECRET, body, Date.now()),
            },
            payload: body,
          })
          .then((answer) => {
            if (answer.statusCode !== 200)
              throw new Error(`webhook: ${answer.statusCode} ${answer.body}`);
          });
      };
      const bare = await bareRate(
        JSON.stringify({ id: 'evt_0', type: 'payment.paid', payment_id: payments[0].id }),
      );
      const webhook = await rate(EVENTS, deliver);
      const credited =
        await sql`select count(*)::int as paid from payments where state = 'paid'`.execute(
          database,
        );
      if (credited.rows[0].paid !== EVENTS)
        throw new Error(`Only ${credited.rows[0].paid} of ${EVENTS} paid`);

      // Spends of 1 credit: all on one member (contention), then spread over 200 members.
      const [hot] = await members(database, slug, 'hot', 1, 0, now);
      await addCredits(database, hot, SPENDS, 'bonus', 'bench', now);
      const contended = await rate(SPENDS, (index) =>
        spendCredits(database, hot, 1, `hot-${index}`, Date.now()),
      );
      const spread = await rate(SPENDS, (index) =>
        spendCredits(database, payers[index % payers.length], 1, `spread-${index}`, Date.now()),
      );
      const left = await database
        .selectFrom('members')
        .select('credits')
        .where('id', '=', hot)
        .executeTakeFirstOrThrow();
      const sum = await ledgerSum(database, hot);
      if (left.credits !== 0 || sum !== 0)
        throw new Error(`Hot member ends at ${left.credits}, ledger ${sum}`);
      return {
        events: EVENTS,
        spends: SPENDS,
        concurrency: CONCURRENCY,
        webhookPerSecond: webhook,
        bareFastifyPerSecond: bare,
        spendOneMemberPerSecond: contended,
        spendSpreadPerSecond: spread,
      };
    },
  );
}
