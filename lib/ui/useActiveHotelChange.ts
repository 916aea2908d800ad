'use client';

import { useEffect, useRef } from 'react';
import { useAuthenticatedSession } from '@/lib/session';

/**
 * Calls `onChange(previous, current)` when the active hotel changes (not on the first render): screens close what
 * belonged to the previous hotel (an open stay, a service) or keep a draft of it.
 */
export function useActiveHotelChange(onChange: (previous: number | null, current: number | null) => void): void {
  const hotelId = useAuthenticatedSession().activeHotel?.id ?? null;
  const shown = useRef(hotelId);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const previous = shown.current;
    if (previous === hotelId) return;
    shown.current = hotelId;
    latest.current(previous, hotelId);
  }, [hotelId]);
}
