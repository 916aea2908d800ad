'use client';

import { Suspense, use } from 'react';
import { lazyPart } from '@/lib/ui/lazy-part';
import { useHydrated } from '@/lib/ui/prerendered';

// The screen is in the exported HTML (the prerender renders it) but not in the page's first-load JS: its chunk starts
// at once and hydration waits for it (docs/decisions/190-first-load.md).
const ActivationPage = lazyPart(() => import('@/features/account/ActivationPage').then((m) => m.ActivationPage), true);

/** `/activate/<uid>/<token>`: the activation screen, hydrated with the page. */
export function ActivationScreen() {
  const hydrated = useHydrated();
  if (!hydrated && typeof window !== 'undefined') use(ActivationPage.load());
  return (
    <Suspense fallback={null}>
      <ActivationPage />
    </Suspense>
  );
}
