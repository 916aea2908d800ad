import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { PAGE_ALL, pagedSchema } from '@/lib/http/schemas';

/**
 * Fetchers of the team area (docs/CONTRACTS.md, «Team»): staff accounts, the positions and channels trees, and
 * who is subscribed to what. Every response is validated here.
 */

// --- Staff accounts ---

export const STAFF_ROLES = ['admin', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

const namedSchema = v.object({ id: v.number(), name: v.string() });
export type Named = v.InferOutput<typeof namedSchema>;

const staffAccountSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.nullish(v.string(), ''),
  role: v.picklist(STAFF_ROLES),
  status: v.picklist(STAFF_STATUSES),
  isActive: v.boolean(),
  lastLogin: v.nullable(v.string()),
  dateJoined: v.string(),
  positions: v.array(namedSchema),
  worksElsewhere: v.boolean(),
});
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
  return (await http.get('/dashboard/accounts/staff/', pagedSchema(staffAccountSchema), { signal, searchParams })).results;
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

/** `POST /dashboard/accounts/add_staff/` → the new (invited) account; the server writes the activation e-mail. */
export function addStaff(payload: NewStaffPayload): Promise<StaffAccount> {
  return http.post('/dashboard/accounts/add_staff/', staffAccountSchema, { json: payload });
}

export type StaffPatch = Partial<Pick<NewStaffPayload, 'firstName' | 'lastName' | 'phone' | 'role' | 'positions'>>;

/** `PATCH /dashboard/accounts/{id}/` with the changed fields only. */
export function updateStaff(id: number, patch: StaffPatch): Promise<StaffAccount> {
  return http.patch(`/dashboard/accounts/${id}/`, staffAccountSchema, { json: patch });
}

/** `POST /dashboard/accounts/{id}/deactivate/` → the account, now deactivated. */
export function deactivateStaff(id: number): Promise<StaffAccount> {
  return http.post(`/dashboard/accounts/${id}/deactivate/`, staffAccountSchema, { json: {} });
}

// --- Positions and channels ---

export const TREE_KINDS = ['positions', 'channels'] as const;
/** The two trees share every call; the kind is the first segment of their paths. */
export type TreeKind = (typeof TREE_KINDS)[number];

export interface TreeNode {
  id: number;
  name: string;
  children: TreeNode[];
}

const treeNodeSchema: v.GenericSchema<TreeNode> = v.object({
  id: v.number(),
  name: v.string(),
  children: v.array(v.lazy(() => treeNodeSchema)),
});

/** `GET /dashboard/{kind}/tree_for_hotel/` — the hotel's root node with the whole tree beneath it. */
export function fetchTree(kind: TreeKind, signal?: AbortSignal): Promise<TreeNode> {
  return http.get(`/dashboard/${kind}/tree_for_hotel/`, treeNodeSchema, { signal });
}

/** `POST /dashboard/{kind}/{id}/add_child_node/ {name}` → the new node. */
export function addChildNode(kind: TreeKind, parentId: number, name: string): Promise<TreeNode> {
  return http.post(`/dashboard/${kind}/${parentId}/add_child_node/`, treeNodeSchema, { json: { name } });
}

/** `POST /dashboard/{kind}/{id}/rename_node/ {name}` → the node with its subtree. */
export function renameNode(kind: TreeKind, id: number, name: string): Promise<TreeNode> {
  return http.post(`/dashboard/${kind}/${id}/rename_node/`, treeNodeSchema, { json: { name } });
}

const deletedSchema = v.object({ deletedIds: v.array(v.number()), count: v.number() });
export type DeletedNodes = v.InferOutput<typeof deletedSchema>;

/** `DELETE /dashboard/{kind}/{id}/` → the ids of the node and its descendants, all removed. */
export function deleteNode(kind: TreeKind, id: number): Promise<DeletedNodes> {
  return http.delete(`/dashboard/${kind}/${id}/`, deletedSchema);
}

// --- Subscriptions ---

const nodeRefSchema = v.object({ id: v.number(), name: v.string(), path: v.array(v.string()) });
/** A position or channel in a subscription list, with the names of its ancestors below the root. */
export type NodeRef = v.InferOutput<typeof nodeRefSchema>;

const subscribedUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  isActive: v.boolean(),
});
export type SubscribedUser = v.InferOutput<typeof subscribedUserSchema>;

/** `GET /dashboard/channels/{id}/subscribed_positions/`. */
export function fetchChannelPositions(channelId: number, signal?: AbortSignal): Promise<NodeRef[]> {
  return http.get(`/dashboard/channels/${channelId}/subscribed_positions/`, v.array(nodeRefSchema), { signal });
}

/** `GET /dashboard/channels/{id}/subscribed_users/`. */
export function fetchChannelUsers(channelId: number, signal?: AbortSignal): Promise<SubscribedUser[]> {
  return http.get(`/dashboard/channels/${channelId}/subscribed_users/`, v.array(subscribedUserSchema), { signal });
}

/** `GET /dashboard/positions/{id}/channels/` — the channels the position is subscribed to. */
export function fetchPositionChannels(positionId: number, signal?: AbortSignal): Promise<NodeRef[]> {
  return http.get(`/dashboard/positions/${positionId}/channels/`, v.array(nodeRefSchema), { signal });
}

/** Who a channel subscription is for: a whole position or one person. */
export type Subscriber = { userId: number } | { positionId: number };

/** `POST /dashboard/channels/{id}/subscribe/` or `/unsubscribe/` with `userId` or `positionId` → 204. */
export async function setChannelSubscription(channelId: number, subscriber: Subscriber, subscribed: boolean): Promise<void> {
  await http.post(`/dashboard/channels/${channelId}/${subscribed ? 'subscribe' : 'unsubscribe'}/`, null, { json: subscriber });
}

/** `POST /dashboard/positions/{id}/add_to_user/` or `/remove_from_user/ {userId}` → 204. */
export async function setPositionHolder(positionId: number, userId: number, holds: boolean): Promise<void> {
  await http.post(`/dashboard/positions/${positionId}/${holds ? 'add_to_user' : 'remove_from_user'}/`, null, { json: { userId } });
}
