/** Options of a cookie written by the site. */
export interface CookieOptions {
  /** Lifetime in days. */
  maxAgeDays: number;
  path: string;
  sameSite: 'lax' | 'strict' | 'none';
}

/** Reads and writes cookies; injected so that tests use an in-memory jar. */
export interface CookieJar {
  /** The cookie's value, or undefined when it is not set. */
  get(name: string): string | undefined;
  /** Writes a cookie. */
  set(name: string, value: string, options: CookieOptions): void;
}

const SECONDS_PER_DAY = 86_400;

/** Parses a `document.cookie` string into name/value pairs (values URI-decoded). */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part.slice(separator + 1).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** Formats a `Set-Cookie`-style string for `document.cookie`. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const maxAge = Math.round(options.maxAgeDays * SECONDS_PER_DAY);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=${options.path}; SameSite=${options.sameSite}`;
}

/** Cookies of the current document; reads nothing and writes nothing where there is no document. */
export const documentCookies: CookieJar = {
  get(name) {
    if (typeof document === 'undefined') return undefined;
    return parseCookies(document.cookie).get(name);
  },
  set(name, value, options) {
    if (typeof document === 'undefined') return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
    document.cookie = serializeCookie(name, value, options);
  },
};
