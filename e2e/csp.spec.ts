/**
 * The Content-Security-Policy (issue «production hardening»): the static server sends it with every page, and no
 * screen of the dashboard trips it — not the inline scripts Next writes into the pages (allowed by their hashes),
 * not the runtime configuration, the API calls, the live websocket, the images from the API, the fonts. Any
 * `securitypolicyviolation` event on any screen fails the test, with what was blocked.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS } from './screens';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every violation of the page, from the first script on, in `window.__cspViolations`. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

async function visit(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, `the policy of ${path}`).toContain("script-src 'self' 'sha256-");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The screen's calls, images and the websocket have been made by the time the network settles.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => window.__cspViolations ?? []);
}

test('no screen of the signed-in dashboard violates the Content-Security-Policy', async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await recordViolations(page);
  for (const path of SIGNED_IN_SCREENS) expect(await visit(page, path), path).toEqual([]);
});

test('nor do sign-in, the account links and the not-found page; an injected inline script is blocked', async ({
  page,
}) => {
  await recordViolations(page);
  for (const path of PUBLIC_SCREENS) expect(await visit(page, path), path).toEqual([]);

  // The recorder hears a real violation, and the policy stops what an injection would run.
  await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([
    expect.stringMatching(/^script-src(-elem)? blocked inline/),
  ]);
});
