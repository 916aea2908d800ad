/**
 * The save algorithm of an ordered-list editor (SPEC §4 «Saving» and «Reordering»), shared by the virtual
 * category items and the menu items editors. Pure and framework-free: the entity-specific parts (how two values
 * compare, which key matches a row to a record for the order, the backend calls) are passed in, so the rules live
 * and are tested once.
 *
 * A save is: diff the edited rows against the saved records → run every create, edit and delete in parallel,
 * each failure a result, never a throw → keep showing the rows with their new ids and their errors → fetch the
 * current records, match them to the rows by key and send order numbers 1..n.
 */

/** A record as the backend has it: its id and the values the editor edits (a feature maps its item to this). */
export interface SavedRecord<V> {
  id: number;
  values: V;
}

/** Which backend call of a save failed for a row. */
type SaveAction = 'create' | 'update' | 'delete';

/** Why a row did not save; `cause` is whatever the call rejected with (an ApiError in the features). */
interface RowError {
  action: SaveAction;
  cause: unknown;
}

/**
 * One row of the editor. `key` is the client's id, stable across edits and saves (React keys, drag and drop);
 * `recordId` is null until the row is created on the backend; `error` is set when the last save failed for it.
 */
export interface EditedRow<V> {
  key: string;
  recordId: number | null;
  values: V;
  error?: RowError;
}

/** What a save must do. Deletes carry the record's values so a failed delete can bring its row back. */
export interface SavePlan<V> {
  creates: EditedRow<V>[];
  edits: { row: EditedRow<V>; id: number }[];
  deletes: SavedRecord<V>[];
}

/** The backend calls of one entity. `remove` may resolve when the record is already gone (a 404), as the user wanted. */
export interface SaveOps<V, R extends { id: number }> {
  create(values: V): Promise<R>;
  update(id: number, values: V): Promise<R>;
  remove(id: number): Promise<unknown>;
}

/** The outcome of one call of a save: a failure is a result, never a thrown error (SPEC §4). */
export type SaveResult<R> =
  | { action: 'create'; key: string; ok: true; record: R }
  | { action: 'create'; key: string; ok: false; error: unknown }
  | { action: 'update'; key: string; id: number; ok: true; record: R }
  | { action: 'update'; key: string; id: number; ok: false; error: unknown }
  | { action: 'delete'; id: number; ok: true }
  | { action: 'delete'; id: number; ok: false; error: unknown };

/** One pair of the sort endpoints' body (`POST …/sort/`). */
export interface OrderEntry {
  id: number;
  order: number;
}

/** The key of a row made from a saved record; also the key a failed delete's row comes back with. */
export function recordRowKey(id: number): string {
  return `record:${id}`;
}

/** The editor's starting rows: the saved records in their order, keyed by {@link recordRowKey}. */
export function rowsFromRecords<V>(records: readonly SavedRecord<V>[]): EditedRow<V>[] {
  return records.map((record) => ({ key: recordRowKey(record.id), recordId: record.id, values: record.values }));
}

/**
 * Diffs the edited rows against the saved records. A row without a record id is created; a row whose values
 * differ from its record's (by `equals`) is edited; a saved record no row points at is deleted; unchanged rows do
 * nothing. A row pointing at a record that is not among the saved ones (deleted elsewhere meanwhile), or at a
 * record an earlier row already claimed, is created, so what the user sees is what gets saved.
 */
export function diffList<V>(
  saved: readonly SavedRecord<V>[],
  edited: readonly EditedRow<V>[],
  equals: (a: V, b: V) => boolean,
): SavePlan<V> {
  const byId = new Map(saved.map((record) => [record.id, record]));
  const claimed = new Set<number>();
  const plan: SavePlan<V> = { creates: [], edits: [], deletes: [] };
  for (const row of edited) {
    const record = row.recordId === null ? undefined : byId.get(row.recordId);
    if (!record || claimed.has(record.id)) {
      plan.creates.push(row);
      continue;
    }
    claimed.add(record.id);
    if (!equals(record.values, row.values)) plan.edits.push({ row, id: record.id });
  }
  plan.deletes = saved.filter((record) => !claimed.has(record.id));
  return plan;
}

