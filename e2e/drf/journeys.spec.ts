/**
 * The dashboard against an ordinary Django REST framework backend (contract/django/, issue «works against an
 * ordinary DRF backend»): ModelSerializer defaults (relations as keys, decimals as strings, files under their field's
 * name), PageNumberPagination, django-filter's exact filters, choice lists in several forms, no websocket. Sign-in, a
 * hotel switch, every screen of the navigation with its data and no error, and one action of each area of SPEC §7.
 * What was done is checked behind the screen through the same API.
 */
import type { Locator, Page } from '@playwright/test';
import { testPng } from '../../server/media/test-images';
import { djangoApiUrl, djangoWebUrl } from '../env';
import { test as base, demoUsers, expect, loginViaApi, seedSession } from '../fixtures';
import { expectShell, signInThroughForm } from '../helpers';
import { editor, moveByKeyboard, rows, save } from '../ordered-editor';
import { SIGNED_IN_SCREENS } from '../screens';
import { openScreen } from '../walk';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Paged<T> {
  count: number;
  results: T[];
}

/** Calls of the administrator on `hotel` to the Django backend, for what a test checks behind the screen. */
async function call<T>(method: string, path: string, hotel: number, body?: unknown): Promise<T> {
  const { access } = await loginViaApi(demoUsers.admin.email, demoUsers.admin.password, djangoApiUrl);
  const response = await fetch(djangoApiUrl + path, {
    method,
    headers: {
      authorization: `Bearer ${access}`,
      'managed-hotel': String(hotel),
      'accept-language': 'ru',
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A page whose session (the administrator's, signed in through Django's SimpleJWT) is in its storage, on `hotel`. */
const test = base.extend<{ hotel: number; signedIn: Page }>({
  hotel: [1, { option: true }],
  signedIn: async ({ page, hotel }, use) => {
    const { access, refresh } = await loginViaApi(demoUsers.admin.email, demoUsers.admin.password, djangoApiUrl);
    await seedSession(page, { access, refresh, activeHotel: hotel }, djangoWebUrl);
    await use(page);
  },
});

/** The screen shows no failed load and no unusable answer. */
async function expectNoFailure(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: /не подходит панели|Не удалось/ }), screen).toHaveCount(0);
  await expect(page.getByText('Не все справочники загрузились'), screen).toHaveCount(0);
}

/** What each screen of hotel 1 shows once its data is in (SIGNED_IN_SCREENS, e2e/screens.ts). */
const DATA: Record<(typeof SIGNED_IN_SCREENS)[number], (page: Page) => Locator> = {
  '/': (page) => page.getByRole('main').getByText('Гранд Отель Нева').first(),
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

test('signs in, switches the hotel, and every screen shows its data', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signInThroughForm(page, demoUsers.admin);
  await expectShell(page);
  const switcher = page.getByRole('banner').getByLabel('Отель');
  await switcher.click();
  await page.getByRole('option', { name: 'Алтай Лодж' }).click();
  await expect(switcher).toHaveValue('Алтай Лодж');
  await expect(page.getByRole('banner')).toContainText('Менеджер');
  await switcher.click();
  await page.getByRole('option', { name: 'Гранд Отель Нева' }).click();
  await expect(switcher).toHaveValue('Гранд Отель Нева');

  // The first screen loads the page, the next ones open inside the app as its navigation does (e2e/walk.ts).
  for (const screen of SIGNED_IN_SCREENS) {
    await openScreen(page, screen);
    await expect(DATA[screen](page), screen).toBeVisible();
    await expectNoFailure(page, screen);
  }
});

interface Order {
  id: number;
  status: string;
}

/** A new order of a guest in house, made through the API as staff on the phone would. */
async function newOrder(pick: number): Promise<Order> {
  const stays = await call<Paged<{ id: number; room: unknown; checkIn: string; checkOut: string }>>(
    'GET',
    '/dashboard/stays/?page_size=999',
    1,
  );
  const today = new Date().toISOString().slice(0, 10);
  const inHouse = stays.results.filter((stay) => stay.room !== null && stay.checkIn <= today && today < stay.checkOut);
  const services = await call<Paged<{ id: number; isActive: boolean }>>('GET', '/dashboard/services/?page_size=999', 1);
  const active = services.results.filter((service) => service.isActive);
  return call<Order>('POST', '/dashboard/service_orders/', 1, {
    stay: inHouse[pick % inHouse.length]!.id,
    service: active[pick % active.length]!.id,
  });
}

const orderRow = (page: Page, order: Order) => page.getByRole('article', { name: new RegExp(`^Заказ #${order.id}:`) });

test('takes, completes and cancels orders on the desk', async ({ signedIn: page }) => {
  const first = await newOrder(1);
  const second = await newOrder(2);
  await page.goto('/orders');
  await orderRow(page, first).getByRole('button', { name: 'Взять' }).click();
  await expect(page.getByText(`Заказ #${first.id} взят в работу`)).toBeVisible();
  await page.getByRole('tab', { name: /^В работе/ }).click();
  await orderRow(page, first).getByRole('button', { name: 'Выполнить' }).click();
  await expect(page.getByText(`Заказ #${first.id} выполнен`)).toBeVisible();
  await page.getByRole('tab', { name: /^Новые/ }).click();
  await orderRow(page, second).getByRole('button', { name: 'Отменить' }).click();
  await page
    .getByRole('dialog', { name: `Отменить заказ #${second.id}?` })
    .getByRole('button', { name: 'Отменить заказ' })
    .click();
  await expect(page.getByText(`Заказ #${second.id} отменён`)).toBeVisible();
  expect((await call<Order>('GET', `/dashboard/service_orders/${first.id}/`, 1)).status).toBe('completed');
  expect((await call<Order>('GET', `/dashboard/service_orders/${second.id}/`, 1)).status).toBe('cancelled');
});

test('an order turns late by the hotel’s default time: the backend sends no response times', async ({
  signedIn: page,
}) => {
  const order = await newOrder(3);
  // The browser's clock runs as usual until the test moves it on; the backend's stays real.
  await page.clock.install();
  await page.goto('/guests');
  await expectShell(page);
  // Judged once: the seed's old orders are late already (counted, not alerted); the new one is not yet.
  await expect(page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: /опаздыва/ })).toBeVisible();
  await page.clock.fastForward('16:00');
  // Alerted: on its own, or in one summary when the seed's recent orders turned late in the same step.
  await expect(
    page.getByRole('alert').filter({ hasText: new RegExp(`Заказ #${order.id} опаздывает|\\d+ заказ\\S* опаздыва`) }),
  ).toBeVisible();
  // On the desk (newest first: at the top of «Новые») its row says how long over, against the default 15 minutes.
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: /^Заказы/ })
    .click();
  const row = orderRow(page, order);
  await expect(row).toHaveAttribute('data-late', '1');
  await expect(row).toContainText('Взять в работу нужно за 15 мин');
});

