import { apiUrl, expect, test } from './fixtures';
import { recordApiCalls } from './helpers';
import { activateOnce } from './journeys';

test.describe('activation', () => {
  test('activates an account from the e-mailed link, once', async ({ page }) => {
    await activateOnce(page);
  });

  test('a broken link shows the failure text', async ({ page }) => {
    const calls = recordApiCalls(page, apiUrl);
    await page.goto('/activate/Zm9v/not-a-token');
    await expect(page.getByText('Произошла ошибка при активации!')).toBeVisible();
    await expect(page.getByText('Активация выполнена успешно!')).toHaveCount(0);
    expect(calls).not.toContain('/auth/users/me/');
  });
});
