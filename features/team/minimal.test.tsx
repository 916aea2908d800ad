import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, eachResult, without } from '@/lib/test/answers';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import {
  addChildNode,
  addStaff,
  deactivateStaff,
  deleteNode,
  fetchChannelPositions,
  fetchChannelUsers,
  fetchPositionChannels,
  fetchStaff,
  fetchTree,
  renameNode,
  type TreeNode,
  updateStaff,
} from './api';
import { flattenTree } from './model/tree';
import { StaffPage } from './staff/StaffPage';
import { nodeRefsById, resolveRefs } from './structure/model/lists';
import { StructurePage } from './structure/StructurePage';

/*
 * The team area from a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal, server/minimal/team.ts) answers a staff row with its id and e-mail, a
 * tree node with its id, name and children, a subscription entry with its id; the answers of the changes with an id
 * (add_child_node, add_staff, PATCH) or nothing at all.
 */

withTestServer({ apiProfile: 'minimal' });
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** A channel of the hotel with subscribed positions and people (the seed subscribes several). */
async function subscribedChannel(root: TreeNode): Promise<number> {
  for (const node of flattenTree(root)) {
    const [positions, users] = await Promise.all([fetchChannelPositions(node.id), fetchChannelUsers(node.id)]);
    if (positions.length > 0 && users.length > 0) return node.id;
  }
  throw new Error('no channel with subscribers');
}

let serial = 0;
function uniqueEmail(): string {
  serial += 1;
  return `team-minimal-${Date.now()}-${serial}@example.com`;
}

describe('the team area against the spec-minimal backend', { timeout: 60_000 }, () => {
  it('reads staff rows with their id and e-mail: no names, role, status or positions, and the sign-in unknown', async () => {
    const staff = await fetchStaff({});
    expect(staff.length).toBeGreaterThan(3);
    expect(staff).toContainEqual({
      id: 1,
      email: 'admin@example.com',
      firstName: '',
      lastName: '',
      phone: '',
      role: null,
      status: null,
      isActive: true,
      lastLogin: undefined,
      positions: [],
      worksElsewhere: false,
    });
  });

  it('invites, edits and deactivates, completing the sparse answers with what was sent', async () => {
    const root = await fetchTree('positions');
    const [position] = flattenTree(root);
    if (!position) throw new Error('no position');
    const email = uniqueEmail();
    const created = await addStaff({
      email,
      firstName: 'Вера',
      lastName: 'Жукова',
      phone: '',
      role: 'manager',
      password: 'Veranda-2931',
      positions: [position.id],
    });
    expect(created).toMatchObject({
      email,
      firstName: 'Вера',
      lastName: 'Жукова',
      role: 'manager',
      status: 'invited',
      positions: [{ id: position.id, name: '' }],
    });

    const saved = await updateStaff(created, { lastName: 'Жукова-Белова', role: 'admin', positions: [] });
    expect(saved).toMatchObject({
      id: created.id,
      firstName: 'Вера',
      lastName: 'Жукова-Белова',
      role: 'admin',
      positions: [],
    });

    expect(await deactivateStaff(saved)).toMatchObject({ id: created.id, status: 'deactivated', isActive: false });
  });

  it('reads the trees whole; a new node is named as sent, a rename too, a delete counts the subtree itself', async () => {
    const root = await fetchTree('channels');
    expect(Object.keys(root).sort()).toEqual(['children', 'id', 'name']);
    expect(flattenTree(root).length).toBeGreaterThan(3);

    const name = `Канал ${Date.now()}`;
    const added = await addChildNode('channels', root.id, name);
    expect(added).toEqual({ id: added.id, name, children: [] });
    expect(await renameNode('channels', added.id, `${added.name}!`)).toEqual({ id: added.id, name: `${added.name}!` });
    expect(await deleteNode('channels', added.id)).toEqual({ count: null });
  });

  it('reads subscription lists by id, named from the trees', async () => {
    const channels = await fetchTree('channels');
    const positions = await fetchTree('positions');
    const channelId = await subscribedChannel(channels);

    const subscribed = await fetchChannelPositions(channelId);
    expect(subscribed.every((ref) => ref.name === '' && ref.path.length === 0)).toBe(true);
    const named = resolveRefs(subscribed, nodeRefsById(positions));
    expect(named.every((ref) => ref.name !== '')).toBe(true);

    const users = await fetchChannelUsers(channelId);
    const [user] = users;
    expect(user).toEqual({ id: user?.id, email: user?.email, firstName: '', lastName: '', isActive: true });
    expect(user?.email).toContain('@');

    const positionId = subscribed[0]!.id;
    expect(await fetchPositionChannels(positionId)).toContainEqual({ id: channelId, name: '', path: [] });
  });

  it('still refuses a list without results, a row without its id or e-mail, a tree without children', async () => {
    cutAnswer('/dashboard/accounts/staff/', () => ({ count: 1 }));
    await expect(fetchStaff({})).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/accounts/staff/', eachResult(without('id')));
    await expect(fetchStaff({})).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/accounts/staff/', eachResult(without('email')));
    await expect(fetchStaff({})).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/positions/tree_for_hotel/', without('children'));
    await expect(fetchTree('positions')).rejects.toMatchObject({ kind: 'malformed' });
    vi.restoreAllMocks();

    const channels = await fetchTree('channels');
    const channelId = flattenTree(channels)[0]!.id;
    cutAnswer(`/dashboard/channels/${channelId}/subscribed_users/`, () => [{ email: 'x@example.com' }]);
    await expect(fetchChannelUsers(channelId)).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('the team screens against the spec-minimal backend', { timeout: 60_000 }, () => {
  it('lists staff by e-mail with «—» where the answer is silent', async () => {
    window.history.replaceState(null, '', '/staff');
    const rendered = render(
      <SessionContext value={session()}>
        <StaffPage />
      </SessionContext>,
    );
    const table = await screen.findByRole('table', { name: ru.staff.table });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    const row = within(table)
      .getAllByRole('row')
      .find((item) => within(item).queryByText(ru.staff.you));
    if (!row) throw new Error('no own row');
    const cells = within(row).getAllByRole('cell');
    // The name is the e-mail; phone, positions, role, status and last sign-in are «—».
    expect(cells[0]).toHaveTextContent('admin@example.com');
    for (const cell of cells.slice(1, 6)) expect(cell).toHaveTextContent(ru.staff.none);
    await waitFor(() => expect(rendered.queryClient.isFetching()).toBe(0));
  });

  it('names a channel’s subscribed positions from the positions tree', async () => {
    const channels = await fetchTree('channels');
    const positions = await fetchTree('positions');
    const channelId = await subscribedChannel(channels);
    const expected = resolveRefs(await fetchChannelPositions(channelId), nodeRefsById(positions));
    window.history.replaceState(null, '', `/channels?node=${channelId}`);
    const rendered = render(
      <SessionContext value={session()}>
        <StructurePage kind="channels" />
      </SessionContext>,
    );
    const list = await screen.findByRole('region', { name: ru.structure.details.channelPositions });
    // Named once the positions tree is in (loaded for the «add» field and for the names alike).
    for (const ref of expected)
      expect(await within(list).findByText(ref.name, {}, { timeout: 5000 })).toBeInTheDocument();
    const users = screen.getByRole('region', { name: ru.structure.details.channelUsers });
    expect(await within(users).findAllByText(/@example\.com$/)).not.toHaveLength(0);
    await waitFor(() => expect(rendered.queryClient.isFetching()).toBe(0));
  });
});
