import { SITE_STORAGE_KEYS } from '@dating/contract/enums';
import { proxy } from 'valtio/vanilla';
import type { Clock } from '../platform/clock.js';
import type { KeyValueStorage } from '../platform/storage.js';
import { ALERT_IDS, type AlertId, alertDismissed } from './alerts-rules.js';

/** Where the dismissals are kept: `{ [alert]: timestamp }`. */
export const ALERTS_STORAGE_KEY = SITE_STORAGE_KEYS.alertsDismissed;

export interface AlertsState {
  /** When each alert was last dismissed (milliseconds since the epoch). */
  dismissed: Partial<Record<AlertId, number>>;
}

export interface AlertsActions {
  /** Dismisses an alert now; the time is stored. */
  dismiss(id: AlertId): void;
  /** Whether an alert is dismissed at this moment. */
  isDismissed(id: AlertId): boolean;
}

export interface AlertsStore {
  state: AlertsState;
  actions: AlertsActions;
  /** Nothing runs in the background; here so that every store can be destroyed alike. */
  destroy(): void;
}

function stored(storage: KeyValueStorage): Partial<Record<AlertId, number>> {
  try {
    const value = JSON.parse(storage.getItem(ALERTS_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    return Object.fromEntries(
      ALERT_IDS.flatMap((id) => (typeof value[id] === 'number' ? [[id, value[id]]] : [])),
    );
  } catch {
    return {};
  }
}

/** Creates the alerts store: dismissals of the member's alerts, kept with a timestamp. */
export function createAlertsStore({
  storage,
  clock,
}: {
  storage: KeyValueStorage;
  clock: Clock;
}): AlertsStore {
  const state = proxy<AlertsState>({ dismissed: stored(storage) });
  return {
    state,
    actions: {
      dismiss(id) {
        // Another page, or the time bonus's own store, may have stored a dismissal meanwhile.
        state.dismissed = { ...state.dismissed, ...stored(storage), [id]: clock.now() };
        storage.setItem(ALERTS_STORAGE_KEY, JSON.stringify(state.dismissed));
      },
      isDismissed: (id) => alertDismissed(id, state.dismissed[id], clock.now()),
    },
    destroy() {},
  };
}
