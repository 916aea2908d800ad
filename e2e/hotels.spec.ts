import { storageKeys } from '@/lib/storage';
import { demoUsers, expect, test } from './fixtures';
import { expectShell } from './helpers';

const activeHotelOf = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKeys.activeHotel);

test.describe('active hotel', () => {
  test('defaults to the first of the user hotels and switches, sending the new Managed-Hotel header', async ({
    signedInPage: page,
  }) => {
    await page.goto('/');
    await expectShell(page);
    const switcher = page.getByRole('banner').getByLabel('Отель');
    await expect(switcher).toHaveValue('Гранд Отель Нева');
    await expect(page.getByRole('banner')).toContainText('Администратор');
    expect(await activeHotelOf(page)).toBe('1');

    const managedHotelHeaders: string[] = [];
    page.on('request', (request) => {
      const header = request.headers()['managed-hotel'];
      if (header) managedHotelHeaders.push(header);
    });

    await switcher.click();
    await page.getByRole('option', { name: 'Алтай Лодж' }).click();
    await expect(switcher).toHaveValue('Алтай Лодж');
    // The admin only manages hotel 3.
    await expect(page.getByRole('banner')).toContainText('Менеджер');
    await expect(page.getByRole('main')).toContainText('Алтай Лодж');
    expect(await activeHotelOf(page)).toBe('3');
    await expect.poll(() => managedHotelHeaders.includes('3')).toBe(true);

    await page.reload();
    await expect(page.getByRole('banner').getByLabel('Отель')).toHaveValue('Алтай Лодж');
  });

  test.describe('with a stored hotel the user has', () => {
    test.use({ activeHotel: 2 });
    test('keeps it', async ({ signedInPage: page }) => {
      await page.goto('/');
      await expect(page.getByRole('banner').getByLabel('Отель')).toHaveValue('Azure Bay Resort');
      expect(await activeHotelOf(page)).toBe('2');
    });
  });

  test.describe('with a stale stored hotel', () => {
    test.use({ account: demoUsers.manager, activeHotel: 1 });
    test('replaces it with the first hotel of the user', async ({ signedInPage: page }) => {
      await page.goto('/');
      await expectShell(page);
      // The manager has hotels 2 and 3, not 1.
      await expect(page.getByRole('banner').getByLabel('Отель')).toHaveValue('Azure Bay Resort');
      await expect(page.getByRole('banner')).toContainText('Менеджер');
      expect(await activeHotelOf(page)).toBe('2');
    });
  });
});
