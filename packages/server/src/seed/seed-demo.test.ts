import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { likesResponseSchema } from '@dating/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDatabase, siteHeaders } from '../test-support/test-server.js';
import { DEMO_PASSWORD, demoLogins, demoOperator } from './seed-demo.js';

describeEachDatabase('demo seed', (start) => {
  it('adds 200+ varied members per brand with portraits, some fictional, and runs again without duplicates', async () => {
    const server = await start({ seedDemo: true });
    const counts = async () =>
      server.database
        .selectFrom('members')
        .select([
          'site',
          sql<number>`count(*)::int`.as('members'),
          sql<number>`count(*) filter (where fictional)::int`.as('fictional'),
        ])
        .groupBy('site')
        .orderBy('site')
        .execute();
    const first = await counts();
    expect(first.map((row) => row.site)).toEqual(['amora', 'closed-club', 'tulip-club']);
    for (const row of first) {
      expect(row.members).toBeGreaterThanOrEqual(200);
      expect(row.fictional / row.members).toBeGreaterThan(0.08);
      expect(row.fictional / row.members).toBeLessThan(0.25);
    }
    const photos = await server.database
      .selectFrom('photos')
      .select(['filename', 'thumb'])
      .limit(5)
      .execute();
    for (const photo of photos) {
      expect(existsSync(join(server.dataDir, 'uploads', photo.filename))).toBe(true);
      expect(existsSync(join(server.dataDir, 'uploads', photo.thumb))).toBe(true);
    }
    const variety = await server.database
      .selectFrom('members')
      .select([
        sql<number>`count(distinct gender)::int`.as('genders'),
        sql<number>`count(distinct sexuality)::int`.as('sexualities'),
        sql<number>`count(distinct region)::int`.as('regions'),
        sql<number>`count(distinct hair_color)::int`.as('hair'),
      ])
      .where('site', '=', 'closed-club')
      .executeTakeFirstOrThrow();
    expect(variety).toMatchObject({ genders: 2, sexualities: 4 });
    // Every member's credits are the sum of their ledger entries.
    const unbalanced = await sql<{ id: number }>`
      select members.id from members
      left join ledger_entries on ledger_entries.member_id = members.id
      group by members.id, members.credits
      having members.credits <> coalesce(sum(ledger_entries.amount), 0)
    `.execute(server.database);
    expect(unbalanced.rows).toEqual([]);
    expect(
      await server.database.selectFrom('ledger_entries').select('id').limit(1).execute(),
    ).toHaveLength(1);
    // Every paid member bought a package (the demo's purchase history); nobody else did.
    const buyers = await sql<{ paid_user: boolean; payments: number }>`
      select members.paid_user, count(payments.id)::int as payments from members
      left join payments on payments.member_id = members.id and payments.state = 'paid'
      group by members.id, members.paid_user
    `.execute(server.database);
    expect(buyers.rows.filter((row) => row.paid_user && row.payments !== 1)).toEqual([]);
    expect(buyers.rows.filter((row) => !row.paid_user && row.payments !== 0)).toEqual([]);
    expect(buyers.rows.some((row) => row.paid_user)).toBe(true);
    expect(variety.regions).toBeGreaterThan(10);
    expect(variety.hair).toBeGreaterThan(5);

    const { seedDemo } = await import('./seed-demo.js');
    const added = await seedDemo({
      database: server.database,
      brands: server.brands,
      dataDir: server.dataDir,
      now: server.clock.now(),
    });
    expect(added).toBe(0);
    expect(await counts()).toEqual(first);

    const search = await server.app.inject({
      url: '/api/search.php?country=NL',
      headers: siteHeaders('amora'),
    });
    const body = search.json();
    expect(body.numResults).toBeGreaterThan(24);
    expect(body.profiles[0].main_image.thumb_filename).toMatch(
      /^\/uploads\/amora\/demo\/.+-thumb\.jpg$/,
    );
    const { thumb_filename, thumb_2x_filename } = body.profiles[0].main_image;
    expect(thumb_2x_filename).toBe(thumb_filename.replace(/-thumb\.jpg$/, '-thumb-2x.jpg'));
    for (const [url, width, height] of [
      [thumb_filename, 160, 200],
      [thumb_2x_filename, 320, 400],
    ] as const) {
      const served = await server.app.inject({ url, headers: siteHeaders('amora') });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width, height });
    }
    const image = await server.app.inject({
      url: body.profiles[0].main_image.filename,
      headers: siteHeaders('amora'),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    for (const login of demoLogins(server.brands[0] ?? (undefined as never))) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: siteHeaders('amora'),
        payload: { email: login.email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.paid_user).toBe(login.kind === 'premium');
      // Admirers, two matches (one still to be shown) and a like not answered yet.
      const cookie = response.cookies.find((candidate) => candidate.name === 'auth.session');
      const likes = await server.app.inject({
        url: '/api/likes.php',
        headers: siteHeaders('amora'),
        cookies: { 'auth.session': cookie?.value ?? '' },
      });
      const { profiles, liked_by, new_matches } = likesResponseSchema.parse(likes.json());
      expect(liked_by).toHaveLength(7);
      expect(liked_by.filter((like) => like.like_new)).toHaveLength(3);
      expect(profiles.filter((profile) => profile.like === 'match')).toHaveLength(2);
      expect(profiles.filter((profile) => profile.like === 'liked')).toHaveLength(1);
      expect(new_matches).toHaveLength(1);
      // A lived-in inbox: a long conversation and an opener with fictional profiles, both unread,
      // and a read one with a real member; none started by the login (a free login keeps both
      // of its own starts).
      const chats = await server.app.inject({
        url: '/api/chats.php',
        headers: siteHeaders('amora'),
        cookies: { 'auth.session': cookie?.value ?? '' },
      });
      const inbox = chats.json();
      expect(
        inbox.chats.map(
          (chat: { num_unread_messages: number; profile: { fictional: boolean } }) => [
            chat.profile.fictional,
            chat.num_unread_messages,
          ],
        ),
      ).toEqual([
        [true, 1],
        [true, 2],
        [false, 0],
      ]);
      expect(inbox.counters).toMatchObject({ unread_messages: 3, messages: 11 });
      // The demo operator answers for the fictional profiles: their demo lines are theirs.
      const operator = demoOperator(server.brands[0] ?? (undefined as never));
      const team = await server.app.inject({
        method: 'POST',
        url: '/api/operator/session.php',
        headers: siteHeaders('amora', { origin: 'http://amora.localhost:8080' }),
        payload: { email: operator.email, password: operator.password },
      });
      expect(team.json().operator).toMatchObject({ name: 'Sam', roles: ['chat'] });
      // The demo's team, one operator per role it shows, each in the audit log as added.
      const demoTeam = await server.database
        .selectFrom('operators')
        .select(['email', 'roles'])
        .where('site', '=', 'amora')
        .orderBy('email')
        .execute();
      expect(demoTeam.map((operator) => `${operator.email} ${operator.roles}`)).toEqual([
        'admin@amora.example admin',
        'moderator@amora.example moderator',
        'team@amora.example chat',
      ]);
      const added = await server.database
        .selectFrom('audit_log')
        .select('subject_label')
        .where('site', '=', 'amora')
        .where('action', '=', 'operator_added')
        .where('operator_id', 'is', null)
        .execute();
      expect(added).toHaveLength(3);
      const teamCookie = team.cookies.find((candidate) => candidate.name === 'auth.operator');
      const operatorInbox = await server.app.inject({
        url: '/api/operator/chats.php',
        headers: siteHeaders('amora'),
        cookies: { 'auth.operator': teamCookie?.value ?? '' },
      });
      expect(operatorInbox.json().chats.length).toBeGreaterThanOrEqual(4);
      // The two logins leave the like between them to the person trying the demo.
      const logins = await server.database
        .selectFrom('members')
        .select('id')
        .where('site', '=', 'amora')
        .where(
          'email',
          'in',
          demoLogins(server.brands[0] ?? (undefined as never)).map((each) => each.email),
        )
        .execute();
      expect(profiles.map((profile) => profile.id)).not.toEqual(
        expect.arrayContaining([logins[0]?.id ?? 0]),
      );
      expect(profiles.map((profile) => profile.id)).not.toEqual(
        expect.arrayContaining([logins[1]?.id ?? 0]),
      );
    }
    // Seeding again adds no likes either.
    const likeCount = async () =>
      (
        await server.database
          .selectFrom('likes')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await likeCount();
    await seedDemo({
      database: server.database,
      brands: server.brands,
      dataDir: server.dataDir,
      now: server.clock.now(),
    });
    expect(await likeCount()).toBe(before);
  });
});
