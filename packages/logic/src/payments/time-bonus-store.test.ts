import type { DiscountCode, User } from '@dating/contract';
import { TIME_BONUS_RELOAD_MS } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { ALERTS_STORAGE_KEY } from '../alerts/alerts-store.js';
import { createOverlayStore } from '../overlays/overlay-store.js';
import { createSessionStore } from '../session/session-store.js';
import {
  createFakeApi,
  createFakeClock,
  createMemoryStorage,
  fixtureDiscountCode,
  fixtureUser,
} from '../testing/index.js';
import { createTimeBonusStore } from './time-bonus-store.js';

const S = 1000;
const WINDOW_S = 14_400;

/** A member who signed up `secondsAgo` seconds before the fake clock's now, with `credits`. */
function setup(options: {
  secondsAgo: number;
  credits?: number;
  paid?: boolean;
  offered?: 'none';
  storage?: Record<string, string>;
  /** The brand's hours of the bonus (4 by default). */
  hours?: number;
}) {
  const clock = createFakeClock();
  const signup = clock.now() - options.secondsAgo * S;
  const user: User = {
    ...fixtureUser(),
    credits: options.credits ?? 0,
    paid_user: options.paid ?? false,
    signup_date: new Date(signup).toISOString(),
  };
  let offered: DiscountCode | null =
    options.offered === 'none'
      ? null
      : fixtureDiscountCode({
          code: 'TIMEBONUS25',
          value_percentage: 25,
          expires: new Date(signup + (options.hours ?? 4) * 3600 * S).toISOString(),
        });
  const api = createFakeApi(
    { getDiscountCode: async () => ({ discount_code: offered }) },
    { user },
  );
  const session = createSessionStore({ api, clock, user });
  const overlays = createOverlayStore({ clock });
  const storage = createMemoryStorage(options.storage);
  const store = createTimeBonusStore({
    api,
    clock,
    session,
    overlays,
    storage,
    hours: options.hours ?? 4,
  });
  return {
    clock,
    api,
    session,
    overlays,
    storage,
    store,
    user,
    modalOpen: () => overlays.actions.isOpen('timeBonus'),
    withdraw() {
      offered = null;
    },
  };
}

const countdown = (store: ReturnType<typeof setup>['store']) => {
  const { hours, minutes, seconds } = store.state.countdown;
  return `${hours}:${minutes}:${seconds}`;
};

