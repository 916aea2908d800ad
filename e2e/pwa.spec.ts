/**
 * The installable app (docs/decisions/209-installable-app.md) in the export as staff get it, with its service
 * worker allowed (every other spec blocks it, playwright.config.ts): the web app manifest is linked and served as
 * one; the worker installs and takes the page; with the network gone a reload still opens the app, which says it is
 * offline and shows no data as if it were live; a sign-out leaves only the precache in Cache Storage.
 */
import type { Page } from '@playwright/test';
import * as ru from '@/lib/i18n/ru';
import { PRECACHE_NAME, STATIC_RUNTIME_CACHE } from '@/lib/pwa/caches';
import { expect, test } from './fixtures';
import { expectShell, expectSignIn, logOutThroughMenu } from './helpers';

test.use({ serviceWorkers: 'allow', activeHotel: 1 });

const OFFLINE_TEXT = `${ru.offline.title} ${ru.offline.message}`;

// The page's clock, so a first visit's install (10 s past `load`, then an idle moment: lib/pwa/AppUpdate.tsx) is
// reached by moving it forward instead of waiting.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

/**
 * Moves past the first install's wait, waits until the page's worker is active, then reloads so that it controls
 * the page (it claims none by itself).
 */
async function underTheWorker(page: Page): Promise<void> {
  // The 10 s, then the idle callback's 5 s bound, which is only set once the 10 s have passed.
  await page.clock.fastForward(11_000);
  await page.clock.fastForward(6_000);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

const cacheNames = (page: Page): Promise<string[]> => page.evaluate(() => caches.keys());

test('the web app manifest is linked from the page and served as a manifest, with its icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: ru.app.name, start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(appleIcon ?? '')).headers()['content-type']).toBe('image/png');
});

test('offline, a reload opens the app from the worker and says it is offline, with no data shown as live', async ({
  signedInPage: page,
  context,
}) => {
  await page.goto('/orders');
  await expectShell(page);
  await underTheWorker(page);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: ru.offline.title })).toHaveText(OFFLINE_TEXT);
  // The page is the app's (its offline notice, its own title), and no order is shown from any cache.
  await expect(page).toHaveTitle(new RegExp(ru.app.name));
  await expect(page.getByRole('article', { name: /^Заказ #/ })).toHaveCount(0);

  // A screen not opened before opens too, from the precache (a deep link: the app's fallback page).
  await page.goto('/guests');
  await expect(page.getByRole('status').filter({ hasText: ru.offline.title })).toHaveText(OFFLINE_TEXT);

  // The network back: the paused session loads on its own, no reload needed.
  await context.setOffline(false);
  await expectShell(page);
  await expect(page.getByRole('status').filter({ hasText: ru.offline.title })).toHaveCount(0);
});

test('offline, the sign-in page opens from the worker and says it is offline', async ({ page, context }) => {
  await page.goto('/');
  await expectSignIn(page);
  await underTheWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expectSignIn(page);
  await expect(page.getByRole('status').filter({ hasText: ru.offline.title })).toHaveText(OFFLINE_TEXT);
});

test('a sign-out deletes the runtime caches and leaves only the precache', async ({ signedInPage: page }) => {
  await page.goto('/orders');
  await expectShell(page);
  await underTheWorker(page);
  await expectShell(page);
  // Under the worker the page's font files go into its runtime cache, beside the precache.
  await expect.poll(async () => (await cacheNames(page)).sort()).toEqual([PRECACHE_NAME, STATIC_RUNTIME_CACHE].sort());

  await logOutThroughMenu(page);
  await expectSignIn(page);
  await expect.poll(() => cacheNames(page)).toEqual([PRECACHE_NAME]);
});
