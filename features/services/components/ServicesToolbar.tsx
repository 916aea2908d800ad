'use client';

import { SegmentedControl } from '@mantine/core';
import type { Choice } from '@/lib/dictionaries/api';
import * as ru from '@/lib/i18n/ru';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { SearchField } from '@/lib/ui/SearchField';
import classes from './ServicesToolbar.module.css';

const t = ru.services;
const ALL = 'all';

interface ServicesToolbarProps {
  /** What is typed (the URL follows it, debounced, in the page). */
  search: string;
  onSearchChange: (value: string) => void;
  /** Clears at once, without waiting for the debounce. */
  onSearchClear: () => void;
  type: string | null;
  types: Choice[] | undefined;
  onTypeChange: (type: string | null) => void;
  active: boolean | null;
  onActiveChange: (active: boolean | null) => void;
  /** A search is being loaded. */
  searching: boolean;
}

/** Search by name, a type filter and the active filter of the services list. */
export function ServicesToolbar(props: ServicesToolbarProps) {
  const { search, onSearchChange, onSearchClear, type, types, onTypeChange, active, onActiveChange, searching } = props;
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
      <DeferredSelect
        className={classes.type}
        aria-label={t.typeFilter}
        data={[
          { value: ALL, label: t.allTypes },
          ...(types ?? []).map((choice) => ({ value: choice.value, label: choice.displayName })),
        ]}
        value={type ?? ALL}
        onChange={(value) => onTypeChange(value === null || value === ALL ? null : value)}
        allowDeselect={false}
        comboboxProps={{ shadow: 'md' }}
      />
      <SegmentedControl
        className={classes.segments}
        aria-label={t.activeFilter}
        data={[
          { value: ALL, label: t.activeFilters.all },
          { value: 'true', label: t.activeFilters.active },
          { value: 'false', label: t.activeFilters.inactive },
        ]}
        value={active === null ? ALL : String(active)}
        onChange={(value) => onActiveChange(value === ALL ? null : value === 'true')}
      />
    </div>
  );
}
