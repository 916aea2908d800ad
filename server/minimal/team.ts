import type { Shape, ShapeTable } from './shape';

/**
 * Minimal shapes of the team area (docs/CONTRACTS.md «Required fields»): staff accounts (routes/accounts.ts) and
 * the positions and channels trees with their subscriptions (routes/structure.ts), cut to what
 * features/team/api.ts requires. No decimals here.
 */

/** A staff row: its id and the e-mail (the login, what the row shows without names). */
const account = { id: true, email: true } as const satisfies Shape;

/** A tree node: id, name and children, all the way down (the shape refers to itself). */
const treeNode: { id: true; name: true; children: [Shape] } = { id: true, name: true, children: [true] };
treeNode.children = [treeNode];

/** An entry of a subscription list: its id only (the screen names it from its tree). */
const nodeRef = { id: true } as const satisfies Shape;

function treeShapes(kind: 'positions' | 'channels'): ShapeTable {
  const base = `/dashboard/${kind}`;
  return {
    [`GET ${base}/tree_for_hotel/`]: treeNode,
    // The new node's id; its name is the one sent, and it has no children yet.
    [`POST ${base}/:id/add_child_node/`]: { id: true },
    // Not read: the name shown is the one sent.
    [`POST ${base}/:id/rename_node/`]: {},
    // Not read beyond an optional count (a 204 is as good): the screen counts the subtree it removed.
    [`DELETE ${base}/:id/`]: {},
  };
}

export const teamShapes: ShapeTable = {
  'GET /dashboard/accounts/staff/': { results: [account] },
  'POST /dashboard/accounts/add_staff/': account,
  'PATCH /dashboard/accounts/:id/': account,
  // Not read: the screen knows the account is deactivated now.
  'POST /dashboard/accounts/:id/deactivate/': {},

  ...treeShapes('positions'),
  ...treeShapes('channels'),

  'GET /dashboard/channels/:id/subscribed_positions/': [nodeRef],
  'GET /dashboard/channels/:id/subscribed_users/': [account],
  'GET /dashboard/positions/:id/channels/': [nodeRef],
  // 204s without a body: nothing to cut.
  'POST /dashboard/channels/:id/subscribe/': true,
  'POST /dashboard/channels/:id/unsubscribe/': true,
  'POST /dashboard/positions/:id/add_to_user/': true,
  'POST /dashboard/positions/:id/remove_from_user/': true,
};
