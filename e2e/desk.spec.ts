/**
 * The service-order desk (issue «front desk»): actions and their confirmation, live updates, the server's
 * messages for stale rows, translation in place, filters in the URL. Each test creates its own orders through
 * the API, on hotel 1 as the administrator.
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { createOrder, demoUsers, expect, hotelApi, type OrderRef, test } from './fixtures';

test.use({ activeHotel: 1 });

const HOTEL = 1;
/** A staff member of hotel 1 other than the administrator (docs/CONTRACTS.md, demo data). */
const colleague = { email: 'e.volkova@example.com', password: 'demo12345' };

const row = (page: Page, order: OrderRef) => page.getByRole('article', { name: new RegExp(`^Заказ #${order.id}:`) });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

async function openDesk(page: Page, query = ''): Promise<void> {
  await page.goto(`/orders${query}`);
  await expect(page.getByRole('heading', { name: 'Заказы', level: 1 })).toBeVisible();
  await expect(page.getByText('В реальном времени')).toBeVisible();
}

test('takes and completes an order, and cancels one only after confirmation', async ({ signedInPage: page }) => {
  const admin = await hotelApi(demoUsers.admin, HOTEL);
  const first = await createOrder(admin, { pick: 1 });
  const second = await createOrder(admin, { pick: 2 });
  await openDesk(page);

  await row(page, first).getByRole('button', { name: 'Взять' }).click();
  await expect(page.getByText(`Заказ #${first.id} взят в работу`)).toBeVisible();
  await expect(row(page, first)).toHaveCount(0);
  await tab(page, /^В работе/).click();
  await row(page, first).getByRole('button', { name: 'Выполнить' }).click();
  await expect(page.getByText(`Заказ #${first.id} выполнен`)).toBeVisible();
  await expect
    .poll(async () => (await admin.get<OrderRef>(`/dashboard/service_orders/${first.id}/`)).status)
    .toBe('completed');

  await tab(page, /^Новые/).click();
  await row(page, second).getByRole('button', { name: 'Отменить' }).click();
  const dialog = page.getByRole('dialog', { name: `Отменить заказ #${second.id}?` });
  await dialog.getByRole('button', { name: 'Не отменять' }).click();
  await expect(dialog).toBeHidden();
  expect((await admin.get<OrderRef>(`/dashboard/service_orders/${second.id}/`)).status).toBe('new');

  await row(page, second).getByRole('button', { name: 'Отменить' }).click();
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page.getByText(`Заказ #${second.id} отменён`)).toBeVisible();
  await tab(page, /^Отменены/).click();
  await expect(row(page, second)).toBeVisible();
});

test('a new order a colleague creates appears on the open desk without a reload, with a notification', async ({
  signedInPage: page,
}) => {
  const other = await hotelApi(colleague, HOTEL);
  await openDesk(page);
  const newTab = tab(page, /^Новые/);
  await expect(newTab).toHaveText(/\d+$/);
  const countBefore = Number(/\d+/.exec((await newTab.textContent()) ?? '')?.[0]);

  const order = await createOrder(other, { pick: 3, comment: 'e2e: live' });
  await expect(row(page, order)).toBeVisible();
  await expect(page.getByText(`Новый заказ #${order.id}: ${order.service.name}`)).toBeVisible();
  await expect(newTab).toContainText(String(countBefore + 1));
});

/**
 * Lets the page's live socket connect but swallows every event after the greeting: the desk believes it is
 * live (no polling) while its rows go stale, as when an event is lost.
 */
async function swallowLiveEvents(page: Page): Promise<void> {
  await page.routeWebSocket(/\/ws\/dashboard\//, (socket: WebSocketRoute) => {
    const server = socket.connectToServer();
    server.onMessage((frame) => {
      if (typeof frame === 'string' && frame.includes('"hello"')) socket.send(frame);
    });
  });
}

test('a stale row shows the server’s message: an illegal transition and a colleague who was faster', async ({
  signedInPage: page,
}) => {
  const admin = await hotelApi(demoUsers.admin, HOTEL);
  const other = await hotelApi(colleague, HOTEL);
  const cancelled = await createOrder(admin, { pick: 4 });
  const taken = await createOrder(admin, { pick: 5 });
  await swallowLiveEvents(page);
  await openDesk(page);
  await expect(row(page, cancelled)).toBeVisible();
  await expect(row(page, taken)).toBeVisible();

  await other.post(`/dashboard/service_orders/${cancelled.id}/cancel_order/`);
  await other.post(`/dashboard/service_orders/${taken.id}/take_order/`);

  // The colleague was faster: the server's 409 names who took it, and the row shows the order as it is now.
  await row(page, taken).getByRole('button', { name: 'Взять' }).click();
  await expect(page.getByText(/^Заказ уже взят в работу: Екатерина Волкова\.?$/)).toBeVisible();
  await expect(row(page, taken)).toHaveCount(0);

  // An order cancelled meanwhile cannot be taken: the server's 400 says why, and the row leaves the tab.
  await row(page, cancelled).getByRole('button', { name: 'Взять' }).click();
  await expect(page.getByText('Нельзя взять в работу заказ в статусе «Отменён».')).toBeVisible();
  await expect(row(page, cancelled)).toHaveCount(0);

  await tab(page, /^В работе/).click();
  await expect(row(page, taken)).toContainText('Екатерина Волкова');
});

