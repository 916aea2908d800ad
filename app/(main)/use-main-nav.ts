'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import { useAuthenticatedSession } from '@/lib/session';
import type { NavFallback, NavItem } from '@/lib/ui/nav';
import { mainNavFor, menuRole } from './nav';

/** The navigation of the signed-in user, and whether it is the fallback of a menu that did not load. */
export interface MainNav {
  items: NavItem[];
  fallback: NavFallback | null;
}

/**
 * The navigation following the user menu (the `userMenu` dictionary of lib/dictionaries/, loaded once per
 * session): its areas in its order; the role's default while it loads (no flash: it is what the server gives an
 * untailored menu) and after a failure, then with the fallback notice's retry. The menu is navigation, not
 * permission: a route it leaves out still opens when visited directly; the server's role rules guard the data.
 */
export function useMainNav(): MainNav {
  const { user } = useAuthenticatedSession();
  const role = menuRole(user);
  const menu = useQuery(dictionaryQueries.userMenu());
  const { data, errorUpdatedAt, isFetching, refetch } = menu;
  const items = useMemo(
    () =>
      mainNavFor(
        data?.map((item) => item.key),
        role,
      ),
    [data, role],
  );
  // A retry puts a query without data back to `pending`; the notice stays (its button spinning) until a menu
  // arrives, instead of blinking out and back.
  const failed = data === undefined && errorUpdatedAt > 0;
  const fallback = useMemo(
    () => (failed ? { onRetry: () => void refetch(), retrying: isFetching } : null),
    [failed, isFetching, refetch],
  );
  return { items, fallback };
}
