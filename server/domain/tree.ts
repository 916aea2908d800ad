/**
 * The positions and channels trees of a hotel (docs/CONTRACTS.md, «Positions and channels»). Both tables have one
 * shape (0006_team.sql: id, hotel_id, parent_id, name; one root per hotel; sibling names unique
 * case-insensitively), so one implementation serves both: a {@link TreeDescriptor} picks the table, the root's
 * name and the texts, and nothing else differs.
 *
 * The queries are plain SQL over the descriptor's table (Drizzle's builder cannot take "one of two tables" without
 * casts); the column names are the same in both tables by design.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { rowsOf } from '../db/migrate';
import { channels, positions } from '../db/schema';
import { HttpError, notFound, validationError } from '../http/errors';

/** The two trees; also the first segment of their routes (`/dashboard/positions/…`, `/dashboard/channels/…`). */
export type TreeKind = 'positions' | 'channels';

/** What tells the two trees apart. */
export interface TreeDescriptor {
  kind: TreeKind;
  table: PgTable;
  /** The name of the root created for a hotel that has none. */
  rootName: string;
  /**
   * Why the root cannot stand for a position or channel (a holder, a subscription): it is the whole tree, the hook
   * new top-level nodes hang from, not a job or a channel of its own.
   */
  rootIsNotANode: string;
}

export const TREES: Readonly<Record<TreeKind, TreeDescriptor>> = {
  positions: {
    kind: 'positions',
    table: positions,
    rootName: 'Все должности',
    rootIsNotANode: 'Корневой узел — не должность: выберите должность в дереве.',
  },
  channels: {
    kind: 'channels',
    table: channels,
    rootName: 'Все каналы',
    rootIsNotANode: 'Корневой узел — не канал: выберите канал в дереве.',
  },
};

/** `name` is varchar(100). */
export const NODE_NAME_MAX_LENGTH = 100;

export const TREE_TEXT = {
  siblingTaken: 'Узел с таким названием уже есть на этом уровне.',
  rootDelete: 'Корневой узел удалить нельзя.',
} as const;

/** A node with its whole subtree, children in creation order (by id). */
export interface TreeNode {
  id: number;
  name: string;
  children: TreeNode[];
}

/** One row of a tree table. */
export interface NodeRow {
  id: number;
  parentId: number | null;
  name: string;
}

/** A node in a list (subscriptions): `path` holds the names from the root's child down to the node's parent. */
export interface NodeRef {
  id: number;
  name: string;
  path: string[];
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf(await db.execute(query)) as T[];
}

