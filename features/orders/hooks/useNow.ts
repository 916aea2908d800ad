'use client';

import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (waiting times on the desk tick every 30 s). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
