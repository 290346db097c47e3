/** The part of the Web Storage API the stores use; injected so tests use memory. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage kept in memory that can list its entries. */
export interface MemoryStorage extends KeyValueStorage {
  /** The stored entries, for assertions. */
  entries(): Record<string, string>;
}

/** A storage kept in memory, optionally filled with initial entries. */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
    entries: () => Object.fromEntries(values),
  };
}

/**
 * The browser's `localStorage`, or a memory storage where it is missing or refuses access
 * (private browsing, disabled cookies, a server-side render).
 */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__dating_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

/** The browser's preferred languages (`navigator.languages`), or none outside a browser. */
export function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The device's time zone (`Europe/Berlin`), or undefined where the runtime does not tell. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
