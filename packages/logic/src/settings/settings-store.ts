import type { Settings } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { ApiClient, QueryValues } from '../api/api-client.js';

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
   * Resolves false when the call failed (the defaults stay in use).
   */
  load(query?: QueryValues, host?: string): Promise<boolean>;
}

export interface SettingsStore {
  state: SettingsState;
  actions: SettingsActions;
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
  return {
    state,
    actions: {
      async load(query = {}, host) {
        const fullQuery = host ? { ...query, forced_domain: forcedDomain(host) } : query;
        try {
          const settings = await api.getSettings(fullQuery);
          Object.assign(state.settings, settings);
          state.loaded = true;
          return true;
        } catch {
          return false;
        }
      },
    },
  };
}
