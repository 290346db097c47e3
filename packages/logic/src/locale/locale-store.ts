import type { Language } from '@dating/contract/enums';
import { proxy, subscribe } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { attempt, failure, type Result } from '../api/api-result.js';
import type { CookieJar } from '../platform/cookies.js';
import { createLifetime } from '../platform/lifetime.js';
import type { SessionState } from '../session/session-store.js';
import type { SettingsState } from '../settings/settings-store.js';
import {
  fallbackLanguage,
  initialLanguage,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  supportedLanguages,
} from './locale-rules.js';

export interface LocaleState {
  /** The interface language. */
  language: Language;
  /** The brand's languages, offered in the locale dropdown. */
  available: Language[];
}

export interface LocaleActions {
  /**
   * Switches the language: writes the `i18n_redirected` cookie (365 days, path /, SameSite lax)
   * and, for a logged-in member, saves it with PUT user.php. The interface switches whatever
   * the server answers (spec section 7: errors of saving are ignored); the result tells how the
   * saving went. A language the brand does not offer is refused (`language: 'not_offered'`).
   */
  setLanguage(language: Language): Promise<Result>;
}

export interface LocaleStore {
  state: LocaleState;
  actions: LocaleActions;
  /** Stops following the settings and cancels a save under way. */
  destroy(): void;
}

export interface LocaleStoreOptions {
  api: ApiClient;
  cookies: CookieJar;
  /** `navigator.languages`. */
  browserLanguages: readonly string[];
  settings: { state: SettingsState };
  session: { state: SessionState };
  /** Forces the language at start (fixtures); otherwise `initialLanguage` decides. */
  language?: Language;
}

/**
 * Creates the locale store. The language at start follows `initialLanguage` (cookie, then browser,
 * then on a first visit the domain language, then `en`). When there was no usable cookie, the
 * chosen language is written to the cookie so that later visits keep it. When the settings'
 * languages change (settings loaded), `available` follows and an unavailable language falls back.
 */
export function createLocaleStore(options: LocaleStoreOptions): LocaleStore {
  const { api, cookies, browserLanguages, settings, session } = options;
  const available = supportedLanguages(settings.state.settings.languages);
  const cookie = cookies.get(LOCALE_COOKIE);
  const language =
    options.language ??
    initialLanguage({
      cookie,
      browserLanguages,
      domainLanguage: settings.state.settings.domain_language,
      supported: available,
    });
  const state = proxy<LocaleState>({ language, available });

  function writeCookie(value: Language) {
    cookies.set(LOCALE_COOKIE, value, {
      maxAgeDays: LOCALE_COOKIE_DAYS,
      path: '/',
      sameSite: 'lax',
    });
  }
  if (cookie !== language && options.language === undefined) writeCookie(language);

  const lifetime = createLifetime();
  lifetime.onEnd(
    subscribe(settings.state, () => {
      const next = supportedLanguages(settings.state.settings.languages);
      if (next.join() === state.available.join()) return;
      state.available = next;
      if (!next.includes(state.language)) state.language = fallbackLanguage(next);
    }),
  );

  return {
    state,
    actions: {
      async setLanguage(next) {
        if (!state.available.includes(next)) {
          return failure('validation_failed', { language: 'not_offered' });
        }
        state.language = next;
        writeCookie(next);
        const user = session.state.user;
        if (!user) return { ok: true, value: undefined };
        user.language = next;
        const { signal } = lifetime;
        const result = await attempt(() =>
          api.call('updateUser', { body: { language: next } }, { signal }),
        );
        return result.ok ? { ok: true, value: undefined } : result;
      },
    },
    destroy: lifetime.end,
  };
}
