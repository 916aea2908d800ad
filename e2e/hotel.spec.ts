/**
 * Hotel settings (issue «hotel settings»): the hotel information form and the photo manager.
 */
import { demoUsers, expect, hotelApi, test } from './fixtures';

test.describe('hotel information', () => {
  test.use({ activeHotel: 1 });

  test('saves a changed field, and shows the server’s per-field error on its field without losing what was typed', async ({
    signedInPage: page,
  }) => {
    const admin = await hotelApi(demoUsers.admin, 1);
    await page.goto('/hotel');
    const phone = page.getByRole('textbox', { name: 'Телефон' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const save = page.getByRole('button', { name: 'Сохранить' });
    // The form's code arrives when the page is idle, behind a skeleton: on a loaded machine that can take a while.
    await expect(phone).not.toHaveValue('', { timeout: 20_000 });
    await expect(save).toBeDisabled();

    await phone.fill('+7 812 640-00-01');
    await save.click();
    await expect(page.getByText('Информация об отеле сохранена')).toBeVisible();
    await expect
      .poll(async () => (await admin.get<{ phone: string }>('/dashboard/hotels/1/')).phone)
      .toBe('+7 812 640-00-01');

    // Looks like an e-mail to the form; the server refuses the domain without a dot.
    await email.fill('reception@grand-neva');
    await phone.fill('+7 812 640-00-02');
    await save.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('reception@grand-neva');
    await expect(phone).toHaveValue('+7 812 640-00-02');
    expect((await admin.get<{ phone: string }>('/dashboard/hotels/1/')).phone).toBe('+7 812 640-00-01');
  });
});

test.describe('two people editing the hotel', () => {
  test.use({ activeHotel: 2 });

  test('a colleague’s save of another field survives, and a field both changed is named', async ({
    signedInPage: page,
    context,
  }) => {
    const colleague = await hotelApi(demoUsers.manager, 2);
    await page.goto('/hotel');
    const description = page.getByRole('textbox', { name: 'Описание' });
    const phone = page.getByRole('textbox', { name: 'Телефон' });
    const wifi = page.getByRole('textbox', { name: 'Wi-Fi: сеть' });
    await expect(phone).not.toHaveValue('', { timeout: 20_000 });

    await description.fill('Тихий отель у моря.');
    await phone.fill('+7 862 200-00-01');

    // The manager saves the phone and the Wi-Fi name meanwhile, from another computer.
    await colleague.patch('/dashboard/hotels/2/', { phone: '+7 862 300-00-02', wifiName: 'Azure Guests' });
    // The record is read again: here when the network comes back (also on return to the tab, on a live update).
    await context.setOffline(true);
    await context.setOffline(false);

    await expect(wifi).toHaveValue('Azure Guests');
    await expect(phone).toHaveValue('+7 862 200-00-01');
    const notice = page.getByRole('status').filter({ hasText: 'Изменено другим сотрудником' });
    await expect(notice).toContainText('Телефон');
    await expect(notice).not.toContainText('Описание');

    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Информация об отеле сохранена')).toBeVisible();
    await expect(notice).toBeHidden();
    const stored = await colleague.get<{ phone: string; wifiName: string; description: string }>(
      '/dashboard/hotels/2/',
    );
    expect(stored).toMatchObject({
      phone: '+7 862 200-00-01',
      wifiName: 'Azure Guests',
      description: 'Тихий отель у моря.',
    });
  });
});

test.describe('field restrictions', () => {
  test.use({ account: demoUsers.manager, activeHotel: 2 });

  test('a manager cannot change the fields only an administrator may change', async ({ signedInPage: page }) => {
    await page.goto('/hotel');
    await expect(
      page.getByText('Вы менеджер этого отеля: поля с замком изменяет только его администратор.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Название' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Описание' })).toBeEnabled();
  });
});

// A 1×1 PNG; the names differ so the gallery shows both.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('photos', () => {
  test.use({ activeHotel: 3, account: demoUsers.admin });

  test('uploads two images and refuses a fake one, sets the main photo and deletes one', async ({
    signedInPage: page,
  }) => {
    const stamp = Date.now();
    await page.goto('/hotel/photos');
    await expect(page.getByRole('heading', { name: 'Фотографии отеля', level: 1 })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Фотографии', exact: true }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();

    await page.locator('input[type="file"]').setInputFiles([
      { name: `lobby-${stamp}.png`, mimeType: 'image/png', buffer: PNG },
      { name: `fake-${stamp}.png`, mimeType: 'image/png', buffer: Buffer.from('not an image at all') },
      { name: `terrace-${stamp}.png`, mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(cards).toHaveCount(before + 2);
    await expect(page.getByText(`lobby-${stamp}.png`)).toBeVisible();
    await expect(page.getByText(`terrace-${stamp}.png`)).toBeVisible();
    const refused = page.getByRole('listitem').filter({ hasText: `fake-${stamp}.png` });
    await expect(refused).toContainText(/изображение/i);

    await page.getByRole('button', { name: `Сделать главным фото «lobby-${stamp}.png»` }).click();
    await expect(page.getByText('Главное фото изменено')).toBeVisible();
    await expect(cards.first()).toContainText(`lobby-${stamp}.png`);
    await expect(cards.first()).toContainText('Главное фото');

    await page.getByRole('button', { name: `Удалить фото «terrace-${stamp}.png»` }).click();
    await page.getByRole('dialog', { name: 'Удалить фотографию?' }).getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Фотография удалена')).toBeVisible();
    await expect(cards).toHaveCount(before + 1);
  });
});
