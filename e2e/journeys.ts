/**
 * Account journeys run against more than one backend — our reference server (the default project) and the Django
 * contract app (e2e/drf/) — each given the backend's and the export's addresses, so both run the same steps.
 */
import type { Page } from '@playwright/test';
import { storageKeys } from '@/lib/storage';
import { webUrl } from './env';
import { apiUrl, demoUsers, expect, expiredAccessToken, latestMailLink, loginViaApi, seedSession } from './fixtures';
import { expectShell, expectSignIn, logOutThroughMenu, recordApiCalls, signInThroughForm } from './helpers';

/** The stored refresh token of the page's session. */
function storedRefresh(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), storageKeys.refresh);
}

/** Signs out through the user menu; the server revokes the refresh token this browser had. */
export async function signOutRevokingRefresh(page: Page, api = apiUrl): Promise<void> {
  const refresh = await storedRefresh(page);
  const revoked = page.waitForResponse((response) => response.url() === `${api}/auth/token/blacklist/`);
  await logOutThroughMenu(page);
  await expectSignIn(page);
  expect((await revoked).status()).toBe(200);
  const refreshed = await fetch(`${api}/auth/token/refresh/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  expect(refreshed.status).toBe(401);
  const left = await page.evaluate(
    (keys) => [keys.access, keys.refresh, keys.activeHotel].map((key) => localStorage.getItem(key)),
    storageKeys,
  );
  expect(left).toEqual([null, null, null]);
}

/** Opens the inactive demo account's activation link: activated with one call, signs in; the link a second time fails. */
export async function activateOnce(page: Page, api = apiUrl): Promise<void> {
  const link = await latestMailLink(demoUsers.inactive.email, '/activate/', api);
  const calls = recordApiCalls(page, api);

  await page.goto(link);
  await expect(page.getByText('Активация выполнена успешно!')).toBeVisible();
  expect(calls.filter((path) => path === '/auth/users/activation/')).toHaveLength(1);
  expect(calls).not.toContain('/auth/users/me/');

  await page.getByRole('link', { name: 'Войти' }).click();
  await signInThroughForm(page, demoUsers.inactive);
  await expectShell(page);

  // The same link again: the account is active already.
  const second = await page.context().newPage();
  await second.goto(link);
  await expect(second.getByText('Произошла ошибка при активации!')).toBeVisible();
}

/** A session whose access token expired: the profile loads after exactly one refresh, with a new access token. */
export async function renewExpiredTokenOnce(page: Page, api = apiUrl, web = webUrl): Promise<void> {
  const { id, refresh } = await loginViaApi(demoUsers.admin.email, demoUsers.admin.password, api);
  // Both backends sign with the e2e SECRET_KEY: expired a minute ago.
  const expired = await expiredAccessToken(id);
  await seedSession(page, { access: expired, refresh }, web);
  const calls = recordApiCalls(page, api);

  await page.goto('/profile');
  await expectShell(page);
  await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
  await expect(page.getByLabel('Имя')).toHaveValue('Анна');

  const access = await page.evaluate((key) => localStorage.getItem(key), storageKeys.access);
  expect(access).not.toBe(expired);
  expect(calls.filter((path) => path === '/auth/token/refresh/')).toHaveLength(1);
}
