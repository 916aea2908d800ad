import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { count, flag, list, listOf, optionalObject, PAGE_ALL, relation, requiredText, text } from '@/lib/http/schemas';

/**
 * Fetchers of the team area (docs/CONTRACTS.md, «Team»): staff accounts, the positions and channels trees, and
 * who is subscribed to what. Every response is validated here, and requires only what SPEC names or a screen
 * cannot work without (docs/CONTRACTS.md «Required fields»): a staff row its `id` and `email` (the login, what
 * the row shows when the names are missing), a tree node its `id`, `name` and `children`, a subscription entry its
 * `id` (its name and path are the tree's). Everything else falls back as each schema says.
 */

// --- Staff accounts ---

export const STAFF_ROLES = ['admin', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const STAFF_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/**
 * A position of an account: a relation (lib/http/schemas.ts `relation`): `{id, name}`, just its id as DRF's
 * `PrimaryKeyRelatedField` renders it, or its URL. A missing name reads as `''`; the screens name it from the
 * positions tree (staff/format.ts `positionName`).
 */
const namedSchema = v.pipe(
  relation({ name: text() }),
  v.transform(({ id, name }) => ({ id, name })),
);
export type Named = v.InferOutput<typeof namedSchema>;

/**
 * `status` when the backend does not send it: from `isActive` when that is sent (an inactive account is shown as
 * deactivated — without `status` an invitation not yet accepted cannot be told apart), else unknown (null: no
 * badge, «—»).
 */
function statusOf(status: StaffStatus | null, isActive: boolean | null): StaffStatus | null {
  if (status !== null) return status;
  if (isActive === null) return null;
  return isActive ? 'active' : 'deactivated';
}

const staffAccountSchema = v.pipe(
  v.object({
    id: v.number(),
    /** The login: what the row shows when the names are missing. */
    email: requiredText(),
    firstName: text(),
    lastName: text(),
    phone: text(),
    /** Unknown (null) shows «—»; the edit form then asks for one only if the administrator sets it. */
    role: v.nullish(v.picklist(STAFF_ROLES), null),
    status: v.nullish(v.picklist(STAFF_STATUSES), null),
    isActive: v.nullish(v.boolean(), null),
    /** `null`: never signed in; absent (undefined): the backend does not say («—»). */
    lastLogin: v.optional(v.nullable(v.string())),
    positions: list(namedSchema),
    /** Assumed false: deactivation is offered, and the server refuses it if the person works elsewhere too. */
    worksElsewhere: flag(false),
  }),
  v.transform(({ status, isActive, ...account }) => {
    const known = statusOf(status, isActive);
    // A person is taken as active unless the backend says otherwise (isActive false or status deactivated/invited).
    return { ...account, status: known, isActive: isActive ?? (known === null || known === 'active') };
  }),
);
export type StaffAccount = v.InferOutput<typeof staffAccountSchema>;

/** The staff list's filters as the API reads them; absent = not filtered. */
export interface StaffListParams {
  search?: string;
  position?: number;
  isActive?: boolean;
}

/** `GET /dashboard/accounts/staff/` — the active hotel's staff on one page, by last name. */
export async function fetchStaff(params: StaffListParams, signal?: AbortSignal): Promise<StaffAccount[]> {
  const searchParams: Record<string, string | number> = { ...PAGE_ALL };
  if (params.search) searchParams.search = params.search;
  if (params.position !== undefined) searchParams.position = params.position;
  if (params.isActive !== undefined) searchParams.is_active = String(params.isActive);
  return (await http.get('/dashboard/accounts/staff/', listOf(staffAccountSchema), { signal, searchParams })).results;
}

export interface NewStaffPayload {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: StaffRole;
  password: string;
  positions: number[];
}

/**
 * The account as the screens keep it after a change: what the server's answer says, and for what it leaves out
 * (empty names, no role, no positions...) what the screen knows — the form's values, the account before the change.
 */
export function withKnown(answer: StaffAccount, known: StaffAccount): StaffAccount {
  return {
    id: answer.id,
    email: answer.email || known.email,
    firstName: answer.firstName || known.firstName,
    lastName: answer.lastName || known.lastName,
    // A cleared phone is '' in the known account too.
    phone: answer.phone || known.phone,
    role: answer.role ?? known.role,
    status: answer.status ?? known.status,
    isActive: answer.status === null ? known.isActive : answer.isActive,
    lastLogin: answer.lastLogin === undefined ? known.lastLogin : answer.lastLogin,
    positions: answer.positions.length > 0 ? answer.positions : known.positions,
    worksElsewhere: answer.worksElsewhere || known.worksElsewhere,
  };
}

/**
 * `POST /dashboard/accounts/add_staff/` → the new (invited) account; the server writes the activation e-mail.
 * Requires `id` and `email` of the answer; the rest falls back to what was sent.
 */
export async function addStaff(payload: NewStaffPayload): Promise<StaffAccount> {
  const created = await http.post('/dashboard/accounts/add_staff/', staffAccountSchema, { json: payload });
  const sent: StaffAccount = {
    id: created.id,
    email: payload.email,
    firstName: payload.firstName,
    lastName: payload.lastName,
    phone: payload.phone,
    role: payload.role,
    status: 'invited',
    isActive: false,
    lastLogin: null,
    positions: payload.positions.map((id) => ({ id, name: '' })),
    worksElsewhere: false,
  };
  return withKnown(created, sent);
}

export type StaffPatch = Partial<Pick<NewStaffPayload, 'firstName' | 'lastName' | 'phone' | 'role' | 'positions'>>;

/** The account with the PATCH applied (names of kept positions stay; new ones are named from the tree). */
export function patched(account: StaffAccount, patch: StaffPatch): StaffAccount {
  const names = new Map(account.positions.map((position) => [position.id, position.name]));
  return {
    ...account,
    ...(patch.firstName !== undefined && { firstName: patch.firstName }),
    ...(patch.lastName !== undefined && { lastName: patch.lastName }),
    ...(patch.phone !== undefined && { phone: patch.phone }),
    ...(patch.role !== undefined && { role: patch.role }),
    ...(patch.positions !== undefined && {
      positions: patch.positions.map((id) => ({ id, name: names.get(id) ?? '' })),
    }),
  };
}

/**
 * `PATCH /dashboard/accounts/{id}/` with the changed fields only → the account. Requires `id` and `email` of the
 * answer; what it leaves out is the account as it was, with the change applied.
 */
export async function updateStaff(account: StaffAccount, patch: StaffPatch): Promise<StaffAccount> {
  const saved = await http.patch(`/dashboard/accounts/${account.id}/`, staffAccountSchema, { json: patch });
  return withKnown(saved, patched(account, patch));
}

/**
 * `POST /dashboard/accounts/{id}/deactivate/` → the account, now deactivated. The answer is not read (a backend
 * may answer 204 or a status): the screen knows what changed.
 */
export async function deactivateStaff(account: StaffAccount): Promise<StaffAccount> {
  await http.post(`/dashboard/accounts/${account.id}/deactivate/`, null, { json: {} });
  return { ...account, status: 'deactivated', isActive: false };
}

// --- Positions and channels ---

/** The two trees share every call; the kind is the first segment of their paths. */
export type TreeKind = 'positions' | 'channels';

export interface TreeNode {
  id: number;
  name: string;
  children: TreeNode[];
}

/** A node of `tree_for_hotel`: `id`, `name` (what the tree shows; null reads as '') and `children` are required. */
const treeNodeSchema: v.GenericSchema<unknown, TreeNode> = v.object({
  id: v.number(),
  name: requiredText(),
  children: v.array(v.lazy(() => treeNodeSchema)),
});

/**
 * `GET /dashboard/{kind}/tree_for_hotel/` — the hotel's root node with the whole tree beneath it, sent as the node
 * itself or as the list of the hotel's roots (plain or paged), as a DRF view that serializes the top-level nodes
 * `many=True` answers. The screens show one root per hotel: of several roots, the others are shown beneath the first,
 * so that none is hidden.
 */
const treeSchema = v.union([
  treeNodeSchema,
  v.pipe(
    listOf(treeNodeSchema),
    v.transform(({ results }) => results),
    v.minLength(1),
    v.transform(([root, ...others]): TreeNode => ({ ...root!, children: [...root!.children, ...others] })),
  ),
]);

export function fetchTree(kind: TreeKind, signal?: AbortSignal): Promise<TreeNode> {
  return http.get(`/dashboard/${kind}/tree_for_hotel/`, treeSchema, { signal });
}

/** The answer of add_child_node: only the new node's `id` is required; a new node has no children yet. */
const newNodeSchema = v.object({ id: v.number(), name: text() });

/** `POST /dashboard/{kind}/{id}/add_child_node/ {name}` → the new node (named as sent when the answer does not say). */
export async function addChildNode(kind: TreeKind, parentId: number, name: string): Promise<TreeNode> {
  const node = await http.post(`/dashboard/${kind}/${parentId}/add_child_node/`, newNodeSchema, { json: { name } });
  return { id: node.id, name: node.name || name, children: [] };
}

/** The answer of rename_node is not relied on: its name, when there, is what the server saved. */
const renamedSchema = optionalObject({ name: text() });

/** `POST /dashboard/{kind}/{id}/rename_node/ {name}` → the name saved (the one sent when the answer does not say). */
export async function renameNode(kind: TreeKind, id: number, name: string): Promise<{ id: number; name: string }> {
  const answer = await http.post(`/dashboard/${kind}/${id}/rename_node/`, renamedSchema, { json: { name } });
  return { id, name: answer?.name || name };
}

/** The answer of DELETE: DRF's usual is a 204 without a body; the double says what it removed. */
const deletedSchema = optionalObject({ deletedIds: v.nullish(v.array(v.number()), null), count: count() });
/** How many nodes the DELETE removed, null when the answer does not say (the screen counts the subtree). */
export interface DeletedNodes {
  count: number | null;
}

/** `DELETE /dashboard/{kind}/{id}/` → how many nodes went: the node and its descendants. */
export async function deleteNode(kind: TreeKind, id: number): Promise<DeletedNodes> {
  const answer = await http.delete(`/dashboard/${kind}/${id}/`, deletedSchema);
  return { count: answer?.count ?? answer?.deletedIds?.length ?? null };
}

// --- Subscriptions ---

/**
 * A position or channel in a subscription list: `{id, name, path}` (the names of its ancestors below the root), or
 * just its id or URL (a relation). Only the id is required: a missing name reads as `''` and the screen names the
 * entry from its tree (structure/lists.ts `resolveRefs`); a missing path reads as `[]`.
 */
const nodeRefSchema = v.pipe(
  relation({ name: text(), path: list(v.string()) }),
  v.transform(({ id, name, path }) => ({ id, name, path })),
);
export type NodeRef = v.InferOutput<typeof nodeRefSchema>;

/** A subscribed person: `id` and `email` required (what the row shows without names); active unless told. */
const subscribedUserSchema = v.object({
  id: v.number(),
  email: requiredText(),
  firstName: text(),
  lastName: text(),
  isActive: flag(true),
});
export type SubscribedUser = v.InferOutput<typeof subscribedUserSchema>;

/** A subscription list: a plain array, or DRF's page of it when the backend pages the action. */
function listOrPage<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    listOf(item),
    v.transform((page) => page.results),
  );
}

