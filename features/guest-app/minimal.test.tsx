import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowsFromRecords, saveOrderedList } from '@/features/guest-app/model/ordered-list';
import { dictionaryFetchers } from '@/lib/dictionaries/api';
import { http } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, firstResult, without } from '@/lib/test/answers';
import { render, screen, settleAfterEach, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import {
  createMenu,
  createVirtualCategory,
  fetchContentObjects,
  fetchMenuItems,
  fetchMenus,
  fetchVirtualCategories,
  fetchVirtualCategoryItems,
  type Menu,
} from './api';
import { MenuItemsEditor } from './components/MenuItemsEditor';
import { categoryItemRecords, categoryItemsEntity, menuItemRecords, menuItemsEntity } from './model/entities';
import { catalogueIndex, describeObject } from './model/kinds';
import { VirtualCategoriesPage } from './VirtualCategoriesPage';

/*
 * The guest-app editors against a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal). Categories and menus come without counts or icons, items with SPEC's
 * fields under its snake_case keys (`virtual_category`, `c_content_type`, `object_id`), menu items without their
 * resolved object and the catalogue without kinds.
 */

withTestServer({ apiProfile: 'minimal' });
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());
settleAfterEach();

const raw = v.object({ results: v.array(v.record(v.string(), v.unknown())) });

let serial = 0;
async function newMenu(): Promise<Menu> {
  serial += 1;
  return createMenu({ name: `Минимальное ${serial} ${Date.now()}`, type: 'services' });
}

