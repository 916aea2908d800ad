/**
 * The signed-in app's one live connection (issue 16, item 1): an order created through the API while the user is
 * off the desk is announced there — the notification naming guest, room and service with a link to the order, the
 * count on «Заказы» and in the tab title — over the websocket, and by polling when the websocket is refused.
 * Orders are created by a colleague of hotel 1 (not the signed-in administrator, whose own orders are not announced).
 */
import type { Page } from '@playwright/test';
import { createOrder, demoUsers, expect, hotelApi, test } from './fixtures';

test.use({ activeHotel: 1 });

const HOTEL = 1;
/** A staff member of hotel 1 other than the administrator (docs/CONTRACTS.md, demo data). */
const colleague = { email: 'd.kuznetsov@example.com', password: 'demo12345' };

/** «1 новый», «3 новых»: the plural of lib/i18n/ru/ordersLive.ts. */
const fresh = (count: number) => `${count} ${count % 10 === 1 && count % 100 !== 11 ? 'новый' : 'новых'}`;

/**
 * Opens the guests and waits until the app has loaded the waiting orders (their count is in the title; one of the
 * user's own is made first, so there is one to count whatever other specs took) and says it is live or polling.
 * Returns the count.
 */
async function openGuests(page: Page, live: RegExp): Promise<number> {
  await createOrder(await hotelApi(demoUsers.admin, HOTEL), { pick: 10, comment: 'e2e: waiting' });
  await page.goto('/guests');
  // The guests' 967 rows load beside it: on a busy machine the count can take more than the default 10 s.
  await expect(page).toHaveTitle(/^\(\d+\) Гости/, { timeout: 30_000 });
  const count = Number(/^\((\d+)\)/.exec(await page.title())?.[1]);
  const nav = page.getByRole('navigation', { name: 'Разделы' });
  await expect(nav.getByRole('link', { name: `Заказы, ${fresh(count)}` })).toBeVisible();
  await page.getByRole('button', { name: 'Оповещения о новых заказах' }).click();
  await expect(page.getByText(live)).toBeVisible();
  await page.keyboard.press('Escape');
  return count;
}

test('an order created while the user is on /guests is announced there, counted, and opens on the desk', async ({
  signedInPage: page,
}) => {
  const other = await hotelApi(colleague, HOTEL);
  const before = await openGuests(page, /Обновление списка: В реальном времени/);

  const order = await createOrder(other, { pick: 7, comment: 'e2e: live off the desk' });
  const notice = page.getByRole('alert').filter({ hasText: `Новый заказ #${order.id}: ${order.service.name}` });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    `${order.stay.guest.firstName} ${order.stay.guest.lastName}, номер ${order.stay.room?.number}`,
  );
  const nav = page.getByRole('navigation', { name: 'Разделы' });
  await expect(nav.getByRole('link', { name: `Заказы, ${fresh(before + 1)}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) Гости`));

  await notice.getByRole('link', { name: 'Открыть заказ' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/?\\?order=${order.id}&hotel=1$`));
  await expect(page.getByRole('dialog', { name: `Заказ #${order.id}` })).toBeVisible();

  // A colleague takes it: the count drops on every screen.
  await other.post(`/dashboard/service_orders/${order.id}/take_order/`);
  await expect(nav.getByRole('link', { name: `Заказы, ${fresh(before)}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^\\(${before}\\) Заказы`));
});

test('with the websocket refused, the app polls the orders and still announces a new one', async ({
  signedInPage: page,
}) => {
  // A backend without the websocket: every connection is closed before it says anything.
  await page.routeWebSocket(/\/ws\/dashboard\//, (socket) => socket.close({ code: 1011 }));
  const other = await hotelApi(colleague, HOTEL);
  const before = await openGuests(page, /Обновление списка: (Переподключение…|Подключение…)/);

  const order = await createOrder(other, { pick: 8, comment: 'e2e: live by polling' });
  // The next poll (every 15 s) finds it.
  const notice = page.getByRole('alert').filter({ hasText: `Новый заказ #${order.id}: ${order.service.name}` });
  await expect(notice).toBeVisible({ timeout: 25_000 });
  await expect(
    page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: `Заказы, ${fresh(before + 1)}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) Гости`));
});

test('an order past its service’s time turns late on /guests: counted, alerted in red, and again at twice its time', async ({
  signedInPage: page,
}) => {
  // A service to be taken within a minute: the test moves the browser's clock on by a minute at a time, so the
  // seed's and the other specs' orders seldom turn late in the same step (more than 3 at once make one summary).
  const admin = await hotelApi(demoUsers.admin, HOTEL);
  const service = await admin.post<{ name: string }>('/dashboard/services/', {
    name: `Срочная просьба ${Date.now()}`,
    responseMinutes: 1,
  });
  // The browser's clock runs as usual until the test moves it on; the backend's stays real.
  await page.clock.install();
  const other = await hotelApi(colleague, HOTEL);
  await openGuests(page, /Обновление списка: В реальном времени/);
  const ordersLink = page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: /^Заказы/ });
  /** The late count «Заказы» is named with (0 when none is late). */
  const lateCount = async () =>
    Number(/(\d+) опаздыва/.exec((await ordersLink.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  const order = await createOrder(other, { serviceName: service.name, comment: 'e2e: late' });
  await expect(page.getByRole('alert').filter({ hasText: `Новый заказ #${order.id}` })).toBeVisible();
  const before = await lateCount();

  // Each alert comes on its own, or in one summary when more than 3 orders (the seed's, other specs') reach a level
  // in the same step; the desk's row below shows which level this one reached.
  const summary = '\\d+ заказ\\S* опаздыва';
  await page.clock.fastForward('01:05');
  const late = page
    .getByRole('alert')
    .filter({ hasText: new RegExp(`Заказ #${order.id} опаздывает: ${service.name}|${summary}`) });
  await expect(late).toBeVisible();
  await expect(late).toContainText(/взять в работу — за 1 мин|Они отмечены на пульте красным/);
  // Other orders may turn late in the same minute: at least this one more.
  await expect.poll(lateCount).toBeGreaterThan(before);

  await page.clock.fastForward('01:00');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: new RegExp(`Заказ #${order.id} ждёт вдвое дольше срока: ${service.name}|${summary}`) }),
  ).toBeVisible();

  // On the desk its row says how long over (newest first: it is at the top).
  await ordersLink.click();
  const row = page.locator(`article[data-order-id="${order.id}"]`);
  await expect(row).toContainText(/Опаздывает на \d+ мин/);
  await expect(row).toHaveAttribute('data-late', '2');

  // Taken by a colleague, it is no longer late to be taken (the service sets no time to complete): one fewer late.
  const whileLate = await lateCount();
  await other.post(`/dashboard/service_orders/${order.id}/take_order/`);
  await expect.poll(lateCount).toBe(whileLate - 1);
});