test('translates a message beside the original, and shows a failed translation in place', async ({
  signedInPage: page,
  faults,
}) => {
  const admin = await hotelApi(demoUsers.admin, HOTEL);
  const order = await createOrder(admin, { pick: 6 });
  await admin.post(`/dashboard/service_orders/${order.id}/messages/`, { text: 'Конечно, всё сделаем.' });
  await openDesk(page, `?order=${order.id}`);

  const drawer = page.getByRole('dialog', { name: `Заказ #${order.id}` });
  const message = drawer.getByRole('listitem').filter({ hasText: 'Конечно, всё сделаем.' });
  await message.getByRole('button', { name: 'Перевести' }).click();
  await expect(message.getByText('Of course, we will take care of it.')).toBeVisible();
  await expect(message.getByText('Конечно, всё сделаем.')).toBeVisible();

  await faults.inject({ failStatus: 502, failPaths: '*/messages/*' });
  await message.getByLabel('Язык перевода').click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await message.getByRole('button', { name: 'Перевести' }).click();
  await expect(message.getByRole('alert')).toContainText('Не удалось перевести');
  await expect(message.getByText('Конечно, всё сделаем.')).toBeVisible();
  await faults.clear();
  await message.getByRole('button', { name: 'Повторить' }).click();
  await expect(message.getByText('Selbstverständlich, wir kümmern uns darum.')).toBeVisible();
});

test('the tab, the period and the search survive a reload', async ({ signedInPage: page }) => {
  const admin = await hotelApi(demoUsers.admin, HOTEL);
  const order = await createOrder(admin, { pick: 7 });
  await openDesk(page);
  await tab(page, /^Все/).click();
  await page.getByLabel('Поиск').fill(`#${order.id}`);
  await expect(page).toHaveURL(new RegExp(`search=%23${order.id}`));
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.reload();
  await expect(page.getByLabel('Поиск')).toHaveValue(`#${order.id}`);
  await expect(tab(page, /^Все/)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(row(page, order)).toBeVisible();
});

test('works with the keyboard alone: find an order, open it, close it, take it', async ({ signedInPage: page }) => {
  const admin = await hotelApi(demoUsers.admin, HOTEL);
  const order = await createOrder(admin, { pick: 3 });
  await openDesk(page);

  // «/» jumps to the search; the order's number finds it.
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toBeFocused();
  await page.keyboard.type(`#${order.id}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(1);
  // Tab on from the search to the list's row (a few controls lie between; the row is one tab stop).
  const target = row(page, order);
  for (
    let presses = 0;
    presses < 12 && !(await target.evaluate((element) => element === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();

  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: new RegExp(`#${order.id}`) });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(target).toBeFocused();

  // «T» takes the focused order.
  await page.keyboard.press('t');
  await expect(page.getByText(`Заказ #${order.id} взят в работу`)).toBeVisible();
  await expect
    .poll(async () => (await admin.get<OrderRef>(`/dashboard/service_orders/${order.id}/`)).status)
    .toBe('in_progress');
});

test('an order in progress for 8 days stays in «В работе»: the period limits completed and cancelled orders only', async ({
  signedInPage: page,
}) => {
  const admin = await hotelApi(demoUsers.admin, HOTEL);
  const order = await createOrder(admin, { pick: 7, comment: 'e2e: eight days' });
  await admin.post(`/dashboard/service_orders/${order.id}/take_order/`);
  const done = await createOrder(admin, { pick: 8, comment: 'e2e: done eight days ago' });
  await admin.post(`/dashboard/service_orders/${done.id}/take_order/`);
  await admin.post(`/dashboard/service_orders/${done.id}/complete_order/`);
  // The browser's clock 8 days on: both orders were created 8 days before the desk's «today», outside its
  // default period (the hotel's last 7 days).
  await page.clock.setFixedTime(new Date(Date.now() + 8 * 86_400_000));

  await openDesk(page, `?status=in_progress&search=%23${order.id}`);
  await expect(row(page, order)).toBeVisible();
  await expect(tab(page, /^В работе/)).toHaveText(/1$/);

  await openDesk(page, `?status=completed&search=%23${done.id}`);
  await expect(page.getByText('Выполненных заказов нет')).toBeVisible();
  await expect(row(page, done)).toHaveCount(0);
});

test('«Новый заказ» finds a guest arriving in the coming days, with the day of arrival', async ({
  signedInPage: page,
}) => {
  // The dialog's form loads lazily and the order is created and read back: more than the default on a loaded run.
  test.setTimeout(60_000);
  const admin = await hotelApi(demoUsers.admin, HOTEL);
  type Upcoming = { id: number; checkIn: string; guest: { firstName: string; lastName: string } };
  const upcoming = await admin.get<{ results: Upcoming[] }>(
    '/dashboard/stays/?state=upcoming&ordering=check_in&page_size=20',
  );
  const arriving = upcoming.results[0];
  if (!arriving) throw new Error('the seed has no upcoming stay in hotel 1');
  await openDesk(page);

  await page.getByRole('button', { name: 'Новый заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый заказ' });
  await dialog.getByRole('combobox', { name: /Гость и номер/ }).fill(arriving.guest.lastName);
  const option = page
    .getByRole('option', { name: new RegExp(`${arriving.guest.firstName} ${arriving.guest.lastName} · заезд`) })
    .first();
  await expect(option).toBeVisible();
  await option.click();
  await dialog.getByRole('combobox', { name: /Услуга/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Создать заказ' }).click();

  const notice = page.getByText(/^Заказ #\d+ создан$/);
  await expect(notice).toBeVisible();
  const id = Number(/#(\d+)/.exec((await notice.textContent()) ?? '')?.[1]);
  expect((await admin.get<OrderRef>(`/dashboard/service_orders/${id}/`)).stay.id).toBe(arriving.id);
});