/** True when a plan has nothing to do (the editor can say «nothing changed» or still write the order). */
export function isEmptyPlan(plan: SavePlan<unknown>): boolean {
  return plan.creates.length === 0 && plan.edits.length === 0 && plan.deletes.length === 0;
}

/** Runs a call so that a synchronous throw becomes a rejection, hence a result like any other failure. */
function attempt<T>(call: () => Promise<T>): Promise<T> {
  return Promise.resolve().then(call);
}

/**
 * Runs every create, edit and delete of a plan in parallel and waits for all of them. Never rejects: each call's
 * outcome is a {@link SaveResult} (creates and edits by row key, deletes by record id), in plan order.
 */
export async function runSave<V, R extends { id: number }>(
  plan: SavePlan<V>,
  ops: SaveOps<V, R>,
): Promise<SaveResult<R>[]> {
  const [creates, edits, deletes] = await Promise.all([
    Promise.allSettled(plan.creates.map((row) => attempt(() => ops.create(row.values)))),
    Promise.allSettled(plan.edits.map(({ row, id }) => attempt(() => ops.update(id, row.values)))),
    Promise.allSettled(plan.deletes.map((record) => attempt(() => ops.remove(record.id)))),
  ]);
  const results: SaveResult<R>[] = [];
  creates.forEach((outcome, index) => {
    const { key } = plan.creates[index]!;
    results.push(
      outcome.status === 'fulfilled'
        ? { action: 'create', key, ok: true, record: outcome.value }
        : { action: 'create', key, ok: false, error: outcome.reason },
    );
  });
  edits.forEach((outcome, index) => {
    const { row, id } = plan.edits[index]!;
    results.push(
      outcome.status === 'fulfilled'
        ? { action: 'update', key: row.key, id, ok: true, record: outcome.value }
        : { action: 'update', key: row.key, id, ok: false, error: outcome.reason },
    );
  });
  deletes.forEach((outcome, index) => {
    const { id } = plan.deletes[index]!;
    results.push(
      outcome.status === 'fulfilled'
        ? { action: 'delete', id, ok: true }
        : { action: 'delete', id, ok: false, error: outcome.reason },
    );
  });
  return results;
}

/**
 * The rows to keep showing after a save. Every row keeps the values the user typed. A created row gets its new
 * record id; a row whose create or edit failed keeps its values and carries the error (so the editor shows which
 * rows failed and why, and the next save retries them: a failed create still has no id, a failed edit still
 * differs from the record). A record whose delete failed comes back as a row with its saved values and the error,
 * at its former index in the saved list (clamped to the end), so the user sees it was not removed. Other rows lose
 * the error of an earlier save.
 */
export function applyResults<V, R extends { id: number }>(
  plan: SavePlan<V>,
  edited: readonly EditedRow<V>[],
  results: readonly SaveResult<R>[],
  saved: readonly SavedRecord<V>[],
): EditedRow<V>[] {
  const byKey = new Map<string, SaveResult<R>>();
  const failedDeletes = new Map<number, unknown>();
  for (const result of results) {
    if (result.action === 'delete') {
      if (!result.ok) failedDeletes.set(result.id, result.error);
    } else {
      byKey.set(result.key, result);
    }
  }
  const rows = edited.map((row): EditedRow<V> => {
    const result = byKey.get(row.key);
    const { error: _previous, ...rest } = row;
    if (!result) return rest;
    if (!result.ok) return { ...rest, error: { action: result.action, cause: result.error } };
    return result.action === 'create' ? { ...rest, recordId: result.record.id } : rest;
  });
  const savedIndex = new Map(saved.map((record, index) => [record.id, index]));
  const restored = plan.deletes
    .filter((record) => failedDeletes.has(record.id))
    .sort((a, b) => (savedIndex.get(a.id) ?? Infinity) - (savedIndex.get(b.id) ?? Infinity));
  for (const record of restored) {
    const row: EditedRow<V> = {
      key: recordRowKey(record.id),
      recordId: record.id,
      values: record.values,
      error: { action: 'delete', cause: failedDeletes.get(record.id) },
    };
    rows.splice(Math.min(savedIndex.get(record.id) ?? rows.length, rows.length), 0, row);
  }
  return rows;
}

