'use client';

import { type ReactNode, Suspense } from 'react';
import { SessionGate } from '@/features/session/components/SessionGate';
import { SessionProvider } from '@/features/session/components/SessionProvider';
import { DictionariesLoader } from '@/lib/dictionaries/DictionariesLoader';
import { tokenStorage } from '@/lib/storage';
import { FullScreenLoader } from '@/lib/ui/FullScreenLoader';
import { lazyScreen } from '@/lib/ui/lazy-screen';

// The signed-in frame (header, hotel switcher, navigation) is not part of the sign-in screen's download. With a
// token stored it starts loading at start-up, beside the session request, so a signed-in user waits for nothing;
// without one, from the first key or click on the sign-in screen — while the user types — so signing in does not
// wait for it either, and the sign-in screen's own loading has the network to itself.
const MainShell = lazyScreen(
  () => import('./main-shell').then((m) => m.MainShell),
  tokenStorage.getAccess() !== null || 'interaction',
);

/**
 * The main application around a page: the session, its gate (spinner / sign-in / no hotels / the signed-in
 * app), the shell with the navigation following the user menu, and the dictionaries, prefetched once a user is
 * in. Features are composed here, not inside each other.
 */
export function MainApp({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SessionGate>
        <Suspense fallback={<FullScreenLoader />}>
          <MainShell>
            <DictionariesLoader />
            {children}
          </MainShell>
        </Suspense>
      </SessionGate>
    </SessionProvider>
  );
}
