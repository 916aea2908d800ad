'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SessionProvider } from '@/features/session/components/SessionProvider';
import { SignedInGate } from '@/features/session/components/SignedInGate';
import { DictionariesLoader } from '@/lib/dictionaries/DictionariesLoader';
import { tabQueryClient } from '@/lib/query-client';
import { MainShell } from './main-shell';

/**
 * The signed-in application, one chunk apart from the sign-in page (main-app.tsx loads it): the query cache (the
 * tab's, which the sign-in filled with the user), the session, its gate (spinner / no hotels / the app), the shell
 * with the navigation following the user menu, and the dictionaries, prefetched once a user is in.
 */
export function SignedInApp({ children }: { children: ReactNode }) {
  const [queryClient] = useState(tabQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <SignedInGate>
          <MainShell>
            <DictionariesLoader />
            {children}
          </MainShell>
        </SignedInGate>
      </SessionProvider>
    </QueryClientProvider>
  );
}
