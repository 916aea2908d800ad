import './happy-dom-fetch';
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { theme, cssVariablesResolver } from '@/lib/theme';

/** A query client as the app's, but without retries, so a failing call fails the test at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's providers for a test: a fresh query client and the theme, without transitions or portals. */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders `ui` inside the app's providers. Returns Testing Library's result plus a `user` (user-event, set up
 * before rendering as its docs ask) and the `queryClient` used.
 */
export function render(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), ...options }: Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient } = {},
): RenderResult & { user: UserEvent; queryClient: QueryClient } {
  const user = userEvent.setup();
  const result = rtlRender(ui, {
    wrapper: ({ children }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>,
    ...options,
  });
  return { ...result, user, queryClient };
}

export { act, screen, waitFor, within } from '@testing-library/react';
export { userEvent };
