import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
// The font is self-hosted (SPEC §9: Ubuntu): nothing is fetched from a font service.
import '@fontsource/ubuntu/400.css';
import '@fontsource/ubuntu/500.css';
import '@fontsource/ubuntu/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './globals.css';
import * as ru from '@/lib/i18n/ru';
import { storageKeys } from '@/lib/storage';
import { fontFacesScript } from '@/lib/ui/font-faces';
import { storedSessionScript } from '@/lib/ui/stored-session-mark';
import { Providers } from './providers';

export const metadata: Metadata = {
  title: { default: ru.app.name, template: `%s · ${ru.app.name}` },
  description: ru.app.description,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru" {...mantineHtmlProps}>
      <head>
        {/* The runtime configuration (lib/runtime-config.ts). Blocking on purpose: it must have run before the
            page's inline scripts feed the app; same origin and no inline code, so `script-src 'self'` allows it. */}
        <script src="/config.js" />
        <ColorSchemeScript defaultColorScheme="light" forceColorScheme="light" />
        {/* Before first paint: a stored token shows the session spinner instead of the prerendered sign-in form
            (features/session/components/SessionGate.tsx). Its hash is in the CSP like every inline script's. */}
        <script dangerouslySetInnerHTML={{ __html: storedSessionScript(storageKeys.access) }} />
        {/* After first paint: turns on the web fonts' faces, which the export holds back until then. */}
        <script dangerouslySetInnerHTML={{ __html: fontFacesScript }} />
      </head>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
