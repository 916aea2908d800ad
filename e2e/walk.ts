/**
 * Walking through the dashboard's screens in one tab as staff do: the first screen is a full page load, every
 * next one a navigation inside the running app (the app router's own `push`, what a link of the navigation
 * does), so the app's scripts are not downloaded, parsed and started again for every screen. The whole-app
 * suites (accessibility, phones) check what a screen shows, not how its document loads; the CSP walk loads
 * every page's HTML itself, since its point is the HTML's hashes.
 */
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Next's app router, exposed by Next itself for debugging (`window.next.router`). */
    next?: { router?: { push: (href: string) => void } };
  }
}

/** How long the network must be quiet, as Playwright's `networkidle` (no request for 500 ms). */
const QUIET_MS = 500;

/** The page's requests in flight and when the last one started or ended, from the moment it is watched. */
function watchNetwork(page: Page): () => boolean {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return () => inFlight === 0 && Date.now() - lastChange >= QUIET_MS;
}

const watched = new WeakMap<Page, () => boolean>();

/**
 * Opens `path` and waits for its heading and its data (the network quiet, as after `networkidle`). The first
 * screen of a page (or a page not on the dashboard) is loaded with `page.goto`; the next ones are navigations
 * inside the app, so a walk pays for one start of the app, not one a screen.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  let quiet = watched.get(page);
  const inApp = quiet !== undefined && (await page.evaluate(() => typeof window.next?.router?.push === 'function'));
  if (!quiet || !inApp) {
    quiet ??= watchNetwork(page);
    watched.set(page, quiet);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    return;
  }
  const target = new URL(path, page.url());
  await page.evaluate((href) => window.next?.router?.push(href), path);
  // The router changes the address once the new screen is in the document.
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(quiet, { message: `the network is quiet on ${path}`, intervals: [100] }).toBe(true);
}
