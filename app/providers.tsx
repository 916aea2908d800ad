'use client';

import { MantineProvider } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { cssVariablesResolver, theme } from '@/lib/theme';
import { ErrorBoundary } from '@/lib/ui/ErrorBoundary';
import { lazyPart } from '@/lib/ui/lazy-part';
import { OfflineNotice } from '@/lib/ui/OfflineNotice';
import classes from './providers.module.css';

// The notifications' host (portal, transitions; about 7 KB gzip) is not needed to paint a screen, so it is not
// part of any page's first load: it arrives right after. A notification shown before waits in Mantine's store
// and appears when the host is in.
const NotificationsHost = lazyPart(
  () =>
    import('@mantine/notifications').then(
      ({ Notifications }) =>
        function NotificationsHost() {
          return <Notifications position="top-right" classNames={{ root: classes.notifications }} />;
        },
    ),
  true,
);

/**
 * The providers every page shares: the theme, notifications, the error boundary, and the offline notice (here,
 * once, so the main application and the sign-in and account screens all show it). The query cache is the signed-in
 * app's (app/(main)/signed-in-app.tsx): the pages reached without a session do not load it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
    >
      <ErrorBoundary>
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        <OfflineNotice />
        {children}
      </ErrorBoundary>
    </MantineProvider>
  );
}
