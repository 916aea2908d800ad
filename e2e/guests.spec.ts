/**
 * The guests list (issue «front desk»): hotel 1's ~1000 stays ordered by room, search and filters in the URL,
 * a stay's detail and the set-room dialog, including a room another guest occupies.
 */
import type { Page } from '@playwright/test';
import { demoUsers, expect, hotelApi, test } from './fixtures';

test.use({ activeHotel: 1 });

interface StayRow {
  id: number;
  guest: { firstName: string; lastName: string };
  room: { id: number; number: string } | null;
  checkIn: string;
  checkOut: string;
}
interface RoomRow {
  id: number;
  number: string;
  available: boolean;
  occupiedBy: { guestName: string } | null;
}
interface PageOf<T> {
  count: number;
  results: T[];
}

const rows = (page: Page) => page.getByRole('rowgroup').last().getByRole('row');
const roomNumbersShown = (page: Page) =>
  rows(page).evaluateAll((elements) =>
    elements.map((element) => element.querySelector('[role="cell"] span')?.textContent ?? ''),
  );

test('lists every stay ordered by room, searches, and keeps search and filter across a reload', async ({
  signedInPage: page,
}) => {
  const admin = await hotelApi(demoUsers.admin, 1);
  const all = await admin.get<PageOf<StayRow>>('/dashboard/stays/?page_size=999&ordering=room__number');
  expect(all.count).toBeGreaterThan(900);

  await page.goto('/guests?view=all');
  await expect(page.getByText(`Найдено: ${all.count}`)).toBeVisible();
  // The first screen shows the lowest rooms in numeric order (the list is virtualised: only these are rendered).
  const shown = await roomNumbersShown(page);
  const firstRoom = all.results[0]!.room!.number;
  expect(shown[0]).toContain(firstRoom);
  const numbers = shown.map((text) => Number(/^\d+/.exec(text)?.[0] ?? 'NaN')).filter(Number.isFinite);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

  // Scrolling to the end reaches the last stay (unassigned rooms come last).
  const last = all.results.at(-1)!;
  await rows(page).first().focus();
  await page.keyboard.press('End');
  await expect(
    page.getByRole('row', { name: new RegExp(`${last.guest.firstName} ${last.guest.lastName}`) }).first(),
  ).toBeVisible();

  const target = all.results.find((stay) => stay.room !== null && stay.guest.lastName.length > 3)!;
  await page.getByLabel('Поиск гостя').fill(target.guest.lastName);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(target.guest.lastName)}`));
  await expect(rows(page).filter({ hasText: target.guest.lastName }).first()).toBeVisible();
  await expect(page.getByText(/^Найдено: \d+$/)).not.toHaveText(`Найдено: ${all.count}`);
  await page.getByLabel('Быстрый вид').getByText('Выехали').click();
  // The filter reaches the address before the reload (the router applies it in a transition).
  await expect(page).toHaveURL(/[?&]view=past/);

  await page.reload();
  await expect(page.getByLabel('Поиск гостя')).toHaveValue(target.guest.lastName);
  await expect(page.getByRole('radio', { name: 'Выехали' })).toBeChecked();
});

test('opens on the guests in house, and «Выезд сегодня» shows today’s departures', async ({ signedInPage: page }) => {
  const admin = await hotelApi(demoUsers.admin, 1);
  const hotel = await admin.get<{ timezone: string }>('/dashboard/hotels/1/');
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: hotel.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const inHouse = await admin.get<PageOf<StayRow>>('/dashboard/stays/?page_size=1&state=current');
  const departures = await admin.get<PageOf<StayRow>>(`/dashboard/stays/?page_size=999&check_out=${today}`);
  expect(departures.count).toBeGreaterThan(0);

  await page.goto('/guests');
  await expect(page.getByRole('radio', { name: 'Проживают' })).toBeChecked();
  await expect(page.getByText(`Найдено: ${inHouse.count}`)).toBeVisible();

  await page.getByLabel('Быстрый вид').getByText('Выезд сегодня').click();
  await expect(page).toHaveURL(/[?&]view=departures/);
  await expect(page.getByText(`Найдено: ${departures.count}`)).toBeVisible();
  const first = departures.results[0]!;
  await expect(
    rows(page)
      .filter({ hasText: `${first.guest.firstName} ${first.guest.lastName}` })
      .first(),
  ).toBeVisible();

  // Back on the default view, the address is clean again.
  await page.getByLabel('Быстрый вид').getByText('Проживают').click();
  await expect(page).toHaveURL(/\/guests$/);
});

test('moves a guest to a free room, and refuses a room another guest took meanwhile', async ({
  signedInPage: page,
}) => {
  const admin = await hotelApi(demoUsers.admin, 1);
  const current = (await admin.get<PageOf<StayRow>>('/dashboard/stays/?state=current&page_size=999')).results.filter(
    (item) => item.room !== null,
  );
  // Two guests in the hotel today (so their stays overlap), away from the ones other specs use.
  const stay = current[5]!;
  const rival = current[25]!;
  const roomsFor = async (id: number) =>
    (await admin.get<PageOf<RoomRow>>(`/dashboard/rooms/?available_for=${id}&page_size=999`)).results;
  const [forStay, forRival] = await Promise.all([roomsFor(stay.id), roomsFor(rival.id)]);
  const freeForRival = new Set(forRival.filter((room) => room.available).map((room) => room.id));
  const free = forStay.find(
    (room) => room.available && freeForRival.has(room.id) && room.id !== stay.room!.id && room.id !== rival.room!.id,
  )!;
  const occupied = forStay.find((room) => !room.available)!;

  await page.goto(`/guests?stay=${stay.id}`);
  const drawer = page.getByRole('dialog', { name: `${stay.guest.firstName} ${stay.guest.lastName}` });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Сменить номер' }).click();
  const dialog = page.getByRole('dialog', { name: 'Смена номера' });
  const roomInput = dialog.getByRole('combobox', { name: 'Номер' });
  const option = (number: string) => page.getByRole('option', { name: new RegExp(`^${number} `) });

  // A room another guest occupies is offered but disabled, with who is in it.
  await roomInput.fill(occupied.number);
  await expect(option(occupied.number)).toHaveAttribute('aria-disabled', 'true');

  await roomInput.fill(free.number);
  await option(free.number).click();
  // A colleague puts another guest into that room before we save: the server refuses, the choice is kept.
  await admin.post(`/dashboard/stays/${rival.id}/set_room/`, { room: free.id });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText(new RegExp(`^Номер ${free.number} занят с .*${rival.guest.lastName}`))).toBeVisible();
  await expect(roomInput).toHaveValue(new RegExp(`^${free.number}`));

  // The colleague moves them back; now the save goes through.
  await admin.post(`/dashboard/stays/${rival.id}/set_room/`, { room: rival.room!.id });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Номер изменён: ${free.number}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(drawer).toContainText(free.number);
  expect((await admin.get<StayRow>(`/dashboard/stays/${stay.id}/`)).room?.number).toBe(free.number);
});
