import { type QueryClient, type QueryKey, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/http/errors';
import {
  addChildNode,
  deleteNode,
  type NodeRef,
  renameNode,
  type StaffAccount,
  type SubscribedUser,
  setChannelSubscription,
  setPositionHolder,
  type TreeKind,
  type TreeNode,
} from '../api';
import { findNode, subtreeSize } from '../model/tree';
import { teamQueries } from '../queries';
import { compareNodeRefs, comparePeople, withItem, withoutItem } from './model/lists';
import { insertChild, type Removal, removeNode, renameInTree } from './model/tree-edit';

/*
 * The changes of the structure screens, all optimistic (the screen shows them at once):
 *
 * - before: fetches of the caches touched are cancelled (an answer from before the change would undo it on
 *   screen) and the change is written into them;
 * - on failure: the change is undone in the cache as it is *now* (not by restoring a snapshot, which would also
 *   undo a neighbour's change made meanwhile);
 * - afterwards: the caches are refetched — but only when no other change of the same group is still running, as
 *   its optimistic state would flicker away under a refetch (the last one to settle refetches for all).
 *
 * UI effects (notifications, reopening an input) are the caller's, on the promise of `mutateAsync` (the callbacks
 * of `mutate` fire for the latest call only, and every one of quick successive changes must be reported).
 */

const mutationKeys = {
  tree: (kind: TreeKind) => [...teamQueries.all(), 'change', 'tree', kind] as const,
  subscriptions: () => [...teamQueries.all(), 'change', 'subscriptions'] as const,
  holders: () => [...teamQueries.all(), 'change', 'holders'] as const,
};

/** Optimistic rows carry negative ids until the server's answer replaces them; they cannot be acted on yet. */
let lastTempId = 0;

/** True for a node shown optimistically, not yet confirmed by the server. */
export function isTempId(id: number): boolean {
  return id < 0;
}

/** Refetches `keys` once no other change of this group is running (this one still counts while it settles). */
async function refetchWhenIdle(queryClient: QueryClient, mutationKey: QueryKey, keys: QueryKey[]): Promise<void> {
  if (queryClient.isMutating({ mutationKey }) > 1) return;
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A 404 means the node of the call's address (the channel subscribed to, the position given) was deleted behind
 * the screen's back: its tree is out of date. (A missing node in the body is a 400 on its field instead.)
 */
function refetchTreeIfGone(queryClient: QueryClient, kind: TreeKind, error: ApiError): void {
  if (error.status === 404) void queryClient.invalidateQueries({ queryKey: teamQueries.tree(kind).queryKey });
}

function updateTree(queryClient: QueryClient, kind: TreeKind, update: (root: TreeNode) => TreeNode): void {
  queryClient.setQueryData(teamQueries.tree(kind).queryKey, (root) => (root ? update(root) : root));
}

export interface AddChildVars {
  parentId: number;
  name: string;
}

/** `add_child_node`: the new node shows at once under its parent (with a temporary id until the answer). */
export function useAddChild(kind: TreeKind) {
  const queryClient = useQueryClient();
  const treeKey = teamQueries.tree(kind).queryKey;
  return useMutation({
    mutationKey: mutationKeys.tree(kind),
    mutationFn: ({ parentId, name }: AddChildVars) => addChildNode(kind, parentId, name),
    onMutate: async ({ parentId, name }) => {
      await queryClient.cancelQueries({ queryKey: treeKey });
      lastTempId -= 1;
      const tempId = lastTempId;
      updateTree(queryClient, kind, (root) => insertChild(root, parentId, { id: tempId, name, children: [] }));
      return { tempId };
    },
    onSuccess: (node, { parentId }, context) => {
      updateTree(queryClient, kind, (root) =>
        insertChild(removeNode(root, context.tempId)?.root ?? root, parentId, node),
      );
    },
    onError: (_error, _vars, context) => {
      if (context) updateTree(queryClient, kind, (root) => removeNode(root, context.tempId)?.root ?? root);
    },
    onSettled: () => refetchWhenIdle(queryClient, mutationKeys.tree(kind), [treeKey]),
  });
}

export interface RenameVars {
  node: TreeNode;
  name: string;
}

/**
 * `rename_node`: the new name shows at once. Afterwards the whole team area is refetched: names appear in the
 * subscription lists' paths and in the staff list's positions.
 */
export function useRenameNode(kind: TreeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.tree(kind),
    mutationFn: ({ node, name }: RenameVars) => renameNode(kind, node.id, name),
    onMutate: async ({ node, name }) => {
      await queryClient.cancelQueries({ queryKey: teamQueries.tree(kind).queryKey });
      updateTree(queryClient, kind, (root) => renameInTree(root, node.id, name));
    },
    onError: (_error, { node, name }) => {
      // Only if the optimistic name is still shown: a later rename of the same node keeps its own.
      updateTree(queryClient, kind, (root) =>
        findNode(root, node.id)?.name === name ? renameInTree(root, node.id, node.name) : root,
      );
    },
    onSettled: () => refetchWhenIdle(queryClient, mutationKeys.tree(kind), [teamQueries.all()]),
  });
}

