import { describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, fixtureCompanyInfo } from '../testing/index.js';
import { createCatalogStore } from './catalog-store.js';

describe('catalog store', () => {
  it('starts empty and loads the interests once', async () => {
    const api = createFakeApi({ getInterests: async () => ({ interests: ['wine', 'music'] }) });
    const catalog = createCatalogStore({ api });
    expect(catalog.state).toEqual({ interests: null, regions: null, companyInfo: null });

    await expect(catalog.actions.loadInterests()).resolves.toEqual({
      ok: true,
      value: ['wine', 'music'],
    });
    await catalog.actions.loadInterests();

    expect(catalog.state.interests).toEqual(['wine', 'music']);
    expect(api.callsTo('getInterests')).toHaveLength(1);
  });

  it('shares one request between concurrent callers', async () => {
    const api = createFakeApi();
    const catalog = createCatalogStore({ api });

    const [first, second] = await Promise.all([
      catalog.actions.loadRegions(),
      catalog.actions.loadRegions(),
    ]);

    expect(first).toEqual(second);
    expect(api.callsTo('getRegions')).toHaveLength(1);
    expect(catalog.state.regions?.NL?.[0]).toEqual({ code: 'NL-NH', name: 'Noord-Holland' });
  });

  it('allows a retry after a failure', async () => {
    const getCompanyInfo = vi
      .fn()
      .mockRejectedValueOnce(apiError('network_error'))
      .mockResolvedValueOnce(fixtureCompanyInfo({ name: 'Amora B.V.' }));
    const catalog = createCatalogStore({ api: createFakeApi({ getCompanyInfo }) });

    await expect(catalog.actions.loadCompanyInfo()).resolves.toEqual({
      ok: false,
      problem: { code: 'network_error', fields: {} },
    });
    expect(catalog.state.companyInfo).toBeNull();

    await expect(catalog.actions.loadCompanyInfo()).resolves.toMatchObject({
      ok: true,
      value: { name: 'Amora B.V.' },
    });
    await catalog.actions.loadCompanyInfo();
    expect(getCompanyInfo).toHaveBeenCalledTimes(2);
  });

  it('does not call the API for values it was given', async () => {
    const api = createFakeApi();
    const catalog = createCatalogStore({ api, initial: { interests: ['gym'] } });

    await expect(catalog.actions.loadInterests()).resolves.toEqual({ ok: true, value: ['gym'] });
    expect(api.calls).toEqual([]);
  });

  it('keeps nothing that arrives after destroy', async () => {
    let answer: () => void = () => {};
    const api = createFakeApi({
      getRegions: () =>
        new Promise((resolve) => {
          answer = () => resolve({ regions: { NL: [] } });
        }),
    });
    const catalog = createCatalogStore({ api });
    const pending = catalog.actions.loadRegions();
    catalog.destroy();
    answer();
    expect((await pending).ok).toBe(true);
    expect(catalog.state.regions).toBeNull();
  });
});
