'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo } from 'react';

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
 *
 * It writes with the History API (`history.replaceState` / `pushState`), which Next's app router follows (its
 * `useSearchParams` takes the new URL), rather than `router.replace`: the location changes at once, so a second
 * `set` right after the first (a debounced search landing just after a tab click) builds on the first, where the
 * router would apply both later, in a transition, and the second would undo the first. It also fetches nothing.
 */
export function useSearchState<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (patch: Partial<Record<K, string | null>>, options?: { push?: boolean }) => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const serialized = searchParams.toString();

  useEffect(() => {
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
      const params = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(patch) as [K, string | null | undefined][]) {
        if (value === null || value === undefined || value === '') params.delete(key);
        else params.set(key, value);
      }
      const query = params.toString();
      const url = query ? `${pathname}?${query}` : pathname;
      if (options.push) {
        pushed = { from, to: url };
        window.history.pushState(null, '', url);
      } else if (pushed && pushed.to === from && pushed.from === url) {
        pushed = null;
        router.back();
      } else {
        // The pushed entry moves on (a created record gets its id): closing it later still goes back.
        if (pushed && pushed.to === from) pushed = { from: pushed.from, to: url };
        window.history.replaceState(null, '', url);
      }
    },
    [pathname, router],
  );

  return [state, set];
}
