import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import type { Menu } from './api';
import { MenusPage } from './MenusPage';

/*
 * The menus screen against the real in-process backend (seeded demo data: hotel 1 has «Главное меню» of type
 * `main`; signed in as its administrator). Menus a test adds have names of their own. The item editor is the
 * lead's (features/guest-app/components): here a stand-in naming its menu. next/navigation is replaced by
 * lib/test/next-navigation.
 */
vi.mock('./components/MenuItemsEditor', () => ({
  MenuItemsEditor: ({ menu }: { menu: Menu }) => <section aria-label={`editor ${menu.name}`} />,
}));

withTestServer();

const t = ru.guestApp.menus;

const menuSchema = v.object({ id: v.number(), name: v.string(), type: v.string(), itemsCount: v.number() });
const typeSchema = v.object({ value: v.string(), displayName: v.string() });
const api = {
  list: async () =>
    (await http.get('/menus/', v.object({ results: v.array(menuSchema) }), { searchParams: PAGE_ALL })).results,
  types: () => http.get('/dashboard/menus/types/', v.array(typeSchema)),
  create: (name: string, type: string) => http.post('/dashboard/menus/', menuSchema, { json: { name, type } }),
};

let session: Session;
let rendered: ReturnType<typeof render> | undefined;
let serial = 0;

function uniqueName(base: string): string {
  serial += 1;
  return `${base} ${Date.now() % 100_000}-${serial}`;
}

function renderPage(url = '/menus') {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <MenusPage />
    </SessionContext>,
  );
  return rendered;
}

function region(): HTMLElement {
  return screen.getByRole('region', { name: t.listLabel });
}

function entry(name: string): HTMLElement {
  return within(region()).getByRole('button', { name: new RegExp(`^${name} `) });
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

/** The dialog's form loads on demand (the dialog and its title open at once): waits until it is there. */
async function formShown(): Promise<void> {
  await within(dialog()).findByRole('button', { name: t.form.cancel });
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
});

afterEach(async () => {
  if (rendered)
    await waitFor(() => expect(rendered!.queryClient.isFetching() + rendered!.queryClient.isMutating()).toBe(0));
  rendered = undefined;
});

describe('MenusPage', { timeout: 30_000 }, () => {
  it('groups the menus by type under the type’s name, in the server’s order', async () => {
    const bar = uniqueName('Барная карта');
    await api.create(bar, 'bar');
    const [menus, types] = await Promise.all([api.list(), api.types()]);
    const typeName = new Map(types.map((type) => [type.value, type.displayName]));
    renderPage();
    await screen.findByRole('region', { name: t.listLabel });

    const headings = within(region()).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      ...new Set(menus.map((menu) => typeName.get(menu.type))),
    ]);
    expect(headings.map((heading) => heading.textContent)).toEqual(expect.arrayContaining(['Главное меню', 'Бар']));
    // Each menu is in its type's list.
    const barList = within(region()).getByRole('list', { name: 'Бар' });
    expect(within(barList).getByRole('button', { name: new RegExp(`^${bar} `) })).toHaveTextContent(t.itemsCount(0));
    const mainList = within(region()).getByRole('list', { name: 'Главное меню' });
    const main = menus.find((menu) => menu.type === 'main')!;
    expect(within(mainList).getByRole('button', { name: new RegExp(`^${main.name} `) })).toHaveTextContent(
      t.itemsCount(main.itemsCount),
    );
    expect(screen.getByText(t.count(menus.length))).toBeInTheDocument();
  });

  it('creates a menu of a chosen type: the type is required; the new menu opens under its type', async () => {
    const { user } = renderPage();
    await screen.findByRole('region', { name: t.listLabel });
    await user.click(screen.getByRole('button', { name: t.create }));
    expect(dialog()).toHaveAccessibleName(t.form.createTitle);
    await formShown();
    const name = uniqueName('Ресторанное');
    await user.type(within(dialog()).getByRole('textbox', { name: new RegExp(`^${t.form.name}`) }), name);
    await user.click(within(dialog()).getByRole('button', { name: t.form.submitCreate }));
    expect(within(dialog()).getByText(ru.guestApp.validation.typeRequired)).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('combobox', { name: new RegExp(`^${t.form.type}`) }));
    await user.click(await screen.findByRole('option', { name: 'Ресторан' }));
    await user.click(within(dialog()).getByRole('button', { name: t.form.submitCreate }));

    expect(await screen.findByText(t.created(name))).toBeInTheDocument();
    const created = (await api.list()).find((menu) => menu.name === name)!;
    expect(created.type).toBe('restaurant');
    await waitFor(() => expect(entry(name)).toHaveAttribute('aria-current', 'true'));
    expect(new URLSearchParams(window.location.search).get('menu')).toBe(String(created.id));
    expect(
      within(within(region()).getByRole('list', { name: 'Ресторан' })).getByRole('button', {
        name: new RegExp(`^${name} `),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `editor ${name}` })).toBeInTheDocument();
  });

  it('a name taken for that type comes back on the field', async () => {
    const name = uniqueName('Бар');
    await api.create(name, 'bar');
    const { user } = renderPage();
    await screen.findByRole('region', { name: t.listLabel });
    await user.click(screen.getByRole('button', { name: t.create }));
    await formShown();
    const nameField = within(dialog()).getByRole('textbox', { name: new RegExp(`^${t.form.name}`) });
    await user.type(nameField, name);
    await user.click(within(dialog()).getByRole('combobox', { name: new RegExp(`^${t.form.type}`) }));
    await user.click(await screen.findByRole('option', { name: 'Бар' }));
    await user.click(within(dialog()).getByRole('button', { name: t.form.submitCreate }));
    expect(await within(dialog()).findByText('Меню с таким названием и типом уже есть.')).toBeInTheDocument();
    expect(nameField).toHaveValue(name);
    expect(within(dialog()).getByRole('combobox', { name: new RegExp(`^${t.form.type}`) })).toHaveValue('Бар');
  });
});
