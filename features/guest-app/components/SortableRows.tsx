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
import { type ReactNode, useRef } from 'react';
import * as ru from '@/lib/i18n/ru';
import { reasonOf } from '../hooks/useOrderedRows';
import { moveRow, type RowStatus } from '../model/editor-state';
import type { EditedRow } from '../model/ordered-list';
import classes from './OrderedItemsEditor.module.css';
import { SortableRow } from './SortableRow';

const t = ru.guestApp.editor;

/** A row's message of the last save: the backend's reason, in the words of the failed action. */
function rowErrorText<V>(row: EditedRow<V>): string | undefined {
  return row.error && t.rowError[row.error.action](reasonOf(row.error.cause));
}

interface SortableRowsProps<V> {
  rows: readonly EditedRow<V>[];
  /** The rows in a new order. */
  onReorder: (rows: EditedRow<V>[]) => void;
  onRemove: (row: EditedRow<V>) => void;
  rowName: (values: V) => string;
  statuses: ReadonlyMap<string, RowStatus>;
  disabled: boolean;
  /** The ref callback of a row's drag handle. */
  handleRef: (key: string) => (element: HTMLButtonElement | null) => void;
  /** The entity's content of a row. */
  children: (row: EditedRow<V>) => ReactNode;
}

/**
 * The editor's rows as a sortable list: dragged by the handle, or moved from the keyboard (focus the handle, Space or
 * Enter, arrows, Space or Enter; Escape cancels), each move announced in Russian.
 */
export function SortableRows<V>({
  rows,
  onReorder,
  onRemove,
  rowName,
  statuses,
  disabled,
  handleRef,
  children,
}: SortableRowsProps<V>) {
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

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onReorder(moveRow(rows, String(active.id), String(over.id)));
  }

  return (
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
              disabled={disabled}
              onRemove={() => onRemove(row)}
              handleRef={handleRef(row.key)}
            >
              {children(row)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
