'use client';

import { type ReactNode, Suspense, useDeferredValue } from 'react';
import { useSession } from '@/lib/session';
import { FullScreenLoader } from '@/lib/ui/FullScreenLoader';
import { lazyPart } from '@/lib/ui/lazy-part';

// Rare for everyone: loaded when shown.
const NoHotelsScreen = lazyPart(() => import('./NoHotelsScreen').then((m) => m.NoHotelsScreen), false);

/**
 * What the signed-in app shows for the session's state (SPEC §2), inside `SessionProvider` once a token is stored
 * (`SessionGate` shows the sign-in area before): the spinner while the user loads, an explanation for a user without
 * hotels, else `children` — the app (`app/(main)` puts the shell with its navigation there).
 */
export function SignedInGate({ children }: { children: ReactNode }) {
  const session = useSession();
  // The session arrives as a synchronous render (the query cache's store). The app it lets in (the shell, its
  // navigation and the page) is rendered in a deferred pass instead, which React interrupts to let the browser in:
  // no task renders the whole app at once (docs/decisions/191-first-paint-and-the-desk.md). The spinner stays
  // meanwhile.
  const shown = useDeferredValue(session.status === 'authenticated');
  // `anonymous` only for the moment the stored session ends, before SessionGate shows the sign-in area.
  if (session.status !== 'authenticated' || !shown) return <FullScreenLoader />;
  if (session.activeHotel === null) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <NoHotelsScreen />
      </Suspense>
    );
  }
  return children;
}
