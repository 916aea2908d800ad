/**
 * The dashboard's account flows against the real libraries: the `out-e2e` export, its config.js pointing at the
 * contract backend (contract/django/: Django REST framework, djoser, SimpleJWT, django-cors-headers — Debian's
 * packages), not at our reference server. The screens and their actions against the same app are
 * e2e/drf/journeys.spec.ts. Same helpers as the specs against our server, given Django's addresses.
 */
import { djangoApiUrl, djangoWebUrl } from '../env';
import { demoUsers, expect, latestMailLink, outbox, test } from '../fixtures';
import { expectShell, expectSignIn, signInThroughForm } from '../helpers';
import { activateOnce, renewExpiredTokenOnce, signOutRevokingRefresh } from '../journeys';

const CYRILLIC = /[а-яё]/i;

test.describe('against Django REST framework + djoser + SimpleJWT', () => {
  test('signs in through the form, shows the user in the shell, and signs out revoking the refresh token', async ({
    page,
  }) => {
    await page.goto('/');
    await expectSignIn(page);
    await signInThroughForm(page, demoUsers.admin);
    await expectShell(page);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Меню пользователя: Анна Смирнова' }),
    ).toBeVisible();

    await page.reload();
    await expectShell(page);
    await signOutRevokingRefresh(page, djangoApiUrl);
  });

  test('a wrong password is refused by SimpleJWT (in Russian) and the form says so', async ({ page }) => {
    await page.goto('/');
    const refused = page.waitForResponse((response) => response.url() === `${djangoApiUrl}/auth/token/`);
    await signInThroughForm(page, { email: demoUsers.admin.email, password: 'not-the-password' });
    const response = await refused;
    expect(response.status()).toBe(401);
    // LocaleMiddleware answers the dashboard's `Accept-Language: ru` with SimpleJWT's Russian catalogue.
    expect(((await response.json()) as { detail: string }).detail).toMatch(CYRILLIC);
    await expect(page.getByText('Неверный email или пароль')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(demoUsers.admin.email);
    await expectSignIn(page);
  });

  test("activates the inactive account from the link in Django's outbox, once", async ({ page }) => {
    await activateOnce(page, djangoApiUrl);
  });

  test('resets a forgotten password through the e-mailed link and signs in with the new one', async ({ page }) => {
    const email = 'e.volkova@example.com';
    const newPassword = 'django-new-secret-1';
    const before = (await outbox(email, djangoApiUrl)).length;
    await page.goto('/');
    await page.getByRole('button', { name: 'Забыли пароль?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByText(`Если учётная запись с адресом ${email} существует`)).toBeVisible();
    await expect.poll(async () => (await outbox(email, djangoApiUrl)).length).toBe(before + 1);
    const link = await latestMailLink(email, '/password-reset/', djangoApiUrl);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Изменение пароля' })).toBeVisible();
    await page.getByLabel('Введите новый пароль').fill(newPassword);
    await page.getByLabel('Повторите новый пароль').fill(newPassword);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Пароль успешно изменен!')).toBeVisible();

    await page.getByRole('link', { name: 'Войти' }).click();
    await signInThroughForm(page, { email, password: newPassword });
    await expectShell(page);
  });

  test('renews an expired access token with exactly one refresh', async ({ page }) => {
    await renewExpiredTokenOnce(page, djangoApiUrl, djangoWebUrl);
  });
});
