'use client';

import type { ReactNode } from 'react';
import { DictionariesLoader } from '@/features/dictionaries/DictionariesLoader';
import { SessionGate } from '@/features/session/SessionGate';
import { SessionProvider } from '@/features/session/SessionProvider';
import { MainShell } from './main-shell';

/**
 * The main application around a page: the session, its gate (spinner / sign-in / no hotels / the signed-in
 * app), the shell with the navigation following the user menu, and the dictionaries, prefetched once a user is
 * in. Features are composed here, not inside each other.
 */
export function MainApp({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SessionGate>
        <MainShell>
          <DictionariesLoader />
          {children}
        </MainShell>
      </SessionGate>
    </SessionProvider>
  );
}
