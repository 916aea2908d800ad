/**
 * Guest-app editors (issue «virtual categories and menus»): a virtual category built from three services,
 * reordered by drag and drop and from the keyboard, saved, and still in that order after a reload; a server fault on
 * one item shows that row's reason while the rest save, and the next save finishes the job; the same for a menu.
 * Hotel 1; every group a test makes has a unique name. Faults are the backend's development switch
 * (`POST /dev/faults/`), limited to one item's path.
 */
import { demoUsers, expect, type HotelApi, hotelApi, test } from './fixtures';
import { add, drag, editor, moveByKeyboard, rows, save } from './ordered-editor';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface ContentObject {
  cContentType: string;
  objectId: number;
  name: string;
  kind: string;
}

interface Item {
  id: number;
  order: number;
}

interface CategoryItem extends Item {
  service: number;
  name: string;
}

interface MenuItem extends Item {
  cContentType: string;
  objectId: number;
}

interface Paged<T> {
  results: T[];
}

test.use({ activeHotel: 1 });

async function services(api: HotelApi): Promise<ContentObject[]> {
  return api.get<ContentObject[]>('/dashboard/content-objects/?c_content_type=service');
}

test('builds a virtual category of three services, reorders it by drag and by keyboard, and the order survives a reload', async ({
  signedInPage: page,
}) => {
  const api = await hotelApi(demoUsers.admin, 1);
  const [first, second, third] = (await services(api)).slice(0, 3) as [ContentObject, ContentObject, ContentObject];
  const name = `Вечер ${unique()}`;

  await page.goto('/virtual-categories');
  await page.getByRole('button', { name: 'Новая категория' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новая категория' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill(name);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText(`Категория «${name}» создана`)).toBeVisible();
  await expect(page).toHaveURL(/category=\d+/);
  const categoryId = Number(new URL(page.url()).searchParams.get('category'));

  const list = editor(page, 'Услуги в категории');
  for (const service of [first, second, third]) await add(list, 'Добавить услугу', service.name);
  await expect(rows(list)).toHaveCount(3);

  // Drag the third onto the first's place: third, first, second.
  await drag(page, list.getByRole('button', { name: `Переместить: ${third.name}` }), rows(list).nth(0));
  await expect(rows(list).nth(0)).toContainText(third.name);
  // From the keyboard: the second (now last) one place up: third, second, first.
  await moveByKeyboard(page, list, second.name, 1);
  await expect(rows(list).nth(1)).toContainText(second.name);

  await save(page, list);
  const expected = [third, second, first].map((service) => service.name);
  const items = (
    await api.get<Paged<CategoryItem>>(`/dashboard/virtual-categories-items/?virtual_category=${categoryId}`)
  ).results;
  expect(items.map((item) => [item.service, item.order])).toEqual(
    [third, second, first].map((service, index) => [service.objectId, index + 1]),
  );

  await page.reload();
  await expect(rows(list)).toHaveCount(3);
  for (const [index, serviceName] of expected.entries()) await expect(rows(list).nth(index)).toContainText(serviceName);
  await expect(list.getByText('Все изменения сохранены')).toBeVisible();
});

test('a server failure on one category item shows that row’s reason while the rest save; the next save finishes', async ({
  signedInPage: page,
  faults,
}) => {
  const api = await hotelApi(demoUsers.admin, 1);
  const picked = (await services(api)).slice(0, 3);
  const category = await api.post<{ id: number }>('/dashboard/virtual-categories/', { name: `Сбой ${unique()}` });
  const created: CategoryItem[] = [];
  for (const service of picked) {
    created.push(
      await api.post<CategoryItem>('/dashboard/virtual-categories-items/', {
        virtual_category: category.id,
        service: service.objectId,
        name: service.name,
      }),
    );
  }
  const [a, b, c] = created as [CategoryItem, CategoryItem, CategoryItem];

  await page.goto(`/virtual-categories?category=${category.id}`);
  const list = editor(page, 'Услуги в категории');
  await expect(rows(list)).toHaveCount(3);
  await faults.inject({ failStatus: 500, failPaths: `/dashboard/virtual-categories-items/${b.id}/` });

  const names = list.getByRole('textbox', { name: 'Название в категории' });
  await names.nth(0).fill(`${a.name} — утро`);
  await names.nth(1).fill(`${b.name} — день`);
  await names.nth(2).fill(`${c.name} — вечер`);
  await save(page, list, 'partly');

  const failed = rows(list).nth(1);
  await expect(failed.getByRole('alert')).toHaveText(/^Не сохранён: /);
  await expect(failed.getByRole('textbox', { name: 'Название в категории' })).toHaveValue(`${b.name} — день`);
  await expect(rows(list).nth(0).getByRole('alert')).toHaveCount(0);
  let saved = (
    await api.get<Paged<CategoryItem>>(`/dashboard/virtual-categories-items/?virtual_category=${category.id}`)
  ).results;
  expect(saved.map((item) => item.name)).toEqual([`${a.name} — утро`, b.name, `${c.name} — вечер`]);

  await faults.clear();
  await save(page, list);
  await expect(list.getByRole('alert')).toHaveCount(0);
  saved = (await api.get<Paged<CategoryItem>>(`/dashboard/virtual-categories-items/?virtual_category=${category.id}`))
    .results;
  expect(saved.map((item) => item.name)).toEqual([`${a.name} — утро`, `${b.name} — день`, `${c.name} — вечер`]);
});

test('a menu: objects of several kinds added and reordered; a failed removal comes back with its reason while the rest save', async ({
  signedInPage: page,
  faults,
}) => {
  const api = await hotelApi(demoUsers.admin, 1);
  const catalogue = await api.get<ContentObject[]>('/dashboard/content-objects/');
  const [landing, sight, service] = ['promolanding', 'sightsitem', 'service'].map(
    (type) => catalogue.find((object) => object.cContentType === type)!,
  ) as [ContentObject, ContentObject, ContentObject];
  const name = `Лобби ${unique()}`;

  await page.goto('/menus');
  await page.getByRole('button', { name: 'Новое меню' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новое меню' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Тип' }).click();
  await page.getByRole('option', { name: 'Меню услуг' }).click();
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText(`Меню «${name}» создано`)).toBeVisible();
  await expect(page).toHaveURL(/menu=\d+/);
  const menuId = Number(new URL(page.url()).searchParams.get('menu'));

  const list = editor(page, 'Пункты меню');
  for (const object of [landing, sight, service]) await add(list, 'Добавить пункт', object.name);
  // Each shows its kind, not an id.
  await expect(rows(list).nth(1)).toContainText(sight.kind);
  await moveByKeyboard(page, list, service.name, 2);
  await expect(rows(list).nth(0)).toContainText(service.name);
  await save(page, list);

  const items = (await api.get<Paged<MenuItem>>(`/dashboard/menu_items/?menu=${menuId}`)).results;
  expect(items.map((item) => [item.cContentType, item.objectId, item.order])).toEqual(
    [service, landing, sight].map((object, index) => [object.cContentType, object.objectId, index + 1]),
  );

  // Remove two; the server refuses one of the deletes.
  const landingItem = items.find((item) => item.cContentType === 'promolanding')!;
  await faults.inject({ failStatus: 500, failPaths: `/dashboard/menu_items/${landingItem.id}/` });
  await list.getByRole('button', { name: `Убрать из списка: ${landing.name}` }).click();
  await list.getByRole('button', { name: `Убрать из списка: ${sight.name}` }).click();
  await expect(rows(list)).toHaveCount(1);
  await save(page, list, 'partly');
  await expect(rows(list)).toHaveCount(2);
  await expect(rows(list).filter({ hasText: landing.name }).getByRole('alert')).toHaveText(/^Не удалён: /);
  let saved = (await api.get<Paged<MenuItem>>(`/dashboard/menu_items/?menu=${menuId}`)).results;
  expect(saved.map((item) => item.cContentType)).toEqual(['service', 'promolanding']);

  await faults.clear();
  await list.getByRole('button', { name: `Убрать из списка: ${landing.name}` }).click();
  await save(page, list);
  await page.reload();
  await expect(rows(list)).toHaveCount(1);
  await expect(rows(list).nth(0)).toContainText(service.name);
  saved = (await api.get<Paged<MenuItem>>(`/dashboard/menu_items/?menu=${menuId}`)).results;
  expect(saved.map((item) => [item.cContentType, item.order])).toEqual([['service', 1]]);
});

test('icons of a category and of its item are picked from the picker, previewed and saved', async ({
  signedInPage: page,
}) => {
  const api = await hotelApi(demoUsers.admin, 1);
  const [service] = (await services(api)) as [ContentObject];
  const name = `Иконки ${unique()}`;

  await page.goto('/virtual-categories');
  await page.getByRole('button', { name: 'Новая категория' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новая категория' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill(name);
  await dialog.getByRole('button', { name: 'Иконка: None' }).click();
  const picker = page.getByRole('dialog', { name: 'Выбор иконки' });
  await picker.getByRole('textbox', { name: 'Поиск иконки' }).fill('завтрак');
  await picker.getByRole('button', { name: 'Завтрак', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Иконка: Завтрак' })).toBeVisible();
  // Escape closes the picker, not the dialog around it.
  await dialog.getByRole('button', { name: 'Иконка: Завтрак' }).click();
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText(`Категория «${name}» создана`)).toBeVisible();
  await expect(page).toHaveURL(/category=\d+/);
  const categoryId = Number(new URL(page.url()).searchParams.get('category'));
  const categories = (
    await api.get<Paged<{ id: number; icon: string | null }>>('/dashboard/virtual-categories/?page_size=999')
  ).results;
  expect(categories.find((category) => category.id === categoryId)?.icon).toBe('breakfast');

  const list = editor(page, 'Услуги в категории');
  await add(list, 'Добавить услугу', service.name);
  await list.getByRole('button', { name: 'Иконка: None' }).click();
  await picker.getByRole('button', { name: 'Кофе', exact: true }).click();
  await expect(list.getByRole('button', { name: 'Иконка: Кофе' })).toBeVisible();
  await save(page, list);
  const items = (
    await api.get<Paged<CategoryItem & { icon: string | null }>>(
      `/dashboard/virtual-categories-items/?virtual_category=${categoryId}`,
    )
  ).results;
  expect(items.map((item) => [item.service, item.icon])).toEqual([[service.objectId, 'coffee']]);
});
