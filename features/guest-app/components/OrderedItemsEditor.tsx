'use client';

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { restrictToParentElement, restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, EmptyState, Group, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconListNumbers } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type EditedRow,
  type OrderedListEntity,
  type SavedRecord,
  saveOrderedList,
} from '@/features/guest-app/model/ordered-list';
import * as ru from '@/lib/i18n/ru';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { LoadError } from '@/lib/ui/LoadError';
import {
  type EditorState,
  initialState,
  isDirty,
  moveRow,
  newRow,
  rowStatuses,
  updateRow,
  withRecords,
} from '../model/editor-state';
import { EditorFrame, EditorSkeleton } from './EditorSkeleton';
import classes from './OrderedItemsEditor.module.css';
import { SortableRow } from './SortableRow';

const t = ru.guestApp.editor;

/** A row's validation messages by field; empty when the row is valid. */
export type RowErrors = Partial<Record<string, string>>;

/** What the entity's row content gets: its values, how to change them, and the messages to show on its fields. */
interface RowContext<V> {
  row: EditedRow<V>;
  update: (values: V) => void;
  disabled: boolean;
  /** Shown once a save was tried with the row invalid. */
  errors: RowErrors;
}

/** What the entity's «add» control gets. */
interface AddContext<V> {
  add: (values: V) => void;
  /** The rows as they are now (to leave out of the choice what is already there). */
  rows: readonly EditedRow<V>[];
  disabled: boolean;
}

export interface OrderedItemsEditorProps<V, R extends { id: number }> {
  title: string;
  /** The saved records; undefined while they load. */
  records: readonly SavedRecord<V>[] | undefined;
  loadError: { message: string } | null;
  onRetry: () => void;
  retrying: boolean;
  entity: OrderedListEntity<V, R>;
  /** Reloads the records after a save, so the next diff starts from what the server has. */
  afterSave: () => Promise<unknown>;
  /** A row's name for its buttons, the announcements and the messages. */
  rowName: (values: V) => string;
  validate: (values: V) => RowErrors;
  renderRow: (context: RowContext<V>) => ReactNode;
  renderAdd: (context: AddContext<V>) => ReactNode;
  emptyTitle: string;
  emptyText: string;
  /** Whether the list holds unsaved changes (the screen asks before leaving it). */
  onDirtyChange: (dirty: boolean) => void;
}

