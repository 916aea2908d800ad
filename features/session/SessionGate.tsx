'use client';

import type { ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { AuthArea } from '@/lib/ui/AuthArea';
import { FullScreenLoader } from '@/lib/ui/FullScreenLoader';
import type { NavItem } from '@/lib/ui/nav';
import { DashboardShell } from './components/DashboardShell';
import { NoHotelsScreen } from './components/NoHotelsScreen';
import { LoginPage } from './LoginPage';

/**
 * What the main application shows for the session's state (SPEC §2): the spinner while it is unknown or
 * loading, the sign-in area when nobody is signed in (the address is kept, so the page asked for follows), an
 * explanation for a user without hotels, else the shell with the page.
 */
export function SessionGate({ nav, children }: { nav: NavItem[]; children: ReactNode }) {
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
  return <DashboardShell nav={nav}>{children}</DashboardShell>;
}
