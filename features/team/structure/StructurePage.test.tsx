import { notifications } from '@mantine/notifications';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { sentCalls } from '@/lib/test/answers';
import { act, enter, fireEvent, render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import type { TreeKind, TreeNode } from '../api';
import { findNode, flattenTree, subtreeSize } from '../model/tree';
import { teamQueries } from '../queries';
import { expandedStorageKey } from './model/expanded';
import { StructurePage } from './StructurePage';

/*
 * The structure screens against the real in-process backend (seeded demo data; hotel 1 «Гранд Отель Нева», signed
 * in as its administrator unless a test says otherwise). The tests of this file share one database: what a test
 * changes it creates first (through the API, with names of its own), so the seeded structure the others read
 * stays as seeded.
 *
 * next/navigation is the one thing replaced (lib/test/next-navigation.ts).
 */

withTestServer();

const s = ru.structure;
const d = ru.structure.details;

const treeSchema: v.GenericSchema<TreeNode> = v.object({
  id: v.number(),
  name: v.string(),
  children: v.array(v.lazy(() => treeSchema)),
});
const refSchema = v.object({ id: v.number(), name: v.string(), path: v.array(v.string()) });
const userSchema = v.object({ id: v.number(), email: v.string(), firstName: v.string(), lastName: v.string() });
const staffSchema = v.object({ count: v.number(), results: v.array(userSchema) });

const api = {
  tree: (kind: TreeKind) => http.get(`/dashboard/${kind}/tree_for_hotel/`, treeSchema),
  add: (kind: TreeKind, parentId: number, name: string) =>
    http.post(`/dashboard/${kind}/${parentId}/add_child_node/`, treeSchema, { json: { name } }),
  remove: (kind: TreeKind, id: number) => http.delete(`/dashboard/${kind}/${id}/`, v.unknown()),
  channelPositions: (id: number) => http.get(`/dashboard/channels/${id}/subscribed_positions/`, v.array(refSchema)),
  channelUsers: (id: number) => http.get(`/dashboard/channels/${id}/subscribed_users/`, v.array(userSchema)),
  subscribe: (id: number, body: { positionId: number } | { userId: number }) =>
    http.post(`/dashboard/channels/${id}/subscribe/`, null, { json: body }),
  staff: async (params: Record<string, string | number> = {}) =>
    (await http.get('/dashboard/accounts/staff/', staffSchema, { searchParams: { ...PAGE_ALL, ...params } })).results,
};

/** The node at this path below the root («Служба приёма», «Ресепшн»). */
function nodeAt(root: TreeNode, ...path: string[]): TreeNode {
  let node = root;
  for (const name of path) {
    const child = node.children.find((item) => item.name === name);
    if (!child) throw new Error(`No «${name}» under «${node.name}»`);
    node = child;
  }
  return node;
}

let session: Session;
let rendered: ReturnType<typeof render> | undefined;
/** Unique per test, so names a test creates never collide with another's. */
let suffix = 0;

function renderPage(kind: TreeKind, url = `/${kind}`) {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <StructurePage kind={kind} />
    </SessionContext>,
  );
  return rendered;
}

/** Unmounts after the calls under way (they would be aborted and log as hang-ups) and renders the screen anew. */
async function reload(kind: TreeKind, url?: string) {
  const { queryClient } = rendered!;
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  rendered!.unmount();
  return renderPage(kind, url);
}

function tree(kind: TreeKind): HTMLElement {
  return screen.getByRole('tree', { name: s[kind].tree });
}

function treeItem(kind: TreeKind, name: string): HTMLElement {
  return within(tree(kind)).getByRole('treeitem', { name });
}

async function findTreeItem(kind: TreeKind, name: string): Promise<HTMLElement> {
  return within(await screen.findByRole('tree', { name: s[kind].tree })).findByRole('treeitem', { name });
}

/** Waits until the row is confirmed by the server (optimistic rows are busy and cannot be acted on). */
async function settledTreeItem(kind: TreeKind, name: string): Promise<HTMLElement> {
  await findTreeItem(kind, name);
  await waitFor(() => expect(treeItem(kind, name)).not.toHaveAttribute('aria-busy'));
  return treeItem(kind, name);
}

function detailsHeading(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name });
}