describe('the guest-app editors against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads categories without counts or icons, and their items under the spec’s snake_case keys', async () => {
    const categories = await fetchVirtualCategories();
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories)
      expect(category).toEqual({ id: category.id, name: category.name, icon: null, itemsCount: null });

    const category = categories[0]!;
    const answer = await http.get('/dashboard/virtual-categories-items/', raw, {
      searchParams: { virtual_category: category.id },
    });
    expect(Object.keys(answer.results[0]!).sort()).toEqual([
      'icon',
      'id',
      'name',
      'order',
      'service',
      'virtual_category',
    ]);

    const items = await fetchVirtualCategoryItems(category.id);
    expect(items.length).toBeGreaterThan(0);
    const [item] = items;
    expect(item).toMatchObject({ virtualCategory: category.id, order: 1 });
    expect(Object.keys(item!).sort()).toEqual(['icon', 'id', 'name', 'order', 'service', 'virtualCategory']);
    expect(typeof item!.service).toBe('number');
  });

  it('reads menus and their items, and names an item’s object from the catalogue by type and id', async () => {
    const menus = await fetchMenus();
    const main = menus.find((menu) => menu.type === 'main')!;
    expect(main).toEqual({ id: main.id, name: 'Главное меню', type: 'main', itemsCount: null });
    expect((await dictionaryFetchers.menusTypes()).map((type) => type.value)).toContain('main');

    const answer = await http.get('/dashboard/menu_items/', raw, { searchParams: { menu: main.id } });
    expect(Object.keys(answer.results[0]!).sort()).toEqual(['c_content_type', 'id', 'menu', 'object_id', 'order']);

    const items = await fetchMenuItems(main.id);
    const catalogue = await fetchContentObjects(null);
    expect(catalogue.every((object) => object.kind === null && object.name !== '')).toBe(true);
    const [first] = items;
    expect(first).toMatchObject({ menu: main.id, cContentType: 'service', order: 1, object: null });
    const service = catalogue.find(
      (object) => object.cContentType === 'service' && object.objectId === first!.objectId,
    )!;
    expect(describeObject(first!, catalogueIndex(catalogue))).toEqual({
      name: service.name,
      kind: ru.guestApp.kinds.service,
      gone: false,
    });
    // Before the catalogue is there: a number and the kind; once loaded with others of its kind but not it: gone.
    expect(describeObject(first!, undefined)).toEqual({
      name: ru.guestApp.menuItems.objectNumber(first!.objectId),
      kind: 'Услуга',
      gone: false,
    });
    const others = catalogue.filter((object) => object !== service);
    expect(describeObject(first!, catalogueIndex(others))).toMatchObject({ gone: true });
  });

  it('reads an item whose content type is a ContentType’s key, and its relations as keys or nested objects', async () => {
    const main = (await fetchMenus()).find((menu) => menu.type === 'main')!;
    cutAnswer(
      '/dashboard/menu_items/',
      firstResult((item) => ({ ...(item as object), c_content_type: 17, menu: { id: main.id, name: 'Главное меню' } })),
    );
    const [first] = await fetchMenuItems(main.id);
    expect(first).toMatchObject({ menu: main.id, cContentType: '17' });
    // A type the dashboard does not know is an «Объект» by number; not gone for a catalogue that lists no such type.
    const unknown = {
      name: ru.guestApp.menuItems.objectNumber(first!.objectId),
      kind: ru.guestApp.menuItems.object,
      gone: false,
    };
    expect(describeObject(first!, undefined)).toEqual(unknown);
    expect(describeObject(first!, catalogueIndex(await fetchContentObjects(null)))).toEqual(unknown);
  });

  it('saves a menu’s items and their order from minimal answers (SPEC §4: matched by object)', async () => {
    const menu = await newMenu();
    const catalogue = await fetchContentObjects(null);
    const picks = ['sightsitem', 'service', 'promolanding'].map(
      (type) => catalogue.find((object) => object.cContentType === type)!,
    );
    const entity = menuItemsEntity(menu.id);
    const rows = picks.map((object, index) => ({
      key: `new-${index}`,
      recordId: null,
      values: { cContentType: object.cContentType, objectId: object.objectId, object: null },
    }));
    const created = await saveOrderedList([], rows, entity);
    expect(created.failed).toBe(0);
    expect(created.orderError).toBeUndefined();
    const saved = await fetchMenuItems(menu.id);
    expect(saved.map((item) => [item.cContentType, item.objectId, item.order])).toEqual(
      picks.map((object, index) => [object.cContentType, object.objectId, index + 1]),
    );

    // Reversed: the order is written again, each row matched to its record by type and id.
    const records = menuItemRecords(saved);
    const reversed = await saveOrderedList(records, rowsFromRecords(records).reverse(), entity);
    expect(reversed.orderError).toBeUndefined();
    expect((await fetchMenuItems(menu.id)).map((item) => item.objectId)).toEqual(
      picks.map((object) => object.objectId).reverse(),
    );
  });

  it('saves a category’s items and their order from minimal answers (SPEC §4: matched by service)', async () => {
    serial += 1;
    const category = await createVirtualCategory({ name: `Минимальная ${serial} ${Date.now()}`, icon: 'spa' });
    expect(category).toEqual({ id: category.id, name: category.name, icon: null, itemsCount: null });
    const services = (await fetchContentObjects('service')).slice(0, 3);
    const entity = categoryItemsEntity(category.id);
    const rows = services.map((service, index) => ({
      key: `new-${index}`,
      recordId: null,
      values: { service: service.objectId, name: service.name, icon: index === 0 ? 'coffee' : '' },
    }));
    const created = await saveOrderedList([], rows, entity);
    expect(created.failed).toBe(0);
    expect(created.orderError).toBeUndefined();
    const saved = await fetchVirtualCategoryItems(category.id);
    expect(saved.map((item) => [item.virtualCategory, item.service, item.icon, item.order])).toEqual(
      services.map((service, index) => [category.id, service.objectId, index === 0 ? 'coffee' : null, index + 1]),
    );

    const records = categoryItemRecords(saved);
    const reversed = await saveOrderedList(records, rowsFromRecords(records).reverse(), entity);
    expect(reversed.orderError).toBeUndefined();
    expect((await fetchVirtualCategoryItems(category.id)).map((item) => item.service)).toEqual(
      services.map((service) => service.objectId).reverse(),
    );
  });

  it('still refuses a list without results, an item without its id, service or object id', async () => {
    const [category] = await fetchVirtualCategories();
    const [main] = await fetchMenus();

    cutAnswer('/menus/', without('results'));
    await expect(fetchMenus()).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/virtual-categories-items/', firstResult(without('service')));
    await expect(fetchVirtualCategoryItems(category!.id)).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/menu_items/', firstResult(without('object_id')));
    await expect(fetchMenuItems(main!.id)).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/virtual-categories/', firstResult(without('id')));
    await expect(fetchVirtualCategories()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('lists the categories by name without counts', async () => {
    window.history.replaceState(null, '', '/virtual-categories');
    render(
      <SessionContext value={session()}>
        <VirtualCategoriesPage />
      </SessionContext>,
    );
    const region = await screen.findByRole('region', { name: ru.guestApp.categories.listLabel }, { timeout: 10_000 });
    const entry = await within(region).findByRole('button', { name: 'Завтрак' }, { timeout: 10_000 });
    expect(entry).toHaveTextContent(/^Завтрак$/);
  });

  it('shows a menu’s items by the catalogue’s names and their kinds', async () => {
    const main = (await fetchMenus()).find((menu) => menu.type === 'main')!;
    const items = await fetchMenuItems(main.id);
    const index = catalogueIndex(await fetchContentObjects(null))!;
    render(
      <SessionContext value={session()}>
        <MenuItemsEditor menu={main} onDirtyChange={() => {}} />
      </SessionContext>,
    );
    const list = await screen.findByRole('list', {}, { timeout: 10_000 });
    const expected = items.map((item, position) => {
      const object = describeObject(item, index);
      return `${position + 1}${object.name}${object.kind}`;
    });
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((row) => row.textContent),
        ).toEqual(expected),
      { timeout: 10_000 },
    );
    expect(expected[0]).toContain(ru.guestApp.kinds.service);
  });
});
