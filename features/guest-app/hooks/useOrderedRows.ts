'use client';

import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import {
  type EditorState,
  initialState,
  isDirty,
  newRow,
  type RowErrors,
  rowStatuses,
  updateRow,
  withRecords,
} from '../model/editor-state';
import { type EditedRow, type OrderedListEntity, type SavedRecord, saveOrderedList } from '../model/ordered-list';

const t = ru.guestApp.editor;

/** A failed call's reason as the transport words it (an ApiError's message), else the default. */
export function reasonOf(cause: unknown): string {
  const message = (cause as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : ru.httpErrors.default;
}

export interface UseOrderedRowsOptions<V, R extends { id: number }> {
  /** The saved records. */
  records: readonly SavedRecord<V>[];
  entity: OrderedListEntity<V, R>;
  /** Reloads the records after a save, so the next diff starts from what the server has. */
  afterSave: () => Promise<unknown>;
  /** A row's name for the announcements. */
  rowName: (values: V) => string;
  validate: (values: V) => RowErrors;
  /** Whether the list holds unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The rows of the ordered-list editor, edited locally until «Сохранить»: added, updated, removed (the focus then
 * goes to the row that took the removed one's place, or the «add» control) and replaced in a new order; their
 * status against the saved records and their validation (shown once a save was tried with a row invalid); `save`
 * running SPEC §4's save and saying how it went; `discard` going back to the saved list. The records reloading under
 * it move the baseline on, keeping unsaved and failed rows (model/editor-state.ts).
 */
export function useOrderedRows<V, R extends { id: number }>({
  records,
  entity,
  afterSave,
  rowName,
  validate,
  onDirtyChange,
}: UseOrderedRowsOptions<V, R>) {
  const equals = useCallback((a: V, b: V) => entity.equals(a, b), [entity]);
  const [state, setState] = useState<EditorState<V>>(() => initialState(records));
  if (state.records !== records) setState(withRecords(state, records, equals));

  const [saving, setSaving] = useState(false);
  const [triedInvalid, setTriedInvalid] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRender = useRef<string | null>(null);
  const addArea = useRef<HTMLDivElement>(null);

  const { rows } = state;
  const dirty = isDirty(state, equals);
  const failed = rows.some((row) => row.error !== undefined);
  const statuses = useMemo(() => rowStatuses(state, equals), [state, equals]);
  const errors = useMemo(() => new Map(rows.map((row) => [row.key, validate(row.values)])), [rows, validate]);
  const invalid = [...errors.values()].some((rowErrors) => Object.keys(rowErrors).length > 0);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // After a removal the focus goes to the row that took its place (or the «add» control), not to the page's top.
  useEffect(() => {
    const key = focusAfterRender.current;
    if (key === null) return;
    focusAfterRender.current = null;
    const handle = handles.current.get(key);
    if (handle) handle.focus();
    else addArea.current?.querySelector<HTMLElement>('input, button')?.focus();
  });

  function setRows(next: EditedRow<V>[]) {
    setState((current) => ({ ...current, rows: next }));
  }

  function add(values: V) {
    setRows([...rows, newRow(values)]);
    setAnnouncement(t.added(rowName(values)));
  }

  function remove(row: EditedRow<V>) {
    const index = rows.indexOf(row);
    const next = rows.filter((other) => other.key !== row.key);
    focusAfterRender.current = next[Math.min(index, next.length - 1)]?.key ?? '';
    setRows(next);
    setAnnouncement(t.removed(rowName(row.values)));
  }

  async function save() {
    if (invalid) {
      setTriedInvalid(true);
      return;
    }
    setSaving(true);
    const outcome = await saveOrderedList(state.records, rows, entity);
    setState((current) => ({ ...current, rows: outcome.rows }));
    try {
      await afterSave();
    } catch {
      // The list shows what it has; the next save diffs against the records once they load.
    }
    setSaving(false);
    if (outcome.failed > 0) {
      notifications.show({ color: 'alert', title: t.savedPartlyTitle, message: t.savedPartly(outcome.failed) });
    } else if (outcome.orderError !== undefined) {
      notifications.show({
        color: 'alert',
        title: t.orderErrorTitle,
        message: t.orderError(reasonOf(outcome.orderError)),
      });
    } else {
      notifications.show({ color: 'blue', message: t.saved });
    }
  }

  function discard() {
    setTriedInvalid(false);
    setState(initialState(state.records));
  }

  /** The ref callback of a row's drag handle. */
  const handleRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) handles.current.set(key, element);
    else handles.current.delete(key);
  };

  return {
    rows,
    /** The rows in a new order (a drag ended). */
    setRows,
    update: (key: string, values: V) => setRows(updateRow(rows, key, values)),
    add,
    remove,
    statuses,
    /** A row's messages to show: none until a save was tried with a row invalid. */
    shownErrors: (key: string): RowErrors => (triedInvalid ? (errors.get(key) ?? {}) : {}),
    dirty,
    failed,
    /** A save was tried and some row is invalid. */
    blocked: triedInvalid && invalid,
    saving,
    save,
    discard,
    announcement,
    handleRef,
    /** The «add» control's area, where the focus goes when the last row is removed. */
    addArea,
  };
}
