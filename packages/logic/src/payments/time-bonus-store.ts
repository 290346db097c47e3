import { TIME_BONUS_MODAL_DELAY_MS, TIME_BONUS_RELOAD_MS } from '@dating/contract/enums';
import { countdownParts, timeBonusApplies, timeBonusModalDue } from '@dating/contract/rules';
import { proxy, subscribe } from 'valtio/vanilla';
import { createAlertsStore } from '../alerts/alerts-store.js';
import type { ApiClient } from '../api/api-client.js';
import { attempt } from '../api/api-result.js';
import type { OverlayStore } from '../overlays/overlay-store.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime } from '../platform/lifetime.js';
import type { KeyValueStorage } from '../platform/storage.js';
import type { SessionStore } from '../session/session-store.js';

/** The time bonus while it runs. */
export interface RunningTimeBonus {
  /** `TIMEBONUS25`. */
  code: string;
  percentage: number;
  /** When it ends (ms since the epoch): 14,400 s after signup. */
  endsAt: number;
}

export interface TimeBonusState {
  /** The bonus while it runs and shows; null when there is none. */
  bonus: RunningTimeBonus | null;
  /** What is left, ticking every second: hours, minutes and seconds, two digits each. */
  countdown: { hours: string; minutes: string; seconds: string };
}

export interface TimeBonusStore {
  state: TimeBonusState;
  actions: {
    /**
     * Loads the bonus (GET discountcode.php). A running bonus is not restarted; an answer
     * without one clears it. Failures change nothing (the next load tries again).
     */
    load(): Promise<void>;
    /**
     * The member entered the members area: 40 s later the pop-up asks the overlay queue to open
     * (`timeBonus`) if the bonus shows, the member has 0 credits and did not close it before.
     * Only the first call counts.
     */
    enterMembersArea(): void;
    /** The member closed the pop-up: the dismissal is stored (alert `time_bonus`), for good. */
    closeModal(): void;
  };
  /** Stops the countdown, the pop-up's timer and the reloads; the pop-up leaves the queue. */
  destroy(): void;
}

export interface TimeBonusStoreOptions {
  api: ApiClient;
  clock: Clock;
  session: SessionStore;
  /** The site's overlay queue, which opens the pop-up when its turn comes. */
  overlays: OverlayStore;
  /** Where the pop-up's dismissal is kept (the alerts' storage). */
  storage: KeyValueStorage;
  /** How many hours after signup the brand's time bonus lasts (`settings.offers`). */
  hours: number;
}

const ZERO = countdownParts(0);

/**
 * The time bonus of a new member (spec section 3): shown only while the logged-in member has not
 * paid and signed up less than the brand's hours ago (4 by default), and the server offers it. The countdown ticks every
 * second and the bonus clears at zero, on logout, when the member pays, or when a load brings no
 * bonus. It is loaded again every 5 minutes while a member is logged in.
 */
export function createTimeBonusStore(options: TimeBonusStoreOptions): TimeBonusStore {
  const { api, clock, session, overlays } = options;
  const alerts = createAlertsStore({ storage: options.storage, clock });
  const state = proxy<TimeBonusState>({ bonus: null, countdown: ZERO });
  const lifetime = createLifetime();
  const { signal } = lifetime;
  const timers = new Set<TimerHandle>();
  let ticking: TimerHandle | undefined;
  let enteredAt: number | undefined;
  let modalShown = false;
  let reloading = false;

  const later = (callback: () => void, delayMs: number) => {
    const timer = clock.setTimeout(() => {
      timers.delete(timer);
      callback();
    }, delayMs);
    timers.add(timer);
    return timer;
  };
  lifetime.onEnd(() => {
    for (const timer of timers) clock.clearTimeout(timer);
    timers.clear();
  });

  const applies = () => timeBonusApplies(session.state.user, clock.now(), options.hours);

  function clear() {
    if (ticking !== undefined) clock.clearTimeout(ticking);
    ticking = undefined;
    state.bonus = null;
    state.countdown = ZERO;
    overlays.actions.close('timeBonus');
  }

  function tick() {
    ticking = undefined;
    const { bonus } = state;
    if (!bonus) return;
    const remaining = bonus.endsAt - clock.now();
    if (remaining <= 0 || !applies()) {
      clear();
      return;
    }
    state.countdown = countdownParts(remaining);
    // The next tick at the next whole second of what is left.
    ticking = later(tick, remaining % 1000 || 1000);
  }

  function openModalIfDue() {
    if (modalShown || enteredAt === undefined) return;
    const due = timeBonusModalDue({
      bonusVisible: state.bonus !== null,
      credits: session.state.user?.credits ?? 0,
      enteredAt,
      now: clock.now(),
    });
    if (due && session.state.user && !alerts.actions.isDismissed('time_bonus')) {
      modalShown = true;
      overlays.actions.request('timeBonus');
    }
  }

  function reloadPeriodically() {
    if (reloading) return;
    reloading = true;
    const next = () =>
      later(() => {
        if (!session.state.user) {
          reloading = false;
          return;
        }
        void actions.load().finally(next);
      }, TIME_BONUS_RELOAD_MS);
    next();
  }

  const actions: TimeBonusStore['actions'] = {
    async load() {
      if (!applies()) {
        clear();
        return;
      }
      reloadPeriodically();
      const result = await attempt(() => api.call('getDiscountCode', { query: {} }, { signal }));
      if (lifetime.ended || !result.ok) return;
      const offered = result.value.discount_code;
      if (!offered?.isVisible || !offered.expires || !applies()) {
        clear();
        return;
      }
      // Not restarted while it runs.
      if (state.bonus) return;
      state.bonus = {
        code: offered.code,
        percentage: offered.value_percentage,
        endsAt: new Date(offered.expires).getTime(),
      };
      tick();
      openModalIfDue();
    },
    enterMembersArea() {
      if (enteredAt !== undefined) return;
      enteredAt = clock.now();
      later(openModalIfDue, TIME_BONUS_MODAL_DELAY_MS);
    },
    closeModal() {
      overlays.actions.close('timeBonus');
      alerts.actions.dismiss('time_bonus');
    },
  };

  // Logging out, or paying, ends the bonus.
  const unsubscribe = subscribe(session.state, () => {
    if (state.bonus && !applies()) clear();
  });
  lifetime.onEnd(() => {
    unsubscribe();
    clear();
  });

  return { state, actions, destroy: () => lifetime.end() };
}
