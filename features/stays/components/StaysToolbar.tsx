'use client';

import { Chip, SegmentedControl } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { SearchField } from '@/lib/ui/SearchField';
import { ORDERING_OPTIONS, type OrderingValue, STAY_VIEWS, type StayView } from '../model/filters';
import classes from './StaysToolbar.module.css';

interface StaysToolbarProps {
  /** What is typed (the URL follows it, debounced, in the page). */
  search: string;
  onSearchChange: (value: string) => void;
  /** Clears at once, without waiting for the debounce. */
  onSearchClear: () => void;
  view: StayView;
  onViewChange: (view: StayView) => void;
  ordering: OrderingValue;
  onOrderingChange: (ordering: OrderingValue) => void;
  /** A search is being loaded. */
  searching: boolean;
  /** `/` focuses the search; off while a dialog above the page owns the keyboard. */
  shortcutEnabled: boolean;
}

/** Search, quick views (chips that wrap on a phone) and ordering of the guests list. */
export function StaysToolbar(props: StaysToolbarProps) {
  const {
    search,
    onSearchChange,
    onSearchClear,
    view,
    onViewChange,
    ordering,
    onOrderingChange,
    searching,
    shortcutEnabled,
  } = props;

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
      <div role="radiogroup" aria-label={ru.stays.viewFilter} className={classes.views}>
        <Chip.Group multiple={false} value={view} onChange={onViewChange}>
          {STAY_VIEWS.map((value) => (
            <Chip key={value} value={value} size="sm" radius="sm" variant="outline">
              {ru.stays.views[value]}
            </Chip>
          ))}
        </Chip.Group>
      </div>
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