/** The Postgres error code of a failed query, looking through the wrappers a driver or Drizzle may add. */
function pgCode(error: unknown): string | undefined {
  for (
    let current = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * What a failed insert or rename means to the caller: a sibling with the name was added meanwhile (the unique index
 * has the last word over the check before it), or the parent was deleted meanwhile (the foreign key).
 */
function translateWriteError(error: unknown): unknown {
  const code = pgCode(error);
  if (code === '23505') return validationError({ name: [TREE_TEXT.siblingTaken] });
  if (code === '23503') return notFound();
  return error;
}

/** Collates names as a Russian reader expects (`ё` beside `е`, case-insensitive first), for lists shown to people. */
export const RUSSIAN_COLLATOR = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * The id of the hotel's root, created on first use. Race-safe: of two first requests at once, the partial unique
 * index (`…_one_root`) lets one insert win and the other do nothing, and both read the winner's row. The read comes
 * first so that the usual call writes nothing (an insert that conflicts still uses up a sequence value).
 */
export async function ensureRoot(db: Database, tree: TreeDescriptor, hotelId: number): Promise<number> {
  const find = () =>
    rows<{ id: number }>(db, sql`SELECT id FROM ${tree.table} WHERE hotel_id = ${hotelId} AND parent_id IS NULL`);
  const [existing] = await find();
  if (existing) return existing.id;
  await db.execute(
    sql`INSERT INTO ${tree.table} (hotel_id, parent_id, name) VALUES (${hotelId}, NULL, ${tree.rootName}) ON CONFLICT DO NOTHING`,
  );
  const [created] = await find();
  if (!created) throw new Error(`no ${tree.kind} root for hotel ${hotelId} after inserting one`);
  return created.id;
}

/** Every node of the hotel's tree, by id (so a parent comes before its children and siblings in creation order). */
export function hotelNodes(db: Database, tree: TreeDescriptor, hotelId: number): Promise<NodeRow[]> {
  return rows<NodeRow>(
    db,
    sql`SELECT id, parent_id AS "parentId", name FROM ${tree.table} WHERE hotel_id = ${hotelId} ORDER BY id`,
  );
}

/** Nests the rows under the node `topId`; rows must come by id so children keep their creation order. */
function nest(nodes: readonly NodeRow[], topId: number): TreeNode {
  const byId = new Map<number, TreeNode>(
    nodes.map((node) => [node.id, { id: node.id, name: node.name, children: [] }]),
  );
  for (const node of nodes) {
    if (node.parentId !== null) byId.get(node.parentId)?.children.push(byId.get(node.id)!);
  }
  const top = byId.get(topId);
  if (!top) throw notFound();
  return top;
}

/** The hotel's whole tree from its root (created when missing). */
export async function loadTree(db: Database, tree: TreeDescriptor, hotelId: number): Promise<TreeNode> {
  const rootId = await ensureRoot(db, tree, hotelId);
  return nest(await hotelNodes(db, tree, hotelId), rootId);
}

/** One node of the hotel's tree with its subtree, or a 404. */
async function loadSubtree(db: Database, tree: TreeDescriptor, hotelId: number, nodeId: number): Promise<TreeNode> {
  return nest(await hotelNodes(db, tree, hotelId), nodeId);
}

/** One node of the hotel's tree, or a 404 (another hotel's node is as unknown as a missing one). */
export async function findNode(db: Database, tree: TreeDescriptor, hotelId: number, nodeId: number): Promise<NodeRow> {
  const [node] = await rows<NodeRow>(
    db,
    sql`SELECT id, parent_id AS "parentId", name FROM ${tree.table} WHERE id = ${nodeId} AND hotel_id = ${hotelId}`,
  );
  if (!node) throw notFound();
  return node;
}

/** 400 when another child of `parentId` already has the name, whatever the case. */
async function assertNameFree(
  db: Database,
  tree: TreeDescriptor,
  parentId: number,
  name: string,
  selfId: number | null,
): Promise<void> {
  const [taken] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM ${tree.table} WHERE parent_id = ${parentId} AND lower(name) = lower(${name}) AND id <> ${selfId ?? 0} LIMIT 1`,
  );
  if (taken) throw validationError({ name: [TREE_TEXT.siblingTaken] });
}

/** Adds a child (last among its siblings) under a node of the hotel's tree; `name` is already trimmed and checked. */
export async function addChild(
  db: Database,
  tree: TreeDescriptor,
  hotelId: number,
  parent: NodeRow,
  name: string,
): Promise<TreeNode> {
  await assertNameFree(db, tree, parent.id, name, null);
  try {
    const [row] = await rows<{ id: number; name: string }>(
      db,
      sql`INSERT INTO ${tree.table} (hotel_id, parent_id, name) VALUES (${hotelId}, ${parent.id}, ${name}) RETURNING id, name`,
    );
    return { id: row!.id, name: row!.name, children: [] };
  } catch (error) {
    throw translateWriteError(error);
  }
}

/** Renames a node (the root too: it has no siblings to clash with) and returns it with its subtree. */
export async function renameNode(
  db: Database,
  tree: TreeDescriptor,
  hotelId: number,
  node: NodeRow,
  name: string,
): Promise<TreeNode> {
  if (node.parentId !== null) await assertNameFree(db, tree, node.parentId, name, node.id);
  let updated: { id: number }[];
  try {
    updated = await rows<{ id: number }>(
      db,
      sql`UPDATE ${tree.table} SET name = ${name} WHERE id = ${node.id} AND hotel_id = ${hotelId} RETURNING id`,
    );
  } catch (error) {
    throw translateWriteError(error);
  }
  if (updated.length === 0) throw notFound();
  return loadSubtree(db, tree, hotelId, node.id);
}

/**
 * Deletes a node and all its descendants; their holders and subscriptions go with them (ON DELETE CASCADE).
 * Returns the deleted ids, ascending. One statement: the recursive CTE collects the subtree and the DELETE in the
 * same WITH removes exactly those rows, so the answer names what was removed. The root stays (400).
 */
export async function deleteSubtree(
  db: Database,
  tree: TreeDescriptor,
  hotelId: number,
  node: NodeRow,
): Promise<number[]> {
  if (node.parentId === null) throw new HttpError(400, { detail: TREE_TEXT.rootDelete });
  const deleted = await rows<{ id: number }>(
    db,
    sql`WITH RECURSIVE subtree (id) AS (
          SELECT id FROM ${tree.table} WHERE id = ${node.id} AND hotel_id = ${hotelId}
          UNION ALL
          SELECT child.id FROM ${tree.table} child JOIN subtree ON child.parent_id = subtree.id
        ),
        gone AS (DELETE FROM ${tree.table} WHERE id IN (SELECT id FROM subtree) RETURNING id)
        SELECT id FROM gone ORDER BY id`,
  );
  if (deleted.length === 0) throw notFound();
  return deleted.map((row) => row.id);
}

/**
 * The given nodes of the hotel's tree with their paths, ordered by the full path (ancestors' names, then the
 * node's own), so a node's descendants follow it as in the tree. Ids not in the hotel's tree are left out.
 */
export async function nodeRefs(
  db: Database,
  tree: TreeDescriptor,
  hotelId: number,
  ids: readonly number[],
): Promise<NodeRef[]> {
  if (ids.length === 0) return [];
  const nodes = new Map((await hotelNodes(db, tree, hotelId)).map((node) => [node.id, node]));
  const refs: NodeRef[] = [];
  for (const id of new Set(ids)) {
    const node = nodes.get(id);
    if (!node) continue;
    const path: string[] = [];
    // Up to (not including) the root, whose name says nothing about where the node is.
    for (
      let parent = node.parentId === null ? undefined : nodes.get(node.parentId);
      parent && parent.parentId !== null;
    ) {
      path.unshift(parent.name);
      parent = nodes.get(parent.parentId);
    }
    refs.push({ id: node.id, name: node.name, path });
  }
  return refs.sort((a, b) => compareRefs(a, b));
}

function compareRefs(a: NodeRef, b: NodeRef): number {
  const left = [...a.path, a.name];
  const right = [...b.path, b.name];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const order = RUSSIAN_COLLATOR.compare(left[i]!, right[i]!);
    if (order !== 0) return order;
  }
  return left.length - right.length || a.id - b.id;
}