test('replies to a guest in the order’s thread', async ({ signedIn: page }) => {
  const order = await newOrder(3);
  const reply = `Уже несём, минут через десять ${unique()}`;
  await page.goto(`/orders?order=${order.id}`);
  const panel = page.getByRole('dialog', { name: new RegExp(`#${order.id}`) });
  // The thread comes from the order's `messages/` action (the detail has none).
  await expect(panel.getByText('Сообщений пока нет.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Ответ гостю' }).fill(reply);
  await panel.getByRole('button', { name: 'Отправить' }).click();
  await expect(panel.getByText(reply)).toBeVisible();
  await expect
    .poll(() => call<{ text: string; author: string }[]>('GET', `/dashboard/service_orders/${order.id}/messages/`, 1))
    .toContainEqual(expect.objectContaining({ text: reply, author: 'staff' }));
});

test('saves the hotel information', async ({ signedIn: page }) => {
  const phone = `+7 812 640-${String(Date.now() % 100).padStart(2, '0')}-77`;
  await page.goto('/hotel');
  await page.getByRole('textbox', { name: 'Телефон' }).fill(phone);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Информация об отеле сохранена')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  expect((await call<{ phone: string }>('GET', '/dashboard/hotels/1/', 1)).phone).toBe(phone);
});

test.describe('photos', () => {
  test.use({ hotel: 3 });

  test('uploads a photo and makes it the main one', async ({ signedIn: page }) => {
    const file = `lobby-${unique()}.png`;
    await page.goto('/hotel/photos');
    const cards = page.getByRole('list', { name: 'Фотографии', exact: true }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: file, mimeType: 'image/png', buffer: testPng(12, 8) }]);
    await expect(cards).toHaveCount(before + 1);
    await cards
      .last()
      .getByRole('button', { name: /^Сделать главным/ })
      .click();
    await expect(page.getByText('Главное фото изменено')).toBeVisible();
    await expect(cards.first()).toContainText('Главное фото');
    const photos = await call<Paged<{ id: number; isMain: boolean; image: string }>>('GET', '/images/hotel/3/', 3);
    // The photo just uploaded, the newest, is now the one main photo.
    const main = photos.results.filter((photo) => photo.isMain);
    expect(main.map((photo) => photo.id)).toEqual([Math.max(...photos.results.map((photo) => photo.id))]);
    expect((await fetch(main[0]!.image)).headers.get('content-type')).toBe('image/png');
  });
});

