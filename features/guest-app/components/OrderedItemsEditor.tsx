'use client';

import { Button, EmptyState, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { EditedRow, OrderedListEntity, SavedRecord } from '@/features/guest-app/model/ordered-list';
import * as ru from '@/lib/i18n/ru';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { LoadError } from '@/lib/ui/LoadError';
import { useSingleFlight } from '@/lib/ui/useSingleFlight';
import { useOrderedRows } from '../hooks/useOrderedRows';
import type { RowErrors } from '../model/editor-state';
import { EditorFrame, EditorSkeleton } from './EditorSkeleton';
import classes from './OrderedItemsEditor.module.css';
import { SortableRows } from './SortableRows';

const t = ru.guestApp.editor;

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
  const { addArea, ...list } = useOrderedRows({ records, entity, afterSave, rowName, validate, onDirtyChange });
  const { rows, saving, dirty, failed } = list;
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // A double click on «Сохранить» (both clicks before the button spins) saves once: a second run would create the
  // new rows again.
  const once = useSingleFlight();

  let status: string = t.clean;
  if (dirty || failed) status = t.dirty;
  if (list.blocked) status = t.invalid;

  return (
    <>
      <div ref={addArea} className={classes.add}>
        {renderAdd({ add: list.add, rows, disabled: saving })}
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={<IconListNumbers size={28} stroke={1.8} aria-hidden />}
          variant="light"
          title={emptyTitle}
          description={emptyText}
        />
      ) : (
        <SortableRows
          rows={rows}
          onReorder={list.setRows}
          onRemove={list.remove}
          rowName={rowName}
          statuses={list.statuses}
          disabled={saving}
          handleRef={list.handleRef}
        >
          {(row) =>
            renderRow({
              row,
              update: (values) => list.update(row.key, values),
              disabled: saving,
              errors: list.shownErrors(row.key),
            })
          }
        </SortableRows>
      )}
      <div className={classes.bar}>
        <Text fz="sm" c={list.blocked ? 'alert' : 'dimmed'} aria-live="polite" data-testid="editor-status">
          {status}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={() => setConfirmDiscard(true)} disabled={saving || (!dirty && !failed)}>
            {t.discard}
          </Button>
          <Button onClick={once(() => list.save())} loading={saving} disabled={!dirty && !failed}>
            {t.save}
          </Button>
        </Group>
      </div>
      <VisuallyHidden aria-live="polite">{list.announcement}</VisuallyHidden>
      <LazyConfirmDialog
        opened={confirmDiscard}
        title={t.discardTitle}
        cancelLabel={t.discardCancel}
        onClose={() => setConfirmDiscard(false)}
        confirmLabel={t.discardConfirm}
        onConfirm={() => {
          setConfirmDiscard(false);
          list.discard();
        }}
      >
        {t.discardText}
      </LazyConfirmDialog>
    </>
  );
}
