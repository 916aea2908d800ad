/**
 * Browser storage of the session: the tokens and the active hotel, under the spec's keys (prefix `hotels.`).
 * Every access is guarded so that a blocked or absent storage (private mode, prerender) reads as "empty".
 */
export const storageKeys = {
  access: 'hotels.access',
  refresh: 'hotels.refresh',
  activeHotel: 'hotels.activeHotel',
} as const;

type Area = 'localStorage' | 'sessionStorage';

function read(key: string, area: Area = 'localStorage'): string | null {
  try {
    return globalThis[area]?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, area: Area = 'localStorage'): void {
  try {
    if (value === null) globalThis[area]?.removeItem(key);
    else globalThis[area]?.setItem(key, value);
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

function hotelId(raw: string | null): number | null {
  if (raw === null) return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The id of the hotel the user works with in this tab; a non-numeric stored value reads as none.
 *
 * Per tab: the transport sends it as `Managed-Hotel` with every call, so a value shared through localStorage would
 * make a tab that shows hotel 1 send hotel 2's id once another tab switched. The tab's own value lives in
 * sessionStorage (per tab, kept across a reload); the spec's localStorage key is still written on every change
 * and only gives a tab with no value of its own (a new tab) its starting hotel, which it adopts on first read.
 */
export const activeHotelStorage = {
  get(): number | null {
    const own = read(storageKeys.activeHotel, 'sessionStorage');
    if (own !== null) return hotelId(own);
    const shared = read(storageKeys.activeHotel);
    if (shared !== null) write(storageKeys.activeHotel, shared, 'sessionStorage');
    return hotelId(shared);
  },
  set(id: number): void {
    write(storageKeys.activeHotel, String(id), 'sessionStorage');
    write(storageKeys.activeHotel, String(id));
  },
  clear(): void {
    write(storageKeys.activeHotel, null, 'sessionStorage');
    write(storageKeys.activeHotel, null);
  },
};
