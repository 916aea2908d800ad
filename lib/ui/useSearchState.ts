'use client';

import { useCallback, useMemo } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/**
 * Screen state kept in the query string (filters, search, the open item), so it survives a reload and can be
 * shared as a link. Reads the given keys (missing → ''), and `set` replaces the history entry rather than pushing
 * one per keystroke. `useSearchParams` needs a `<Suspense>` boundary above it in a static export.
 */
export function useSearchState<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (patch: Partial<Record<K, string | null>>, options?: { push?: boolean }) => void] {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const serialized = searchParams.toString();

  const state = useMemo(() => {
    const params = new URLSearchParams(serialized);
    return Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
    // `keys` is a constant list per screen; its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized]);

  const set = useCallback(
    (patch: Partial<Record<K, string | null>>, options: { push?: boolean } = {}) => {
      const params = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(patch) as [K, string | null | undefined][]) {
        if (value === null || value === undefined || value === '') params.delete(key);
        else params.set(key, value);
      }
      const query = params.toString();
      const url = query ? `${pathname}?${query}` : pathname;
      if (options.push) router.push(url, { scroll: false });
      else router.replace(url, { scroll: false });
    },
    [pathname, router],
  );

  return [state, set];
}
