/**
 * Quick search (issue 16): Ctrl+K anywhere in the signed-in app, guests by name, orders by `#id`, screens by
 * name, with the keyboard alone. Each test makes its own order through the API, on hotel 1 as the administrator.
 */
import type { Page } from '@playwright/test';
import { createOrder, demoUsers, expect, hotelApi, test } from './fixtures';

test.use({ activeHotel: 1 });

const HOTEL = 1;

async function openSearch(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.getByRole('textbox', { name: 'Быстрый поиск' });
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  return input;
}

test('Ctrl+K finds a guest by name and Enter opens the stay; #id opens the order; a screen’s name goes there', async ({
  signedInPage: page,
}) => {
  // Three screens opened in turn, each loading lazily.
  test.setTimeout(60_000);
  const admin = await hotelApi(demoUsers.admin, HOTEL);
  const order = await createOrder(admin, { pick: 11, comment: 'e2e: quick search' });
  const guest = order.stay.guest;
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A guest, typed as staff do: the last name, then Enter on the first match.
  let input = await openSearch(page);
  await input.fill(`${guest.lastName} ${guest.firstName}`);
  await expect(page.getByRole('dialog').getByText(`${guest.firstName} ${guest.lastName}`).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/guests\\?view=all&stay=${order.stay.id}$`));
  await expect(page.getByRole('dialog', { name: `${guest.firstName} ${guest.lastName}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // An order by its number, opened on the desk.
  input = await openSearch(page);
  await input.fill(`#${order.id}`);
  await expect(page.getByText(new RegExp(`^Заказ #${order.id} · `))).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders\\?order=${order.id}&hotel=1$`));
  await expect(page.getByRole('dialog', { name: `Заказ #${order.id}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // A screen by its name; Escape closes the search without going anywhere.
  input = await openSearch(page);
  await input.fill('Отчёт');
  await expect(page.getByRole('dialog').getByText('Отчёты', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/reports$/);
  input = await openSearch(page);
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  await expect(page).toHaveURL(/\/orders\/reports$/);
});