/** A failed call's reason as the transport words it (an ApiError's message), else the default. */
function reasonOf(cause: unknown): string {
  const message = (cause as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : ru.httpErrors.default;
}

/** A row's message of the last save: the backend's reason, in the words of the failed action. */
function rowErrorText<V>(row: EditedRow<V>): string | undefined {
  return row.error && t.rowError[row.error.action](reasonOf(row.error.cause));
}

/**
 * The ordered-list editor of the guest-app content, one for both uses (virtual category items, menu items): the
 * entity passes its calls and comparisons (an {@link OrderedListEntity}), its row content and its «add» control;
 * this component owns the list. Rows are added, edited, removed and reordered locally — by dragging the handle, or
 * from the keyboard (focus the handle, Space or Enter, arrows, Space or Enter; Escape cancels), with Russian
 * announcements — and nothing reaches the server until «Сохранить», which runs SPEC §4's save: every create, edit
 * and delete in parallel, then the order. Rows that failed stay, marked with the server's reason, for another try;
 * the others are saved. «Отменить изменения» (after a question) goes back to the saved list.
 */
export function OrderedItemsEditor<V, R extends { id: number }>(props: OrderedItemsEditorProps<V, R>) {
  const { title, records, loadError, onRetry, retrying } = props;
  return (
    <EditorFrame title={title}>
      {records === undefined && loadError && (
        <LoadError title={t.loadError} message={loadError.message} onRetry={onRetry} retrying={retrying} />
      )}
      {records === undefined && !loadError && <EditorSkeleton />}
      {records !== undefined && <LoadedEditor {...props} records={records} />}
    </EditorFrame>
  );
}

function LoadedEditor<V, R extends { id: number }>({
  records,
  entity,
  afterSave,
  rowName,
  validate,
  renderRow,
  renderAdd,
  emptyTitle,
  emptyText,
  onDirtyChange,
}: OrderedItemsEditorProps<V, R> & { records: readonly SavedRecord<V>[] }) {
  const equals = useCallback((a: V, b: V) => entity.equals(a, b), [entity]);
  const [state, setState] = useState<EditorState<V>>(() => initialState(records));
  // The records reloaded: the baseline moves on; settled rows follow, unsaved or failed ones stay
  // (model/editor-state.ts).
  if (state.records !== records) setState(withRecords(state, records, equals));

  const [saving, setSaving] = useState(false);
  const [triedInvalid, setTriedInvalid] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRender = useRef<string | null>(null);
  const addAreaRef = useRef<HTMLDivElement>(null);

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
    else addAreaRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  });

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier): string => {
    const row = rows.find((candidate) => candidate.key === id);
    return row ? rowName(row.values) : '';
  };
  const positionOf = (id: UniqueIdentifier | undefined): number => rows.findIndex((row) => row.key === id) + 1;
  // A drag starts over its own row: that first «over» would talk over «Взят …», so it is left unsaid.
  const pickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      pickedUp.current = true;
      return t.dnd.start(nameOf(active.id), positionOf(active.id), rows.length);
    },
    onDragOver: ({ active, over }) => {
      const quiet = pickedUp.current && over?.id === active.id;
      pickedUp.current = false;
      return over && !quiet ? t.dnd.over(nameOf(active.id), positionOf(over.id), rows.length) : undefined;
    },
    onDragEnd: ({ active, over }) =>
      over ? t.dnd.end(nameOf(active.id), positionOf(over.id), rows.length) : t.dnd.cancel(nameOf(active.id)),
    onDragCancel: ({ active }) => t.dnd.cancel(nameOf(active.id)),
  };

  function setRows(next: EditedRow<V>[]) {
    setState((current) => ({ ...current, rows: next }));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) setRows(moveRow(rows, String(active.id), String(over.id)));
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
    setConfirmDiscard(false);
    setTriedInvalid(false);
    setState(initialState(state.records));
  }

  let status: string = t.clean;
  if (dirty || failed) status = t.dirty;
  if (triedInvalid && invalid) status = t.invalid;

  return (
    <>
      <div ref={addAreaRef} className={classes.add}>
        {renderAdd({ add, rows, disabled: saving })}
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={<IconListNumbers size={28} stroke={1.8} aria-hidden />}
          variant="light"
          title={emptyTitle}
          description={emptyText}
        />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[restrictToVerticalAxis, restrictToParentElement]}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t.dnd.instructions } }}
        >
          <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
            <ol className={classes.list}>
              {rows.map((row, index) => (
                <SortableRow
                  key={row.key}
                  id={row.key}
                  position={index + 1}
                  name={rowName(row.values)}
                  status={statuses.get(row.key) ?? null}
                  error={rowErrorText(row)}
                  disabled={saving}
                  onRemove={() => remove(row)}
                  handleRef={(element) => {
                    if (element) handles.current.set(row.key, element);
                    else handles.current.delete(row.key);
                  }}
                >
                  {renderRow({
                    row,
                    update: (values) => setRows(updateRow(rows, row.key, values)),
                    disabled: saving,
                    errors: triedInvalid ? (errors.get(row.key) ?? {}) : {},
                  })}
                </SortableRow>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className={classes.bar}>
        <Text fz="sm" c={triedInvalid && invalid ? 'alert' : 'dimmed'} aria-live="polite" data-testid="editor-status">
          {status}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={() => setConfirmDiscard(true)} disabled={saving || (!dirty && !failed)}>
            {t.discard}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!dirty && !failed}>
            {t.save}
          </Button>
        </Group>
      </div>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <ConfirmDialog
        opened={confirmDiscard}
        title={t.discardTitle}
        cancelLabel={t.discardCancel}
        onClose={() => setConfirmDiscard(false)}
        confirmLabel={t.discardConfirm}
        onConfirm={discard}
      >
        {t.discardText}
      </ConfirmDialog>
    </>
  );
}
