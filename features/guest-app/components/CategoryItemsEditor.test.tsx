import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { sentCalls } from '@/lib/test/answers';
import { act, fireEvent, render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { createVirtualCategory, fetchContentObjects, fetchVirtualCategoryItems, type VirtualCategory } from '../api';
import { CategoryItemsEditor } from './CategoryItemsEditor';

/*
 * The category items editor against the real in-process backend (hotel 1, its administrator). Each test works on
 * a category of its own, created through the API, so the seeded ones stay as they are. Drag and drop needs layout,
 * which happy-dom has not: reordering is proven by the e2e (e2e/guest-app.spec.ts) and the save algorithm's unit
 * tests; here the adds, edits, removals and the per-row failures.
 */

const server = withTestServer();
const t = ru.guestApp;

let rendered: ReturnType<typeof render> | undefined;
let category: VirtualCategory;
let counter = 0;

let session: Session;

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
  counter += 1;
  category = await createVirtualCategory({ name: `Тестовая ${counter} ${Date.now()}`, icon: null });
  return () => void server;
});

/** The editor of a new, empty category, as the admin sees it. */
function renderEditor(): void {
  rendered = render(
    <SessionContext value={session}>
      <CategoryItemsEditor category={category} onDirtyChange={vi.fn()} />
    </SessionContext>,
  );
}

afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  rendered = undefined;
  await http.delete('/dev/faults/', null);
});

/**
 * Picks a service in the «add» field: the search arrives as one input (a paste), not a keystroke per letter; each
 * keystroke re-filters and re-renders the choice, which made adding three services cost seconds of CPU.
 */
async function addService(name: string) {
  const user = userEvent.setup();
  const picker = await screen.findByRole('combobox', { name: t.categoryItems.add });
  await waitFor(() => expect(picker).toBeEnabled());
  await user.click(picker);
  await user.paste(name);
  await user.click(await screen.findByRole('option', { name }));
}

/** Saves and waits for the outcome's notification (the previous one cleared first, so it cannot answer for this save). */
async function save(user: ReturnType<typeof userEvent.setup>, outcome: string = t.editor.saved) {
  act(() => notifications.clean());
  await waitFor(() => expect(screen.queryByText(outcome)).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: t.editor.save }));
  expect(await screen.findByText(outcome, {}, { timeout: 10_000 })).toBeInTheDocument();
}

function rowsList() {
  return screen.getByRole('list');
}

async function services() {
  return (await fetchContentObjects('service')).slice(0, 3);
}

