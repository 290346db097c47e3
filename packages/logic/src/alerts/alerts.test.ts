import { describe, expect, it } from 'vitest';
import {
  createFakeClock,
  createMemoryStorage,
  fixtureImage,
  fixtureProfile,
} from '../testing/index.js';
import { alertDismissed, profileGaps } from './alerts-rules.js';
import { ALERTS_STORAGE_KEY, createAlertsStore } from './alerts-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('alerts', () => {
  it('stores a dismissal with its time and reads it back', async () => {
    const clock = createFakeClock(1_000_000);
    const storage = createMemoryStorage();
    const alerts = createAlertsStore({ storage, clock });
    expect(alerts.actions.isDismissed('enrich_profile')).toBe(false);
    alerts.actions.dismiss('enrich_profile');
    expect(JSON.parse(storage.getItem(ALERTS_STORAGE_KEY) ?? '{}')).toEqual({
      enrich_profile: 1_000_000,
    });
    expect(createAlertsStore({ storage, clock }).state.dismissed).toEqual({
      enrich_profile: 1_000_000,
    });
    await clock.advance(7 * DAY_MS - 1);
    expect(alerts.actions.isDismissed('enrich_profile')).toBe(true);
    await clock.advance(1);
    expect(alerts.actions.isDismissed('enrich_profile')).toBe(false);
  });

  it('keeps a dismissal another store stored meanwhile', () => {
    const clock = createFakeClock(1_000_000);
    const storage = createMemoryStorage();
    const account = createAlertsStore({ storage, clock });
    createAlertsStore({ storage, clock }).actions.dismiss('time_bonus');
    account.actions.dismiss('enrich_profile');
    expect(JSON.parse(storage.getItem(ALERTS_STORAGE_KEY) ?? '{}')).toEqual({
      time_bonus: 1_000_000,
      enrich_profile: 1_000_000,
    });
  });

  it('keeps the time bonus dismissed for good and ignores damaged storage', () => {
    expect(alertDismissed('time_bonus', 0, 365 * DAY_MS)).toBe(true);
    const alerts = createAlertsStore({
      storage: createMemoryStorage({ [ALERTS_STORAGE_KEY]: '{broken' }),
      clock: createFakeClock(),
    });
    expect(alerts.state.dismissed).toEqual({});
  });

  it('lists the gaps of a profile', () => {
    expect(profileGaps(fixtureProfile())).toEqual([]);
    expect(
      profileGaps(
        fixtureProfile({
          photos: [],
          main_image: null,
          city: null,
          hair_color: null,
          eye_color: null,
          body_type: null,
          interests: ['music'],
          notes: '  ',
        }),
      ),
    ).toEqual(['photo', 'location', 'details', 'interests', 'about']);
    expect(profileGaps(fixtureProfile({ photos: [], private_photos: [fixtureImage(1)] }))).toEqual(
      [],
    );
  });
});
