'use client';

import { SegmentedControl } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { SearchField } from '@/lib/ui/SearchField';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { LANDING_STATES, type LandingState } from '../api';
import classes from './PromoToolbar.module.css';

const t = ru.promo;
const ALL = 'all';

const STATE_OPTIONS = [
  { value: ALL, label: t.stateFilters.all },
  ...LANDING_STATES.map((state) => ({ value: state, label: t.stateFilters[state] })),
];

interface PromoToolbarProps {
  /** What is typed (the URL follows it, debounced, in the page). */
  search: string;
  onSearchChange: (value: string) => void;
  /** Clears at once, without waiting for the debounce. */
  onSearchClear: () => void;
  state: LandingState | null;
  onStateChange: (state: LandingState | null) => void;
  /** A search is being loaded. */
  searching: boolean;
}

function toState(value: string | null): LandingState | null {
  return (LANDING_STATES as readonly (string | null)[]).includes(value) ? (value as LandingState) : null;
}

/**
 * Search by title and the state filter of the landings list. Five states do not fit a phone's width as segments,
 * so there the filter is a select with the same name.
 */
export function PromoToolbar({
  search,
  onSearchChange,
  onSearchClear,
  state,
  onStateChange,
  searching,
}: PromoToolbarProps) {
  const narrow = useNarrowScreen();
  return (
    <div className={classes.toolbar}>
      <SearchField
        className={classes.search}
        label={t.search}
        placeholder={t.searchPlaceholder}
        clearLabel={t.clearSearch}
        searching={searching}
        value={search}
        onChange={onSearchChange}
        onClear={onSearchClear}
      />
      {narrow ? (
        <DeferredSelect
          className={classes.select}
          aria-label={t.stateFilter}
          data={STATE_OPTIONS}
          value={state ?? ALL}
          onChange={(value) => onStateChange(toState(value))}
          allowDeselect={false}
          comboboxProps={{ shadow: 'md' }}
        />
      ) : (
        <SegmentedControl
          className={classes.segments}
          aria-label={t.stateFilter}
          data={STATE_OPTIONS}
          value={state ?? ALL}
          onChange={(value) => onStateChange(toState(value))}
        />
      )}
    </div>
  );
}
