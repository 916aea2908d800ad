'use client';

import { type ReactNode, Suspense, use, useLayoutEffect } from 'react';
import { useSession } from '@/lib/session';
import { tokenStorage } from '@/lib/storage';
import { AuthArea } from '@/lib/ui/AuthArea';
import { FullScreenLoader } from '@/lib/ui/FullScreenLoader';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { useHydrated } from '@/lib/ui/prerendered';
import { clearStoredSessionMark } from '@/lib/ui/stored-session';
import classes from './SessionGate.module.css';

// Loaded only by who needs them: a visitor without a stored token gets the sign-in screen (its chunk starts at
// once); a signed-in user never downloads it. The no-hotels screen is rare for everyone.
const LoginPage = lazyScreen(() => import('../LoginPage').then((m) => m.LoginPage), tokenStorage.getAccess() === null);
const NoHotelsScreen = lazyScreen(() => import('./NoHotelsScreen').then((m) => m.NoHotelsScreen), false);

/**
 * What the main application shows for the session's state (SPEC §2): the spinner while it is unknown or
 * loading, the sign-in area when nobody is signed in (the address is kept, so the page asked for follows), an
 * explanation for a user without hotels, else `children` — the signed-in app (`app/(main)` puts the shell with
 * its navigation there, composed from the session and the user menu).
 *
 * The prerender (and the hydration that follows it) cannot know the session: it renders the sign-in form, so the
 * exported HTML paints it before any JavaScript has run, with the spinner beside it, hidden; the root layout's inline
 * script shows the spinner instead when a token is stored (SessionGate.module.css). The sign-in area keeps its place
 * in the tree once the session is known to be anonymous, so what was typed meanwhile stays.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const hydrated = useHydrated();
  // A visitor without a session: hydration waits here for the sign-in screen's chunk (the prerendered form stays
  // on screen, usable, meanwhile), so that the form is hydrated in the same pass as the page. Left to hydrate on its
  // own, the session's first update would reach it still dehydrated and render it anew, dropping what was typed.
  if (!hydrated && typeof window !== 'undefined' && tokenStorage.getAccess() === null) use(LoginPage.load());
  // Before paint, in the commit that shows the real state: from now on React alone decides what is visible.
  useLayoutEffect(() => {
    if (hydrated) clearStoredSessionMark();
  }, [hydrated]);
  if (!hydrated || session.status === 'anonymous') {
    return (
      <>
        {!hydrated && (
          <div className={classes.storedSpinner}>
            <FullScreenLoader />
          </div>
        )}
        <div className={classes.signIn}>
          {/* While the sign-in screen's chunk arrives the session spinner stays: no other frame flashes in between. */}
          <Suspense fallback={<FullScreenLoader />}>
            <AuthArea>
              <LoginPage />
            </AuthArea>
          </Suspense>
        </div>
      </>
    );
  }
  if (session.status === 'loading') return <FullScreenLoader />;
  if (session.activeHotel === null) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <NoHotelsScreen />
      </Suspense>
    );
  }
  return children;
}
