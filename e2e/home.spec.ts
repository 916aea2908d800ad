/**
 * The «Сегодня» home (issue 16, item 2): its figures are what the API's lists say for the same hotel, and
 * «Назначить номер» of an arrival without a room opens that stay's room dialog on /guests and assigns a room.
 */
import { demoUsers, expect, type HotelApi, hotelApi, test } from './fixtures';

test.use({ activeHotel: 1 });

interface StayRow {
  id: number;
  guest: { firstName: string; lastName: string };
  room: { id: number; number: string } | null;
}
interface RoomRow {
  id: number;
  number: string;
  available: boolean;
}
interface PageOf<T> {
  count: number;
  results: T[];
}

/** The hotel's today (`YYYY-MM-DD`) in its own zone, as the server and the home read it. */
async function hotelToday(admin: HotelApi): Promise<string> {
  const hotel = await admin.get<{ timezone: string }>('/dashboard/hotels/1/');
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: hotel.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

test('the home’s figures match the API’s lists and link to the filtered screens', async ({ signedInPage: page }) => {
  const admin = await hotelApi(demoUsers.admin, 1);
  const today = await hotelToday(admin);
  const [arrivals, departures, inHouse, fresh, working] = await Promise.all([
    admin.get<PageOf<StayRow>>(`/dashboard/stays/?page_size=999&check_in=${today}`),
    admin.get<PageOf<StayRow>>(`/dashboard/stays/?page_size=999&check_out=${today}`),
    admin.get<PageOf<StayRow>>('/dashboard/stays/?page_size=1&state=current'),
    admin.get<PageOf<{ id: number }>>('/dashboard/service_orders/?page_size=1&status=new'),
    admin.get<PageOf<{ id: number }>>('/dashboard/service_orders/?page_size=1&status=in_progress'),
  ]);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте, / })).toBeVisible();
  await expect(page.getByText(/Ваша роль: /)).toBeVisible();

  const arrivalsBlock = page.getByRole('region', { name: 'Заезды сегодня' });
  await expect(
    arrivalsBlock.getByRole('link', { name: `Заезды сегодня: ${arrivals.count}. Открыть список` }),
  ).toBeVisible();
  const waiting = arrivals.results.filter((stay) => stay.room === null).length;
  await expect(arrivalsBlock.getByText(waiting === 0 ? 'Все с номерами' : `Без номера: ${waiting}`)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Выезды сегодня' })
      .getByRole('link', { name: `Выезды сегодня: ${departures.count}. Открыть список` }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Проживают' })
      .getByRole('link', { name: `Проживают: ${inHouse.count}. Открыть список` }),
  ).toBeVisible();
  const orders = page.getByRole('region', { name: 'Открытые заказы' });
  await expect(
    orders.getByRole('link', { name: new RegExp(`: ${fresh.count}\\. Открыть на пульте$`) }).first(),
  ).toHaveAttribute('href', '/orders');
  await expect(orders.locator('a[href="/orders?status=in_progress"]')).toHaveText(String(working.count));

  // The arrivals figure opens the guests screen on that view, with the same count.
  await arrivalsBlock.getByRole('link', { name: `Заезды сегодня: ${arrivals.count}. Открыть список` }).click();
  await expect(page).toHaveURL(/\/guests\?view=arrivals$/);
  await expect(page.getByRole('radio', { name: 'Заезд сегодня' })).toBeChecked();
  await expect(page.getByText(`Найдено: ${arrivals.count}`)).toBeVisible();
});

test('«Назначить номер» on the home assigns a room to today’s arrival', async ({ signedInPage: page }) => {
  const admin = await hotelApi(demoUsers.admin, 1);
  const today = await hotelToday(admin);
  const arrivals = await admin.get<PageOf<StayRow>>(`/dashboard/stays/?page_size=999&check_in=${today}`);
  const waiting = arrivals.results.filter((stay) => stay.room === null);
  expect(waiting.length).toBeGreaterThan(0);
  // The home lists those without a room first; take the first it shows.
  await page.goto('/');
  const arrivalsBlock = page.getByRole('region', { name: 'Заезды сегодня' });
  const assign = arrivalsBlock.getByRole('link', { name: /^Назначить номер: / }).first();
  await expect(assign).toBeVisible();
  const stayId = Number(/stay=(\d+)/.exec((await assign.getAttribute('href')) ?? '')?.[1]);
  const stay = waiting.find((item) => item.id === stayId)!;
  expect(stay).toBeDefined();
  const free = (
    await admin.get<PageOf<RoomRow>>(`/dashboard/rooms/?available_for=${stay.id}&page_size=999`)
  ).results.find((room) => room.available)!;

  await assign.click();
  await expect(page).toHaveURL(new RegExp(`/guests\\?view=arrivals&stay=${stay.id}&assign=1$`));
  // A stay without a room gets one assigned: the dialog and its message say so.
  const dialog = page.getByRole('dialog', { name: 'Назначение номера' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Номер' }).fill(free.number);
  await page.getByRole('option', { name: new RegExp(`^${free.number} `) }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Номер назначен: ${free.number}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The dialog's one-shot flag leaves the address; the stay stays open.
  await expect(page).toHaveURL(new RegExp(`/guests\\?view=arrivals&stay=${stay.id}$`));
  expect((await admin.get<StayRow>(`/dashboard/stays/${stay.id}/`)).room?.number).toBe(free.number);
});
