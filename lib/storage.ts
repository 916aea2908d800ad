/**
 * Browser storage of the session: the tokens and the active hotel, under the spec's keys (prefix `hotels.`).
 * Every access is guarded so that a blocked or absent localStorage (private mode, prerender) reads as "empty".
 */
export const storageKeys = {
  access: 'hotels.access',
  refresh: 'hotels.refresh',
  activeHotel: 'hotels.activeHotel',
} as const;

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session then lives only as long as this page.
  }
}

/** The JWT pair of the signed-in user. */
export const tokenStorage = {
  getAccess: (): string | null => read(storageKeys.access),
  getRefresh: (): string | null => read(storageKeys.refresh),
  /** Stores a new access token and, when given, a new refresh token (a refresh answer carries only `access`). */
  setTokens(tokens: { access: string; refresh?: string }): void {
    write(storageKeys.access, tokens.access);
    if (tokens.refresh !== undefined) write(storageKeys.refresh, tokens.refresh);
  },
  /** Removes both tokens. */
  clear(): void {
    write(storageKeys.access, null);
    write(storageKeys.refresh, null);
  },
};

/** The id of the hotel the user works with; a non-numeric stored value reads as none. */
export const activeHotelStorage = {
  get(): number | null {
    const raw = read(storageKeys.activeHotel);
    if (raw === null) return null;
    const id = Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  set(id: number): void {
    write(storageKeys.activeHotel, String(id));
  },
  clear(): void {
    write(storageKeys.activeHotel, null);
  },
};
