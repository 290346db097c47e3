import { autoLike, like, likesOf, markLikeSeen, unlike } from '../discovery/likes.js';
import { matchFinder } from '../discovery/match-finder.js';
import { profilePage } from '../discovery/profile-page.js';
import { block, blockedProfiles, report, unblock } from '../discovery/relations.js';
import { swipe, swipeCards } from '../discovery/swipe-game.js';
import { type DomainRoutes, route } from '../http/endpoints.js';

const OK = { ok: true } as const;

/**
 * Discovery: another member's profile, likes and matches, blocking and reporting, the swipe game,
 * the match finder, and the page-hidden beacon that shows a member offline.
 */
export const discoveryRoutes: DomainRoutes = async (app, { context }) => {
  const { database, clock } = context;

  route(app, context, 'getProfile', async (request) =>
    profilePage(database, request.brand, request.member, request.query.id, clock.now()),
  );
  route(app, context, 'getLikes', async (request) =>
    likesOf(database, request.brand, request.member, clock.now()),
  );
  route(app, context, 'markLikeSeen', async (request) => {
    await markLikeSeen(database, request.member, request.body, clock.now());
    return OK;
  });
  route(app, context, 'like', async (request) => {
    const { brand, member, body } = request;
    const answer = await like(database, brand, member, body.profile_id, clock.now());
    void context.push.flush();
    return answer;
  });
  route(app, context, 'unlike', async (request) => {
    await unlike(database, request.member, request.body.profile_id);
    return OK;
  });
  route(app, context, 'getAutoLike', async (request) =>
    autoLike(database, request.brand, request.member),
  );
  route(app, context, 'getBlockedProfiles', async (request) => ({
    profiles: await blockedProfiles(database, request.brand, request.member, clock.now()),
  }));
  route(app, context, 'block', async (request) => {
    await block(database, request.brand, request.member, request.body.profile_id, clock.now());
    return OK;
  });
  route(app, context, 'unblock', async (request) => {
    await unblock(database, request.member, request.body.profile_id);
    return OK;
  });
  route(app, context, 'report', async (request) => {
    await report(database, request.brand, request.member, request.body, clock.now());
    return OK;
  });
  route(app, context, 'getSwipeCards', async (request) =>
    swipeCards(database, request.brand, request.member, clock.now()),
  );
  route(app, context, 'swipe', async (request) => {
    const answer = await swipe(database, request.brand, request.member, request.body, clock.now());
    void context.push.flush();
    return answer;
  });
  route(app, context, 'getMatchFinder', async (request) =>
    matchFinder(database, request.brand, request.member, clock.now()),
  );
  route(app, context, 'pageHidden', async (request) => {
    const { member } = request;
    if (member) {
      await database
        .updateTable('members')
        .set({ offline_at: new Date(clock.now()) })
        .where('id', '=', member.id)
        .execute();
    }
    return OK;
  });
};
