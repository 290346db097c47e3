import {
  likeResponseSchema,
  likesResponseSchema,
  profileViewResponseSchema,
  SWIPE_LIKES_PER_DAY,
  swipeCardsResponseSchema,
  swipeResponseSchema,
} from '@dating/contract';
import { expect, it } from 'vitest';
import { memberBrowser, type SiteClient, siteClient } from '../test-support/site-client.js';
import {
  addMember,
  addPhotoRow,
  describeEachDatabase,
  type TestServer,
} from '../test-support/test-server.js';

/** Two members who look for each other: Eva (a woman) and Jan (a man), both in Amsterdam. */
async function couple(server: TestServer) {
  const eva = await memberBrowser(server, { email: 'eva@amora.example', name: 'Eva' });
  const jan = await memberBrowser(server, {
    email: 'jan@amora.example',
    name: 'Jan',
    gender: 'male',
    date_of_birth: '1994-03-01',
  });
  return { eva, jan };
}

const likeOf = (browser: SiteClient, id: number) =>
  browser.post('/api/like.php', { profile_id: id });

/** Adds `count` photos to a member (the first is the main image), and private ones. */
async function addPhotos(server: TestServer, memberId: number, count: number, privateCount = 0) {
  for (let index = 0; index < count + privateCount; index += 1) {
    await addPhotoRow(server.database, memberId, {
      filename: `${memberId}/${index}.jpg`,
      thumb: `${memberId}/${index}-thumb.jpg`,
      private: index >= count,
      position: index,
      created_at: new Date(server.clock.now()),
    });
  }
}

