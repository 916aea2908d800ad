/**
 * Services (issue «hotel settings»): create, edit and delete a service through the drawer, and the server's
 * refusal to delete a service that has orders. Hotel 3, with names unique per run.
 */
import { demoUsers, expect, hotelApi, test } from './fixtures';

test.use({ activeHotel: 3 });

test('creates, edits and deletes a service', async ({ signedInPage: page }) => {
  const name = `Прогулка на снегоступах ${Date.now()}`;
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Услуги', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Новая услуга' }).first().click();
  // Named «Новая услуга», then by the service once it is saved; not the confirmation opened above it later.
  const drawer = page.getByRole('dialog', { name: new RegExp(`^(Новая услуга|${name})$`) });
  await drawer.getByRole('textbox', { name: 'Название' }).fill(name);
  await drawer.getByRole('textbox', { name: 'Цена' }).fill('2500');
  await drawer.getByRole('button', { name: 'Создать услугу' }).click();
  await expect(page.getByText(`Услуга «${name}» создана. Теперь можно добавить фотографии.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Услуги отеля' }).getByText(name)).toBeVisible();
  // The drawer now shows the saved service (its form for editing, with «Удалить услугу»): edit there.
  await expect(drawer.getByRole('button', { name: 'Удалить услугу' })).toBeVisible();

  await drawer.getByRole('textbox', { name: 'Цена' }).fill('2800');
  await drawer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Изменения услуги «${name}» сохранены.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('2 800');

  await drawer.getByRole('button', { name: 'Удалить услугу' }).click();
  await page.getByRole('dialog', { name: 'Удалить услугу?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText(`Услуга «${name}» удалена.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Услуги отеля' }).getByText(name)).toHaveCount(0);
});

test('refuses to delete a service that has orders, and offers to switch it off', async ({ signedInPage: page }) => {
  const admin = await hotelApi(demoUsers.admin, 3);
  const services = await admin.get<{ results: { id: number; name: string; ordersCount: number; isActive: boolean }[] }>(
    '/dashboard/services/?page_size=999',
  );
  const used = services.results.find((service) => service.ordersCount > 0 && service.isActive)!;

  await page.goto(`/services?service=${used.id}`);
  const drawer = page.getByRole('dialog', { name: used.name });
  await drawer.getByRole('button', { name: 'Удалить услугу' }).click();
  await page.getByRole('dialog', { name: 'Удалить услугу?' }).getByRole('button', { name: 'Удалить' }).click();
  const refusal = page.getByRole('dialog', { name: 'Услугу нельзя удалить' });
  await expect(refusal).toContainText(`по ней есть заказы (${used.ordersCount})`);
  await refusal.getByRole('button', { name: 'Отключить услугу' }).click();
  await expect
    .poll(async () => (await admin.get<{ isActive: boolean }>(`/dashboard/services/${used.id}/`)).isActive)
    .toBe(false);
});
