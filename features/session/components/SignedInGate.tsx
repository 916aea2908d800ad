'use client';

import { type ReactNode, Suspense } from 'react';
import { useSession } from '@/lib/session';
import { FullScreenLoader } from '@/lib/ui/FullScreenLoader';
import { lazyScreen } from '@/lib/ui/lazy-screen';

// Rare for everyone: loaded when shown.
const NoHotelsScreen = lazyScreen(() => import('./NoHotelsScreen').then((m) => m.NoHotelsScreen), false);

/**
 * What the signed-in app shows for the session's state (SPEC §2), inside `SessionProvider` once a token is stored
 * (`SessionGate` shows the sign-in area before): the spinner while the user loads, an explanation for a user without
 * hotels, else `children` — the app (`app/(main)` puts the shell with its navigation there).
 */
export function SignedInGate({ children }: { children: ReactNode }) {
  const session = useSession();
  // `anonymous` only for the moment the stored session ends, before SessionGate shows the sign-in area.
  if (session.status !== 'authenticated') return <FullScreenLoader />;
  if (session.activeHotel === null) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <NoHotelsScreen />
      </Suspense>
    );
  }
  return children;
}
