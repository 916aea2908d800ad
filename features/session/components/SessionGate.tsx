'use client';

import { type ReactNode, Suspense, use, useLayoutEffect } from 'react';
import { tokenStorage } from '@/lib/storage';
import { AuthArea } from '@/lib/ui/AuthArea';
import { FullScreenLoader } from '@/lib/ui/FullScreenLoader';
import { lazyPart, preloadWhen } from '@/lib/ui/lazy-part';
import { useHydrated } from '@/lib/ui/prerendered';
import { clearStoredSessionMark } from '@/lib/ui/stored-session-mark';
import { loadSignIn, signIn } from '../actions';
import { useLastSessionEnd, useStoredSession } from '../model/stored-session-store';
import classes from './SessionGate.module.css';

// Loaded only by who needs it: a visitor without a stored token gets the sign-in screen (its chunk starts at once)
// and, from the first key or click, the code that signs in (the transport, the query cache); a signed-in user never
// downloads the sign-in screen.
const LoginPage = lazyPart(() => import('../LoginPage').then((m) => m.LoginPage), tokenStorage.getAccess() === null);
preloadWhen(() => void loadSignIn().catch(() => undefined), tokenStorage.getAccess() === null && 'interaction');

/**
 * The first gate of the main application (SPEC §2), on the stored session only: the sign-in area when no token is
 * stored (the address is kept, so the page asked for follows), else `children` — the signed-in app, which loads the
 * session itself (its provider, the spinner while the user loads, the no-hotels screen: `SignedInGate`). Nothing of
 * the transport or the query cache is needed to decide, so none of it is in the sign-in page's first load
 * (docs/decisions/190-first-load.md).
 *
 * The prerender (and the hydration that follows it) cannot know the session: it renders the sign-in form, so the
 * exported HTML paints it before any JavaScript has run, with the spinner beside it, hidden; the root layout's inline
 * script shows the spinner instead when a token is stored (SessionGate.module.css). The sign-in area keeps its place
 * in the tree once the session is known to be anonymous, so what was typed meanwhile stays.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { hasToken } = useStoredSession();
  const ended = useLastSessionEnd();
  const hydrated = useHydrated();
  // A visitor without a session: hydration waits here for the sign-in screen's chunk (the prerendered form stays
  // on screen, usable, meanwhile), so that the form is hydrated in the same pass as the page. Left to hydrate on its
  // own, the session's first update would reach it still dehydrated and render it anew, dropping what was typed.
  if (!hydrated && typeof window !== 'undefined' && tokenStorage.getAccess() === null) use(LoginPage.load());
  // Before paint, in the commit that shows the real state: from now on React alone decides what is visible.
  useLayoutEffect(() => {
    if (hydrated) clearStoredSessionMark();
  }, [hydrated]);
  if (!hydrated || hasToken !== true) {
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
              <LoginPage login={signIn} ended={ended} />
            </AuthArea>
          </Suspense>
        </div>
      </>
    );
  }
  // The signed-in app's chunk (started at start-up with a stored token, else from the first key or click).
  return <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>;
}
