import './happy-dom-fetch';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, type RenderResult, render as rtlRender, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, expect } from 'vitest';
import { cssVariablesResolver, theme } from '@/lib/theme';

/** A query client as the app's, but without retries, so a failing call fails the test at once. */
function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's providers for a test: a fresh query client and the theme, without transitions or portals. */
function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}

/** The query client of the latest `render`, for {@link settleAfterEach}. */
let lastQueryClient: QueryClient | null = null;

/**
 * Renders `ui` inside the app's providers. Returns Testing Library's result plus a `user` (user-event, set up
 * before rendering as its docs ask) and the `queryClient` used.
 */
export function render(
  ui: ReactElement,
  {
    queryClient = createTestQueryClient(),
    ...options
  }: Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient } = {},
): RenderResult & { user: UserEvent; queryClient: QueryClient } {
  const user = userEvent.setup();
  lastQueryClient = queryClient;
  const result = rtlRender(ui, {
    wrapper: ({ children }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>,
    ...options,
  });
  return { ...result, user, queryClient };
}

/**
 * For a file whose tests may end while a screen still loads or saves: after each test, waits until the latest
 * render's query client has no call in flight. Registered by the test file, it runs before the setup's unmount,
 * which would abort those calls (they log as hang-ups).
 */
export function settleAfterEach(): void {
  afterEach(async () => {
    const queryClient = lastQueryClient;
    lastQueryClient = null;
    if (queryClient) await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  });
}

/**
 * Puts `text` into `field` as one input (a paste at the caret, which a click puts at the end) rather than a keystroke
 * per letter: each keystroke re-renders the whole screen, and what most tests check is the value, not the typing.
 */
export async function enter(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

export { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
export { userEvent };
