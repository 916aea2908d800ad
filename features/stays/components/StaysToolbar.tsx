'use client';

import { SegmentedControl } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import type { StayState } from '../api';
import { ORDERING_OPTIONS, type OrderingValue } from '../filters';
import { SearchField } from '@/lib/ui/SearchField';
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
  const stateData = [
    { value: ALL, label: ru.stays.states.all },
    { value: 'current', label: ru.stays.states.current },
    { value: 'upcoming', label: ru.stays.states.upcoming },
    { value: 'past', label: ru.stays.states.past },
  ];

  return (
    <div className={classes.toolbar}>
      <SearchField
        className={classes.search}
        label={ru.stays.search}
        placeholder={ru.stays.searchPlaceholder}
        clearLabel={ru.stays.clearSearch}
        shortcutHint={ru.stays.searchShortcut}
        shortcutEnabled={shortcutEnabled}
        searching={searching}
        value={search}
        onChange={onSearchChange}
        onClear={onSearchClear}
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
