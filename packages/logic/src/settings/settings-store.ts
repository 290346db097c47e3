import type { Settings } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { attempt, type Result } from '../api/api-result.js';
import type { QueryValues } from '../api/transport.js';
import { createLifetime } from '../platform/lifetime.js';

export interface SettingsState {
  /** The brand's settings: the baked-in defaults until `load` merges the server's answer. */
  settings: Settings;
  /** Whether the server's settings were merged. */
  loaded: boolean;
}

export interface SettingsActions {
  /**
   * Loads GET settings.php and merges the answer over the current settings. `query` holds the
   * route's query parameters; when `host` is given (location.host), it is sent as `forced_domain`.
   * Resolves the server's settings, or the problem when the call failed (the defaults stay in
   * use); never rejects.
   */
  load(query?: QueryValues, host?: string): Promise<Result<Settings>>;
}

export interface SettingsStore {
  state: SettingsState;
  actions: SettingsActions;
  /** Cancels a load under way; later answers change nothing. */
  destroy(): void;
}

export interface SettingsStoreOptions {
  api: ApiClient;
  /** Settings baked into the site, used before (and if) the server answers. */
  defaults: Settings;
}

/** The `forced_domain` value of a host: the host name without port and without a leading `www.`. */
export function forcedDomain(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}

/** Creates the settings store; the first paint never waits on the network. */
export function createSettingsStore({ api, defaults }: SettingsStoreOptions): SettingsStore {
  // A JSON copy: the defaults may be frozen or a proxy (structuredClone rejects proxies).
  const settings = JSON.parse(JSON.stringify(defaults)) as Settings;
  const state = proxy<SettingsState>({ settings, loaded: false });
  const lifetime = createLifetime();
  return {
    state,
    actions: {
      async load(query = {}, host) {
        const fullQuery = host ? { ...query, forced_domain: forcedDomain(host) } : query;
        const { signal } = lifetime;
        const result = await attempt(() =>
          api.call('getSettings', { query: fullQuery }, { signal }),
        );
        if (result.ok && !lifetime.ended) {
          Object.assign(state.settings, result.value);
          state.loaded = true;
        }
        return result;
      },
    },
    destroy: lifetime.end,
  };
}
