import { stageUrl, webUrl } from './env';
import { demoUsers, expect, loginViaApi, seedSession, test } from './fixtures';

/**
 * Error reporting is on in every environment but `local`, and only with a DSN (SPEC §1). The stage project runs
 * against the e2e export deployed as `stage`: its config.js sets the environment and a DSN on a loopback port where
 * nothing listens (playwright.config.ts); the envelope the SDK posts is recorded with `page.route` and never leaves
 * the browser. The local build beside it has neither.
 */
const ENVELOPE = /\/api\/1\/envelope\//;

test('an uncaught error reaches Sentry in a stage deployment', async ({ page }) => {
  const envelopes: string[] = [];
  await page.route(ENVELOPE, async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, body: '{}' });
  });
  await page.goto(`${stageUrl}/`);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: an uncaught error');
    });
  });
  await expect.poll(() => envelopes.some((body) => body.includes('e2e: an uncaught error'))).toBe(true);
  const event = envelopes.find((body) => body.includes('e2e: an uncaught error'))!;
  expect(event).toContain('"environment":"stage"');
  // The build's release (the commit built, scripts/build-if-stale.ts): Sentry finds its source maps by it.
  expect(event).toMatch(/"release":"[0-9a-f]{40}"/);
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(true);
});

test('a local build sends nothing to Sentry', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (ENVELOPE.test(request.url()) || request.url().includes('sentry')) requests.push(request.url());
  });
  await page.goto(`${webUrl}/`);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: an uncaught error in a local build');
    });
  });
  // The stage deployment above proves the SDK posts within moments; here the page must stay silent, also after a
  // navigation that would flush any queued envelope.
  await page.goto(`${webUrl}/profile`);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(requests).toEqual([]);
  // The SDK was never even loaded: its global carrier does not exist.
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
});

test('an answer the dashboard cannot use is named on its screen and reported with its path and key', async ({
  page,
}) => {
  const { access, refresh } = await loginViaApi(demoUsers.admin.email, demoUsers.admin.password);
  await seedSession(page, { access, refresh, activeHotel: 1 }, stageUrl);
  const envelopes: string[] = [];
  await page.route(ENVELOPE, async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, body: '{}' });
  });
  // A backend whose services list has no `results` (what a foreign or broken server may send).
  await page.route(/\/dashboard\/services\/\?/, async (route) => {
    const response = await route.fetch();
    const { results: _results, ...rest } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: rest });
  });
  await page.goto(`${stageUrl}/services`);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Ответ сервера на /dashboard/services/ не подходит панели: нет поля «results»' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole('button', { name: 'Повторить' })).toBeVisible();
  await expect
    .poll(() => envelopes.find((body) => body.includes('"api.path":"/dashboard/services/"')))
    .toContain('"api.key":"results"');
});
