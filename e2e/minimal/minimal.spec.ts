/**
 * The dashboard against a backend that answers with no more than the spec names (issue «works against the production
 * backend»): the reference server in its spec-minimal profile (`API_PROFILE=minimal`, server/minimal/) — ids, the
 * fields SPEC names and the ones a screen cannot work without, decimals as strings — and the same export pointed at
 * it through its config.js. Sign-in, a hotel switch, every screen of the navigation with its data, and one action of
 * each area of SPEC §7. Hotel names are not in these answers, so the dashboard calls them «Отель №id».
 */
import type { Locator, Page } from '@playwright/test';
import { storageKeys } from '@/lib/storage';
import { minimalApiUrl, minimalWebUrl } from '../env';
import { test as base, expect } from '../fixtures';
import { expectShell, signInThroughForm } from '../helpers';
import { editor, moveByKeyboard, rows, save } from '../ordered-editor';
import { SIGNED_IN_SCREENS } from '../screens';
import { openScreen } from '../walk';

const admin = { email: 'admin@example.com', password: 'demo12345' };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A call of the minimal backend as the administrator on `hotel`, for what a test checks behind the screen. */
async function call<T>(method: string, path: string, hotel: number, body?: unknown): Promise<T> {
  const { access } = await fetch(`${minimalApiUrl}/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  }).then((response) => response.json() as Promise<{ access: string }>);
  const response = await fetch(minimalApiUrl + path, {
    method,
    headers: { authorization: `Bearer ${access}`, 'managed-hotel': String(hotel), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}`);
  return (await response.json()) as T;
}

/** A page signed in as the administrator through the sign-in form, on hotel `hotel`. */
const test = base.extend<{ hotel: number; signedIn: Page }>({
  hotel: [1, { option: true }],
  signedIn: async ({ page, hotel }, use) => {
    await page.addInitScript(
      ({ key, value }) => {
        if (window.sessionStorage.getItem('e2e.hotel') === null) {
          window.sessionStorage.setItem('e2e.hotel', '1');
          window.localStorage.setItem(key, value);
        }
      },
      { key: storageKeys.activeHotel, value: String(hotel) },
    );
    await page.goto('/');
    await signInThroughForm(page, admin);
    await expectShell(page);
    await use(page);
  },
});

/** The screen shows no failed load and no unusable answer. */
async function expectNoFailure(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: /не подходит панели|Не удалось/ }), screen).toHaveCount(0);
}

/** What each screen of hotel 1 shows once its data is in (SIGNED_IN_SCREENS, e2e/screens.ts). */
const DATA: Record<(typeof SIGNED_IN_SCREENS)[number], (page: Page) => Locator> = {
  '/': (page) => page.getByRole('main').getByText('Отель №1').first(),
  '/orders': (page) => page.getByRole('article').first(),
  '/orders/reports': (page) => page.getByRole('main').getByText('Завтрак в номер').first(),
  '/guests': (page) => page.getByRole('main').getByRole('row').nth(1),
  '/hotel': (page) => page.getByRole('textbox', { name: 'Название' }),
  '/hotel/photos': (page) => page.getByRole('list', { name: 'Фотографии', exact: true }).getByRole('listitem').first(),
  '/hotel/facilities': (page) => page.getByRole('main').getByRole('switch').first(),
  '/services': (page) => page.getByRole('table', { name: 'Услуги отеля' }).getByText('Завтрак в номер'),
  '/virtual-categories?category=1': (page) => page.getByRole('main').getByRole('listitem').first(),
  '/staff': (page) => page.getByRole('main').getByRole('row').nth(1),
  '/positions': (page) => page.getByRole('tree', { name: 'Дерево должностей' }).getByRole('treeitem').nth(1),
  '/channels': (page) => page.getByRole('tree').getByRole('treeitem').nth(1),
  '/content/safety': (page) => page.getByRole('main').getByRole('listitem').first(),
  '/content/sights': (page) => page.getByRole('main').getByRole('listitem').first(),
  '/billing': (page) => page.getByRole('main').getByRole('row').nth(1),
  '/promo': (page) => page.getByRole('main').getByRole('row').nth(1),
  '/menus?menu=1': (page) => rows(editor(page, 'Пункты меню «Главное меню»')).first(),
  '/profile': (page) => page.getByRole('textbox', { name: 'Email' }),
};

test('signs in, switches the hotel, and every screen shows its data', async ({ signedIn: page }) => {
  test.setTimeout(120_000);
  const switcher = page.getByRole('banner').getByLabel('Отель');
  await expect(switcher).toHaveValue('Отель №1');
  await switcher.click();
  await page.getByRole('option', { name: 'Отель №3' }).click();
  await expect(switcher).toHaveValue('Отель №3');
  await expect(page.getByRole('banner')).toContainText('Менеджер');
  await switcher.click();
  await page.getByRole('option', { name: 'Отель №1' }).click();
  await expect(switcher).toHaveValue('Отель №1');

  // The first screen loads the page, the next ones open inside the app as its navigation does (e2e/walk.ts).
  for (const screen of SIGNED_IN_SCREENS) {
    await openScreen(page, screen);
    await expect(DATA[screen](page), screen).toBeVisible();
    await expectNoFailure(page, screen);
  }
});

