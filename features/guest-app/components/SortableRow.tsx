'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Text } from '@mantine/core';
import { IconAlertCircle, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { RowStatus } from '../model/editor-state';
import classes from './OrderedItemsEditor.module.css';

const t = ru.guestApp.editor;

export interface SortableRowProps {
  id: string;
  /** 1-based, as the guest app will show the order. */
  position: number;
  /** The row's name for its buttons' labels. */
  name: string;
  status: RowStatus;
  /** Why the last save failed for this row. */
  error: string | undefined;
  disabled: boolean;
  onRemove: () => void;
  /** The entity's part of the row (what it points at, its fields). */
  children: ReactNode;
  /** Receives the handle, so the editor can move the focus to a row after a removal. */
  handleRef: (element: HTMLButtonElement | null) => void;
}

/**
 * One row of the ordered-list editor: a drag handle (also the keyboard's way to move it: Space or Enter, arrows,
 * Space or Enter), the position, the entity's content, its status and the remove button, and under it the reason
 * the last save failed for it.
 */
export function SortableRow({
  id,
  position,
  name,
  status,
  error,
  disabled,
  onRemove,
  children,
  handleRef,
}: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const errorId = `${id}-error`;
  return (
    <li
      ref={setNodeRef}
      className={classes.row}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-failed={error !== undefined || undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <ActionIcon
        ref={(element: HTMLButtonElement | null) => {
          setActivatorNodeRef(element);
          handleRef(element);
        }}
        variant="subtle"
        color="gray"
        size="lg"
        className={classes.handle}
        aria-label={t.handle(name)}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={18} stroke={1.8} aria-hidden />
      </ActionIcon>
      <Text className={classes.position} aria-hidden="true">
        {position}
      </Text>
      <div className={classes.content}>{children}</div>
      <div className={classes.end}>
        {status && (
          <Badge variant="light" color={status === 'new' ? 'teal' : 'blue'} size="sm">
            {status === 'new' ? t.statusNew : t.statusChanged}
          </Badge>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t.remove(name)}
          onClick={onRemove}
          disabled={disabled}
        >
          <IconTrash size={18} stroke={1.8} aria-hidden />
        </ActionIcon>
      </div>
      {error && (
        <Text id={errorId} className={classes.error} c="alert" fz="sm" role="alert">
          <IconAlertCircle size={16} aria-hidden="true" stroke={1.8} />
          {error}
        </Text>
      )}
    </li>
  );
}