function section(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

function nodeParam(): string | null {
  return new URLSearchParams(window.location.search).get('node');
}

beforeEach(async () => {
  suffix += 1;
  session = await signedInSession('admin@example.com', 1);
});

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  await http.delete('/dev/faults/', null);
  if (rendered) {
    const { queryClient } = rendered;
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  }
  rendered?.unmount();
  rendered = undefined;
  window.history.replaceState(null, '', '/');
});

describe('StructurePage', { timeout: 30_000 }, () => {
  it("shows the hotel's positions tree with the root on top and two levels open", async () => {
    const root = await api.tree('positions');
    renderPage('positions');

    expect(screen.getByRole('heading', { level: 1, name: s.positions.title })).toBeInTheDocument();
    const rootItem = await findTreeItem('positions', root.name);
    expect(rootItem).toHaveAttribute('aria-level', '1');
    expect(rootItem).toHaveAttribute('aria-selected', 'true');
    expect(rootItem).toHaveAttribute('aria-expanded', 'true');
    expect(rootItem).toHaveAttribute('tabindex', '0');

    // Every top-level position and its children are shown; deeper levels wait until opened.
    for (const top of root.children) {
      expect(treeItem('positions', top.name)).toHaveAttribute('aria-level', '2');
      for (const child of top.children) expect(treeItem('positions', child.name)).toHaveAttribute('aria-level', '3');
    }
    const reception = nodeAt(root, 'Служба приёма', 'Ресепшн');
    expect(treeItem('positions', reception.name)).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(tree('positions')).queryByRole('treeitem', { name: reception.children[0]!.name }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(s.positions.count(flattenTree(root).length))).toBeInTheDocument();

    // The root's details explain instead of listing anything.
    expect(detailsHeading(root.name)).toBeInTheDocument();
    expect(screen.getByText(s.positions.rootText)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: d.positionChannels })).not.toBeInTheDocument();
    expect(screen.queryByText(ru.team.readOnly)).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, opens and closes branches, selects with Enter and keeps the open branches', async () => {
    const root = await api.tree('positions');
    const { user } = renderPage('positions');
    const rootItem = await findTreeItem('positions', root.name);
    const [first, second] = root.children as [TreeNode, TreeNode];

    rootItem.focus();
    await user.keyboard('{ArrowDown}');
    expect(treeItem('positions', first.name)).toHaveFocus();
    // ← on an open branch closes it; ↓ then skips its children.
    await user.keyboard('{ArrowLeft}');
    expect(treeItem('positions', first.name)).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(tree('positions')).queryByRole('treeitem', { name: first.children[0]!.name }),
    ).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(treeItem('positions', second.name)).toHaveFocus();
    // → opens; → again enters the first child; ← goes back up.
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(treeItem('positions', second.name)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(treeItem('positions', second.children[0]!.name)).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(nodeParam()).toBe(String(second.children[0]!.id));
    expect(treeItem('positions', second.children[0]!.name)).toHaveAttribute('aria-selected', 'true');
    expect(detailsHeading(second.children[0]!.name)).toBeInTheDocument();
    // Only the focused row is in the tab order.
    expect(
      within(tree('positions'))
        .getAllByRole('treeitem')
        .filter((item) => item.tabIndex === 0),
    ).toEqual([treeItem('positions', second.children[0]!.name)]);

    // Home goes to the root; a letter finds the next row starting with it.
    await user.keyboard('{Home}');
    expect(rootItem).toHaveFocus();
    await user.keyboard(first.name[0]!.toLowerCase());
    expect(treeItem('positions', first.name)).toHaveFocus();

    // The open branches are kept for this hotel and kind, and come back on the next visit.
    const stored = JSON.parse(window.localStorage.getItem(expandedStorageKey('positions', 1)) ?? '[]') as number[];
    expect(stored).not.toContain(first.id);
    expect(stored).toContain(second.id);
    await reload('positions');
    await findTreeItem('positions', root.name);
    expect(treeItem('positions', first.name)).toHaveAttribute('aria-expanded', 'false');
    expect(treeItem('positions', second.name)).toHaveAttribute('aria-expanded', 'true');
  });

  it('restores the selection from ?node= and opens the branches down to it', async () => {
    const root = await api.tree('positions');
    const senior = nodeAt(root, 'Служба приёма', 'Ресепшн', 'Старший администратор');
    renderPage('positions', `/positions?node=${senior.id}`);

    const item = await findTreeItem('positions', senior.name);
    expect(item).toHaveAttribute('aria-selected', 'true');
    expect(item).toHaveAttribute('aria-level', '4');
    expect(item).toHaveAttribute('tabindex', '0');
    expect(detailsHeading(senior.name)).toBeInTheDocument();
    expect(screen.getByText([root.name, 'Служба приёма', 'Ресепшн'].join(' › '))).toBeInTheDocument();
    // Its staff: the seeded holder of «Старший администратор».
    const staff = await api.staff({ position: senior.id });
    const holders = section(d.positionStaff);
    for (const person of staff)
      expect(await within(holders).findByText(`${person.firstName} ${person.lastName}`)).toBeInTheDocument();

    // An id that is not in this tree falls back to the root and leaves the address.
    await reload('positions', '/positions?node=999999');
    expect(await findTreeItem('positions', root.name)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(nodeParam()).toBeNull());
  });

  it('adds a three-level chain with the row button, Insert and the details button', async () => {
    const root = await api.tree('positions');
    const [spa, massage, therapists] = [`Спа-центр ${suffix}`, 'Массаж', 'Массажисты'];
    const { user } = renderPage('positions');
    await findTreeItem('positions', root.name);

    // 1. The row's «+» on the root.
    await user.click(within(tree('positions')).getByRole('button', { name: s.positions.addChildTo(root.name) }));
    await enter(user, screen.getByRole('textbox', { name: s.positions.newName }), spa);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: s.positions.newName })).not.toBeInTheDocument();
    // Shown at once, confirmed by the server after.
    expect(treeItem('positions', spa)).toBeInTheDocument();
    expect(await screen.findByText(s.positions.added(spa))).toBeInTheDocument();
    const spaItem = await settledTreeItem('positions', spa);
    expect(spaItem).toHaveAttribute('aria-level', '2');

    // 2. Insert on the focused row.
    spaItem.focus();
    await user.keyboard('{Insert}');
    await enter(user, screen.getByRole('textbox', { name: s.positions.newName }), massage);
    await user.keyboard('{Enter}');
    const massageItem = await settledTreeItem('positions', massage);
    expect(massageItem).toHaveAttribute('aria-level', '3');
    expect(treeItem('positions', spa)).toHaveAttribute('aria-expanded', 'true');

    // 3. Selected, then «Добавить вложенную» of the details.
    await user.click(massageItem);
    await user.click(screen.getByRole('button', { name: s.positions.addChildShort }));
    await enter(user, screen.getByRole('textbox', { name: s.positions.newName }), therapists);
    await user.keyboard('{Enter}');
    expect(await settledTreeItem('positions', therapists)).toHaveAttribute('aria-level', '4');

    // On the server, after the refetch, and after a reload.
    const saved = nodeAt(await api.tree('positions'), spa, massage, therapists);
    expect(saved.children).toEqual([]);
    await reload('positions');
    expect(await findTreeItem('positions', therapists)).toHaveAttribute('aria-level', '4');
  });

  it('adds one node for a double Enter in the name field', async () => {
    const root = await api.tree('channels');
    const name = `Прачечная ${suffix}`;
    const { user, queryClient } = renderPage('channels');
    const rootItem = await findTreeItem('channels', root.name);
    const sent = sentCalls('POST', /\/add_child_node\/$/);

    rootItem.focus();
    await user.keyboard('{Insert}');
    const input = screen.getByRole('textbox', { name: s.channels.newName });
    await enter(user, input, name);
    // Both keydowns before React renders again (the field still open).
    // eslint-disable-next-line testing-library/no-unnecessary-act -- one act for both keys is the point: React must not re-render between them.
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter' });
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(await screen.findByText(s.channels.added(name))).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(sent).toHaveLength(1);
    expect(within(tree('channels')).getAllByRole('treeitem', { name })).toHaveLength(1);
    expect((await api.tree('channels')).children.filter((child) => child.name === name)).toHaveLength(1);
  });

  it('refuses an empty name in place and cancels with Esc', async () => {
    const root = await api.tree('channels');
    const { user } = renderPage('channels');
    const rootItem = await findTreeItem('channels', root.name);

    rootItem.focus();
    await user.keyboard('{Insert}');
    const input = screen.getByRole('textbox', { name: s.channels.newName });
    await user.type(input, '   {Enter}');
    expect(input).toHaveAccessibleDescription(s.nameRequired);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: s.channels.newName })).not.toBeInTheDocument();
    expect(rootItem).toHaveFocus();
    expect(await api.tree('channels')).toEqual(root);
  });

  it('renames inline with F2; a duplicate name shows the server message under the field, with the text kept', async () => {
    const root = await api.tree('positions');
    const parent = await api.add('positions', root.id, `Отдел ${suffix}`);
    const node = await api.add('positions', parent.id, 'Бариста');
    await api.add('positions', parent.id, 'Сомелье');
    const { user } = renderPage('positions', `/positions?node=${node.id}`);

    const item = await findTreeItem('positions', node.name);
    item.focus();
    await user.keyboard('{F2}');
    let input = screen.getByRole('textbox', { name: s.renameLabel(node.name) });
    expect(input).toHaveValue(node.name);
    await user.clear(input);
    await enter(user, input, 'Бариста-кофевар');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(s.positions.renamed(node.name, 'Бариста-кофевар'))).toBeInTheDocument();
    expect(treeItem('positions', 'Бариста-кофевар')).toHaveFocus();
    expect(detailsHeading('Бариста-кофевар')).toBeInTheDocument();
    expect(findNode(await api.tree('positions'), node.id)?.name).toBe('Бариста-кофевар');

    // The sibling's name, in another case: the server refuses it, the old name comes back, the field reopens.
    await user.dblClick(treeItem('positions', 'Бариста-кофевар').querySelector('span[title]')!);
    input = screen.getByRole('textbox', { name: s.renameLabel('Бариста-кофевар') });
    await user.clear(input);
    await enter(user, input, 'сомелье');
    await user.keyboard('{Enter}');
    const message = await screen.findByText('Узел с таким названием уже есть на этом уровне.');
    input = screen.getByRole('textbox', { name: s.renameLabel('Бариста-кофевар') });
    expect(input).toHaveValue('сомелье');
    expect(input).toHaveAccessibleDescription(message.textContent);
    expect(treeItem('positions', 'Бариста-кофевар')).toBeInTheDocument();

    // Esc gives up; nothing changed on the server.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(findNode(await api.tree('positions'), node.id)?.name).toBe('Бариста-кофевар');
  });

  it('deletes a subtree after a confirmation that counts what goes with it', async () => {
    const root = await api.tree('positions');
    const top = await api.add('positions', root.id, `Служба приёма ${suffix}`);
    const reception = await api.add('positions', top.id, 'Ресепшн');
    await api.add('positions', reception.id, 'Ночной администратор');
    await api.add('positions', top.id, 'Консьерж');
    const count = subtreeSize(findNode(await api.tree('positions'), top.id)!);
    expect(count).toBe(4);
    const { user } = renderPage('positions', `/positions?node=${reception.id}`);

    // Delete on the selected node's parent: the selection goes up with it.
    const item = await findTreeItem('positions', top.name);
    item.focus();
    await user.keyboard('{Delete}');
    const dialog = await screen.findByRole('dialog', { name: s.positions.deleteTitle });
    expect(within(dialog).getByText(`Будет удалено 4 должности: «${top.name}» и 3 вложенные.`)).toBeInTheDocument();

    // Cancelling keeps everything.
    await user.click(within(dialog).getByRole('button', { name: s.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(treeItem('positions', top.name)).toBeInTheDocument();
    // The focus goes back to the node that asked (the dialog's code arrived after the tree; it opened all the same).
    await waitFor(() => expect(treeItem('positions', top.name)).toHaveFocus());

    await user.click(within(tree('positions')).getByRole('button', { name: s.deleteNode(top.name) }));
    await user.click(
      within(await screen.findByRole('dialog', { name: s.positions.deleteTitle })).getByRole('button', {
        name: s.delete,
      }),
    );

    expect(within(tree('positions')).queryByRole('treeitem', { name: top.name })).not.toBeInTheDocument();
    expect(await screen.findByText(s.positions.deleted(top.name, 4))).toBeInTheDocument();
    expect(nodeParam()).toBe(String(root.id));
    expect(treeItem('positions', root.name)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(treeItem('positions', root.name)).toHaveFocus());
    expect(findNode(await api.tree('positions'), top.id)).toBeNull();
  });

  it('subscribes a position and a person to a channel and removes them', async () => {
    const positions = await api.tree('positions');
    const channels = await api.tree('channels');
    const channel = await api.add('channels', channels.id, `Бассейн ${suffix}`);
    const concierge = nodeAt(positions, 'Служба приёма', 'Консьерж');
    const [person] = await api.staff({ search: 'Соколова' });
    const { user } = renderPage('channels', `/channels?node=${channel.id}`);

    const positionsList = await screen.findByRole('region', { name: d.channelPositions });
    const usersList = section(d.channelUsers);
    expect(await within(positionsList).findByText(d.noPositions)).toBeInTheDocument();
    expect(await within(usersList).findByText(d.noUsers)).toBeInTheDocument();

    // A position, found by its name, shown with its path.
    const addPosition = within(positionsList).getByRole('combobox', { name: d.addPosition });
    await waitFor(() => expect(addPosition).toBeEnabled());
    await user.click(addPosition);
    await user.type(addPosition, 'Консьерж');
    await user.click(await screen.findByRole('option', { name: 'Служба приёма › Консьерж' }));
    const rows = within(positionsList).getByRole('list', { name: d.channelPositions });
    expect(within(rows).getByRole('listitem')).toHaveTextContent(`${concierge.name}Служба приёма`);
    expect(addPosition).toHaveValue('');
    expect(await screen.findByText(d.subscribedPosition(concierge.name, channel.name))).toBeInTheDocument();

    // A person, found by the last name.
    const addUser = within(usersList).getByRole('combobox', { name: d.addUser });
    await waitFor(() => expect(addUser).toBeEnabled());
    await user.click(addUser);
    await user.type(addUser, person!.lastName);
    await user.click(await screen.findByRole('option', { name: new RegExp(person!.lastName) }));
    const fullName = `${person!.firstName} ${person!.lastName}`;
    expect(within(usersList).getByText(fullName)).toBeInTheDocument();
    expect(await screen.findByText(d.subscribedUser(fullName, channel.name))).toBeInTheDocument();

    // On the server, and on screen after the refetch and a reload.
    expect((await api.channelPositions(channel.id)).map((item) => item.id)).toEqual([concierge.id]);
    expect((await api.channelUsers(channel.id)).map((item) => item.id)).toEqual([person!.id]);
    await reload('channels', `/channels?node=${channel.id}`);
    const reloadedPositions = await screen.findByRole('region', { name: d.channelPositions });
    expect(await within(reloadedPositions).findByText(concierge.name)).toBeInTheDocument();
    expect(await within(section(d.channelUsers)).findByText(fullName)).toBeInTheDocument();

    // Removed per row.
    await user.click(within(reloadedPositions).getByRole('button', { name: d.removePosition(concierge.name) }));
    expect(within(reloadedPositions).getByText(d.noPositions)).toBeInTheDocument();
    await user.click(within(section(d.channelUsers)).getByRole('button', { name: d.removeUser(fullName) }));
    expect(within(section(d.channelUsers)).getByText(d.noUsers)).toBeInTheDocument();
    expect(await screen.findByText(d.unsubscribedUser(fullName, channel.name))).toBeInTheDocument();
    await waitFor(() => expect(rendered!.queryClient.isMutating()).toBe(0));
    expect(await api.channelPositions(channel.id)).toEqual([]);
    expect(await api.channelUsers(channel.id)).toEqual([]);
  });

  it('sends one change for a double pick of an option and for a double click on a row’s remove button', async () => {
    const positions = await api.tree('positions');
    const channels = await api.tree('channels');
    const channel = await api.add('channels', channels.id, `Сауна ${suffix}`);
    const concierge = nodeAt(positions, 'Служба приёма', 'Консьерж');
    const { user, queryClient } = renderPage('channels', `/channels?node=${channel.id}`);
    const positionsList = await screen.findByRole('region', { name: d.channelPositions });
    expect(await within(positionsList).findByText(d.noPositions)).toBeInTheDocument();
    const sent = sentCalls('POST', new RegExp(`^/dashboard/channels/${channel.id}/`));

    const addPosition = within(positionsList).getByRole('combobox', { name: d.addPosition });
    await waitFor(() => expect(addPosition).toBeEnabled());
    await user.click(addPosition);
    await user.type(addPosition, 'Консьерж');
    const option = await screen.findByRole('option', { name: 'Служба приёма › Консьерж' });
    // Both clicks before React renders again (the field still open, the option still offered).
    // eslint-disable-next-line testing-library/no-unnecessary-act -- one act for both clicks is the point: React must not re-render between them.
    act(() => {
      fireEvent.click(option);
      fireEvent.click(option);
    });
    expect(await screen.findByText(d.subscribedPosition(concierge.name, channel.name))).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(sent).toEqual([`/dashboard/channels/${channel.id}/subscribe/`]);

    const remove = within(positionsList).getByRole('button', { name: d.removePosition(concierge.name) });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- as above.
    act(() => {
      fireEvent.click(remove);
      fireEvent.click(remove);
    });
    expect(await screen.findByText(d.unsubscribedPosition(concierge.name, channel.name))).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(sent).toEqual([
      `/dashboard/channels/${channel.id}/subscribe/`,
      `/dashboard/channels/${channel.id}/unsubscribe/`,
    ]);
    expect(await api.channelPositions(channel.id)).toEqual([]);
  });

  it("shows a position's channels and staff and gives the position to a person", async () => {
    const positions = await api.tree('positions');
    const position = await api.add('positions', nodeAt(positions, 'Служба приёма').id, `Гид ${suffix}`);
    const [person] = await api.staff({ search: 'Морозов' });
    const { user } = renderPage('positions', `/positions?node=${position.id}`);

    const staffList = await screen.findByRole('region', { name: d.positionStaff });
    expect(await within(staffList).findByText(d.noStaff)).toBeInTheDocument();
    expect(await within(section(d.positionChannels)).findByText(d.noChannels)).toBeInTheDocument();

    const addHolder = within(staffList).getByRole('combobox', { name: d.addHolder });
    await waitFor(() => expect(addHolder).toBeEnabled());
    await user.click(addHolder);
    await user.type(addHolder, person!.lastName);
    await user.click(await screen.findByRole('option', { name: new RegExp(person!.lastName) }));
    const fullName = `${person!.firstName} ${person!.lastName}`;
    expect(within(staffList).getByText(fullName)).toBeInTheDocument();
    expect(await screen.findByText(d.holderAdded(fullName, position.name))).toBeInTheDocument();
    await waitFor(() => expect(rendered!.queryClient.isMutating()).toBe(0));
    expect((await api.staff({ position: position.id })).map((item) => item.id)).toEqual([person!.id]);

    await user.click(within(staffList).getByRole('button', { name: d.removeHolder(fullName) }));
    expect(within(staffList).getByText(d.noStaff)).toBeInTheDocument();
    await waitFor(() => expect(rendered!.queryClient.isMutating()).toBe(0));
    expect(await api.staff({ position: position.id })).toEqual([]);
  });

  it('rolls back a change the server refuses and says why', async () => {
    const positions = await api.tree('positions');
    const channels = await api.tree('channels');
    const channel = await api.add('channels', channels.id, `Сауна ${suffix}`);
    const portier = nodeAt(positions, 'Служба приёма', 'Портье');
    await api.subscribe(channel.id, { positionId: portier.id });
    const { user, queryClient } = renderPage('channels', `/channels?node=${channel.id}`);
    const list = await screen.findByRole('region', { name: d.channelPositions });
    const remove = await within(list).findByRole('button', { name: d.removePosition(portier.name) });

    // A colleague deletes the channel meanwhile: the unsubscription answers 404.
    await api.remove('channels', channel.id);
    await user.click(remove);

    expect(await screen.findByText(d.gone)).toBeInTheDocument();
    expect(screen.getByText(s.changeFailed)).toBeInTheDocument();
    // The row came back in the cache; the tree was refetched without the channel, so the root is shown.
    expect(queryClient.getQueryData(teamQueries.channelPositions(channel.id).queryKey)?.map((item) => item.id)).toEqual(
      [portier.id],
    );
    await waitFor(() =>
      expect(within(tree('channels')).queryByRole('treeitem', { name: channel.name })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(treeItem('channels', channels.name)).toHaveAttribute('aria-selected', 'true'));

    // A rename of a node deleted behind the screen's back: the name shown goes back, then the node leaves the tree.
    const other = await api.add('channels', channels.id, `Солярий ${suffix}`);
    await queryClient.invalidateQueries({ queryKey: teamQueries.tree('channels').queryKey });
    const item = await findTreeItem('channels', other.name);
    await api.remove('channels', other.id);
    item.focus();
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: s.renameLabel(other.name) });
    await user.clear(input);
    await enter(user, input, 'Хаммам');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(s.channels.gone)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(tree('channels')).queryByRole('treeitem', { name: 'Хаммам' })).not.toBeInTheDocument(),
    );
    expect(within(tree('channels')).queryByRole('treeitem', { name: other.name })).not.toBeInTheDocument();
  });

  it('rolls back a subscription and a new node when the server fails, keeping the typed name', async () => {
    const channels = await api.tree('channels');
    const channel = await api.add('channels', channels.id, `Парковка ${suffix}`);
    const { user, queryClient } = renderPage('channels', `/channels?node=${channel.id}`);
    const list = await screen.findByRole('region', { name: d.channelPositions });
    await within(list).findByText(d.noPositions);
    const add = within(list).getByRole('combobox', { name: d.addPosition });
    await waitFor(() => expect(add).toBeEnabled());
    await http.post('/dev/faults/', null, {
      json: { failStatus: 500, failPaths: ['*/subscribe/*', '*/add_child_node/*'] },
    });

    await user.click(add);
    await user.type(add, 'Портье');
    await user.click(await screen.findByRole('option', { name: 'Служба приёма › Портье' }));
    // Shown at once, taken back when the server fails.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(s.changeFailed);
    expect(alert).toHaveTextContent('Внутренняя ошибка сервера (500)');
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(within(list).getByText(d.noPositions)).toBeInTheDocument();
    expect(await api.channelPositions(channel.id)).toEqual([]);
    // The position can be picked again.
    await user.click(add);
    await user.type(add, 'Портье');
    expect(await screen.findByRole('option', { name: 'Служба приёма › Портье' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // A new node: its row goes, the field comes back with the name typed and the reason.
    notifications.clean();
    await user.click(screen.getByRole('button', { name: s.channels.addChildShort }));
    await enter(user, screen.getByRole('textbox', { name: s.channels.newName }), 'Шлагбаум');
    await user.keyboard('{Enter}');
    const input = await screen.findByRole('textbox', { name: s.channels.newName });
    expect(input).toHaveValue('Шлагбаум');
    expect(input).toHaveAccessibleDescription('Внутренняя ошибка сервера (500)');
    expect(within(tree('channels')).queryByRole('treeitem', { name: 'Шлагбаум' })).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(s.changeFailed);
    expect(findNode(await api.tree('channels'), channel.id)!.children).toEqual([]);
  });

  it('says when the tree cannot load, and loads it on «Повторить»', async () => {
    await http.post('/dev/faults/', null, { json: { failStatus: 503, failPaths: '*/tree_for_hotel/*' } });
    const { user } = renderPage('positions');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(s.loadError);
    expect(screen.queryByRole('tree')).toBeNull();
    await http.delete('/dev/faults/', null);
    await user.click(within(alert).getByRole('button', { name: ru.common.retry }));
    expect(await screen.findByRole('tree', { name: s.positions.tree })).toBeInTheDocument();
  });

  it('gives a manager a read-only view: an explanation and no change controls', async () => {
    // admin@example.com only manages hotel 3.
    session = await signedInSession('admin@example.com', 3);
    const root = await api.tree('channels');
    const channel = root.children.find((node) => node.children.length > 0)!;
    const subscribed = await api.channelPositions(channel.id);
    const { user } = renderPage('channels', `/channels?node=${channel.id}`);

    expect(await screen.findByText(ru.team.readOnly)).toBeInTheDocument();
    const item = await findTreeItem('channels', channel.name);
    expect(item).toHaveAttribute('aria-selected', 'true');
    expect(within(tree('channels')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByText(s.keyboardHintReadOnly)).toBeInTheDocument();

    // The details are readable; nothing in them changes anything.
    const list = section(d.channelPositions);
    for (const position of subscribed) expect(await within(list).findByText(position.name)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: s.rename })).toBeNull();
    expect(screen.queryByRole('button', { name: s.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: s.channels.addChildShort })).toBeNull();
    expect(within(list).queryAllByRole('button')).toEqual([]);

    // The shortcuts do nothing either; browsing still works.
    await waitFor(() => expect(rendered!.queryClient.isFetching()).toBe(0));
    item.focus();
    await user.keyboard('{F2}{Insert}{Delete}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The channel is open (branches of the top level are, at first): → enters its first child.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(detailsHeading(channel.children[0]!.name)).toBeInTheDocument();
  });
});
