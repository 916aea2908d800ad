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

// The service worker and its «new version» notice (lib/pwa/AppUpdate.tsx): in the production export only (`next
// dev` serves no sw.js), and its code once the page is idle after start-up.
const AppUpdateHost =
  process.env.NODE_ENV === 'production'
    ? lazyPart(() => import('@/lib/pwa/AppUpdate').then(({ AppUpdate }) => AppUpdate), 'idle')
    : null;

/**
 * The providers every page shares: the theme, notifications, the error boundary, the offline notice and the service
 * worker with its update notice (here, once, so the main application and the sign-in and account screens all have
 * them). The query cache is the signed-in app's (app/(main)/signed-in-app.tsx): the pages reached without a session
 * do not load it.
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
        {AppUpdateHost ? (
          // Its chunk failing to load (the network gone before the page was idle) costs the notice, not the page.
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <AppUpdateHost />
            </Suspense>
          </ErrorBoundary>
        ) : null}
        <OfflineNotice />
        {children}
      </ErrorBoundary>
    </MantineProvider>
  );
}
