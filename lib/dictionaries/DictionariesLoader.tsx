'use client';

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthenticatedSession } from '@/lib/session';
import { prefetchDictionaries } from './queries';

/** Whether a query of the screen (anything but a dictionary) is loading. */
function screenIsLoading(queryClient: QueryClient): boolean {
  return queryClient.isFetching({ predicate: (query) => query.queryKey[0] !== 'dictionaries' }) > 0;
}

/** Runs `task` when the browser is idle (after the frame that shows what just arrived), or soon where it cannot say. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * Runs `task` once the screen's own data has arrived: when no query but the dictionaries' is loading, checked
 * after the screen has mounted and started its queries, and then each time the cache changes. Returns the cancel.
 */
function afterScreenData(queryClient: QueryClient, task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let done = false;
  const check = () => {
    if (done || cancelIdle || screenIsLoading(queryClient)) return;
    cancelIdle = whenIdle(() => {
      cancelIdle = null;
      // Another request may have started meanwhile (a screen mounted late): wait for it too.
      if (done || screenIsLoading(queryClient)) return;
      done = true;
      unsubscribe();
      task();
    });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  // The screen's queries start in the same commit as this effect or right after it: look once they have.
  const first = setTimeout(check, 0);
  return () => {
    done = true;
    clearTimeout(first);
    cancelIdle?.();
    unsubscribe();
  };
}

/**
 * Prefetches every helper dictionary once the session has loaded and the screen's own data has arrived (the
 * desk's orders first: docs/decisions/191-first-paint-and-the-desk.md), and the hotel-scoped ones again after a hotel
 * switch. A screen that needs a dictionary sooner (a filter's dropdown, a dialog) asks for it itself. Each is
 * fetched only when empty; one failing leaves the others alone and waits for the «Повторить» of a screen that
 * shows it (its `refetch`; lib/query-client.ts: no retry on mount). Renders nothing.
 */
export function DictionariesLoader() {
  const queryClient = useQueryClient();
  const { activeHotel } = useAuthenticatedSession();
  const activeHotelId = activeHotel?.id ?? null;

  useEffect(() => {
    if (activeHotelId === null) return;
    return afterScreenData(queryClient, () => prefetchDictionaries(queryClient));
  }, [queryClient, activeHotelId]);

  return null;
}
