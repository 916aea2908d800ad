'use client';

import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from '@/lib/theme';
import { ErrorBoundary } from '@/lib/ui/ErrorBoundary';
import { OfflineNotice } from '@/lib/ui/OfflineNotice';

/**
 * The providers every page shares: the theme, the query cache, notifications, the error boundary, and the offline
 * notice (here, once, so the main application and the sign-in and account screens all show it).
 */
export function Providers({ children }: { children: ReactNode }) {
  // One client per tab, created once: a module-level client would be shared between prerenders.
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" forceColorScheme="light">
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" />
          <OfflineNotice />
          {children}
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
