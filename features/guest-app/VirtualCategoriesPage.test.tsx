import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { onPhoneScreen } from '@/lib/test/media';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import type { VirtualCategory } from './api';
import { guestAppQueries } from './queries';
import { VirtualCategoriesPage } from './VirtualCategoriesPage';

/*
 * The categories screen against the real in-process backend (seeded demo data: hotel 1 with «Завтрак», «Relax»
 * and «Как добраться», signed in as its administrator). The tests share one database: what a test changes it
 * creates first, under a name of its own, so the seeded three stay as seeded. The item editor is the lead's
 * (features/guest-app/components): here a stand-in that names its category and reports unsaved changes on a click.
 * next/navigation is replaced by lib/test/next-navigation.
 */
vi.mock('./components/CategoryItemsEditor', () => ({
  CategoryItemsEditor: ({
    category,
    onDirtyChange,
  }: {
    category: VirtualCategory;
    onDirtyChange: (dirty: boolean) => void;
  }) => (
    <section aria-label={`editor ${category.name}`}>
      <button type="button" onClick={() => onDirtyChange(true)}>
        make dirty
      </button>
    </section>
  ),
}));

withTestServer();

const t = ru.guestApp.categories;
const leave = ru.guestApp.leave;

const categorySchema = v.object({
  id: v.number(),
  name: v.string(),
  icon: v.nullable(v.string()),
  order: v.number(),
  itemsCount: v.number(),
});
const api = {
  list: async () =>
    (
      await http.get('/dashboard/virtual-categories/', v.object({ results: v.array(categorySchema) }), {
        searchParams: PAGE_ALL,
      })
    ).results,
  create: (name: string) =>
    http.post('/dashboard/virtual-categories/', categorySchema, { json: { name, icon: 'spa' } }),
};

let session: Session;
let rendered: ReturnType<typeof render> | undefined;
let serial = 0;

function uniqueName(base: string): string {
  serial += 1;
  return `${base} ${Date.now() % 100_000}-${serial}`;
}

function renderPage(url = '/virtual-categories') {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <VirtualCategoriesPage />
    </SessionContext>,
  );
  return rendered;
}

async function list(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: t.listLabel });
}

/** The entry that selects the group (its accessible name: the group's name, then its count). */
function entry(name: string): HTMLElement {
  return within(screen.getByRole('region', { name: t.listLabel })).getByRole('button', {
    name: new RegExp(`^${name} `),
  });
}

function param(): string | null {
  return new URLSearchParams(window.location.search).get('category');
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

/** The dialog's form loads on demand (the dialog and its title open at once): waits until it is there. */
async function formShown(): Promise<void> {
  await within(dialog()).findByRole('button', { name: t.form.cancel });
}

function nameField(): HTMLInputElement {
  return within(dialog()).getByRole('textbox', { name: new RegExp(`^${t.form.name}`) });
}

async function openAction(user: ReturnType<typeof render>['user'], name: string, action: string) {
  await user.click(screen.getByRole('button', { name: t.actions(name) }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
});

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered)
    await waitFor(() => expect(rendered!.queryClient.isFetching() + rendered!.queryClient.isMutating()).toBe(0));
  rendered = undefined;
});

