import { apiUrl, demoUsers, expect, latestMailLink, loginViaApi, outbox, test } from './fixtures';
import { expectShell, recordApiCalls, signInThroughForm } from './helpers';

/** A demo account of its own, so changing its password does not disturb the other specs. */
const user = { email: 'e.volkova@example.com', password: 'demo12345' };

async function requestResetLink(page: import('@playwright/test').Page, email: string): Promise<string> {
  const before = (await outbox(email)).length;
  await page.goto('/');
  await page.getByRole('button', { name: 'Забыли пароль?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByText(`Если учётная запись с адресом ${email} существует`)).toBeVisible();
  await expect.poll(async () => (await outbox(email)).length).toBe(before + 1);
  return latestMailLink(email, '/password-reset/');
}

test.describe('password reset', () => {
  test('validates, changes the password once, and refuses the used link', async ({ page }) => {
    const link = await requestResetLink(page, user.email);
    const calls = recordApiCalls(page, apiUrl);
    await page.goto(link);

    await expect(page.getByRole('heading', { name: 'Изменение пароля' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeDisabled();

    const password = page.getByLabel('Введите новый пароль');
    const repeat = page.getByLabel('Повторите новый пароль');
    await password.fill('brand-new-secret');
    await repeat.fill('brand-new-secreT');
    await repeat.blur();
    await expect(page.getByText('Пароли не совпадают.')).toBeVisible();
    await expect(save).toBeDisabled();

    await password.fill('');
    await expect(page.getByText('Вы должны ввести пароль.')).toBeVisible();

    await password.fill('brand-new-secret');
    await repeat.fill('brand-new-secret');
    await expect(page.getByText('Пароли не совпадают.')).toHaveCount(0);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Пароль успешно изменен!')).toBeVisible();
    await expect(password).toHaveCount(0);

    // The new password works, the old one does not.
    await expect(loginViaApi(user.email, 'brand-new-secret')).resolves.toMatchObject({ email: user.email });
    await expect(loginViaApi(user.email, user.password)).rejects.toThrow(/401/);

    // The same link a second time: the token is spent.
    await page.goto(link);
    await page.getByLabel('Введите новый пароль').fill('another-secret-1');
    await page.getByLabel('Повторите новый пароль').fill('another-secret-1');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Произошла ошибка!')).toBeVisible();
    await expect(page.getByText('Пароль успешно изменен!')).toHaveCount(0);

    // The page never loads the session.
    expect(calls).not.toContain('/auth/users/me/');
    expect(calls.filter((path) => path === '/auth/users/reset_password_confirm/')).toHaveLength(2);

    // Put the demo password back through the same flow's API.
    const again = await requestResetLink(page, user.email);
    await page.goto(again);
    await page.getByLabel('Введите новый пароль').fill(user.password);
    await page.getByLabel('Повторите новый пароль').fill(user.password);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Пароль успешно изменен!')).toBeVisible();
  });

  test('a link with a forged token fails with the error text', async ({ page }) => {
    await page.goto('/password-reset/MQ/forged-token');
    await page.getByLabel('Введите новый пароль').fill('whatever-123');
    await page.getByLabel('Повторите новый пароль').fill('whatever-123');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Произошла ошибка!')).toBeVisible();
  });

  test('the sign-in link of the page leads to a working sign-in', async ({ page }) => {
    await page.goto('/password-reset/MQ/forged-token');
    await page.getByRole('link', { name: 'Войти' }).click();
    await signInThroughForm(page, demoUsers.admin);
    await expectShell(page);
  });
});
