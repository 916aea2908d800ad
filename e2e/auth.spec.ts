import { storageKeys } from '@/lib/storage';
import { demoUsers, expect, test } from './fixtures';
import { expectShell, expectSignIn, logOutThroughMenu, signInThroughForm } from './helpers';
import { signOutRevokingRefresh } from './journeys';

test.describe('sign-in', () => {
  test('signs in, survives a reload and signs out', async ({ page }) => {
    await page.goto('/');
    await expectSignIn(page);
    await signInThroughForm(page, demoUsers.admin);
    await expectShell(page);
    await expect(page.getByRole('main')).toContainText('Анна');

    const stored = await page.evaluate(
      (keys) => [localStorage.getItem(keys.access), localStorage.getItem(keys.refresh)],
      storageKeys,
    );
    expect(stored.every((value) => typeof value === 'string' && value.length > 20)).toBe(true);

    await page.reload();
    await expectShell(page);

    await signOutRevokingRefresh(page);

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
