import { describe, expect, it } from 'vitest';
import type { SavedRecord } from '@/features/guest-app/model/ordered-list';
import {
  initialState,
  isDirty,
  moveRow,
  newRow,
  orderChanged,
  rowStatuses,
  updateRow,
  withRecords,
} from './editor-state';

interface Values {
  service: number;
  name: string;
}

const equals = (a: Values, b: Values) => a.service === b.service && a.name === b.name;
const record = (id: number, service: number, name: string): SavedRecord<Values> => ({ id, values: { service, name } });
const saved = [record(1, 10, 'Завтрак'), record(2, 20, 'Ужин'), record(3, 30, 'Такси')];

describe('the ordered editor’s state', () => {
  it('starts clean with a row per record, in order', () => {
    const state = initialState(saved);
    expect(state.rows.map((row) => row.recordId)).toEqual([1, 2, 3]);
    expect(isDirty(state, equals)).toBe(false);
  });

  it('counts a reorder alone as an unsaved change', () => {
    const state = initialState(saved);
    const moved = { ...state, rows: moveRow(state.rows, 'record:3', 'record:1') };
    expect(moved.rows.map((row) => row.recordId)).toEqual([3, 1, 2]);
    expect(orderChanged(saved, moved.rows)).toBe(true);
    expect(isDirty(moved, equals)).toBe(true);
    // Removing a row keeps the others' relative order: that is a delete, not a reorder.
    expect(
      orderChanged(
        saved,
        state.rows.filter((row) => row.recordId !== 2),
      ),
    ).toBe(false);
  });

  it('marks new and edited rows, and an add or an edit makes it dirty', () => {
    const state = initialState(saved);
    const added = newRow<Values>({ service: 40, name: 'Спа' });
    const rows = [...updateRow(state.rows, 'record:2', { service: 20, name: 'Поздний ужин' }), added];
    const statuses = rowStatuses({ ...state, rows }, equals);
    expect(statuses.get('record:1')).toBeNull();
    expect(statuses.get('record:2')).toBe('changed');
    expect(statuses.get(added.key)).toBe('new');
    expect(isDirty({ ...state, rows }, equals)).toBe(true);
    expect(newRow({ service: 1, name: '' }).key).not.toBe(added.key);
  });

  it('follows reloaded records when nothing is unsaved, and keeps unsaved or failed rows otherwise', () => {
    const reloaded = [record(1, 10, 'Завтрак'), record(3, 30, 'Такси')];
    expect(withRecords(initialState(saved), reloaded, equals).rows.map((row) => row.recordId)).toEqual([1, 3]);

    const state = initialState(saved);
    const edited = { ...state, rows: updateRow(state.rows, 'record:1', { service: 10, name: 'Ранний завтрак' }) };
    const kept = withRecords(edited, reloaded, equals);
    expect(kept.records).toBe(reloaded);
    expect(kept.rows).toBe(edited.rows);

    const failed = {
      ...state,
      rows: state.rows.map((row, index) =>
        index === 0 ? { ...row, error: { action: 'delete' as const, cause: new Error('x') } } : row,
      ),
    };
    expect(withRecords(failed, saved, equals).rows[0]?.error).toBeDefined();
  });

  it('leaves the rows as they are for a move to or from an unknown row', () => {
    const { rows } = initialState(saved);
    expect(moveRow(rows, 'record:9', 'record:1')).toEqual(rows);
    expect(moveRow(rows, 'record:1', 'record:1')).toEqual(rows);
  });
});
