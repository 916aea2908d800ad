import { describe, expect, it } from 'vitest';
import {
  applyResults,
  diffList,
  isEmptyPlan,
  type OrderedListEntity,
  orderPayload,
  recordRowKey,
  rowsFromRecords,
  runSave,
  type SavedRecord,
  saveOrderedList,
} from './ordered-list';

/** A virtual category item as its editor edits it. */
interface CategoryItem {
  service: number;
  name: string;
  icon: string | null;
}

/** A menu item as its editor edits it. */
interface MenuItem {
  cContentType: string;
  objectId: number;
}

const sameItem = (a: CategoryItem, b: CategoryItem) =>
  a.service === b.service && a.name === b.name && a.icon === b.icon;
const byService = (values: CategoryItem) => String(values.service);
const byObject = (values: MenuItem) => `${values.cContentType}:${values.objectId}`;

const item = (service: number, name = `Услуга ${service}`, icon: string | null = null): CategoryItem => ({
  service,
  name,
  icon,
});

const saved: SavedRecord<CategoryItem>[] = [
  { id: 11, values: item(1, 'Завтрак') },
  { id: 12, values: item(2, 'Массаж', 'spa') },
  { id: 13, values: item(3, 'Трансфер') },
];

/**
 * The backend of one category in memory: ids from 100 (or past the highest), services unique (as the real one checks), a service listed
 * in `failOn` rejects its create or edit, an id in `failDelete` rejects its delete. Records every sort it gets.
 */
function fakeBackend(initial: SavedRecord<CategoryItem>[], failOn: number[] = [], failDelete: number[] = []) {
  let records = initial.map((record) => ({ ...record }));
  let nextId = Math.max(99, ...initial.map((record) => record.id)) + 1;
  const sorts: { id: number; order: number }[][] = [];
  const calls: string[] = [];
  const entity: OrderedListEntity<CategoryItem, SavedRecord<CategoryItem>> = {
    equals: sameItem,
    matchKey: byService,
    create(values) {
      calls.push(`create ${values.service}`);
      if (failOn.includes(values.service)) return Promise.reject(new Error(`service ${values.service} refused`));
      if (records.some((record) => record.values.service === values.service)) {
        return Promise.reject(new Error('Эта услуга уже есть в категории.'));
      }
      const record = { id: nextId++, values };
      records.push(record);
      return Promise.resolve(record);
    },
    update(id, values) {
      calls.push(`update ${id}`);
      if (failOn.includes(values.service)) return Promise.reject(new Error(`service ${values.service} refused`));
      records = records.map((record) => (record.id === id ? { id, values } : record));
      return Promise.resolve({ id, values });
    },
    remove(id) {
      calls.push(`delete ${id}`);
      if (failDelete.includes(id)) return Promise.reject(new Error(`delete ${id} refused`));
      records = records.filter((record) => record.id !== id);
      return Promise.resolve();
    },
    fetchCurrent: () => Promise.resolve(records.map((record) => ({ ...record }))),
    sort(entries) {
      sorts.push(entries);
      return Promise.resolve();
    },
  };
  return { entity, sorts, calls, records: () => records };
}