/** Ids of the nodes whose new name is on its way to the server (their rows show a spinner). */
export function useRenamingIds(kind: TreeKind): ReadonlySet<number> {
  const pending = useMutationState({
    filters: { mutationKey: mutationKeys.tree(kind), status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });
  return new Set(pending.flatMap((vars) => (isRenameVars(vars) ? [vars.node.id] : [])));
}

function isRenameVars(vars: unknown): vars is RenameVars {
  return typeof vars === 'object' && vars !== null && 'node' in vars && 'name' in vars;
}

/**
 * `DELETE`: the node and its subtree leave the tree at once; a failure puts them back where they were. Afterwards
 * the whole team area is refetched: holders and subscriptions of the deleted nodes are gone too.
 */
export function useDeleteNode(kind: TreeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.tree(kind),
    // A backend that does not say how many nodes went (a bare 204) removed the subtree the screen shows.
    mutationFn: async (node: TreeNode) => ({ count: (await deleteNode(kind, node.id)).count ?? subtreeSize(node) }),
    onMutate: async (node): Promise<{ removal: Removal | null }> => {
      await queryClient.cancelQueries({ queryKey: teamQueries.tree(kind).queryKey });
      let removal: Removal | null = null;
      updateTree(queryClient, kind, (root) => {
        removal = removeNode(root, node.id);
        return removal?.root ?? root;
      });
      return { removal };
    },
    onError: (_error, _node, context) => {
      const removal = context?.removal;
      if (removal)
        updateTree(queryClient, kind, (root) => insertChild(root, removal.parentId, removal.removed, removal.index));
    },
    onSettled: () => refetchWhenIdle(queryClient, mutationKeys.tree(kind), [teamQueries.all()]),
  });
}

/** A subscription of a channel to add or remove: a whole position, or one person. */
export type SubscriptionChange =
  | { channel: NodeRef; position: NodeRef; user?: undefined; subscribed: boolean }
  | { channel: NodeRef; user: SubscribedUser; position?: undefined; subscribed: boolean };

function subscriptionKeys(change: SubscriptionChange): QueryKey[] {
  return change.position
    ? [
        teamQueries.channelPositions(change.channel.id).queryKey,
        teamQueries.positionChannels(change.position.id).queryKey,
      ]
    : [teamQueries.channelUsers(change.channel.id).queryKey];
}

/** Writes the change into both sides' cached lists (the channel's positions and the position's channels). */
function applySubscription(queryClient: QueryClient, change: SubscriptionChange): void {
  const { channel, subscribed } = change;
  if (change.position) {
    const { position } = change;
    queryClient.setQueryData(teamQueries.channelPositions(channel.id).queryKey, (list) =>
      list ? (subscribed ? withItem(list, position, compareNodeRefs) : withoutItem(list, position.id)) : list,
    );
    queryClient.setQueryData(teamQueries.positionChannels(position.id).queryKey, (list) =>
      list ? (subscribed ? withItem(list, channel, compareNodeRefs) : withoutItem(list, channel.id)) : list,
    );
  } else {
    const { user } = change;
    queryClient.setQueryData(teamQueries.channelUsers(channel.id).queryKey, (list) =>
      list ? (subscribed ? withItem(list, user, comparePeople) : withoutItem(list, user.id)) : list,
    );
  }
}

/** `subscribe` / `unsubscribe` of a channel, for a position or a person. */
export function useChannelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.subscriptions(),
    mutationFn: (change: SubscriptionChange) =>
      setChannelSubscription(
        change.channel.id,
        change.position ? { positionId: change.position.id } : { userId: change.user.id },
        change.subscribed,
      ),
    onMutate: async (change) => {
      await Promise.all(subscriptionKeys(change).map((queryKey) => queryClient.cancelQueries({ queryKey })));
      applySubscription(queryClient, change);
    },
    onError: (error, change) => {
      applySubscription(queryClient, { ...change, subscribed: !change.subscribed });
      refetchTreeIfGone(queryClient, 'channels', error);
    },
    onSettled: async (_data, error, change) => {
      // After a 404 a list's node may be gone (its refetch would fail too): marked stale, read when next shown.
      if (error?.status === 404) {
        await Promise.all(
          subscriptionKeys(change).map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
        );
      } else {
        await refetchWhenIdle(queryClient, mutationKeys.subscriptions(), subscriptionKeys(change));
      }
    },
  });
}

/** A person to give a position to or to take it from. */
export interface HolderChange {
  position: NodeRef;
  person: StaffAccount;
  holds: boolean;
}

function applyHolder(queryClient: QueryClient, { position, person, holds }: HolderChange): void {
  queryClient.setQueryData(teamQueries.staff({ position: position.id }).queryKey, (list) => {
    if (!list) return list;
    if (!holds) return withoutItem(list, person.id);
    const positions = person.positions.some((item) => item.id === position.id)
      ? person.positions
      : [...person.positions, { id: position.id, name: position.name }];
    return withItem(list, { ...person, positions }, comparePeople);
  });
}

/**
 * `add_to_user` / `remove_from_user`: the position's staff list changes at once. Afterwards every staff list is
 * refetched, as each row shows the person's positions (the staff screen's too).
 */
export function useHolderChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.holders(),
    mutationFn: ({ position, person, holds }: HolderChange) => setPositionHolder(position.id, person.id, holds),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: teamQueries.staff({ position: change.position.id }).queryKey });
      applyHolder(queryClient, change);
    },
    onError: (error, change) => {
      applyHolder(queryClient, { ...change, holds: !change.holds });
      refetchTreeIfGone(queryClient, 'positions', error);
    },
    onSettled: () => refetchWhenIdle(queryClient, mutationKeys.holders(), [teamQueries.staffLists()]),
  });
}
