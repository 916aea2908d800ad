'use client';

import { type ReactNode, Suspense } from 'react';
import { useSession } from '@/lib/session';
import { tokenStorage } from '@/lib/storage';
import { AuthArea } from '@/lib/ui/AuthArea';
import { FullScreenLoader } from '@/lib/ui/FullScreenLoader';
import { lazyScreen } from '@/lib/ui/lazy-screen';

// Loaded only by who needs them: a visitor without a stored token gets the sign-in screen (its chunk starts at
// once); a signed-in user never downloads it. The no-hotels screen is rare for everyone.
const LoginPage = lazyScreen(() => import('../LoginPage').then((m) => m.LoginPage), tokenStorage.getAccess() === null);
const NoHotelsScreen = lazyScreen(() => import('./NoHotelsScreen').then((m) => m.NoHotelsScreen), false);

/**
 * What the main application shows for the session's state (SPEC §2): the spinner while it is unknown or
 * loading, the sign-in area when nobody is signed in (the address is kept, so the page asked for follows), an
 * explanation for a user without hotels, else `children` — the signed-in app (`app/(main)` puts the shell with
 * its navigation there, composed from the session and the user menu).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <FullScreenLoader />;
  // While a lazy screen's chunk arrives the session spinner stays: no other frame flashes in between.
  if (session.status === 'anonymous') {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <AuthArea>
          <LoginPage />
        </AuthArea>
      </Suspense>
    );
  }
  if (session.activeHotel === null) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <NoHotelsScreen />
      </Suspense>
    );
  }
  return children;
}
