/**
 * Reliability (issue «production hardening»), driven by the backend's development fault switches: a screen whose
 * data fails to load says so with «Повторить» and recovers; a save over a dropped connection keeps what was typed
 * and is not shown as done; losing the network shows the offline notice, and the screen reloads when it returns.
 * Hotel 1; names are unique per run.
 */
import { clearFaults, expect, injectFault, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.use({ activeHotel: 1 });
test.afterEach(clearFaults);

/** A screen, the path of its list call, what it says when that fails, and something it shows once loaded. */
const SCREENS = [
  { path: '/services', api: '^/dashboard/services/$', error: 'Не удалось загрузить услуги.', loaded: 'Завтрак в номер' },
  { path: '/staff', api: '^/dashboard/accounts/staff/$', error: 'Не удалось загрузить сотрудников', loaded: 'Анна Смирнова' },
  { path: '/virtual-categories', api: '^/dashboard/virtual-categories/$', error: 'Не удалось загрузить категории', loaded: 'Как добраться' },
  { path: '/menus', api: '^/menus/$', error: 'Не удалось загрузить меню', loaded: 'Главное меню' },
] as const;

test('a screen whose data fails to load says why, offers «Повторить», and recovers', async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  for (const screen of SCREENS) {
    await injectFault({ failStatus: 503, failPaths: screen.api });
    await page.goto(screen.path);
    const alert = page.getByRole('alert').filter({ hasText: screen.error });
    // Shown after the query's own retries (about 3 s).
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await clearFaults();
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByText(screen.loaded).first()).toBeVisible();
    await expect(alert).toBeHidden();
  }
});

test('a save over a dropped connection keeps what was typed, is not shown as saved, and goes through on the next try', async ({
  signedInPage: page,
}) => {
  const name = `Терраса ${unique()}`;
  await page.goto('/virtual-categories');
  await expect(page.getByText('Как добраться')).toBeVisible();
  await page.getByRole('button', { name: 'Новая категория' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новая категория' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill(name);

  await injectFault({ dropConnection: true, failPaths: '^/dashboard/virtual-categories/$' });
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog.getByText('Нет связи с сервером', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Название' })).toHaveValue(name);
  await expect(page.getByText(`Категория «${name}» создана`)).toHaveCount(0);

  await clearFaults();
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText(`Категория «${name}» создана`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Категории' }).getByRole('button', { name: `${name} пока пусто` })).toHaveAttribute('aria-current', 'true');
});

test('losing the network shows the offline notice; when it returns the notice goes and the screen reloads', async ({ signedInPage: page, context }) => {
  await page.goto('/services');
  await expect(page.getByText('Завтрак в номер')).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Нет подключения к сети.' });

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  const reloaded = page.waitForResponse((response) => response.url().includes('/dashboard/services/') && response.request().method() === 'GET');
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  expect((await reloaded).status()).toBe(200);
});
