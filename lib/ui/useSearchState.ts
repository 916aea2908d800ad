'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo } from 'react';

/**
 * The last URL `set` asked the router for, and the location it was asked from. Next's router applies a
 * navigation asynchronously (in a transition), so a second `set` right after the first (a debounced search landing
 * just after a tab click) must build on the requested URL, not on `window.location`, or the first change is lost.
 * Module-wide, because several screens' hooks can write one URL. Valid only while the location is still the one it
 * was requested from; cleared once the router has applied it.
 */
let pending: { from: string; to: string } | null = null;

/**
 * The last entry `set` pushed (opening a record) and the URL it was pushed over. A later `set` that would turn the
 * pushed URL back into that one (closing the record) goes back instead of replacing, so the history holds no
 * leftover entry and Back after a close leaves the section as users expect.
 */
let pushed: { from: string; to: string } | null = null;

function currentLocation(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Screen state kept in the query string (filters, search, the open item), so it survives a reload and can be
 * shared as a link. Reads the given keys (missing → ''), and `set` replaces the history entry rather than pushing
 * one per keystroke; `{ push: true }` (opening a record) pushes one, so Back closes the record, and the `set` that
 * closes it again goes back to that entry. `useSearchParams` needs a `<Suspense>` boundary above it in a static export.
 */
export function useSearchState<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (patch: Partial<Record<K, string | null>>, options?: { push?: boolean }) => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const serialized = searchParams.toString();

  useEffect(() => {
    if (pending && pending.to === currentLocation()) pending = null;
    // Somewhere else now (another screen, a link): the pushed entry is no longer the one behind this location.
    if (pushed && currentLocation() !== pushed.to && currentLocation() !== pushed.from) pushed = null;
  }, [serialized, pathname]);

  const state = useMemo(() => {
    const params = new URLSearchParams(serialized);
    return Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
    // `keys` is a constant list per screen; its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized]);

  const set = useCallback(
    (patch: Partial<Record<K, string | null>>, options: { push?: boolean } = {}) => {
      const from = currentLocation();
      const base = pending?.from === from ? new URL(pending.to, window.location.origin).search : window.location.search;
      const params = new URLSearchParams(base);
      for (const [key, value] of Object.entries(patch) as [K, string | null | undefined][]) {
        if (value === null || value === undefined || value === '') params.delete(key);
        else params.set(key, value);
      }
      const query = params.toString();
      const url = query ? `${pathname}?${query}` : pathname;
      pending = { from, to: url };
      if (options.push) {
        pushed = { from, to: url };
        router.push(url, { scroll: false });
      } else if (pushed && pushed.to === from && pushed.from === url) {
        pushed = null;
        router.back();
      } else {
        // The pushed entry moves on (a created record gets its id): closing it later still goes back.
        if (pushed && pushed.to === from) pushed = { from: pushed.from, to: url };
        router.replace(url, { scroll: false });
      }
    },
    [pathname, router],
  );

  return [state, set];
}
