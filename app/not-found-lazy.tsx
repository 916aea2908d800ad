'use client';

import { Suspense, use } from 'react';
import { FullScreenLoader } from '@/lib/ui/FullScreenLoader';
import { lazyPart } from '@/lib/ui/lazy-part';
import { useHydrated } from '@/lib/ui/prerendered';

// Next ships the root not-found with every page: only this wrapper is part of their first load; the gate (its
// links, the main application it may show) is loaded when the not-found page is shown, and hydration waits for it.
const NotFoundGate = lazyPart(() => import('./not-found-gate').then((m) => m.NotFoundGate), false);

/** The not-found gate (./not-found-gate.tsx), loaded when shown. */
export function LazyNotFoundGate() {
  const hydrated = useHydrated();
  if (!hydrated && typeof window !== 'undefined') use(NotFoundGate.load());
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <NotFoundGate />
    </Suspense>
  );
}
