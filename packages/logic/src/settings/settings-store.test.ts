import { proxy } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failWith, fixtureSettings } from '../testing/index.js';
import { createSettingsStore, forcedDomain } from './settings-store.js';

describe('settings store', () => {
  it('starts with the baked-in defaults, not loaded, without a call', () => {
    const api = createFakeApi();
    const defaults = fixtureSettings({ name: 'Amora' });
    const settings = createSettingsStore({ api, defaults });

    expect(settings.state.settings).toEqual(defaults);
    expect(settings.state.loaded).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('does not change the defaults object it was given', async () => {
    const defaults = fixtureSettings({ name: 'Amora' });
    const api = createFakeApi({ getSettings: async () => fixtureSettings({ name: 'Server' }) });
    const settings = createSettingsStore({ api, defaults });

    await settings.actions.load();

    expect(defaults.name).toBe('Amora');
  });

  it('accepts frozen or proxied defaults', () => {
    const frozen = Object.freeze(fixtureSettings({ name: 'Frozen' }));
    const proxied = proxy(fixtureSettings({ name: 'Proxied' }));

    expect(
      createSettingsStore({ api: createFakeApi(), defaults: frozen }).state.settings.name,
    ).toBe('Frozen');
    expect(
      createSettingsStore({ api: createFakeApi(), defaults: proxied }).state.settings.name,
    ).toBe('Proxied');
  });

  it('merges the server answer and sends the route query plus forced_domain', async () => {
    const api = createFakeApi({
      getSettings: async () => fixtureSettings({ name: 'Amora', message_credits: 7 }),
    });
    const settings = createSettingsStore({ api, defaults: fixtureSettings() });

    await expect(
      settings.actions.load({ network: 'n1' }, 'www.Amora.example:8080'),
    ).resolves.toMatchObject({ ok: true, value: { name: 'Amora' } });

    expect(api.callsTo('getSettings')).toEqual([
      { query: { network: 'n1', forced_domain: 'amora.example' } },
    ]);
    expect(settings.state.settings.name).toBe('Amora');
    expect(settings.state.settings.message_credits).toBe(7);
    expect(settings.state.loaded).toBe(true);
  });

  it('keeps the defaults when the call fails', async () => {
    const api = createFakeApi({ getSettings: failWith('network_error') });
    const defaults = fixtureSettings({ name: 'Amora' });
    const settings = createSettingsStore({ api, defaults });

    await expect(settings.actions.load({})).resolves.toEqual({
      ok: false,
      problem: { code: 'network_error', fields: {} },
    });
    expect(settings.state.settings.name).toBe('Amora');
    expect(settings.state.loaded).toBe(false);
  });

  it('keeps the defaults when the answer arrives after destroy', async () => {
    let answer: () => void = () => {};
    const api = createFakeApi({
      getSettings: () =>
        new Promise((resolve) => {
          answer = () => resolve(fixtureSettings({ name: 'Server' }));
        }),
    });
    const settings = createSettingsStore({ api, defaults: fixtureSettings({ name: 'Amora' }) });

    const pending = settings.actions.load({});
    settings.destroy();
    answer();
    await pending;

    expect(settings.state.settings.name).toBe('Amora');
    expect(settings.state.loaded).toBe(false);
  });
});

describe('forcedDomain', () => {
  it('drops the port and a leading www.', () => {
    expect(forcedDomain('amora.localhost:8080')).toBe('amora.localhost');
    expect(forcedDomain('www.amora.example')).toBe('amora.example');
    expect(forcedDomain('amora.example')).toBe('amora.example');
  });
});
