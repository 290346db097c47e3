import type { ShowcaseResponse } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred.js';
import { apiError, createFakeApi, fixtureShowcaseProfiles } from '../testing/index.js';
import { createShowcaseStore } from './showcase-store.js';

describe('showcase store', () => {
  it("loads the members of a lander, with their towns' positions when asked", async () => {
    const api = createFakeApi();
    const showcase = createShowcaseStore({ api });
    expect(showcase.state).toEqual({ profiles: null, status: 'idle', query: null, inPage: false });
    const pending = showcase.actions.load({ count: 6, positions: '1' });
    expect(showcase.state.status).toBe('loading');
    await pending;
    expect(showcase.state.status).toBe('ready');
    expect(showcase.state.profiles).toHaveLength(6);
    expect(showcase.state.profiles?.every((profile) => profile.main_image !== null)).toBe(true);
    expect(showcase.state.profiles?.some((profile) => profile.position)).toBe(true);
    expect(api.callsTo('getShowcase')).toEqual([{ query: { count: 6, positions: '1' } }]);
  });

  it('asks once for what it shows already, and again after a failure', async () => {
    let fail = true;
    const api = createFakeApi({
      getShowcase: async () => {
        if (fail) throw apiError('internal_error');
        return { profiles: fixtureShowcaseProfiles(2) };
      },
    });
    const showcase = createShowcaseStore({ api });
    await showcase.actions.load({ count: 2 });
    expect(showcase.state.status).toBe('error');
    fail = false;
    await showcase.actions.load({ count: 2 });
    expect(showcase.state.status).toBe('ready');
    expect(showcase.actions.load({ count: 2 })).toBeNull();
    expect(api.callsTo('getShowcase')).toHaveLength(2);
  });

  it('marks a member landing whose member a visitor may not see as missing', async () => {
    const api = createFakeApi();
    const showcase = createShowcaseStore({ api });
    const [first] = fixtureShowcaseProfiles(1);
    await showcase.actions.load({ member: first?.id });
    expect(showcase.state.profiles?.map((profile) => profile.id)).toEqual([first?.id]);
    await showcase.actions.load({ member: 999_999 });
    expect(showcase.state.status).toBe('missing');
  });

  it('keeps the newer answer when an older one arrives last, and nothing after destroy', async () => {
    const answers = [deferred<ShowcaseResponse>(), deferred<ShowcaseResponse>()];
    let call = 0;
    const api = createFakeApi({
      getShowcase: () => (answers[call++] as ReturnType<typeof deferred<ShowcaseResponse>>).promise,
    });
    const showcase = createShowcaseStore({ api });
    const older = showcase.actions.load({ count: 1 });
    const newer = showcase.actions.load({ count: 2 });
    answers[1]?.resolve({ profiles: fixtureShowcaseProfiles(2) });
    await newer;
    answers[0]?.resolve({ profiles: fixtureShowcaseProfiles(1, 7) });
    await older;
    expect(showcase.state.profiles).toHaveLength(2);

    const late = deferred<ShowcaseResponse>();
    const api2 = createFakeApi({ getShowcase: () => late.promise });
    const destroyed = createShowcaseStore({ api: api2 });
    const pending = destroyed.actions.load({ count: 3 });
    destroyed.destroy();
    late.resolve({ profiles: fixtureShowcaseProfiles(3) });
    await pending;
    expect(destroyed.state.profiles).toBeNull();
  });

  it('shows the members a page came with at once, drops a load under way, and asks no more for them', async () => {
    const late = deferred<ShowcaseResponse>();
    const api = createFakeApi({ getShowcase: () => late.promise });
    const showcase = createShowcaseStore({ api });
    const pending = showcase.actions.load({ count: 12 });
    showcase.actions.receive({ count: 12 }, fixtureShowcaseProfiles(3));
    expect(showcase.state).toMatchObject({ status: 'ready', query: { count: 12 }, inPage: true });
    late.resolve({ profiles: fixtureShowcaseProfiles(5) });
    await pending;
    expect(showcase.state.profiles).toHaveLength(3);
    expect(showcase.actions.load({ count: 12 })).toBeNull();
    expect(api.callsTo('getShowcase')).toHaveLength(1);
    // Another page's members are the browser's own again.
    const other = showcase.actions.load({ member: 7 });
    expect(showcase.state).toMatchObject({ status: 'loading', inPage: false });
    await other;
  });
});