describeEachDatabase('discovery', (start) => {
  it('makes one like of 50 at once, and one match of two members liking each other at once', async () => {
    const server = await start();
    const { eva, jan } = await couple(server);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => likeOf(eva.browser, jan.id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(likeResponseSchema.parse(answers[0]?.json())).toMatchObject({
      like: 'liked',
      profile: { id: jan.id, name: 'Jan' },
    });
    const likes = await server.database.selectFrom('likes').selectAll().execute();
    expect(likes).toHaveLength(1);

    // A third and a fourth member like each other at the same moment: exactly one match.
    const ana = await memberBrowser(server, { email: 'ana@amora.example', name: 'Ana' });
    const tom = await memberBrowser(server, {
      email: 'tom@amora.example',
      name: 'Tom',
      gender: 'male',
    });
    const both = await Promise.all([likeOf(ana.browser, tom.id), likeOf(tom.browser, ana.id)]);
    const states = both.map((answer) => likeResponseSchema.parse(answer.json()).like).sort();
    expect(states).toEqual(['liked', 'match']);
    const matches = await server.database.selectFrom('matches').selectAll().execute();
    expect(matches).toEqual([
      expect.objectContaining({
        first_id: Math.min(ana.id, tom.id),
        second_id: Math.max(ana.id, tom.id),
      }),
    ]);
    // A like the member returned is a match, not one for the like pop-up ("likes you").
    for (const member of [ana, tom]) {
      expect((await member.browser.get('/api/auto-like.php')).json()).toEqual({ profile: null });
    }
  });

  it('shows both members the match, new until each has seen its pop-up', async () => {
    const server = await start();
    const { eva, jan } = await couple(server);
    await likeOf(eva.browser, jan.id);
    server.clock.advance(60_000);
    const janSees = likesResponseSchema.parse((await jan.browser.get('/api/likes.php')).json());
    expect(janSees.liked_by).toEqual([{ id: eva.id, like_new: true }]);
    expect(janSees.profiles).toEqual([expect.objectContaining({ id: eva.id, like: 'received' })]);
    const auto = (await jan.browser.get('/api/auto-like.php')).json();
    expect(auto.profile).toMatchObject({ id: eva.id, name: 'Eva' });

    // Jan opens Eva's profile: her like is no longer new.
    await jan.browser.put('/api/likes.php', { profile_id: eva.id, seen: 'like' });
    expect((await jan.browser.get('/api/auto-like.php')).json()).toEqual({ profile: null });

    expect(likeResponseSchema.parse((await likeOf(jan.browser, eva.id)).json()).like).toBe('match');
    for (const [viewer, other] of [
      [eva, jan],
      [jan, eva],
    ] as const) {
      const likes = likesResponseSchema.parse((await viewer.browser.get('/api/likes.php')).json());
      expect(likes.profiles).toEqual([expect.objectContaining({ id: other.id, like: 'match' })]);
      expect(likes.new_matches).toEqual([other.id]);
      const page = profileViewResponseSchema.parse(
        (await viewer.browser.get(`/api/profile.php?id=${other.id}`)).json(),
      );
      expect(page.profile.like).toBe('match');
    }
    await eva.browser.put('/api/likes.php', { profile_id: jan.id, seen: 'match' });
    const evaLikes = likesResponseSchema.parse((await eva.browser.get('/api/likes.php')).json());
    expect(evaLikes.new_matches).toEqual([]);
    const janLikes = likesResponseSchema.parse((await jan.browser.get('/api/likes.php')).json());
    expect(janLikes.new_matches).toEqual([eva.id]);

    // Unliking ends the match.
    expect((await eva.browser.delete('/api/like.php', { profile_id: jan.id })).statusCode).toBe(
      200,
    );
    const after = likesResponseSchema.parse((await jan.browser.get('/api/likes.php')).json());
    expect(after.profiles).toEqual([expect.objectContaining({ id: eva.id, like: 'liked' })]);
    expect(after.new_matches).toEqual([]);
  });

  it('orders received likes new first', async () => {
    const server = await start();
    const { jan } = await couple(server);
    const likers: number[] = [];
    for (const name of ['Ana', 'Bea', 'Cas']) {
      const liker = await memberBrowser(server, {
        email: `${name.toLowerCase()}@amora.example`,
        name,
      });
      await likeOf(liker.browser, jan.id);
      likers.push(liker.id);
      server.clock.advance(1_000);
    }
    await jan.browser.put('/api/likes.php', { profile_id: likers[2], seen: 'like' });
    const likes = likesResponseSchema.parse((await jan.browser.get('/api/likes.php')).json());
    expect(likes.liked_by).toEqual([
      { id: likers[1], like_new: true },
      { id: likers[0], like_new: true },
      { id: likers[2], like_new: false },
    ]);
  });

  it('shows photos by the viewer: the main image to visitors, two to free members, all to premium', async () => {
    const server = await start();
    const { eva, jan } = await couple(server);
    await addPhotos(server, jan.id, 4, 2);
    const premium = await memberBrowser(server, {
      email: 'rich@amora.example',
      name: 'Rich',
      paid_user: true,
    });
    const view = async (browser: SiteClient) =>
      profileViewResponseSchema.parse((await browser.get(`/api/profile.php?id=${jan.id}`)).json())
        .profile;
    const visitor = await view(siteClient(server.app, 'amora'));
    expect(visitor).toMatchObject({ like: null, blocked: false, locked_photos: 5 });
    expect(visitor.photos.map((photo) => photo.filename)).toEqual([`/uploads/${jan.id}/0.jpg`]);
    expect(visitor).not.toHaveProperty('date_of_birth');
    const free = await view(eva.browser);
    expect(free.photos).toHaveLength(2);
    expect(free.locked_photos).toBe(4);
    const rich = await view(premium.browser);
    expect(rich.photos).toHaveLength(4);
    expect(rich.private_photos).toEqual([]);
    expect(rich.locked_photos).toBe(2);
    // Private photos: only for a premium member who has a match with the owner.
    await likeOf(premium.browser, jan.id);
    await likeOf(jan.browser, premium.id);
    const matched = await view(premium.browser);
    expect(matched.private_photos).toHaveLength(2);
    expect(matched.locked_photos).toBe(0);
    // Nothing of the locked photos reaches the others: not a path, not an id.
    const body = (await eva.browser.get(`/api/profile.php?id=${jan.id}`)).body;
    expect(body).not.toContain(`${jan.id}/2.jpg`);
    expect(body).not.toContain(`${jan.id}/4.jpg`);
  });

  it('keeps a blocked member away: 403 about the blocker, and never in a list', async () => {
    const server = await start();
    const { eva, jan } = await couple(server);
    await likeOf(jan.browser, eva.id);
    expect((await eva.browser.post('/api/block.php', { profile_id: jan.id })).statusCode).toBe(200);

    const page = await jan.browser.get(`/api/profile.php?id=${eva.id}`);
    expect(page.statusCode).toBe(403);
    expect(page.json()).toMatchObject({ error: 'blocked', name: 'Eva' });
    for (const call of [
      () => likeOf(jan.browser, eva.id),
      () => jan.browser.post('/api/swipe.php', { profile_id: eva.id, like: true }),
      () => jan.browser.post('/api/swipe.php', { profile_id: eva.id, like: false }),
    ]) {
      const answer = await call();
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ error: 'blocked', name: 'Eva' });
    }
    const lists = await Promise.all([
      jan.browser.get('/api/search.php'),
      jan.browser.get('/api/likes.php'),
      jan.browser.get('/api/swipe.php'),
      jan.browser.get('/api/match-finder.php'),
      eva.browser.get('/api/search.php'),
      eva.browser.get('/api/likes.php'),
      eva.browser.get('/api/auto-like.php'),
    ]);
    for (const list of lists) {
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toMatch(/"name":"(Eva|Jan)"/);
    }
    // A third member's profile lists neither of them to the other as related.
    const other = await addMember(server.database, {
      site: 'amora',
      email: 'ria@amora.example',
      name: 'Ria',
    });
    const related = profileViewResponseSchema.parse(
      (await jan.browser.get(`/api/profile.php?id=${other}`)).json(),
    ).related;
    expect(related.map((card) => card.id)).not.toContain(eva.id);

    // The blocker still opens the profile (to unblock), and the list in /profile has it.
    const own = profileViewResponseSchema.parse(
      (await eva.browser.get(`/api/profile.php?id=${jan.id}`)).json(),
    );
    expect(own.profile.blocked).toBe(true);
    const blocked = (await eva.browser.get('/api/block.php')).json();
    expect(blocked.profiles.map((card: { id: number }) => card.id)).toEqual([jan.id]);
    await eva.browser.delete('/api/block.php', { profile_id: jan.id });
    expect((await jan.browser.get(`/api/profile.php?id=${eva.id}`)).statusCode).toBe(200);
  });

  it('stores a report for the operator and blocks the member; "other" needs remarks', async () => {
    const server = await start();
    const { eva, jan } = await couple(server);
    const bare = await eva.browser.post('/api/report.php', { profile_id: jan.id, reason: 'other' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ fields: { remarks: 'required' } });
    const answer = await eva.browser.post('/api/report.php', {
      profile_id: jan.id,
      reason: 'scam',
      remarks: '  Asks for money  ',
    });
    expect(answer.statusCode).toBe(201);
    const reports = await server.database.selectFrom('reports').selectAll().execute();
    expect(reports).toEqual([
      expect.objectContaining({
        site: 'amora',
        reporter_id: eva.id,
        reported_id: jan.id,
        reason: 'scam',
        remarks: 'Asks for money',
      }),
    ]);
    expect((await jan.browser.get(`/api/profile.php?id=${eva.id}`)).statusCode).toBe(403);
  });

  it('gives 4 swipe-game likes a day: the fifth is refused with the time of the next', async () => {
    const server = await start();
    const { eva } = await couple(server);
    const men: number[] = [];
    for (let index = 0; index < SWIPE_LIKES_PER_DAY + 2; index += 1) {
      men.push(
        await addMember(server.database, {
          site: 'amora',
          email: `man${index}@amora.example`,
          name: `Man ${index}`,
          gender: 'male',
        }),
      );
    }
    const cards = swipeCardsResponseSchema.parse((await eva.browser.get('/api/swipe.php')).json());
    expect(cards.likes_left).toBe(SWIPE_LIKES_PER_DAY);
    // Women who look for men get men only, never themselves.
    expect(cards.profiles.every((card) => card.gender === 'male')).toBe(true);
    const firstAt = server.clock.now();
    for (const id of men.slice(0, SWIPE_LIKES_PER_DAY)) {
      const swiped = await eva.browser.post('/api/swipe.php', { profile_id: id, like: true });
      expect(swiped.statusCode).toBe(200);
      server.clock.advance(60_000);
    }
    const fifth = await eva.browser.post('/api/swipe.php', { profile_id: men[4], like: true });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      error: 'swipe_limit_reached',
      retry_at: new Date(firstAt + 24 * 60 * 60 * 1000).toISOString(),
    });
    // A pass is still fine, and a like elsewhere (a profile) is not counted.
    const pass = await eva.browser.post('/api/swipe.php', { profile_id: men[4], like: false });
    expect(swipeResponseSchema.parse(pass.json())).toMatchObject({ like: null, likes_left: 0 });
    expect((await likeOf(eva.browser, men[5] as number)).statusCode).toBe(200);
    const left = swipeCardsResponseSchema.parse((await eva.browser.get('/api/swipe.php')).json());
    expect(left.profiles.map((card) => card.id)).not.toContain(men[4]);
    // A day after the first like, one comes back.
    server.clock.advance(firstAt + 24 * 60 * 60 * 1000 - server.clock.now());
    const later = swipeCardsResponseSchema.parse((await eva.browser.get('/api/swipe.php')).json());
    expect(later).toMatchObject({ likes_left: 1, next_like_at: null });
  });

  it('finds matches by looking-for, region and age, then similar ones', async () => {
    const server = await start();
    const { eva, jan } = await couple(server);
    const far = await addMember(server.database, {
      site: 'amora',
      email: 'far@amora.example',
      name: 'Far',
      gender: 'male',
      region: 'NL-ZH',
      city: 'Rotterdam',
    });
    await addMember(server.database, {
      site: 'amora',
      email: 'woman@amora.example',
      name: 'Woman',
    });
    const found = (await eva.browser.get('/api/match-finder.php')).json();
    expect(found.profiles.map((card: { id: number }) => card.id)).toEqual([jan.id]);
    expect(found.similar.map((card: { id: number }) => card.id)).toEqual([far]);
  });

  it('shows a member offline once their page is hidden, and never an invisible one online', async () => {
    const server = await start();
    const { eva, jan } = await couple(server);
    // The client's periodic refresh of the member says they are on the site.
    const refresh = () =>
      jan.browser.request('GET', '/api/user.php', undefined, { 'request-type': 'client' });
    const online = async () =>
      profileViewResponseSchema.parse(
        (await eva.browser.get(`/api/profile.php?id=${jan.id}`)).json(),
      ).profile.online;
    await refresh();
    expect(await online()).toBe(true);
    server.clock.advance(1_000);
    expect((await jan.browser.post('/api/page-hidden.php', {})).statusCode).toBe(200);
    expect(await online()).toBe(false);
    server.clock.advance(1_000);
    await refresh();
    expect(await online()).toBe(true);
    await jan.browser.put('/api/user.php', { invisible: true });
    expect(await online()).toBe(false);
    // A visitor's beacon changes nothing and is not refused.
    expect(
      (await siteClient(server.app, 'amora').post('/api/page-hidden.php', {})).statusCode,
    ).toBe(200);
  });

  it("answers 404 for oneself, an unknown or another brand's member", async () => {
    const server = await start();
    const { eva } = await couple(server);
    const elsewhere = await addMember(server.database, {
      site: 'closed-club',
      email: 'x@closed.example',
      country: 'DE',
      region: 'DE-BE',
    });
    for (const id of [eva.id, 999_999, elsewhere]) {
      expect((await eva.browser.get(`/api/profile.php?id=${id}`)).statusCode).toBe(404);
      expect((await likeOf(eva.browser, id)).statusCode).toBe(404);
    }
  });
});
