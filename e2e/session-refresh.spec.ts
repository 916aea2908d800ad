import { storageKeys } from '@/lib/storage';
import { apiUrl, demoUsers, expect, expiredAccessToken, loginViaApi, seedSession, test } from './fixtures';
import { expectShell, expectSignIn, recordApiCalls } from './helpers';

test.describe('token refresh', () => {
  test('an expired access token is renewed during use and the screen loads', async ({ page }) => {
    const { id, refresh } = await loginViaApi(demoUsers.admin.email, demoUsers.admin.password);
    const expired = await expiredAccessToken(id);
    await seedSession(page, { access: expired, refresh });
    const calls = recordApiCalls(page, apiUrl);

    await page.goto('/profile');
    await expectShell(page);
    await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
    await expect(page.getByLabel('Имя')).toHaveValue('Анна');

    const access = await page.evaluate((key) => localStorage.getItem(key), storageKeys.access);
    expect(access).not.toBe(expired);
    expect(calls.filter((path) => path === '/auth/token/refresh/')).toHaveLength(1);
  });

  test('a rejected refresh token logs out to the sign-in area', async ({ page }) => {
    const { id } = await loginViaApi(demoUsers.admin.email, demoUsers.admin.password);
    await seedSession(page, { access: await expiredAccessToken(id), refresh: 'revoked-or-forged' });

    await page.goto('/profile');
    await expectSignIn(page);
    const stored = await page.evaluate(
      (keys) => [keys.access, keys.refresh, keys.activeHotel].map((key) => localStorage.getItem(key)),
      storageKeys,
    );
    expect(stored).toEqual([null, null, null]);
    // The address is kept: signing in again returns to the same screen.
    await expect(page).toHaveURL(/\/profile$/);
  });
});
