'use client';

import { MantineProvider } from '@mantine/core';
import { useEffect } from 'react';
import * as ru from '@/lib/i18n/ru';
import { reportError } from '@/lib/sentry';
import { cssVariablesResolver, theme } from '@/lib/theme';
import { ErrorScreen } from '@/lib/ui/ErrorScreen';

/**
 * The last line of defence: an error thrown by the root layout or the providers themselves, which the app's own
 * ErrorBoundary (inside the providers) cannot catch. Next renders this in place of the root layout, so it brings
 * its own `<html>`, theme and the same Russian error screen, and reports the error.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error);
  }, [error]);

  return (
    <html lang="ru">
      <head>
        <title>{ru.errorScreen.title}</title>
      </head>
      <body>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
          <ErrorScreen />
        </MantineProvider>
      </body>
    </html>
  );
}
