import type { MetadataRoute } from 'next';
import * as ru from '@/lib/i18n/ru';
import { palette } from '@/lib/theme';

/*
 * The web app manifest (`/manifest.webmanifest`, linked from every page by Next): what a phone needs to install the
 * dashboard on its home screen and open it as an app of its own (docs/decisions/209-installable-app.md). Written
 * once at build time into the export; the icons are drawn from app/icon.svg by scripts/app-icons.ts.
 */
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: ru.app.name,
    short_name: ru.pwa.shortName,
    description: ru.app.description,
    lang: 'ru',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The brand's blue for the status bar; the page's grey behind the splash screen, as the app paints its body.
    theme_color: palette.blue,
    background_color: palette.bg,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
