import type { Page, Route } from '@playwright/test';
import { demoUsers, expect, test } from './fixtures';
import { expectShell, expectSignIn } from './helpers';

/*
 * The account pages paint from the exported HTML (docs/decisions/191-first-paint-and-the-desk.md): their form is in
 * the page before the app's JavaScript has run, a stored session shows the spinner instead from the first paint, and
 * what is typed before hydration stays.
 */

/** Holds every script of the app (`/_next/static/…js`) until `release()`: the page shows only its HTML meanwhile. */
async function holdAppScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe('prerendered account pages', () => {
  test('the sign-in, activation and password-reset pages paint before the app has run', async ({ page }) => {
    await holdAppScripts(page);

    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Вход в панель отеля' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Пароль', { exact: true })).toBeVisible();
    // Nothing can submit the form natively (the credentials would go into the address) until it is hydrated.
    await expect(page.getByRole('button', { name: 'Войти' })).toBeDisabled();
    // Nor is «Забыли пароль?» pressed meanwhile: no handler would answer the click.
    await expect(page.getByRole('button', { name: 'Забыли пароль?' })).toBeDisabled();
    await expect(page.getByRole('status', { name: 'Загрузка…' })).toBeHidden();

    await page.goto('/password-reset/MQ/some-token', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Изменение пароля' })).toBeVisible();
    await expect(page.getByLabel('Введите новый пароль')).toBeVisible();

    await page.goto('/activate/MQ/some-token', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Активация учётной записи' })).toBeVisible();
  });

  test('a stored session shows the spinner from the first paint: the form is in the page but never shown', async ({
    signedInPage: page,
  }) => {
    // Whether the sign-in form was ever rendered visible, checked on every frame from the document's start.
    await page.addInitScript(() => {
      const state = window as unknown as { signInFormSeen: boolean };
      state.signInFormSeen = false;
      const check = () => {
        const form = document.forms.namedItem('sign-in');
        if (form?.checkVisibility()) state.signInFormSeen = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const scripts = await holdAppScripts(page);

    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('form[name="sign-in"]')).toHaveCount(1);
    await expect(page.locator('form[name="sign-in"]')).toBeHidden();
    await expect(page.getByRole('status', { name: 'Загрузка…' }).first()).toBeVisible();

    scripts.release();
    await expectShell(page);
    expect(await page.evaluate(() => (window as unknown as { signInFormSeen: boolean }).signInFormSeen)).toBe(false);
  });

  test('what is typed before hydration stays, and the form then signs in', async ({ page }) => {
    const scripts = await holdAppScripts(page);
    await page.goto('/orders', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(demoUsers.admin.email);
    await page.getByLabel('Пароль', { exact: true }).fill(demoUsers.admin.password);

    scripts.release();
    const submit = page.getByRole('button', { name: 'Войти' });
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(demoUsers.admin.email);
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue(demoUsers.admin.password);
    await expectSignIn(page);
    await submit.click();
    await expectShell(page);
  });

  test('what is typed into the password-reset form before hydration stays, and the form then saves', async ({
    page,
  }) => {
    const scripts = await holdAppScripts(page);
    await page.goto('/password-reset/MQ/some-token', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Введите новый пароль').fill('typed-early-1');
    await page.getByLabel('Повторите новый пароль').fill('typed-early-1');

    scripts.release();
    // «Сохранить» is enabled only once react-hook-form holds the typed values as the user's changes.
    const save = page.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeEnabled();
    await expect(page.getByLabel('Введите новый пароль')).toHaveValue('typed-early-1');
    await expect(page.getByLabel('Повторите новый пароль')).toHaveValue('typed-early-1');
    await save.click();
    // The made-up token is refused by the server: the answer shows, so the form was hydrated and sent.
    await expect(page.getByRole('alert', { name: 'Произошла ошибка!' })).toBeVisible();
  });
});
