'use client';

import type { ReactNode } from 'react';
import { DictionariesLoader } from '@/features/dictionaries/DictionariesLoader';
import { SessionGate } from '@/features/session/SessionGate';
import { SessionProvider } from '@/features/session/SessionProvider';
import { mainNav } from './nav';

/**
 * The main application around a page: the session, its gate (spinner / sign-in / no hotels / shell) and the
 * dictionaries, prefetched once a user is in. Features are composed here, not inside each other.
 */
export function MainApp({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SessionGate nav={mainNav}>
        <DictionariesLoader />
        {children}
      </SessionGate>
    </SessionProvider>
  );
}