describe('diffList', () => {
  it('splits mixed changes into creates, edits and deletes', () => {
    const [breakfast, massage] = rowsFromRecords(saved);
    const edited = [
      { ...massage!, values: item(2, 'Тайский массаж', 'spa') },
      { key: 'new-1', recordId: null, values: item(4, 'Прокат велосипедов') },
      breakfast!,
    ];
    const plan = diffList(saved, edited, sameItem);
    expect(plan.creates.map((row) => row.key)).toEqual(['new-1']);
    expect(plan.edits).toEqual([{ row: edited[0], id: 12 }]);
    expect(plan.deletes).toEqual([saved[2]]);
  });

  it('gives an empty plan for an unchanged list, reordered or not', () => {
    const rows = rowsFromRecords(saved);
    expect(isEmptyPlan(diffList(saved, rows, sameItem))).toBe(true);
    expect(isEmptyPlan(diffList(saved, [...rows].reverse(), sameItem))).toBe(true);
    expect(isEmptyPlan(diffList([], [], sameItem))).toBe(true);
  });

  it('creates a row whose record is gone or already claimed by an earlier row', () => {
    const edited = [
      { key: 'a', recordId: 11, values: item(1, 'Завтрак') },
      { key: 'b', recordId: 11, values: item(1, 'Завтрак') },
      { key: 'c', recordId: 99, values: item(9) },
    ];
    const plan = diffList(saved, edited, sameItem);
    expect(plan.creates.map((row) => row.key)).toEqual(['b', 'c']);
    expect(plan.edits).toEqual([]);
    expect(plan.deletes.map((record) => record.id)).toEqual([12, 13]);
  });

  it('deletes everything when the edited list is empty', () => {
    expect(diffList(saved, [], sameItem).deletes.map((record) => record.id)).toEqual([11, 12, 13]);
  });
});

describe('runSave', () => {
  it('runs all calls in parallel and turns failures, even synchronous throws, into results', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const plan = diffList(
      saved,
      [
        { key: 'new-1', recordId: null, values: item(4) },
        { key: 'new-2', recordId: null, values: item(5) },
        { key: recordRowKey(12), recordId: 12, values: item(2, 'Тайский массаж') },
      ],
      sameItem,
    );
    const pending = runSave(plan, {
      create: async (values) => {
        started.push(`create ${values.service}`);
        await gate;
        if (values.service === 5) throw new Error('refused');
        return { id: 100 + values.service };
      },
      update: async (id) => {
        started.push(`update ${id}`);
        await gate;
        return { id };
      },
      remove: (id) => {
        started.push(`delete ${id}`);
        if (id === 13) throw new Error('sync failure');
        return gate;
      },
    });
    // Every call has started before any of them finished.
    await Promise.resolve();
    await Promise.resolve();
    expect(started.sort()).toEqual(['create 4', 'create 5', 'delete 11', 'delete 13', 'update 12']);
    release();
    const results = await pending;
    expect(results).toEqual([
      { action: 'create', key: 'new-1', ok: true, record: { id: 104 } },
      { action: 'create', key: 'new-2', ok: false, error: new Error('refused') },
      { action: 'update', key: recordRowKey(12), id: 12, ok: true, record: { id: 12 } },
      { action: 'delete', id: 11, ok: true },
      { action: 'delete', id: 13, ok: false, error: new Error('sync failure') },
    ]);
  });

  it('does nothing for an empty plan', async () => {
    const never = () => Promise.reject(new Error('must not be called'));
    expect(
      await runSave(diffList(saved, rowsFromRecords(saved), sameItem), { create: never, update: never, remove: never }),
    ).toEqual([]);
  });
});

