import type { CookieJar, CookieOptions } from '../platform/cookies.js';

/** An in-memory cookie jar that remembers the options of every write. */
export interface MemoryCookies extends CookieJar {
  /** The options the cookie was last written with; undefined for initial or unknown cookies. */
  options(name: string): CookieOptions | undefined;
  /** Every cookie's value. */
  entries(): Record<string, string>;
}

/** Creates a cookie jar in memory, optionally with initial cookies. */
export function createMemoryCookies(initial: Record<string, string> = {}): MemoryCookies {
  const values = new Map(Object.entries(initial));
  const written = new Map<string, CookieOptions>();
  return {
    get: (name) => values.get(name),
    set(name, value, options) {
      values.set(name, value);
      written.set(name, { ...options });
    },
    options: (name) => written.get(name),
    entries: () => Object.fromEntries(values),
  };
}
