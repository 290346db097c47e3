import type {
  EndpointResult,
  LikeProfile,
  MemberProfile,
  ProfileCard,
  User,
} from '@dating/contract';
import {
  DISCOVERY_PAGE_SIZE,
  RELATED_PROFILES,
  SWIPE_LIKE_WINDOW_MS,
} from '@dating/contract/enums';
import {
  complaintProblems,
  likeStateOf,
  lookingForOf,
  privatePhotosVisible,
  swipeAllowance,
  viewerOf,
  visiblePublicPhotos,
} from '@dating/contract/rules';
import { apiError, type ErrorDetails } from './fake-errors.js';
import type { EndpointHandlers } from './fake-server.js';
import { fixtureImage } from './fixtures.js';

/** What the fake's discovery starts from, besides the members of the search. */
export interface FakeDiscoveryData {
  /** Members who liked the member (new likes), newest last. */
  likedBy?: readonly number[];
  /** Members who blocked the member: calls about them answer 403 `blocked`. */
  blockedBy?: readonly number[];
  /** Members the member liked (a match with those in `likedBy`, not shown yet). */
  liked?: readonly number[];
  /** Members the member has blocked. */
  blocked?: readonly number[];
}

type DiscoveryHandlers = Pick<
  EndpointHandlers,
  | 'getProfile'
  | 'getLikes'
  | 'markLikeSeen'
  | 'like'
  | 'unlike'
  | 'getAutoLike'
  | 'getBlockedProfiles'
  | 'block'
  | 'unblock'
  | 'report'
  | 'complain'
  | 'getSwipeCards'
  | 'swipe'
  | 'getMatchFinder'
  | 'pageHidden'
>;

/** The moment the fake's likes are given at: a fixed day, a minute apart. */
const START = Date.UTC(2026, 0, 15, 12);

/**
 * The fake server's discovery: likes, matches, blocks and the swipe game of the logged-in member
 * (or of `loginUser`) over the search's member cards, in memory, by the contract's rules (photos per viewer, like states, the swipe
 * game's 4 likes a day). Each card's profile has four public photos and one private photo.
 */
