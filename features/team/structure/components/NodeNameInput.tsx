'use client';

import { TextInput } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { useTouchScreen } from '@/lib/ui/useTouchScreen';
import classes from './TreePanel.module.css';

/** The server's limit of a node name (docs/CONTRACTS.md). */
const NODE_NAME_MAX = 100;

interface NodeNameInputProps {
  label: string;
  value: string;
  /** The name before editing ('' for a new node): leaving the field unchanged closes it. */
  initial: string;
  error: string | null;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * The inline name field of a tree row: Enter saves, Esc cancels. Its keys stay inside it (the tree's arrow keys and
 * shortcuts must not fire while typing). Leaving it closes it only when nothing was typed, so a click elsewhere
 * never throws text away; the server's message (a duplicate name) shows under it with the text kept.
 */
export function NodeNameInput({ label, value, initial, error, onChange, onSubmit, onCancel }: NodeNameInputProps) {
  const touch = useTouchScreen();
  return (
    <TextInput
      className={classes.nameInput}
      size="xs"
      aria-label={label}
      value={value}
      maxLength={NODE_NAME_MAX}
      error={error}
      description={error || touch ? undefined : ru.structure.editHint}
      // The field appears because the user asked to type in it (F2, Insert, a button): focus goes there.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => onChange(event.currentTarget.value)}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          onSubmit();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      onBlur={() => {
        if (value.trim() === '' || value.trim() === initial) onCancel();
      }}
    />
  );
}