/**
 * The body of the sort call (SPEC §4 «Reordering»), or null to send nothing when the edited list is empty.
 * Each row is matched to one of the `current` records (fetched after the save) by `matchKey` of the values — the
 * service for virtual category items, content type and object id for menu items — preferring the record the row
 * already points at, else the first unclaimed record with its key (this also finds a record whose create
 * succeeded on the server though its answer was lost). Matched rows are numbered 1..n in the edited order;
 * a row with no record (a failed create) is skipped without leaving a gap. Current records no row matched
 * (e.g. created elsewhere meanwhile) follow as n+1… in their current order, so every order number stays unique.
 */
export function orderPayload<V>(
  current: readonly SavedRecord<V>[],
  edited: readonly EditedRow<V>[],
  matchKey: (values: V) => string,
): OrderEntry[] | null {
  if (edited.length === 0) return null;
  const currentById = new Map(current.map((record) => [record.id, record]));
  const claimed = new Set<number>();
  const match = new Map<string, number>();
  // First every row takes its own record (when its key still agrees), so a duplicate never steals it.
  for (const row of edited) {
    const record = row.recordId === null ? undefined : currentById.get(row.recordId);
    if (record && !claimed.has(record.id) && matchKey(record.values) === matchKey(row.values)) {
      claimed.add(record.id);
      match.set(row.key, record.id);
    }
  }
  for (const row of edited) {
    if (match.has(row.key)) continue;
    const key = matchKey(row.values);
    const record = current.find((candidate) => !claimed.has(candidate.id) && matchKey(candidate.values) === key);
    if (record) {
      claimed.add(record.id);
      match.set(row.key, record.id);
    }
  }
  const ids = [
    ...edited.flatMap((row) => {
      const id = match.get(row.key);
      return id === undefined ? [] : [id];
    }),
    ...current.filter((record) => !claimed.has(record.id)).map((record) => record.id),
  ];
  return ids.length === 0 ? null : ids.map((id, index) => ({ id, order: index + 1 }));
}

/** Everything {@link saveOrderedList} needs of one entity: its calls, how values compare and how rows match. */
export interface OrderedListEntity<V, R extends { id: number }> extends SaveOps<V, R> {
  equals(a: V, b: V): boolean;
  matchKey(values: V): string;
  /** The records as they are after the save, in their current order. */
  fetchCurrent(): Promise<SavedRecord<V>[]>;
  sort(entries: OrderEntry[]): Promise<unknown>;
}

/** The outcome of a whole save. `orderError` is set when fetching the records or writing the order failed. */
export interface OrderedListSave<V, R> {
  rows: EditedRow<V>[];
  results: SaveResult<R>[];
  failed: number;
  orderError?: unknown;
}

/**
 * The whole save of SPEC §4: diff, run the calls in parallel, keep the rows, then fetch the current records and
 * write the order (always, even when nothing else changed, so a reorder alone saves and a failed order is retried
 * by saving again). Never rejects: call failures are in `results` and on the rows, an order failure in `orderError`.
 */
export async function saveOrderedList<V, R extends { id: number }>(
  saved: readonly SavedRecord<V>[],
  edited: readonly EditedRow<V>[],
  entity: OrderedListEntity<V, R>,
): Promise<OrderedListSave<V, R>> {
  const plan = diffList(saved, edited, (a, b) => entity.equals(a, b));
  const results = await runSave(plan, entity);
  const rows = applyResults(plan, edited, results, saved);
  const failed = results.filter((result) => !result.ok).length;
  try {
    const current = await attempt(() => entity.fetchCurrent());
    const payload = orderPayload(current, rows, (values) => entity.matchKey(values));
    if (payload) await attempt(() => entity.sort(payload));
    return { rows, results, failed };
  } catch (orderError) {
    return { rows, results, failed, orderError };
  }
}
