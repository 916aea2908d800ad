'use client';

import type { ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { AuthArea } from '@/lib/ui/AuthArea';
import { FullScreenLoader } from '@/lib/ui/FullScreenLoader';
import { NoHotelsScreen } from './components/NoHotelsScreen';
import { LoginPage } from './LoginPage';

/**
 * What the main application shows for the session's state (SPEC §2): the spinner while it is unknown or
 * loading, the sign-in area when nobody is signed in (the address is kept, so the page asked for follows), an
 * explanation for a user without hotels, else `children` — the signed-in app (`app/(main)` puts the shell with
 * its navigation there, composed from the session and the user menu).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <FullScreenLoader />;
  if (session.status === 'anonymous') {
    return (
      <AuthArea>
        <LoginPage />
      </AuthArea>
    );
  }
  if (session.activeHotel === null) return <NoHotelsScreen />;
  return children;
}
