'use client';

import { useRef } from 'react';
import { CloseButton, Loader, SegmentedControl, Select, TextInput } from '@mantine/core';
import { ru } from '@/lib/i18n/ru';
import { SearchIcon } from '@/lib/ui/icons';
import type { Choice } from '../api';
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
  const inputRef = useRef<HTMLInputElement>(null);

  let rightSection = null;
  if (search !== '') {
    rightSection = (
      <CloseButton
        size="sm"
        aria-label={t.clearSearch}
        onClick={() => {
          onSearchClear();
          inputRef.current?.focus();
        }}
      />
    );
  } else if (searching) {
    rightSection = <Loader size={14} />;
  }

  return (
    <div className={classes.toolbar}>
      <TextInput
        ref={inputRef}
        className={classes.search}
        type="search"
        aria-label={t.search}
        placeholder={t.searchPlaceholder}
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
      <Select
        className={classes.type}
        aria-label={t.typeFilter}
        data={[{ value: ALL, label: t.allTypes }, ...(types ?? []).map((choice) => ({ value: choice.value, label: choice.displayName }))]}
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