describe('applyResults', () => {
  it('gives created rows their ids, keeps failed rows with their errors and clears old errors', () => {
    const edited = [
      { key: recordRowKey(11), recordId: 11, values: item(1), error: { action: 'update' as const, cause: 'old' } },
      { key: 'new-1', recordId: null, values: item(4, 'Сауна') },
      { key: 'new-2', recordId: null, values: item(5, 'Бассейн') },
      { key: recordRowKey(12), recordId: 12, values: item(2, 'Тайский массаж') },
    ];
    const plan = diffList(saved, edited, sameItem);
    const rows = applyResults(
      plan,
      edited,
      [
        { action: 'create', key: 'new-1', ok: true, record: { id: 104 } },
        { action: 'create', key: 'new-2', ok: false, error: 'duplicate' },
        { action: 'update', key: recordRowKey(11), id: 11, ok: true, record: { id: 11 } },
        { action: 'update', key: recordRowKey(12), id: 12, ok: false, error: 'too long' },
        { action: 'delete', id: 13, ok: true },
      ],
      saved,
    );
    expect(rows).toEqual([
      { key: recordRowKey(11), recordId: 11, values: item(1) },
      { key: 'new-1', recordId: 104, values: item(4, 'Сауна') },
      { key: 'new-2', recordId: null, values: item(5, 'Бассейн'), error: { action: 'create', cause: 'duplicate' } },
      {
        key: recordRowKey(12),
        recordId: 12,
        values: item(2, 'Тайский массаж'),
        error: { action: 'update', cause: 'too long' },
      },
    ]);
  });

  it('brings back a record whose delete failed, at its former place, with its saved values and the error', () => {
    const edited = [rowsFromRecords(saved)[2]!];
    const plan = diffList(saved, edited, sameItem);
    const rows = applyResults(
      plan,
      edited,
      [
        { action: 'delete', id: 11, ok: false, error: 'locked' },
        { action: 'delete', id: 12, ok: true },
      ],
      saved,
    );
    expect(rows).toEqual([
      { key: recordRowKey(11), recordId: 11, values: item(1, 'Завтрак'), error: { action: 'delete', cause: 'locked' } },
      { key: recordRowKey(13), recordId: 13, values: item(3, 'Трансфер') },
    ]);
  });
});

describe('orderPayload', () => {
  it('numbers from 1 in the edited order, matching virtual category items by service', () => {
    const current = [
      { id: 11, values: item(1) },
      { id: 12, values: item(2) },
      { id: 104, values: item(4) },
    ];
    // The new row has no id yet on this side: its record is found by its service.
    const edited = [
      { key: 'new-1', recordId: null, values: item(4) },
      { key: recordRowKey(12), recordId: 12, values: item(2) },
      { key: recordRowKey(11), recordId: 11, values: item(1) },
    ];
    expect(orderPayload(current, edited, byService)).toEqual([
      { id: 104, order: 1 },
      { id: 12, order: 2 },
      { id: 11, order: 3 },
    ]);
  });

  it('matches menu items by content type and object id, not by the id alone', () => {
    const current: SavedRecord<MenuItem>[] = [
      { id: 1, values: { cContentType: 'service', objectId: 7 } },
      { id: 2, values: { cContentType: 'promolanding', objectId: 7 } },
      { id: 3, values: { cContentType: 'virtualcategory', objectId: 2 } },
    ];
    const edited = [
      { key: 'a', recordId: null, values: { cContentType: 'virtualcategory', objectId: 2 } },
      { key: 'b', recordId: null, values: { cContentType: 'promolanding', objectId: 7 } },
      { key: 'c', recordId: null, values: { cContentType: 'service', objectId: 7 } },
    ];
    expect(orderPayload(current, edited, byObject)).toEqual([
      { id: 3, order: 1 },
      { id: 2, order: 2 },
      { id: 1, order: 3 },
    ]);
  });

  it('skips a row without a record without leaving a gap, and puts unmatched records last', () => {
    const current = [
      { id: 50, values: item(9) },
      { id: 11, values: item(1) },
      { id: 12, values: item(2) },
    ];
    const edited = [
      { key: recordRowKey(12), recordId: 12, values: item(2) },
      { key: 'failed', recordId: null, values: item(5) },
      { key: recordRowKey(11), recordId: 11, values: item(1) },
    ];
    expect(orderPayload(current, edited, byService)).toEqual([
      { id: 12, order: 1 },
      { id: 11, order: 2 },
      { id: 50, order: 3 },
    ]);
  });

  it('lets a row keep its own record when a duplicate row with the same key comes first', () => {
    const current = [{ id: 12, values: item(2) }];
    const edited = [
      { key: 'duplicate', recordId: null, values: item(2) },
      { key: recordRowKey(12), recordId: 12, values: item(2) },
    ];
    expect(orderPayload(current, edited, byService)).toEqual([{ id: 12, order: 1 }]);
  });

  it('sends nothing for an empty list', () => {
    expect(orderPayload([], [], byService)).toBeNull();
    expect(orderPayload([{ id: 1, values: item(1) }], [], byService)).toBeNull();
    expect(orderPayload([], [{ key: 'failed', recordId: null, values: item(5) }], byService)).toBeNull();
  });
});

