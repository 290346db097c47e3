import { TIME_BONUS_MODAL_DELAY_MS, TIME_BONUS_RELOAD_MS } from '@dating/contract/enums';
import { countdownParts, timeBonusApplies, timeBonusModalDue } from '@dating/contract/rules';
import { proxy, subscribe } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { attempt } from '../api/api-result.js';
import type { Clock, TimerHandle } from '../platform/clock.js';
import { createLifetime } from '../platform/lifetime.js';
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
  /** Whether the pop-up that says to act fast is open. */
  modalOpen: boolean;
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
     * The member entered the members area: 40 s later the pop-up opens if the bonus shows and
     * the member has 0 credits. Only the first call counts.
     */
    enterMembersArea(): void;
    closeModal(): void;
  };
  /** Stops the countdown, the pop-up's timer and the reloads. */
  destroy(): void;
}

const ZERO = countdownParts(0);

/**
 * The time bonus of a new member (spec section 3): shown only while the logged-in member has not
 * paid and signed up less than 14,400 s ago, and the server offers it. The countdown ticks every
 * second and the bonus clears at zero, on logout, when the member pays, or when a load brings no
 * bonus. It is loaded again every 5 minutes while a member is logged in.
 */
export function createTimeBonusStore(options: {
  api: ApiClient;
  clock: Clock;
  session: SessionStore;
}): TimeBonusStore {
  const { api, clock, session } = options;
  const state = proxy<TimeBonusState>({ bonus: null, countdown: ZERO, modalOpen: false });
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

  const applies = () => timeBonusApplies(session.state.user, clock.now());

  function clear() {
    if (ticking !== undefined) clock.clearTimeout(ticking);
    ticking = undefined;
    state.bonus = null;
    state.countdown = ZERO;
    state.modalOpen = false;
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
    if (due && session.state.user) {
      modalShown = true;
      state.modalOpen = true;
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
      state.modalOpen = false;
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
