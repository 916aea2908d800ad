import { apiUrl, demoUsers, expect, latestMailLink, test } from './fixtures';
import { expectShell, recordApiCalls, signInThroughForm } from './helpers';

test.describe('activation', () => {
  test('activates an account from the e-mailed link, once', async ({ page }) => {
    const link = await latestMailLink(demoUsers.inactive.email, '/activate/');
    const calls = recordApiCalls(page, apiUrl);

    await page.goto(link);
    await expect(page.getByText('Активация выполнена успешно!')).toBeVisible();
    expect(calls.filter((path) => path === '/auth/users/activation/')).toHaveLength(1);
    expect(calls).not.toContain('/auth/users/me/');

    // The account can sign in now.
    await page.getByRole('link', { name: 'Войти' }).click();
    await signInThroughForm(page, demoUsers.inactive);
    await expectShell(page);

    // The same link again: the account is active already.
    const second = await page.context().newPage();
    await second.goto(link);
    await expect(second.getByText('Произошла ошибка при активации!')).toBeVisible();
  });

  test('a broken link shows the failure text', async ({ page }) => {
    const calls = recordApiCalls(page, apiUrl);
    await page.goto('/activate/Zm9v/not-a-token');
    await expect(page.getByText('Произошла ошибка при активации!')).toBeVisible();
    await expect(page.getByText('Активация выполнена успешно!')).toHaveCount(0);
    expect(calls).not.toContain('/auth/users/me/');
  });
});
