import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import '@mantine/core/styles.css';

/*
 * The floor of the dashboard's stack (bench/floor.ts): a Next.js static page with Mantine's provider and one button,
 * nothing else. `npm run bench` builds it with the same Next, serves it beside the dashboard and reports every
 * figure of the dashboard's pages as a ratio to this page's, measured in the same run.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" forceColorScheme="light" />
      </head>
      <body>
        <MantineProvider defaultColorScheme="light" forceColorScheme="light">
          {children}
        </MantineProvider>
      </body>
    </html>
  );
}