test('takes an order on the desk', async ({ signedIn: page }) => {
  await page.goto('/orders');
  const row = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Взять' }) })
    .first();
  const id = Number(/#(\d+)/.exec((await row.getAttribute('aria-label')) ?? '')?.[1]);
  await row.getByRole('button', { name: 'Взять' }).click();
  await expect(page.getByText(`Заказ #${id} взят в работу`)).toBeVisible();
  await expect
    .poll(async () => (await call<{ status: string }>('GET', `/dashboard/service_orders/${id}/`, 1)).status)
    .toBe('in_progress');
});

test('saves the hotel information', async ({ signedIn: page }) => {
  // The minimal answer carries no phone: the field starts empty, and what was saved is seen in the request.
  const phone = `+7 812 640-${String(Date.now() % 100).padStart(2, '0')}-77`;
  await page.goto('/hotel');
  await page.getByRole('textbox', { name: 'Телефон' }).fill(phone);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith('/dashboard/hotels/1/'),
  );
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Информация об отеле сохранена')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue(phone);
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
});

test('creates a service', async ({ signedIn: page }) => {
  const name = `Прогулка по крышам ${unique()}`;
  await page.goto('/services');
  await page.getByRole('button', { name: 'Новая услуга' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Новая услуга' });
  await drawer.getByRole('textbox', { name: 'Название' }).fill(name);
  await drawer.getByRole('textbox', { name: 'Цена' }).fill('2500');
  await drawer.getByRole('button', { name: 'Создать услугу' }).click();
  await expect(page.getByText(`Услуга «${name}» создана. Теперь можно добавить фотографии.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Услуги отеля' }).getByText(name)).toBeVisible();
});

test('reorders the items of a menu', async ({ signedIn: page }) => {
  await page.goto('/menus?menu=1');
  const list = editor(page, 'Пункты меню «Главное меню»');
  await expect(rows(list).first()).toBeVisible();
  const handles = list.getByRole('button', { name: /^Переместить: / });
  const names = (
    await handles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Переместить: /, ''));
  const last = names.at(-1) ?? '';
  await moveByKeyboard(page, list, last, 1);
  await save(page, list);
  // The minimal answer names the keys as SPEC does: `object_id`, `order`.
  const items = await call<{ results: { object_id: number; order: number }[] }>(
    'GET',
    '/dashboard/menu_items/?menu=1&page=1&page_size=999',
    1,
  );
  expect(items.results.map((item) => item.order).sort((a, b) => a - b)).toEqual(names.map((_, index) => index + 1));
  await page.reload();
  await expect(rows(list).nth(names.length - 2)).toContainText(last);
  await expect(rows(list).nth(names.length - 1)).toContainText(names.at(-2) ?? '');
});

test('renames a node of the positions tree', async ({ signedIn: page }) => {
  const tree = page.getByRole('tree', { name: 'Дерево должностей' });
  await page.goto('/positions');
  const node = tree.getByRole('treeitem').nth(1);
  const name = (await node.getAttribute('aria-label')) ?? '';
  const renamed = `Служба ${unique()}`;
  await node.getByText(name, { exact: true }).first().click();
  await node.press('F2');
  const input = page.getByRole('textbox', { name: `Новое название для «${name}»` });
  await input.fill(renamed);
  await input.press('Enter');
  await expect(page.getByText(`Должность «${name}» переименована в «${renamed}».`)).toBeVisible();
  await page.reload();
  await expect(tree.getByRole('treeitem', { name: renamed, exact: true })).toBeVisible();
});

test('deactivates a staff member', async ({ signedIn: page }) => {
  // The minimal staff list has no status, so the outcome is the call's answer and the notification.
  await page.goto('/staff');
  const actions = page
    .getByRole('main')
    .getByRole('button', { name: /^Действия: / })
    .last();
  const who = ((await actions.getAttribute('aria-label')) ?? '').replace(/^Действия: /, '');
  await actions.click();
  await page.getByRole('menuitem', { name: 'Деактивировать' }).click();
  const deactivated = page.waitForResponse((response) =>
    /\/dashboard\/accounts\/\d+\/deactivate\/$/.test(response.url()),
  );
  await page
    .getByRole('dialog', { name: 'Деактивировать сотрудника?' })
    .getByRole('button', { name: 'Деактивировать' })
    .click();
  expect((await deactivated).ok()).toBe(true);
  await expect(page.getByText(`${who}: аккаунт деактивирован`)).toBeVisible();
});

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('photos', () => {
  test.use({ hotel: 3 });

  test('uploads a photo', async ({ signedIn: page }) => {
    const file = `lobby-${unique()}.png`;
    await page.goto('/hotel/photos');
    const cards = page.getByRole('list', { name: 'Фотографии', exact: true }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();
    await page.locator('input[type="file"]').setInputFiles([{ name: file, mimeType: 'image/png', buffer: PNG }]);
    await expect(cards).toHaveCount(before + 1);
    await expectNoFailure(page, '/hotel/photos');
  });
});

test('the export in use is the one pointed at the minimal backend', async ({ page }) => {
  const config = await (await page.request.get(`${minimalWebUrl}/config.js`)).text();
  expect(config).toContain(minimalApiUrl);
});