describe('time bonus store', () => {
  it('shows the bonus at 14,399 s after signup and clears it when the countdown reaches zero', async () => {
    const { clock, store } = setup({ secondsAgo: WINDOW_S - 1 });
    await store.actions.load();
    expect(store.state.bonus).toMatchObject({ code: 'TIMEBONUS25', percentage: 25 });
    expect(countdown(store)).toBe('00:00:01');
    await clock.advance(S);
    expect(store.state.bonus).toBeNull();
    expect(countdown(store)).toBe('00:00:00');
  });

  it('lasts the brand’s own hours: 2 hours here', async () => {
    const { store } = setup({ secondsAgo: 7_199, hours: 2 });
    await store.actions.load();
    expect(countdown(store)).toBe('00:00:01');
    const late = setup({ secondsAgo: 7_200, hours: 2 });
    await late.store.actions.load();
    expect(late.store.state.bonus).toBeNull();
  });

  it('shows no bonus at 14,400 s after signup, whatever the server says', async () => {
    const { store } = setup({ secondsAgo: WINDOW_S });
    await store.actions.load();
    expect(store.state.bonus).toBeNull();
  });

  it('counts down every second in hours, minutes and seconds, two digits each', async () => {
    const { clock, store } = setup({ secondsAgo: 0 });
    await store.actions.load();
    expect(countdown(store)).toBe('04:00:00');
    await clock.advance(S);
    expect(countdown(store)).toBe('03:59:59');
    await clock.advance(61 * S);
    expect(countdown(store)).toBe('03:58:58');
  });

  it('opens the pop-up 40 s after entering the members area, with 0 credits', async () => {
    const { clock, store, modalOpen } = setup({ secondsAgo: 60, credits: 0 });
    await store.actions.load();
    store.actions.enterMembersArea();
    await clock.advance(39_999);
    expect(modalOpen()).toBe(false);
    await clock.advance(1);
    expect(modalOpen()).toBe(true);
    store.actions.closeModal();
    store.actions.enterMembersArea();
    await clock.advance(40 * S);
    expect(modalOpen()).toBe(false);
  });

  it('keeps the pop-up closed for a member with 1 credit', async () => {
    const { clock, store, modalOpen } = setup({ secondsAgo: 60, credits: 1 });
    await store.actions.load();
    store.actions.enterMembersArea();
    await clock.advance(60 * S);
    expect(store.state.bonus).not.toBeNull();
    expect(modalOpen()).toBe(false);
  });

  it('stores the closing for good: the pop-up does not come back after a reload', async () => {
    const first = setup({ secondsAgo: 60 });
    await first.store.actions.load();
    first.store.actions.enterMembersArea();
    await first.clock.advance(40 * S);
    first.store.actions.closeModal();
    const dismissal = first.storage.getItem(ALERTS_STORAGE_KEY) ?? '';
    expect(JSON.parse(dismissal)).toEqual({ time_bonus: first.clock.now() });

    // The reload: a new store over the same storage.
    const reloaded = setup({ secondsAgo: 120, storage: { [ALERTS_STORAGE_KEY]: dismissal } });
    await reloaded.store.actions.load();
    reloaded.store.actions.enterMembersArea();
    await reloaded.clock.advance(60 * S);
    expect(reloaded.store.state.bonus).not.toBeNull();
    expect(reloaded.modalOpen()).toBe(false);
  });

  it('waits in the overlay queue while another pop-up is open, and leaves it when the bonus ends', async () => {
    const { clock, store, overlays, modalOpen } = setup({ secondsAgo: WINDOW_S - 60 });
    await store.actions.load();
    store.actions.enterMembersArea();
    overlays.actions.request('match', 7);
    await clock.advance(40 * S);
    expect(modalOpen()).toBe(false);
    expect(overlays.state.waiting.map((request) => request.id)).toEqual(['timeBonus']);
    // The bonus runs out while the match pop-up is open: its pop-up no longer applies.
    await clock.advance(20 * S);
    expect(store.state.bonus).toBeNull();
    expect(overlays.state.waiting).toEqual([]);
    overlays.actions.close('match', 7);
    expect(overlays.state.open).toBeNull();
  });

  it('clears on logout and when the member has paid', async () => {
    const loggingOut = setup({ secondsAgo: 60 });
    await loggingOut.store.actions.load();
    loggingOut.session.actions.clearUser();
    await loggingOut.clock.advance(S);
    expect(loggingOut.store.state.bonus).toBeNull();

    const paying = setup({ secondsAgo: 60 });
    await paying.store.actions.load();
    paying.session.actions.setUser({ ...paying.user, paid_user: true, credits: 120 });
    await paying.clock.advance(S);
    expect(paying.store.state.bonus).toBeNull();
  });

  it('clears when a load brings no bonus, and is not restarted while it runs', async () => {
    const { clock, api, store, withdraw } = setup({ secondsAgo: 60 });
    await store.actions.load();
    const endsAt = store.state.bonus?.endsAt;
    await clock.advance(10 * S);
    await store.actions.load();
    expect(store.state.bonus?.endsAt).toBe(endsAt);
    expect(countdown(store)).toBe('03:58:50');
    withdraw();
    await store.actions.load();
    expect(store.state.bonus).toBeNull();
    expect(api.callsTo('getDiscountCode')).toHaveLength(3);
  });

  it('loads the bonus again every 5 minutes while the member is logged in', async () => {
    const { clock, api, store } = setup({ secondsAgo: 60 });
    await store.actions.load();
    await clock.advance(TIME_BONUS_RELOAD_MS);
    expect(api.callsTo('getDiscountCode')).toHaveLength(2);
    await clock.advance(TIME_BONUS_RELOAD_MS);
    expect(api.callsTo('getDiscountCode')).toHaveLength(3);
    store.destroy();
    await clock.advance(TIME_BONUS_RELOAD_MS * 2);
    expect(api.callsTo('getDiscountCode')).toHaveLength(3);
  });

  it('shows nothing for a paid member and does not ask', async () => {
    const { api, store } = setup({ secondsAgo: 60, paid: true });
    await store.actions.load();
    expect(store.state.bonus).toBeNull();
    expect(api.callsTo('getDiscountCode')).toHaveLength(0);
  });
});