test('creates a service and edits it', async ({ signedIn: page }) => {
  const name = `Прогулка по крышам ${unique()}`;
  await page.goto('/services');
  await page.getByRole('button', { name: 'Новая услуга' }).first().click();
  const created = page.getByRole('dialog', { name: 'Новая услуга' });
  await created.getByRole('textbox', { name: 'Название' }).fill(name);
  await created.getByRole('textbox', { name: 'Цена' }).fill('2500');
  await created.getByRole('button', { name: 'Создать услугу' }).click();
  await expect(page.getByText(`Услуга «${name}» создана. Теперь можно добавить фотографии.`)).toBeVisible();
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByRole('textbox', { name: 'Цена' }).fill('3100');
  await drawer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Изменения услуги «${name}» сохранены.`)).toBeVisible();
  const services = await call<Paged<{ name: string; price: string }>>('GET', '/dashboard/services/?page_size=999', 1);
  expect(services.results.find((service) => service.name === name)?.price).toBe('3100.00');
});

/** Moves the editor's last row one place up and saves; the order the backend then has, by item name. */
async function moveLastUp(page: Page, list: Locator): Promise<string[]> {
  await expect(rows(list).first()).toBeVisible();
  const names = (
    await list
      .getByRole('button', { name: /^Переместить: / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Переместить: /, ''));
  await moveByKeyboard(page, list, names.at(-1) ?? '', 1);
  await save(page, list);
  return [...names.slice(0, -2), names.at(-1) ?? '', names.at(-2) ?? ''];
}

test('reorders the items of a virtual category', async ({ signedIn: page }) => {
  await page.goto('/virtual-categories?category=1');
  const list = page.getByRole('region', { name: /^Услуги в категории/ });
  const expected = await moveLastUp(page, list);
  const items = await call<Paged<{ name: string; order: number }>>(
    'GET',
    '/dashboard/virtual-categories-items/?virtual_category=1&page_size=999',
    1,
  );
  expect([...items.results].sort((a, b) => a.order - b.order).map((item) => item.name)).toEqual(expected);
});

test('reorders the items of a menu', async ({ signedIn: page }) => {
  await page.goto('/menus?menu=1');
  const list = editor(page, 'Пункты меню «Главное меню»');
  await expect(rows(list).first()).toBeVisible();
  const before = await call<Paged<{ id: number; order: number }>>('GET', '/dashboard/menu_items/?menu=1', 1);
  const ids = [...before.results].sort((a, b) => a.order - b.order).map((item) => item.id);
  await moveLastUp(page, list);
  const after = await call<Paged<{ id: number; order: number }>>('GET', '/dashboard/menu_items/?menu=1', 1);
  expect([...after.results].sort((a, b) => a.order - b.order).map((item) => item.id)).toEqual([
    ...ids.slice(0, -2),
    ids.at(-1),
    ids.at(-2),
  ]);
});

test('adds, renames and deletes a node of the positions tree', async ({ signedIn: page }) => {
  const [name, renamed] = [`Смена ${unique()}`, `Ночная смена ${unique()}`];
  const tree = page.getByRole('tree', { name: 'Дерево должностей' });
  await page.goto('/positions');
  await tree.getByRole('treeitem', { name: 'Все должности', exact: true }).getByText('Все должности').first().click();
  await page.getByRole('button', { name: 'Добавить вложенную', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Название новой должности' });
  await input.fill(name);
  await input.press('Enter');
  await expect(page.getByText(`Должность «${name}» добавлена.`)).toBeVisible();
  const node = tree.getByRole('treeitem', { name, exact: true });
  await node.getByText(name, { exact: true }).click();
  await node.press('F2');
  const rename = page.getByRole('textbox', { name: `Новое название для «${name}»` });
  await rename.fill(renamed);
  await rename.press('Enter');
  await expect(page.getByText(`Должность «${name}» переименована в «${renamed}».`)).toBeVisible();
  await page.getByRole('region', { name: renamed, exact: true }).getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog', { name: 'Удалить должность?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(tree.getByRole('treeitem', { name: renamed, exact: true })).toHaveCount(0);
  const roots = await call<unknown>('GET', '/dashboard/positions/tree_for_hotel/', 1);
  expect(JSON.stringify(roots)).not.toContain(renamed);
});

test('subscribes a position to a channel', async ({ signedIn: page }) => {
  const [root] = await call<{ id: number }[]>('GET', '/dashboard/channels/tree_for_hotel/', 1);
  const channel = await call<{ id: number; name: string }>(
    'POST',
    `/dashboard/channels/${root!.id}/add_child_node/`,
    1,
    { name: `Канал ${unique()}` },
  );
  await page.goto(`/channels?node=${channel.id}`);
  const positions = page
    .getByRole('region', { name: channel.name, exact: true })
    .getByRole('region', { name: 'Подписанные должности' });
  await expect(positions.getByText('Пока ни одна должность не подписана')).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Добавить должность' });
  await select.click();
  await select.fill('Консьерж');
  await page.getByRole('option', { name: /Консьерж$/ }).click();
  await expect(page.getByText(`Должность «Консьерж» подписана на канал «${channel.name}».`)).toBeVisible();
  const subscribed = await call<{ name: string }[]>(
    'GET',
    `/dashboard/channels/${channel.id}/subscribed_positions/`,
    1,
  );
  expect(subscribed.map((position) => position.name)).toEqual(['Консьерж']);
});

test('invites a staff member and deactivates them', async ({ signedIn: page }) => {
  const id = unique();
  const person = { firstName: 'Вера', lastName: `Тестова${id}`, email: `vera.${id}@example.com` };
  const fullName = `${person.firstName} ${person.lastName}`;
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
  const form = page.getByRole('dialog', { name: 'Новый сотрудник' });
  await form.getByLabel('E-mail').fill(person.email);
  await form.getByLabel('Имя').fill(person.firstName);
  await form.getByLabel('Фамилия').fill(person.lastName);
  await form.getByRole('textbox', { name: 'Пароль', exact: true }).fill('Dashboard-2026');
  await form.getByRole('textbox', { name: 'Повторите пароль' }).fill('Dashboard-2026');
  await form.getByRole('button', { name: 'Пригласить' }).click();
  await expect(page.getByRole('dialog', { name: 'Приглашение отправлено' })).toContainText(person.email);
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByRole('row', { name: new RegExp(fullName) })).toBeVisible();
  const staff = () =>
    call<Paged<{ email: string; firstName: string; isActive: boolean }>>(
      'GET',
      '/dashboard/accounts/staff/?page_size=999',
      1,
    );
  expect((await staff()).results.some((member) => member.email === person.email)).toBe(true);

  // A colleague who works here: a plain ModelSerializer says only `isActive`, so an invitation not yet accepted
  // reads as inactive already; the one to deactivate is an active member.
  const colleague = 'Екатерина Волкова';
  await page.getByRole('button', { name: `Действия: ${colleague}` }).click();
  await page.getByRole('menuitem', { name: 'Деактивировать' }).click();
  await page
    .getByRole('dialog', { name: 'Деактивировать сотрудника?' })
    .getByRole('button', { name: 'Деактивировать' })
    .click();
  await expect(page.getByText(`${colleague}: аккаунт деактивирован`)).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(colleague) }).getByText('Деактивирован', { exact: true }),
  ).toBeVisible();
  expect((await staff()).results.find((member) => member.email === 'e.volkova@example.com')?.isActive).toBe(false);
});

test('adds a payment point', async ({ signedIn: page }) => {
  const name = `Бар у бассейна ${unique()}`;
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Добавить точку оплаты' }).click();
  const form = page.getByRole('dialog', { name: 'Новая точка оплаты' });
  await form.getByRole('textbox', { name: 'Название' }).fill(name);
  await form.getByRole('combobox', { name: 'Платёжный шлюз' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('combobox', { name: 'Валюта' }).click();
  await page.getByRole('option', { name: /RUB/ }).click();
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText(`Точка оплаты «${name}» добавлена`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('RUB');
  const points = await call<Paged<{ name: string; hotel: number }>>(
    'GET',
    '/dashboard/billing/payment_points/?hotel=1&page_size=999',
    1,
  );
  expect(points.results.find((point) => point.name === name)?.hotel).toBe(1);
});

test('creates a promo landing', async ({ signedIn: page }) => {
  const title = `Осенний спа-уикенд ${unique()}`;
  await page.goto('/promo');
  await page.getByRole('button', { name: 'Новый лендинг' }).click();
  const form = page.getByRole('dialog', { name: 'Новый лендинг' });
  await form.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  await form.getByRole('textbox', { name: 'Текст' }).fill('Два дня **спа** и завтрак в номер.');
  await form.getByRole('button', { name: 'Создать лендинг' }).click();
  await expect(page.getByText(`Лендинг «${title}» создан.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  const landings = await call<Paged<{ title: string; slug: string }>>(
    'GET',
    '/dashboard/promo/landings/?page_size=999',
    1,
  );
  expect(landings.results.find((landing) => landing.title === title)?.slug).toMatch(/^[a-z0-9-]+$/);
});

test('adds a safety item with an image', async ({ signedIn: page }) => {
  const memo = `Пожарная тревога ${unique()}`;
  await page.goto('/content/safety');
  await page.getByRole('button', { name: 'Добавить' }).click();
  const form = page.getByRole('dialog', { name: 'Новая памятка' });
  await form.getByRole('textbox', { name: 'Заголовок' }).fill(memo);
  await form.getByRole('textbox', { name: 'Текст' }).fill('Покиньте номер по лестнице, лифтом не пользуйтесь.');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fire.png', mimeType: 'image/png', buffer: testPng(8, 6) });
  await form.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(page.getByText(`Памятка «${memo}» добавлена.`)).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: memo }).getByRole('img', { name: `Изображение: ${memo}` }),
  ).toBeVisible();
  const items = await call<Paged<{ title: string; image: string | null }>>(
    'GET',
    '/dashboard/content/safety/?page_size=999',
    1,
  );
  const image = items.results.find((item) => item.title === memo)?.image;
  expect(image).toMatch(/^http/);
  expect((await fetch(image!)).status).toBe(200);
});
