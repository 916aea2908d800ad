'use client';

import type { ReactNode } from 'react';
import { SessionGate } from '@/features/session/components/SessionGate';
import { tokenStorage } from '@/lib/storage';
import { lazyPart } from '@/lib/ui/lazy-part';

// The signed-in application (the query cache, the session, the shell with its navigation) is not part of the
// sign-in page's download. With a token stored it starts loading at start-up, so a signed-in user waits for
// nothing; without one, from the first key or click on the sign-in screen — while the user types — so signing in
// does not wait for it either, and the sign-in screen's own loading has the network to itself.
const SignedInApp = lazyPart(
  () => import('./signed-in-app').then((m) => m.SignedInApp),
  tokenStorage.getAccess() !== null || 'interaction',
);

/**
 * The main application around a page: the stored session's gate (the sign-in area without a token), then the
 * signed-in app with the session, the shell and the page. Features are composed here, not inside each other.
 */
export function MainApp({ children }: { children: ReactNode }) {
  return (
    <SessionGate>
      <SignedInApp>{children}</SignedInApp>
    </SessionGate>
  );
}
