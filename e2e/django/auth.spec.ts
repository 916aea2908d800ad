/**
 * The dashboard's account flows against the real libraries: the `out-e2e` export, its config.js pointing at the
 * contract backend (contract/django/: Django REST framework, djoser, SimpleJWT, django-cors-headers — Debian's
 * packages), not at our reference server. Only the session and the shell are asserted: the data screens call
 * endpoints that small app does not have. Same helpers as the specs against our server, given Django's addresses.
 */
import { storageKeys } from '@/lib/storage';
import { djangoApiUrl, djangoWebUrl } from '../env';
import { demoUsers, expect, expiredAccessToken, latestMailLink, loginViaApi, outbox, seedSession, test } from '../fixtures';
import { expectShell, expectSignIn, logOutThroughMenu, recordApiCalls, signInThroughForm } from '../helpers';

const CYRILLIC = /[а-яё]/i;

test.describe('against Django REST framework + djoser + SimpleJWT', () => {
  test('signs in through the form, shows the user in the shell, and signs out revoking the refresh token', async ({ page }) => {
    await page.goto('/');
    await expectSignIn(page);
    await signInThroughForm(page, demoUsers.admin);
    await expectShell(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Меню пользователя: Анна Смирнова' })).toBeVisible();

    const refresh = await page.evaluate((key) => localStorage.getItem(key), storageKeys.refresh);
    expect(refresh?.split('.')).toHaveLength(3);
    await page.reload();
    await expectShell(page);

    const revoked = page.waitForResponse((response) => response.url() === `${djangoApiUrl}/auth/token/blacklist/`);
    await logOutThroughMenu(page);
    await expectSignIn(page);
    expect((await revoked).status()).toBe(200);
    // SimpleJWT's blacklist app refuses the token from now on.
    const refreshed = await fetch(`${djangoApiUrl}/auth/token/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    expect(refreshed.status).toBe(401);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.access)).toBeNull();
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

  test('activates the inactive account from the link in Django\'s outbox, once', async ({ page }) => {
    const link = await latestMailLink(demoUsers.inactive.email, '/activate/', djangoApiUrl);
    const calls = recordApiCalls(page, djangoApiUrl);

    await page.goto(link);
    await expect(page.getByText('Активация выполнена успешно!')).toBeVisible();
    expect(calls.filter((path) => path === '/auth/users/activation/')).toHaveLength(1);

    await page.getByRole('link', { name: 'Войти' }).click();
    await signInThroughForm(page, demoUsers.inactive);
    await expectShell(page);

    // djoser's second answer: 403 "Stale token for given user."
    const second = await page.context().newPage();
    await second.goto(link);
    await expect(second.getByText('Произошла ошибка при активации!')).toBeVisible();
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
    const { id, refresh } = await loginViaApi(demoUsers.admin.email, demoUsers.admin.password, djangoApiUrl);
    // Signed with Django's SIGNING_KEY (its SECRET_KEY is the e2e one), expired a minute ago.
    const expired = await expiredAccessToken(id);
    await seedSession(page, { access: expired, refresh }, djangoWebUrl);
    const calls = recordApiCalls(page, djangoApiUrl);

    await page.goto('/profile');
    await expectShell(page);
    await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
    await expect(page.getByLabel('Имя')).toHaveValue('Анна');

    const access = await page.evaluate((key) => localStorage.getItem(key), storageKeys.access);
    expect(access).not.toBe(expired);
    expect(calls.filter((path) => path === '/auth/token/refresh/')).toHaveLength(1);
  });
});
