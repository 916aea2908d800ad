import {
  diffList,
  type EditedRow,
  isEmptyPlan,
  rowsFromRecords,
  type SavedRecord,
} from '@/features/guest-app/model/ordered-list';

/**
 * The state rules of the ordered-list editor around ordered-list.ts's save algorithm: what counts as an
 * unsaved change, how a row is marked, how rows move, and how the rows follow the saved records when those reload.
 * Pure, so the component only wires them to events.
 */

/** What the editor holds: the records as last loaded (the baseline of every diff) and the rows the user edits. */
export interface EditorState<V> {
  records: readonly SavedRecord<V>[];
  rows: EditedRow<V>[];
}

/** The editor's starting state for the loaded records. */
export function initialState<V>(records: readonly SavedRecord<V>[]): EditorState<V> {
  return { records, rows: rowsFromRecords(records) };
}

/** True when the rows put the saved records they keep in another order than the records have. */
export function orderChanged<V>(records: readonly SavedRecord<V>[], rows: readonly EditedRow<V>[]): boolean {
  const known = new Set(records.map((record) => record.id));
  const rowOrder = rows.flatMap((row) => (row.recordId !== null && known.has(row.recordId) ? [row.recordId] : []));
  const kept = new Set(rowOrder);
  const recordOrder = records.filter((record) => kept.has(record.id)).map((record) => record.id);
  return rowOrder.some((id, index) => id !== recordOrder[index]);
}

/** True when saving would change something: a create, an edit, a delete or the order. */
export function isDirty<V>(state: EditorState<V>, equals: (a: V, b: V) => boolean): boolean {
  return !isEmptyPlan(diffList(state.records, state.rows, equals)) || orderChanged(state.records, state.rows);
}

/** How a row differs from what is saved: a new one, an edited one, or none. */
export type RowStatus = 'new' | 'changed' | null;

/** A row's validation messages by field; empty when the row is valid. */
export type RowErrors = Partial<Record<string, string>>;

/** The status of each row, by key (a row claiming a record another row already claimed is new, as the save treats it). */
export function rowStatuses<V>(state: EditorState<V>, equals: (a: V, b: V) => boolean): Map<string, RowStatus> {
  const plan = diffList(state.records, state.rows, equals);
  const statuses = new Map<string, RowStatus>(state.rows.map((row) => [row.key, null]));
  for (const row of plan.creates) statuses.set(row.key, 'new');
  for (const { row } of plan.edits) statuses.set(row.key, 'changed');
  return statuses;
}

/**
 * The state after the records reloaded (after a save, a refetch on focus, another user's change). Rows with
 * nothing unsaved and no error follow the new records; otherwise the rows stay as they are — nothing typed is lost,
 * and a failed row keeps its message — and only the baseline moves on.
 */
export function withRecords<V>(
  state: EditorState<V>,
  records: readonly SavedRecord<V>[],
  equals: (a: V, b: V) => boolean,
): EditorState<V> {
  const settled = !isDirty(state, equals) && state.rows.every((row) => row.error === undefined);
  return settled ? initialState(records) : { records, rows: state.rows };
}

/** The rows with the one at `from` moved to the position of `to` (both row keys); unchanged when either is unknown. */
export function moveRow<V>(rows: readonly EditedRow<V>[], from: string, to: string): EditedRow<V>[] {
  const fromIndex = rows.findIndex((row) => row.key === from);
  const toIndex = rows.findIndex((row) => row.key === to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(fromIndex, 1);
  next.splice(toIndex, 0, moved!);
  return next;
}

let nextKey = 0;

/** A new row (not on the server yet) with a key no other row has. */
export function newRow<V>(values: V): EditedRow<V> {
  nextKey += 1;
  return { key: `new:${nextKey}`, recordId: null, values };
}

/** The rows with one row's values replaced (its error stays until the next save says otherwise). */
export function updateRow<V>(rows: readonly EditedRow<V>[], key: string, values: V): EditedRow<V>[] {
  return rows.map((row) => (row.key === key ? { ...row, values } : row));
}
