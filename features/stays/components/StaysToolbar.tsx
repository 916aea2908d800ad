'use client';

import { useRef } from 'react';
import { CloseButton, Kbd, Loader, SegmentedControl, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { ru } from '@/lib/i18n/ru';
import type { StayState } from '../api';
import { ORDERING_OPTIONS, type OrderingValue } from '../filters';
import { SearchIcon } from '@/lib/ui/icons';
import classes from './StaysToolbar.module.css';

const ALL = 'all';

interface StaysToolbarProps {
  /** What is typed (the URL follows it, debounced, in the page). */
  search: string;
  onSearchChange: (value: string) => void;
  /** Clears at once, without waiting for the debounce. */
  onSearchClear: () => void;
  state: StayState | null;
  onStateChange: (state: StayState | null) => void;
  ordering: OrderingValue;
  onOrderingChange: (ordering: OrderingValue) => void;
  /** A search is being loaded. */
  searching: boolean;
  /** `/` focuses the search; off while a dialog above the page owns the keyboard. */
  shortcutEnabled: boolean;
}

/** Search, state filter and ordering of the guests list. */
export function StaysToolbar(props: StaysToolbarProps) {
  const { search, onSearchChange, onSearchClear, state, onStateChange, ordering, onOrderingChange, searching, shortcutEnabled } = props;
  const inputRef = useRef<HTMLInputElement>(null);

  // Ignored while typing in a field (Mantine's default), so «/» can still be typed into inputs.
  useHotkeys(
    shortcutEnabled
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

  const stateData = [
    { value: ALL, label: ru.stays.states.all },
    { value: 'current', label: ru.stays.states.current },
    { value: 'upcoming', label: ru.stays.states.upcoming },
    { value: 'past', label: ru.stays.states.past },
  ];

  let rightSection;
  if (search !== '') {
    rightSection = (
      <CloseButton
        size="sm"
        aria-label={ru.stays.clearSearch}
        onClick={() => {
          onSearchClear();
          inputRef.current?.focus();
        }}
      />
    );
  } else if (searching) {
    rightSection = <Loader size={14} />;
  } else {
    rightSection = (
      <Kbd size="xs" className={classes.shortcut} title={ru.stays.searchShortcut}>
        /
      </Kbd>
    );
  }

  return (
    <div className={classes.toolbar}>
      <TextInput
        ref={inputRef}
        className={classes.search}
        type="search"
        aria-label={ru.stays.search}
        placeholder={ru.stays.searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && search !== '') {
            event.preventDefault();
            onSearchClear();
          }
        }}
        leftSection={<SearchIcon size={16} />}
        rightSection={rightSection}
        rightSectionPointerEvents={search !== '' ? 'all' : 'none'}
        autoComplete="off"
        spellCheck={false}
      />
      <SegmentedControl
        className={classes.segments}
        aria-label={ru.stays.stateFilter}
        data={stateData}
        value={state ?? ALL}
        onChange={(value) => onStateChange(value === ALL ? null : (value as StayState))}
      />
      <SegmentedControl
        className={classes.segments}
        aria-label={ru.stays.ordering}
        data={ORDERING_OPTIONS.map((option) => ({ value: option.value, label: ru.stays.orderings[option.value] }))}
        value={ordering}
        onChange={(value) => onOrderingChange(value)}
      />
    </div>
  );
}