describe('VirtualCategoriesPage', { timeout: 30_000 }, () => {
  it('lists the seeded categories in their order with their counts, nothing selected yet', async () => {
    const expected = await api.list();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getAllByLabelText(ru.common.loading).length).toBeGreaterThan(0);

    const region = await list();
    const entries = within(region).getAllByRole('listitem');
    expect(entries.slice(0, 3).map((item) => within(item).getAllByRole('button')[0]!.textContent)).toEqual(
      expected.slice(0, 3).map((category) => `${category.name}${t.itemsCount(category.itemsCount)}`),
    );
    expect(expected.slice(0, 3).map((category) => category.name)).toEqual(['Завтрак', 'Relax', 'Как добраться']);
    expect(expected[0]!.itemsCount).toBeGreaterThan(0);
    expect(screen.getByText(t.count(expected.length))).toBeInTheDocument();
    expect(screen.getByText(t.selectTitle)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { current: true })).not.toBeInTheDocument();
  });

  it('opens the category of the address, and says so when it is unknown', async () => {
    const [breakfast] = await api.list();
    const { user } = renderPage(`/virtual-categories?category=${breakfast!.id}`);
    await list();
    expect(entry('Завтрак')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('region', { name: 'editor Завтрак' })).toBeInTheDocument();

    await user.click(entry('Relax'));
    expect(entry('Relax')).toHaveAttribute('aria-current', 'true');
    expect(entry('Завтрак')).not.toHaveAttribute('aria-current');
    expect(param()).toBe(String((await api.list()).find((category) => category.name === 'Relax')!.id));

    rendered!.unmount();
    renderPage('/virtual-categories?category=999999');
    expect(await screen.findByText(t.notFoundTitle)).toBeInTheDocument();
  });

  it('creates a category: validation first, then it is listed, selected and announced; a blank icon is none', async () => {
    const { user } = renderPage();
    await list();
    await user.click(screen.getByRole('button', { name: t.create }));
    expect(dialog()).toHaveAccessibleName(t.form.createTitle);
    await formShown();
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(within(dialog()).getByRole('button', { name: ru.icons.fieldName(t.form.icon, 'None') })).toBeInTheDocument();

    await user.type(nameField(), '   ');
    await user.click(within(dialog()).getByRole('button', { name: t.form.submitCreate }));
    expect(within(dialog()).getByText(ru.guestApp.validation.required)).toBeInTheDocument();

    const name = uniqueName('Спа');
    await user.clear(nameField());
    await user.type(nameField(), name);
    await user.click(within(dialog()).getByRole('button', { name: t.form.submitCreate }));

    expect(await screen.findByText(t.created(name))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = (await api.list()).find((category) => category.name === name)!;
    expect(created.icon).toBeNull();
    await waitFor(() => expect(entry(name)).toHaveAttribute('aria-current', 'true'));
    expect(param()).toBe(String(created.id));
    expect(entry(name)).toHaveTextContent(t.itemsCount(0));
  });

  it('renames: a taken name comes back on the field with what was typed kept; then it saves', async () => {
    const name = uniqueName('Дубль');
    await api.create(name);
    const { user } = renderPage();
    await list();
    await openAction(user, name, t.edit);
    expect(dialog()).toHaveAccessibleName(t.form.editTitle);
    await formShown();
    expect(nameField()).toHaveValue(name);

    await user.clear(nameField());
    await user.type(nameField(), 'relax');
    await user.click(within(dialog()).getByRole('button', { name: t.form.submitEdit }));
    expect(await within(dialog()).findByText('Категория с таким названием уже есть.')).toBeInTheDocument();
    expect(nameField()).toHaveValue('relax');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');

    const renamed = uniqueName('Переименована');
    await user.clear(nameField());
    await user.type(nameField(), renamed);
    await user.click(within(dialog()).getByRole('button', { name: t.form.submitEdit }));
    expect(await screen.findByText(t.updated(renamed))).toBeInTheDocument();
    await waitFor(() => expect(entry(renamed)).toBeInTheDocument());
    const stored = (await api.list()).filter((category) => category.name === renamed || category.name === name);
    // The icon was not touched: only the name went out.
    expect(stored).toEqual([expect.objectContaining({ name: renamed, icon: 'spa' })]);
  });

  it('follows a colleague’s save while the rename is open: names a field both changed, keeps the other’s icon', async () => {
    const name = uniqueName('Общая');
    const created = await api.create(name);
    const { user, queryClient } = renderPage();
    await list();
    await openAction(user, name, t.edit);
    await formShown();
    const mine = uniqueName('Моя');
    await user.clear(nameField());
    await user.type(nameField(), mine);

    // Someone else renames it and picks another icon; the list is read again (the tab regains focus).
    await http.patch(`/dashboard/virtual-categories/${created.id}/`, null, {
      json: { name: uniqueName('Чужая'), icon: 'coffee' },
    });
    await queryClient.invalidateQueries({ queryKey: guestAppQueries.categories().queryKey });

    const notice = await within(dialog()).findByText(ru.common.remoteChange.title);
    expect(notice.closest('[role="status"]')).toHaveTextContent(t.form.name);
    expect(notice.closest('[role="status"]')).not.toHaveTextContent(t.form.icon);
    expect(nameField()).toHaveValue(mine);
    await user.click(within(dialog()).getByRole('button', { name: t.form.submitEdit }));
    expect(await screen.findByText(t.updated(mine))).toBeInTheDocument();
    const stored = (await api.list()).find((category) => category.id === created.id);
    expect(stored).toMatchObject({ name: mine, icon: 'coffee' });
  });

  it('deletes the open category after asking, and clears the selection', async () => {
    const name = uniqueName('Удаляемая');
    const category = await api.create(name);
    const { user } = renderPage(`/virtual-categories?category=${category.id}`);
    await list();
    await openAction(user, name, t.delete);
    const confirm = await screen.findByRole('dialog', { name: t.deleteTitle });
    expect(confirm).toHaveTextContent(t.deleteText(name, 0));
    // Cancel first: nothing happens.
    await user.click(within(confirm).getByRole('button', { name: t.deleteCancel }));
    expect((await api.list()).some((item) => item.id === category.id)).toBe(true);

    await openAction(user, name, t.delete);
    await user.click(
      within(await screen.findByRole('dialog', { name: t.deleteTitle })).getByRole('button', { name: t.deleteConfirm }),
    );
    expect(await screen.findByText(t.deleted(name))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: t.listLabel })).queryByText(name)).not.toBeInTheDocument(),
    );
    expect((await api.list()).some((item) => item.id === category.id)).toBe(false);
    expect(param()).toBeNull();
    expect(screen.getByText(t.selectTitle)).toBeInTheDocument();
  });

  it('asks before leaving a category with unsaved changes, and guards closing the tab', async () => {
    const [breakfast] = await api.list();
    const { user } = renderPage(`/virtual-categories?category=${breakfast!.id}`);
    await list();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.click(
      within(screen.getByRole('region', { name: 'editor Завтрак' })).getByRole('button', { name: 'make dirty' }),
    );
    expect(unload()).toBe(true);

    // Stay: nothing changes.
    await user.click(entry('Relax'));
    let ask = await screen.findByRole('dialog', { name: leave.discardTitle });
    expect(ask).toHaveTextContent(leave.discardText);
    await user.click(within(ask).getByRole('button', { name: leave.discardCancel }));
    expect(entry('Завтрак')).toHaveAttribute('aria-current', 'true');
    expect(param()).toBe(String(breakfast!.id));

    // Leave: the other category opens, clean.
    await user.click(entry('Relax'));
    ask = await screen.findByRole('dialog', { name: leave.discardTitle });
    await user.click(within(ask).getByRole('button', { name: leave.discardConfirm }));
    await waitFor(() => expect(entry('Relax')).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('region', { name: 'editor Relax' })).toBeInTheDocument();
    expect(unload()).toBe(false);

    // A clean editor switches at once.
    await user.click(entry('Как добраться'));
    expect(entry('Как добраться')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('dialog', { name: leave.discardTitle })).not.toBeInTheDocument();
  });

  it('deleting the open category with unsaved changes asks about them first', async () => {
    const name = uniqueName('Грязная');
    const category = await api.create(name);
    const { user } = renderPage(`/virtual-categories?category=${category.id}`);
    await list();
    await user.click(
      within(screen.getByRole('region', { name: `editor ${name}` })).getByRole('button', { name: 'make dirty' }),
    );
    await openAction(user, name, t.delete);
    const ask = await screen.findByRole('dialog', { name: leave.discardTitle });
    await user.click(within(ask).getByRole('button', { name: leave.discardConfirm }));
    const confirm = await screen.findByRole('dialog', { name: t.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: t.deleteConfirm }));
    expect(await screen.findByText(t.deleted(name))).toBeInTheDocument();
    expect((await api.list()).some((item) => item.id === category.id)).toBe(false);
  });
  it('on a phone shows the list or the open category, with a way back that asks about unsaved changes', async () => {
    const phone = onPhoneScreen();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      const { user } = renderPage();
      await list();
      // The list alone: no «choose one» panel beside it.
      expect(screen.queryByText(t.selectTitle)).not.toBeInTheDocument();
      await user.click(entry('Relax'));
      expect(await screen.findByRole('region', { name: 'editor Relax' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: t.listLabel })).not.toBeInTheDocument();

      await user.click(
        within(screen.getByRole('region', { name: 'editor Relax' })).getByRole('button', { name: 'make dirty' }),
      );
      await user.click(screen.getByRole('button', { name: t.back }));
      const ask = await screen.findByRole('dialog', { name: leave.discardTitle });
      await user.click(within(ask).getByRole('button', { name: leave.discardConfirm }));
      expect(await screen.findByRole('region', { name: t.listLabel })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'editor Relax' })).not.toBeInTheDocument();
      expect(param()).toBeNull();
    } finally {
      phone.mockRestore();
      scroll.mockRestore();
    }
  });
});