export function createFakeDiscovery(
  profiles: readonly ProfileCard[],
  currentUser: () => User | null,
  loginUser: User,
  data: FakeDiscoveryData = {},
): DiscoveryHandlers {
  let tick = START;
  const at = () => {
    tick += 60_000;
    return tick;
  };
  const given = new Map<number, number>((data.liked ?? []).map((id) => [id, at()]));
  const received = new Map<number, { at: number; isNew: boolean }>(
    (data.likedBy ?? []).map((id) => [id, { at: at(), isNew: true }]),
  );
  const seenMatches = new Set<number>();
  const blocked = new Set<number>(data.blocked ?? []);
  const blockedBy = new Set(data.blockedBy ?? []);
  const swiped = new Set<number>();
  const swipeLikes: number[] = [];
  const ok = { ok: true } as const;
  let notices = 0;

  const fail = (code: Parameters<typeof apiError>[0], details: ErrorDetails = {}): never => {
    throw apiError(code, details);
  };
  // Like the rest of the fake, member calls answer for the fixture member when nobody is
  // logged in (the real server refuses them; tests that need that override the handler).
  const member = () => currentUser() ?? loginUser;
  const find = (id: number) => {
    const card = profiles.find((profile) => profile.id === id);
    if (!card || card.id === currentUser()?.profile.id) return fail('not_found');
    return card;
  };
  const refuseBlocked = (card: ProfileCard) => {
    if (blockedBy.has(card.id) || blocked.has(card.id)) {
      fail('blocked', blockedBy.has(card.id) ? { name: card.name } : {});
    }
  };
  const visible = (card: ProfileCard) => !blocked.has(card.id) && !blockedBy.has(card.id);
  const stateOf = (id: number) => likeStateOf(given.has(id), received.has(id));
  const likeOf = (card: ProfileCard): EndpointResult<'like'> => {
    given.set(card.id, at());
    return { like: stateOf(card.id) === 'match' ? 'match' : 'liked', profile: card };
  };
  const sought = () => {
    const self = member();
    const lookingFor = lookingForOf(self.profile.gender, self.profile.sexuality);
    return profiles.filter(
      (card) =>
        visible(card) &&
        card.id !== self.profile.id &&
        (lookingFor === 'both' || card.gender === lookingFor),
    );
  };

  return {
    getProfile: async ({ query }) => {
      const card = find(Number(query.id));
      const viewer = currentUser();
      if (viewer && blockedBy.has(card.id)) fail('blocked', { name: card.name });
      const like = viewer ? stateOf(card.id) : null;
      const kind = viewerOf(viewer);
      const photos = [
        card.main_image ?? fixtureImage(card.id),
        ...[1, 2, 3].map((n) => fixtureImage(card.id * 10 + n)),
      ];
      const shown = visiblePublicPhotos(kind, photos.length);
      const privateShown = privatePhotosVisible(kind, like);
      const profile: MemberProfile = {
        ...card,
        sexuality: 'hetero',
        hair_color: 'brown',
        eye_color: 'green',
        body_type: 'athletic',
        relationship_status: 'single',
        tattoos: 'none',
        interests: ['travelling', 'music', 'cooking'],
        notes: `Hi, I am ${card.name}.`,
        photos: photos.slice(0, shown),
        private_photos: privateShown ? [fixtureImage(card.id * 10 + 9)] : [],
        locked_photos: photos.length - shown + (privateShown ? 0 : 1),
        status: 'active',
        signup_date: new Date(START - card.id * 86_400_000).toISOString(),
        like,
        blocked: blocked.has(card.id),
      };
      const related = profiles
        .filter(
          (other) =>
            other.id !== card.id &&
            other.gender === card.gender &&
            other.id !== viewer?.profile.id &&
            visible(other),
        )
        .slice(0, RELATED_PROFILES);
      return { profile, related };
    },
    getLikes: async () => {
      member();
      const ids = [...new Set([...given.keys(), ...received.keys()])];
      const likeProfiles: LikeProfile[] = ids
        .map((id) => profiles.find((card) => card.id === id))
        .filter((card): card is ProfileCard => card !== undefined && visible(card))
        .map((card) => ({
          ...card,
          like: stateOf(card.id) ?? 'liked',
          liked_at: new Date(
            Math.max(given.get(card.id) ?? 0, received.get(card.id)?.at ?? 0),
          ).toISOString(),
        }))
        .sort((a, b) => b.liked_at.localeCompare(a.liked_at));
      const shown = new Set(likeProfiles.map((card) => card.id));
      return {
        profiles: likeProfiles,
        liked_by: [...received.entries()]
          .filter(([id]) => shown.has(id))
          .sort(([, a], [, b]) => Number(b.isNew) - Number(a.isNew) || b.at - a.at)
          .map(([id, like]) => ({ id, like_new: like.isNew })),
        new_matches: likeProfiles
          .filter((card) => card.like === 'match' && !seenMatches.has(card.id))
          .map((card) => card.id),
      };
    },
    markLikeSeen: async ({ body }) => {
      member();
      if (body.seen === 'match') seenMatches.add(body.profile_id);
      const like = received.get(body.profile_id);
      if (body.seen === 'like' && like) like.isNew = false;
      return ok;
    },
    like: async ({ body }) => {
      member();
      const card = find(body.profile_id);
      refuseBlocked(card);
      return likeOf(card);
    },
    unlike: async ({ body }) => {
      member();
      given.delete(body.profile_id);
      seenMatches.delete(body.profile_id);
      return ok;
    },
    getAutoLike: async () => {
      member();
      const newest = [...received.entries()]
        .filter(
          ([id, like]) => like.isNew && !given.has(id) && profiles.some((card) => card.id === id),
        )
        .sort(([, a], [, b]) => b.at - a.at)[0];
      const card = newest && profiles.find((profile) => profile.id === newest[0]);
      if (!card || !visible(card)) return { profile: null };
      return {
        profile: {
          id: card.id,
          name: card.name,
          fictional: card.fictional,
          main_image: card.main_image ? { match: card.main_image.match } : null,
        },
      };
    },
    getBlockedProfiles: async () => {
      member();
      return { profiles: profiles.filter((card) => blocked.has(card.id)) };
    },
    block: async ({ body }) => {
      member();
      blocked.add(find(body.profile_id).id);
      return ok;
    },
    unblock: async ({ body }) => {
      member();
      blocked.delete(body.profile_id);
      return ok;
    },
    report: async ({ body }) => {
      member();
      if (body.reason === 'other' && !body.remarks?.trim()) {
        fail('validation_failed', { fields: { remarks: 'required' } });
      }
      blocked.add(find(body.profile_id).id);
      return ok;
    },
    // A notice (`/complaints`): checked by the contract's rule, filed under a new reference.
    complain: async ({ body }) => {
      const problems = complaintProblems({
        ...body,
        url: body.url ?? '',
        conversation_id: body.conversation_id ?? null,
        name: body.name ?? '',
        email: body.email ?? '',
      });
      if (Object.keys(problems).length) fail('validation_failed', { fields: problems });
      notices += 1;
      return { reference: `N-${String(notices).padStart(10, '0')}` };
    },
    getSwipeCards: async () => ({
      ...swipeAllowance(swipeLikes, tick),
      profiles: sought()
        .filter((card) => !swiped.has(card.id) && !given.has(card.id))
        .slice(0, DISCOVERY_PAGE_SIZE),
    }),
    swipe: async ({ body }) => {
      member();
      const card = find(body.profile_id);
      refuseBlocked(card);
      let like: EndpointResult<'swipe'>['like'] = null;
      if (body.like) {
        const allowance = swipeAllowance(swipeLikes, tick);
        if (allowance.likes_left === 0) {
          fail('swipe_limit_reached', {
            retry_at: allowance.next_like_at ?? new Date(tick + SWIPE_LIKE_WINDOW_MS).toISOString(),
          });
        }
        like = likeOf(card).like;
        swipeLikes.push(tick);
      }
      swiped.add(card.id);
      return { ...swipeAllowance(swipeLikes, tick), like };
    },
    getMatchFinder: async () => {
      const self = member();
      const candidates = sought().filter(
        (card) => card.country === self.profile.country && !given.has(card.id),
      );
      const exact = candidates.filter((card) => card.region === self.profile.region);
      const similar = candidates.filter((card) => !exact.includes(card));
      const profilesFound = exact.slice(0, DISCOVERY_PAGE_SIZE);
      return {
        profiles: profilesFound,
        similar: similar.slice(0, DISCOVERY_PAGE_SIZE - profilesFound.length),
      };
    },
    pageHidden: async () => ok,
  };
}
