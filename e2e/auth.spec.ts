import { storageKeys } from '@/lib/storage';
import { apiUrl, demoUsers, expect, test } from './fixtures';
import { expectShell, expectSignIn, logOutThroughMenu, signInThroughForm } from './helpers';

test.describe('sign-in', () => {
  test('signs in, survives a reload and signs out', async ({ page }) => {
    await page.goto('/');
    await expectSignIn(page);
    await signInThroughForm(page, demoUsers.admin);
    await expectShell(page);
    await expect(page.getByRole('main')).toContainText('Анна');

    const stored = await page.evaluate((keys) => [localStorage.getItem(keys.access), localStorage.getItem(keys.refresh)], storageKeys);
    expect(stored.every((value) => typeof value === 'string' && value.length > 20)).toBe(true);

    await page.reload();
    await expectShell(page);

    const revoked = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/token/blacklist/');
    await logOutThroughMenu(page);
    await expectSignIn(page);
    expect((await revoked).status()).toBe(200);
    // The server no longer renews the session with the refresh token this browser had.
    const refreshed = await fetch(`${apiUrl}/auth/token/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: stored[1] }),
    });
    expect(refreshed.status).toBe(401);
    const afterLogout = await page.evaluate(
      (keys) => [keys.access, keys.refresh, keys.activeHotel].map((key) => localStorage.getItem(key)),
      storageKeys,
    );
    expect(afterLogout).toEqual([null, null, null]);

    await page.reload();
    await expectSignIn(page);
  });

  test('a wrong password shows a Russian message and keeps what was typed', async ({ page }) => {
    await page.goto('/');
    await signInThroughForm(page, { email: demoUsers.admin.email, password: 'not-the-password' });
    await expect(page.getByText('Неверный email или пароль')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(demoUsers.admin.email);
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('not-the-password');
    await expectSignIn(page);
  });

  test('a deep link opens after signing in and survives a reload', async ({ page }) => {
    await page.goto('/profile');
    await expectSignIn(page);
    await signInThroughForm(page, demoUsers.admin);
    await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
  });

  test('a logout in one tab signs out the other tabs', async ({ signedInPage: page, context }) => {
    await page.goto('/');
    await expectShell(page);
    const other = await context.newPage();
    await other.goto('/profile');
    await expectShell(other);

    await logOutThroughMenu(other);
    await expectSignIn(other);
    await expectSignIn(page);
  });

  test('a user without hotels gets an explanation, not a broken shell', async ({ page }) => {
    await page.goto('/');
    await signInThroughForm(page, demoUsers.noHotels);
    await expect(page.getByRole('heading', { name: 'Нет доступных отелей' })).toBeVisible();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expectSignIn(page);
  });
});
