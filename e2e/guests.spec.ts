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
  rows(page).evaluateAll((elements) => elements.map((element) => element.querySelector('[role="cell"] span')?.textContent ?? ''));

test('lists every stay ordered by room, searches, and keeps search and filter across a reload', async ({ signedInPage: page }) => {
  const admin = await hotelApi(demoUsers.admin, 1);
  const all = await admin.get<PageOf<StayRow>>('/dashboard/stays/?page_size=999&ordering=room__number');
  expect(all.count).toBeGreaterThan(900);

  await page.goto('/guests');
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
  await expect(page.getByRole('row', { name: new RegExp(`${last.guest.firstName} ${last.guest.lastName}`) }).first()).toBeVisible();

  const target = all.results.find((stay) => stay.room !== null && stay.guest.lastName.length > 3)!;
  await page.getByLabel('Поиск гостя').fill(target.guest.lastName);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(target.guest.lastName)}`));
  await expect(rows(page).filter({ hasText: target.guest.lastName }).first()).toBeVisible();
  await expect(page.getByText(/^Найдено: \d+$/)).not.toHaveText(`Найдено: ${all.count}`);
  await page.getByLabel('Статус проживания').getByText('Выехали').click();
  // The filter reaches the address before the reload (the router applies it in a transition).
  await expect(page).toHaveURL(/[?&]state=/);

  await page.reload();
  await expect(page.getByLabel('Поиск гостя')).toHaveValue(target.guest.lastName);
  await expect(page.getByRole('radio', { name: 'Выехали' })).toBeChecked();
});

test('moves a guest to a free room, and refuses a room another guest took meanwhile', async ({ signedInPage: page }) => {
  const admin = await hotelApi(demoUsers.admin, 1);
  const current = (await admin.get<PageOf<StayRow>>('/dashboard/stays/?state=current&page_size=999')).results.filter((item) => item.room !== null);
  // Two guests in the hotel today (so their stays overlap), away from the ones other specs use.
  const stay = current[5]!;
  const rival = current[25]!;
  const roomsFor = async (id: number) => (await admin.get<PageOf<RoomRow>>(`/dashboard/rooms/?available_for=${id}&page_size=999`)).results;
  const [forStay, forRival] = await Promise.all([roomsFor(stay.id), roomsFor(rival.id)]);
  const freeForRival = new Set(forRival.filter((room) => room.available).map((room) => room.id));
  const free = forStay.find((room) => room.available && freeForRival.has(room.id) && room.id !== stay.room!.id && room.id !== rival.room!.id)!;
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