/** `GET /dashboard/channels/{id}/subscribed_positions/`. */
export function fetchChannelPositions(channelId: number, signal?: AbortSignal): Promise<NodeRef[]> {
  return http.get(`/dashboard/channels/${channelId}/subscribed_positions/`, listOrPage(nodeRefSchema), { signal });
}

/** `GET /dashboard/channels/{id}/subscribed_users/`. */
export function fetchChannelUsers(channelId: number, signal?: AbortSignal): Promise<SubscribedUser[]> {
  return http.get(`/dashboard/channels/${channelId}/subscribed_users/`, listOrPage(subscribedUserSchema), { signal });
}

/** `GET /dashboard/positions/{id}/channels/` — the channels the position is subscribed to. */
export function fetchPositionChannels(positionId: number, signal?: AbortSignal): Promise<NodeRef[]> {
  return http.get(`/dashboard/positions/${positionId}/channels/`, listOrPage(nodeRefSchema), { signal });
}

/** Who a channel subscription is for: a whole position or one person. */
export type Subscriber = { userId: number } | { positionId: number };

/** `POST /dashboard/channels/{id}/subscribe/` or `/unsubscribe/` with `userId` or `positionId` → 204. */
export async function setChannelSubscription(
  channelId: number,
  subscriber: Subscriber,
  subscribed: boolean,
): Promise<void> {
  await http.post(`/dashboard/channels/${channelId}/${subscribed ? 'subscribe' : 'unsubscribe'}/`, null, {
    json: subscriber,
  });
}

/** `POST /dashboard/positions/{id}/add_to_user/` or `/remove_from_user/ {userId}` → 204. */
export async function setPositionHolder(positionId: number, userId: number, holds: boolean): Promise<void> {
  await http.post(`/dashboard/positions/${positionId}/${holds ? 'add_to_user' : 'remove_from_user'}/`, null, {
    json: { userId },
  });
}
