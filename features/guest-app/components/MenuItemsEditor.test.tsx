import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { act, render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import {
  createMenu,
  createMenuItem,
  createVirtualCategory,
  deleteVirtualCategory,
  fetchContentObjects,
  fetchMenuItems,
  type Menu,
} from '../api';
import { MenuItemsEditor } from './MenuItemsEditor';

/*
 * The menu items editor against the real in-process backend (hotel 1, its administrator), on a menu of each test's
 * own. The same editor as the categories' (CategoryItemsEditor.test.tsx covers its failures and removals); here what
 * is the menu's: objects of every kind by name and kind, matching by object for the order, a deleted object.
 */

withTestServer();
const t = ru.guestApp;

let rendered: ReturnType<typeof render> | undefined;
let counter = 0;

async function renderMenu(prepare?: (menu: Menu) => Promise<void>) {
  const session = await signedInSession('admin@example.com', 1);
  counter += 1;
  const menu = await createMenu({ name: `Меню ${counter} ${Date.now()}`, type: 'services' });
  await prepare?.(menu);
  rendered = render(
    <SessionContext value={session}>
      <MenuItemsEditor menu={menu} onDirtyChange={() => {}} />
    </SessionContext>,
  );
  return menu;
}

beforeEach(() => {
  rendered = undefined;
});

afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  await http.delete('/dev/faults/', null);
});

describe('MenuItemsEditor', () => {
  it('adds objects of several kinds, shows each by name and kind, and saves them in the shown order', async () => {
    const user = userEvent.setup();
    const menu = await renderMenu();
    const catalogue = await fetchContentObjects(null);
    const picks = ['promolanding', 'service', 'sightsitem'].map(
      (type) => catalogue.find((object) => object.cContentType === type)!,
    );

    const picker = await screen.findByRole('combobox', { name: t.menuItems.add });
    await waitFor(() => expect(picker).toBeEnabled());
    for (const object of picks) {
      await user.click(picker);
      await user.type(picker, object.name);
      await user.click(await screen.findByRole('option', { name: object.name }));
    }
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(
      picks.map((object, index) => `${index + 1}${object.name}${object.kind}${t.editor.statusNew}`),
    );

    act(() => notifications.clean());
    await user.click(screen.getByRole('button', { name: t.editor.save }));
    expect(await screen.findByText(t.editor.saved)).toBeInTheDocument();
    const saved = await fetchMenuItems(menu.id);
    expect(saved.map((item) => [item.cContentType, item.objectId, item.order])).toEqual(
      picks.map((object, index) => [object.cContentType, object.objectId, index + 1]),
    );
  });

  it('without a catalogue of objects (a 404), says nothing can be added and still reorders and removes', async () => {
    const user = userEvent.setup();
    const menu = await renderMenu(async (created) => {
      const [first, second] = (await fetchContentObjects('service')).slice(0, 2);
      for (const object of [first!, second!]) {
        await createMenuItem(created.id, { cContentType: object.cContentType, objectId: object.objectId });
      }
      await http.post('/dev/faults/', null, { json: { failStatus: 404, failPaths: '/dashboard/content-objects/' } });
    });
    expect(await screen.findByText(t.editor.catalogueMissing)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: t.menuItems.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ru.common.retry })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [, second] = await fetchMenuItems(menu.id);
    await user.click(within(rows[0]!).getByRole('button', { name: new RegExp(`^${t.editor.remove('').trimEnd()}`) }));
    act(() => notifications.clean());
    await user.click(screen.getByRole('button', { name: t.editor.save }));
    expect(await screen.findByText(t.editor.saved)).toBeInTheDocument();
    expect((await fetchMenuItems(menu.id)).map((item) => [item.objectId, item.order])).toEqual([[second!.objectId, 1]]);
  });

  it('leaves out of the picker what the menu has, and marks an item whose object was deleted', async () => {
    let service = { name: '', objectId: 0 };
    await renderMenu(async (menu) => {
      const category = await createVirtualCategory({ name: `Исчезающая ${Date.now()}`, icon: null });
      service = (await fetchContentObjects('service'))[0]!;
      await createMenuItem(menu.id, { cContentType: 'service', objectId: service.objectId });
      await createMenuItem(menu.id, { cContentType: 'virtualcategory', objectId: category.id });
      await deleteVirtualCategory(category.id);
    });
    const user = userEvent.setup();
    const rows = await within(await screen.findByRole('list')).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(service.name);
    // Gone once the catalogue has loaded without it (until then it is «Объект №N» of its kind).
    await waitFor(() => expect(rows[1]).toHaveTextContent(t.menuItems.objectGone));
    expect(screen.getByRole('button', { name: t.editor.remove(t.menuItems.objectGone) })).toBeInTheDocument();

    const picker = await screen.findByRole('combobox', { name: t.menuItems.add });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.type(picker, service.name);
    expect(screen.queryByRole('option', { name: service.name })).not.toBeInTheDocument();
  });
});
