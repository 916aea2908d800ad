'use client';

import { Suspense, use } from 'react';
import { lazyPart } from '@/lib/ui/lazy-part';
import { useHydrated } from '@/lib/ui/prerendered';

// The form is in the exported HTML (the prerender renders it) but not in the page's first-load JS: its chunk starts
// at once and hydration waits for it, so what was typed meanwhile is read back in the same pass
// (docs/decisions/190-first-load.md).
const PasswordResetPage = lazyPart(
  () => import('@/features/account/PasswordResetPage').then((m) => m.PasswordResetPage),
  true,
);

/** `/password-reset/<uid>/<token>`: the new-password form, hydrated with the page. */
export function PasswordResetScreen() {
  const hydrated = useHydrated();
  if (!hydrated && typeof window !== 'undefined') use(PasswordResetPage.load());
  return (
    <Suspense fallback={null}>
      <PasswordResetPage />
    </Suspense>
  );
}
