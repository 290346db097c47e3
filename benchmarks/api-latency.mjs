// API latency on PostgreSQL with 100,000 profiles: the member search with filters (goal: p95 of
// 20 ms or less), another member's profile view, and the likes of a member with 5,000 likes.
// Each call goes through the real server (Fastify's inject: routing, validation, the query, the
// serializer), as a logged-in member, against a fresh schema of the machine's PostgreSQL
// (BENCH_DATABASE_URL, else postgres://<postgres|root>@127.0.0.1:5432/test), dropped afterwards.
import { gzipSync } from 'node:zlib';
import { hashPassword, regionsOf } from '@dating/server';
import { sql } from 'kysely';
import { withBenchServer } from './bench-server.mjs';

const PROFILES = 100_000;
const LIKES = 5_000;
const SAMPLES = 300;
const SEARCH_GOAL_MS = 20;
const PASSWORD = 'bench-password';

/** The p50 and p95 of timings (ms). */
function percentiles(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return { p50: Number(at(0.5).toFixed(2)), p95: Number(at(0.95).toFixed(2)) };
}

/** Seeds `PROFILES` members of the brand (in its countries and regions) with a photo each. */
async function seed(database, brand, now) {
  const countries = brand.countries;
  const regions = countries.map((country) => regionsOf(country).map((region) => region.code));
  const regionCase = countries
    .map(
      (_country, index) =>
        `when ${index} then (array[${regions[index].map((code) => `'${code}'`).join(',')}])[1 + (i / 7) % ${regions[index].length}]`,
    )
    .join(' ');
  const hash = await hashPassword(PASSWORD);
  await sql`
    insert into members (site, email, password_hash, status, language, signup_date, name, gender,
      sexuality, date_of_birth, country, region, city, fictional, last_seen_at)
    select ${brand.slug}, 'member' || i || '@bench.example', ${hash}, 'active', 'en',
      ${new Date(now)}::timestamptz - (i || ' minutes')::interval, 'Member ' || i,
      case when i % 2 = 0 then 'female' else 'male' end,
      case when i % 10 = 0 then 'bi' else 'hetero' end,
      date '1956-01-01' + (i * 7919 % 17000),
      (array[${sql.raw(countries.map((code) => `'${code}'`).join(','))}])[1 + i % ${sql.raw(String(countries.length))}],
      case i % ${sql.raw(String(countries.length))} ${sql.raw(regionCase)} end,
      'City ' || (i % 400), i % 7 = 0,
      ${new Date(now)}::timestamptz - ((i % 600) || ' minutes')::interval
    from generate_series(1, ${PROFILES}::int) as i
  `.execute(database);
  await sql`
    insert into photos (member_id, filename, thumb, thumb_2x, status, position, created_at)
    select id, 'bench/' || id || '.jpg', 'bench/' || id || '-thumb.jpg', 'bench/' || id || '-thumb-2x.jpg',
      'active', 0, ${new Date(now)}
    from members
  `.execute(database);
}

/** The member who has 5,000 likes: half given, half received, a quarter of them matches. */
async function likedMember(database, brand, now) {
  const { id } = await database
    .insertInto('members')
    .values({
      site: brand.slug,
      email: 'liked@bench.example',
      password_hash: await hashPassword(PASSWORD),
      status: 'active',
      language: 'en',
      signup_date: new Date(now),
      name: 'Liked',
      gender: 'female',
      sexuality: 'hetero',
      date_of_birth: '1990-05-05',
      country: brand.countries[0],
      city: 'Amsterdam',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const half = LIKES / 2;
  await sql`
    insert into likes (liker_id, liked_id, source, created_at, is_new)
    select ${id}, g, 'profile', ${new Date(now)}::timestamptz - (g || ' seconds')::interval, false
    from generate_series(1, ${half}::int) as g
  `.execute(database);
  await sql`
    insert into likes (liker_id, liked_id, source, created_at, is_new)
    select g, ${id}, 'profile', ${new Date(now)}::timestamptz - (g || ' seconds')::interval, g % 9 = 0
    from generate_series(${half / 2 + 1}::int, ${half / 2 + half}::int) as g
  `.execute(database);
  return id;
}

/**
 * Seeds PostgreSQL and times the calls; returns the figures, or undefined when no PostgreSQL
 * answers (printed as skipped).
 */
export function runApiLatency({ sitesDir, slug, log = console.log }) {
  return withBenchServer({ sitesDir, log }, async (server) => {
    const brand = server.brands.find((candidate) => candidate.slug === slug);
    if (!brand) throw new Error(`No brand ${slug} in ${sitesDir}`);
    const now = Date.now();
    const seeding = Date.now();
    await seed(server.database, brand, now);
    const likedId = await likedMember(server.database, brand, now);
    // As autovacuum leaves a table in use: statistics and the visibility map (index-only scans).
    await sql`vacuum analyze`.execute(server.database);
    log(
      `  seeded ${PROFILES.toLocaleString('en')} profiles and ${LIKES.toLocaleString('en')} likes in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const host = `${slug}.localhost`;
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { host, origin: `http://${host}` },
      payload: { email: 'liked@bench.example', password: PASSWORD },
    });
    const session = login.cookies.find((cookie) => cookie.name === 'auth.session')?.value;
    if (!session) throw new Error(`Login failed: ${login.body}`);
    let lastBody = Buffer.alloc(0);
    const call = async (url) => {
      const started = performance.now();
      const answer = await server.app.inject({
        url,
        headers: { host },
        cookies: { 'auth.session': session },
      });
      const elapsed = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
      lastBody = answer.rawPayload;
      return elapsed;
    };
    // Percentiles of the calls, and the size of the last answer: raw JSON and gzip (level 6, as a
    // server compresses on the fly).
    const timed = async (urls) => {
      for (const url of urls.slice(0, 20)) await call(url); // warm-up
      const timings = [];
      for (const url of urls) timings.push(await call(url));
      return {
        ...percentiles(timings),
        bytes: lastBody.length,
        gzipBytes: gzipSync(lastBody, { level: 6 }).length,
      };
    };
    const pick = (list, index) => list[index % list.length];
    const searches = Array.from({ length: SAMPLES }, (_, index) => {
      const country = pick(brand.countries, index);
      const regions = regionsOf(country).map((region) => region.code);
      const min = 18 + ((index * 7) % 40);
      const query = new URLSearchParams({
        gender: index % 2 ? 'female' : 'male',
        country,
        min_age: String(min),
        max_age: String(min + 5 + (index % 20)),
        page: String(1 + (index % 5)),
      });
      if (index % 3 === 0) query.set('countryregion', pick(regions, index));
      return `/api/search.php?${query}`;
    });
    const { ids } =
      await sql`select array_agg(id order by random()) as ids from (select id from members where site = ${slug} limit 5000) as sample`
        .execute(server.database)
        .then((result) => result.rows[0]);
    const profiles = Array.from(
      { length: SAMPLES },
      (_, index) => `/api/profile.php?id=${ids[index]}`,
    );
    const likes = Array.from({ length: 60 }, () => '/api/likes.php');

    const result = {
      profiles: PROFILES,
      likes: LIKES,
      samples: SAMPLES,
      search: await timed(searches),
      profileView: await timed(profiles),
      likesOf5000: await timed(likes),
      searchGoalMs: SEARCH_GOAL_MS,
    };
    result.pass = result.search.p95 <= SEARCH_GOAL_MS;
    void likedId;
    return result;
  });
}
