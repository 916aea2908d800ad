'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthenticatedSession } from '@/lib/session';
import { prefetchDictionaries } from './queries';

/**
 * Prefetches every helper dictionary once the session has loaded, and the hotel-scoped ones again after a
 * hotel switch. Each is fetched only when empty; one failing leaves the others alone and is retried by the
 * next screen that uses it (or its `refetch`). Renders nothing.
 */
export function DictionariesLoader() {
  const queryClient = useQueryClient();
  const { activeHotel } = useAuthenticatedSession();
  const activeHotelId = activeHotel?.id ?? null;

  useEffect(() => {
    if (activeHotelId === null) return;
    prefetchDictionaries(queryClient);
  }, [queryClient, activeHotelId]);

  return null;
}
