'use client';

import { CloseButton, Kbd, Loader, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import classes from './SearchField.module.css';
import { SEARCH_MAX_LENGTH } from './search-fields';
import { useTouchScreen } from './useTouchScreen';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Clears at once (the clear button and Escape), without waiting for a caller's debounce. */
  onClear: () => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  /** The `/` shortcut's hint; without it there is no shortcut. */
  shortcutHint?: string;
  /** `/` focuses the field; off while a dialog above the page owns the keyboard. */
  shortcutEnabled?: boolean;
  /** A search is being loaded: a small loader where the shortcut hint is. */
  searching?: boolean;
  className?: string;
}

/**
 * The search box of the lists: a search icon, a clear button (and Escape) once something is typed, a loader while
 * the search loads, and `/` to jump into it. `/` is ignored while typing in another field (Mantine's default for
 * hotkeys), so it can still be typed into inputs.
 */
export function SearchField({
  value,
  onChange,
  onClear,
  label,
  placeholder,
  clearLabel,
  shortcutHint,
  shortcutEnabled = true,
  searching = false,
  className,
}: SearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const touch = useTouchScreen();
  useHotkeys(
    shortcutHint !== undefined && shortcutEnabled
      ? [
          [
            '/',
            () => {
              inputRef.current?.focus();
              inputRef.current?.select();
            },
          ],
        ]
      : [],
  );

  let rightSection = null;
  if (value !== '') {
    rightSection = (
      <CloseButton
        size="sm"
        aria-label={clearLabel}
        onClick={() => {
          onClear();
          inputRef.current?.focus();
        }}
      />
    );
  } else if (searching) {
    rightSection = <Loader size={14} />;
  } else if (shortcutHint !== undefined && !touch) {
    rightSection = (
      <Kbd size="xs" className={classes.shortcut} title={shortcutHint}>
        /
      </Kbd>
    );
  }

  return (
    <TextInput
      ref={inputRef}
      className={className}
      classNames={{ input: classes.input }}
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value !== '') {
          event.preventDefault();
          onClear();
        }
      }}
      leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
      rightSection={rightSection}
      rightSectionPointerEvents={value !== '' ? 'all' : 'none'}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