describe('saveOrderedList', () => {
  it('saves mixed changes and writes the edited order over the resulting records', async () => {
    const backend = fakeBackend(saved);
    const [breakfast, massage] = rowsFromRecords(saved);
    const edited = [
      { key: 'new-1', recordId: null, values: item(4, 'Сауна') },
      { ...massage!, values: item(2, 'Тайский массаж', 'spa') },
      breakfast!,
    ];
    const outcome = await saveOrderedList(saved, edited, backend.entity);
    expect(outcome.failed).toBe(0);
    expect(outcome.orderError).toBeUndefined();
    expect(backend.calls.sort()).toEqual(['create 4', 'delete 13', 'update 12']);
    expect(outcome.rows.map((row) => row.recordId)).toEqual([100, 12, 11]);
    expect(backend.sorts).toEqual([
      [
        { id: 100, order: 1 },
        { id: 12, order: 2 },
        { id: 11, order: 3 },
      ],
    ]);
  });

  it('keeps a failed create with its error while the other rows save and are ordered', async () => {
    const backend = fakeBackend(saved, [5]);
    const rows = rowsFromRecords(saved);
    const edited = [
      { key: 'new-5', recordId: null, values: item(5, 'Бассейн') },
      rows[2]!,
      { key: 'new-4', recordId: null, values: item(4, 'Сауна') },
      { ...rows[0]!, values: item(1, 'Поздний завтрак') },
    ];
    const outcome = await saveOrderedList(saved, edited, backend.entity);
    expect(outcome.failed).toBe(1);
    expect(outcome.rows).toEqual([
      {
        key: 'new-5',
        recordId: null,
        values: item(5, 'Бассейн'),
        error: { action: 'create', cause: new Error('service 5 refused') },
      },
      rows[2],
      { key: 'new-4', recordId: 100, values: item(4, 'Сауна') },
      { ...rows[0], values: item(1, 'Поздний завтрак') },
    ]);
    expect(
      backend
        .records()
        .map((record) => record.values.name)
        .sort(),
    ).toEqual(['Поздний завтрак', 'Сауна', 'Трансфер']);
    expect(backend.sorts).toEqual([
      [
        { id: 13, order: 1 },
        { id: 100, order: 2 },
        { id: 11, order: 3 },
      ],
    ]);

    // The next save retries only the failed row (now accepted) and keeps the order.
    const retry = fakeBackend(backend.records(), []);
    const again = await saveOrderedList(backend.records(), outcome.rows, retry.entity);
    expect(retry.calls).toEqual(['create 5']);
    expect(again.rows.every((row) => row.error === undefined)).toBe(true);
    expect(retry.sorts).toEqual([
      [
        { id: 101, order: 1 },
        { id: 13, order: 2 },
        { id: 100, order: 3 },
        { id: 11, order: 4 },
      ],
    ]);
  });

  it('sends no sort when everything was removed, and reports a failed order without throwing', async () => {
    const backend = fakeBackend(saved);
    const emptied = await saveOrderedList(saved, [], backend.entity);
    expect(emptied.rows).toEqual([]);
    expect(backend.records()).toEqual([]);
    expect(backend.sorts).toEqual([]);

    const broken = fakeBackend(saved);
    broken.entity.sort = () => Promise.reject(new Error('sort refused'));
    const outcome = await saveOrderedList(saved, rowsFromRecords(saved).reverse(), broken.entity);
    expect(outcome.failed).toBe(0);
    expect(outcome.orderError).toEqual(new Error('sort refused'));
  });
});
