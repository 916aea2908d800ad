/**
 * Content and money (issue «promo, safety and sights, billing, the user menu»): a promo landing created,
 * scheduled, edited and deleted; a safety item and a sight with images, edited with a new image, deleted; a
 * payment point created; and the navigation following a user's changed menu. Hotel 2; names are unique per run.
 */
import type { Locator } from '@playwright/test';
import { testPng } from '../server/media/test-images';
import { apiUrl, demoUsers, expect, hotelApi, loginViaApi, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

// Two real PNGs of different widths: a replaced image is told apart by its width.
const FIRST_PNG = testPng(8, 6);
const WIDER_PNG = testPng(16, 6);

interface Item {
  id: number;
  title: string;
  image: { url: string; width: number } | null;
}

/**
 * Picks a file into the image field of `dialog`, named: a dialog that has just closed may still be on the page
 * for its exit transition, and a file picked into it is lost with it.
 */
async function chooseImage(dialog: Locator, name: string, buffer: Buffer): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer });
}

test.use({ activeHotel: 2 });

test('creates a promo landing, schedules it for next month, edits and deletes it', async ({ signedInPage: page }) => {
  const title = `Осенний спа-уикенд ${unique()}`;
  const renamed = `${title} — продлён`;

  await page.goto('/promo');
  await page.getByRole('button', { name: 'Новый лендинг' }).click();
  const editor = page.getByRole('dialog', { name: 'Новый лендинг' });
  await editor.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  await editor.getByRole('textbox', { name: 'Текст' }).fill('Два дня **спа** и завтрак в номер.\n\n- массаж\n- хаммам');
  // The preview reads as the guests will: the bold word is bold, the list is a list.
  const preview = editor.getByRole('region', { name: 'Предпросмотр в приложении гостя' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'спа' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['массаж', 'хаммам']);

  // Scheduled: shown from the 15th of next month.
  await editor.getByRole('button', { name: 'Начало показа' }).click();
  await page.getByRole('button', { name: 'Дальше' }).click();
  await page.getByRole('button', { name: /^15 / }).click();
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(preview).toContainText('Гости увидят его с');
  await editor.getByRole('button', { name: 'Создать лендинг' }).click();
  await expect(page.getByText(`Лендинг «${title}» создан.`)).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Запланирован', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Открыть лендинг «${title}»` }).click();
  const edit = page.getByRole('dialog', { name: title });
  await edit.getByRole('textbox', { name: 'Заголовок' }).fill(renamed);
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Изменения лендинга «${renamed}» сохранены.`)).toBeVisible();
  await expect(page).not.toHaveURL(/landing=/);
  await page.reload();
  const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
  await expect(renamedRow.getByText('Запланирован', { exact: true })).toBeVisible();

  await renamedRow.getByRole('button', { name: `Удалить лендинг «${renamed}»` }).click();
  await page.getByRole('dialog', { name: 'Удалить лендинг?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText(`Лендинг «${renamed}» удалён.`)).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
});

test('adds a safety item and a sight with images, replaces an image, and deletes both', async ({
  signedInPage: page,
}) => {
  const admin = await hotelApi(demoUsers.admin, 2);
  const memo = `Пожарная тревога ${unique()}`;
  const sight = `Смотровая площадка ${unique()}`;

  await page.goto('/content/safety');
  await page.getByRole('button', { name: 'Добавить' }).click();
  let editor = page.getByRole('dialog', { name: 'Новая памятка' });
  await editor.getByRole('textbox', { name: 'Заголовок' }).fill(memo);
  await editor.getByRole('textbox', { name: 'Текст' }).fill('Покиньте номер по лестнице, лифтом не пользуйтесь.');
  await editor.getByRole('button', { name: 'Добавить телефон' }).click();
  await editor.getByRole('textbox', { name: 'Телефон 1' }).fill('101');
  await chooseImage(editor, 'fire.png', FIRST_PNG);
  await editor.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(page.getByText(`Памятка «${memo}» добавлена.`)).toBeVisible();
  const card = page.getByRole('listitem', { name: memo });
  await expect(card.getByRole('link', { name: '101' })).toHaveAttribute('href', 'tel:101');
  await expect(card.getByRole('img', { name: `Изображение: ${memo}` })).toBeVisible();
  const safety = (await admin.get<{ results: Item[] }>('/dashboard/content/safety/?page_size=999')).results.find(
    (item) => item.title === memo,
  )!;
  expect(safety.image?.width).toBe(8);

  await page.goto('/content/sights');
  await page.getByRole('button', { name: 'Добавить' }).click();
  editor = page.getByRole('dialog', { name: 'Новое место' });
  await editor.getByRole('textbox', { name: 'Название' }).fill(sight);
  await editor.getByRole('textbox', { name: 'Адрес' }).fill('Курортный проспект, 1');
  await editor.getByRole('textbox', { name: 'Широта' }).fill('43,5855');
  await editor.getByRole('textbox', { name: 'Долгота' }).fill('39,7231');
  await chooseImage(editor, 'view.png', FIRST_PNG);
  await editor.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(page.getByText(`Место «${sight}» добавлено.`)).toBeVisible();
  const sightsList = async () =>
    (await admin.get<{ results: Item[] }>('/dashboard/content/sights/?page_size=999')).results;
  const created = (await sightsList()).find((item) => item.title === sight)!;
  expect(created.image?.width).toBe(8);

  // A new image replaces the old one.
  await page.getByRole('button', { name: `Изменить «${sight}»` }).click();
  editor = page.getByRole('dialog', { name: sight });
  await chooseImage(editor, 'view-wide.png', WIDER_PNG);
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Место «${sight}» сохранено.`)).toBeVisible();
  const replaced = (await sightsList()).find((item) => item.id === created.id)!;
  expect(replaced.image?.width).toBe(16);
  expect(replaced.image?.url).not.toBe(created.image?.url);
  expect((await fetch(created.image!.url)).status).toBe(404);

  await page.getByRole('button', { name: `Удалить «${sight}»` }).click();
  await page.getByRole('dialog', { name: 'Удалить место?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText(`Место «${sight}» удалено.`)).toBeVisible();
  expect((await sightsList()).some((item) => item.id === created.id)).toBe(false);

  await page.goto('/content/safety');
  await page.getByRole('button', { name: `Удалить «${memo}»` }).click();
  await page.getByRole('dialog', { name: 'Удалить памятку?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText(`Памятка «${memo}» удалена.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Удалить «${memo}»` })).toHaveCount(0);
});

test('creates a payment point in a currency its gateway takes', async ({ signedInPage: page }) => {
  const name = `Бар у бассейна ${unique()}`;
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Добавить точку оплаты' }).click();
  const form = page.getByRole('dialog', { name: 'Новая точка оплаты' });
  await form.getByRole('textbox', { name: 'Название' }).fill(name);
  await form.getByRole('combobox', { name: 'Платёжный шлюз' }).click();
  await page.getByRole('option', { name: 'CloudPayments' }).click();
  await form.getByRole('combobox', { name: 'Валюта' }).click();
  await page.getByRole('option', { name: /KZT/ }).click();
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText(`Точка оплаты «${name}» добавлена`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('CloudPayments');
  await expect(row).toContainText('KZT');
});

test.describe('the user menu', () => {
  test.use({ account: { email: 'g.rossi@example.com', password: 'demo12345' }, activeHotel: 2 });

  test('the navigation shows the areas of the changed menu, in its order', async ({ signedInPage: page }) => {
    const { access } = await loginViaApi('g.rossi@example.com', 'demo12345');
    const put = (keys: string[]) =>
      fetch(`${apiUrl}/dashboard/users/menu/`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify({ keys }),
      });
    const nav = page.getByRole('navigation', { name: 'Разделы' });

    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Услуги' })).toBeVisible();

    expect((await put(['home', 'orders', 'guests', 'profile'])).status).toBe(200);
    try {
      await page.reload();
      // «Заказы» may carry the count of waiting orders beside its label (features/orders/components/OrdersLive.tsx).
      await expect(nav.getByRole('link')).toHaveText(['Главная', /^Заказы\d*$/, 'Отчёты', 'Гости', 'Профиль']);
    } finally {
      expect(
        (await put(['home', 'guests', 'orders', 'hotel', 'services', 'content', 'promo', 'menus', 'profile'])).status,
      ).toBe(200);
    }
  });
});