describe('CategoryItemsEditor', { timeout: 30_000 }, () => {
  it('starts empty, adds services as rows, and saves them in the shown order with their names and icons', async () => {
    renderEditor();
    const user = userEvent.setup();
    expect(await screen.findByText(t.categoryItems.emptyTitle)).toBeInTheDocument();
    const [a, b, c] = await services();
    for (const service of [a!, b!, c!]) await addService(service.name);

    const items = within(rowsList()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText(t.editor.statusNew)).toBeInTheDocument();
    expect(screen.getByTestId('editor-status')).toHaveTextContent(t.editor.dirty);

    const name = within(items[1]!).getByRole('textbox', { name: t.categoryItems.name });
    await user.clear(name);
    // One input, as above: every keystroke in a row re-renders the editor.
    await user.paste('Своё название');
    await user.click(within(items[2]!).getByRole('button', { name: ru.icons.fieldName(t.categoryItems.icon, 'None') }));
    await user.click(
      within(screen.getByRole('dialog', { name: ru.icons.dialogLabel })).getByRole('button', {
        name: ru.icons.labels.spa,
      }),
    );
    expect(
      within(items[2]!).getByRole('button', { name: ru.icons.fieldName(t.categoryItems.icon, ru.icons.labels.spa) }),
    ).toBeInTheDocument();
    await save(user);
    const saved = await fetchVirtualCategoryItems(category.id);
    expect(saved.map((item) => [item.service, item.name, item.icon, item.order])).toEqual([
      [a!.objectId, a!.name, null, 1],
      [b!.objectId, 'Своё название', null, 2],
      [c!.objectId, c!.name, 'spa', 3],
    ]);
    await waitFor(() => expect(screen.getByTestId('editor-status')).toHaveTextContent(t.editor.clean));
    expect(screen.queryByText(t.editor.statusNew)).not.toBeInTheDocument();
    // An empty icon reads «None», as the guest app has it.
    expect(
      within(within(rowsList()).getAllByRole('listitem')[0]!).getByRole('button', {
        name: ru.icons.fieldName(t.categoryItems.icon, 'None'),
      }),
    ).toBeInTheDocument();
  });

  it('saves once for a double click on «Сохранить»: each new row is created once', async () => {
    renderEditor();
    expect(await screen.findByText(t.categoryItems.emptyTitle)).toBeInTheDocument();
    const [a] = await services();
    await addService(a!.name);
    const sent = sentCalls('POST', /^\/dashboard\/virtual-categories-items\//);

    const saveButton = screen.getByRole('button', { name: t.editor.save });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- one act for both clicks is the point: React must not re-render between them.
    act(() => {
      fireEvent.click(saveButton);
      fireEvent.click(saveButton);
    });
    expect(await screen.findByText(t.editor.saved, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('editor-status')).toHaveTextContent(t.editor.clean));
    expect(sent.filter((path) => path === '/dashboard/virtual-categories-items/')).toHaveLength(1);
    expect((await fetchVirtualCategoryItems(category.id)).map((item) => item.service)).toEqual([a!.objectId]);
  });

  it('picks services from the hotel’s services when the backend has no catalogue of objects (a 404)', async () => {
    await http.post('/dev/faults/', null, { json: { failStatus: 404, failPaths: '/dashboard/content-objects/' } });
    renderEditor();
    const user = userEvent.setup();
    expect(await screen.findByText(t.categoryItems.emptyTitle)).toBeInTheDocument();
    await http.delete('/dev/faults/', null);
    const [a] = await services();
    await addService(a!.name);
    await save(user);
    expect((await fetchVirtualCategoryItems(category.id)).map((item) => [item.service, item.name])).toEqual([
      [a!.objectId, a!.name],
    ]);
  });

  it('asks before a row without a name is saved, and sends nothing', async () => {
    renderEditor();
    const user = userEvent.setup();
    const [a] = await services();
    await addService(a!.name);
    await user.clear(screen.getByRole('textbox', { name: t.categoryItems.name }));
    await user.click(screen.getByRole('button', { name: t.editor.save }));
    expect(await screen.findByText(t.validation.required)).toBeInTheDocument();
    expect(screen.getByTestId('editor-status')).toHaveTextContent(t.editor.invalid);
    expect(await fetchVirtualCategoryItems(category.id)).toEqual([]);
  });

  it('keeps a row that failed on the server with its reason while the others save, and saves it on the next try', async () => {
    renderEditor();
    const user = userEvent.setup();
    const [a, b, c] = await services();
    for (const service of [a!, b!]) await addService(service.name);
    await save(user);
    const [first, second] = await fetchVirtualCategoryItems(category.id);

    // Rename both and add a third; the server fails every call about the first item.
    await http.post('/dev/faults/', null, {
      json: { failStatus: 500, failPaths: `/dashboard/virtual-categories-items/${first!.id}/` },
    });
    const names = within(rowsList()).getAllByRole('textbox', { name: t.categoryItems.name });
    await user.type(names[0]!, ' утром');
    await user.type(names[1]!, ' днём');
    await addService(c!.name);
    await save(user, t.editor.savedPartlyTitle);
    const failedRow = within(rowsList()).getAllByRole('listitem')[0]!;
    expect(within(failedRow).getByRole('alert')).toHaveTextContent(/^Не сохранён: /);
    expect(within(failedRow).getByRole('textbox', { name: t.categoryItems.name })).toHaveValue(`${a!.name} утром`);
    let saved = await fetchVirtualCategoryItems(category.id);
    expect(saved.map((item) => item.name)).toEqual([a!.name, `${b!.name} днём`, c!.name]);
    expect(saved.find((item) => item.id === second!.id)?.order).toBe(2);

    await http.delete('/dev/faults/', null);
    await save(user);
    saved = await fetchVirtualCategoryItems(category.id);
    expect(saved.map((item) => item.name)).toEqual([`${a!.name} утром`, `${b!.name} днём`, c!.name]);
    expect(within(rowsList()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a row on save, and «Отменить изменения» brings the saved list back after asking', async () => {
    renderEditor();
    const user = userEvent.setup();
    const [a, b] = await services();
    for (const service of [a!, b!]) await addService(service.name);
    await save(user);

    await user.click(screen.getByRole('button', { name: t.editor.remove(a!.name) }));
    expect(within(rowsList()).getAllByRole('listitem')).toHaveLength(1);
    // The focus goes to the row that took the removed one's place.
    expect(screen.getByRole('button', { name: t.editor.handle(b!.name) })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t.editor.discard }));
    await user.click(
      within(await screen.findByRole('dialog', { name: t.editor.discardTitle })).getByRole('button', {
        name: t.editor.discardConfirm,
      }),
    );
    expect(within(rowsList()).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: t.editor.remove(a!.name) }));
    await save(user);
    expect((await fetchVirtualCategoryItems(category.id)).map((item) => [item.service, item.order])).toEqual([
      [b!.objectId, 1],
    ]);
  });
});
