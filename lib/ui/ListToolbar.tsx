'use client';

import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ListToolbar.module.css';
import { SearchField } from './SearchField';
import type { ListSearchProps } from './useListScreen';

/** The search box's words, under these keys in a list screen's block of lib/i18n/ru/. */
interface ListSearchTexts {
  search: string;
  searchPlaceholder: string;
  clearSearch: string;
  /** The `/` shortcut's hint; without it there is no shortcut. */
  searchShortcut?: string;
}

export interface ListToolbarProps extends ListSearchProps {
  texts: ListSearchTexts;
  /** `/` focuses the search (with `texts.searchShortcut`); off while a dialog above the page owns the keyboard. */
  shortcutEnabled?: boolean;
  /** The screen's filters, after the search box. */
  children: ReactNode;
}

/** The toolbar of a list screen: the search box (useListScreen's `searchProps`), then the screen's filters. */
export function ListToolbar({
  texts,
  search,
  onSearchChange,
  onSearchClear,
  searching,
  shortcutEnabled,
  children,
}: ListToolbarProps) {
  return (
    <div className={classes.toolbar}>
      <SearchField
        className={classes.search}
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        clearLabel={texts.clearSearch}
        shortcutHint={texts.searchShortcut}
        shortcutEnabled={shortcutEnabled}
        searching={searching}
        value={search}
        onChange={onSearchChange}
        onClear={onSearchClear}
      />
      {children}
    </div>
  );
}

/** A toolbar's segmented filter, framed to stand out on the page's background (a phone's full width). */
export function ToolbarSegments<T extends string>(props: SegmentedControlProps<T>) {
  return <SegmentedControl<T> {...props} className={classes.segments} />;
}

const ALL = 'all';

interface ActiveFilterProps {
  /** The filter's name and its three choices, under these keys in the screen's texts. */
  texts: { activeFilter: string; activeFilters: { all: string; active: string; inactive: string } };
  /** null: all. */
  value: boolean | null;
  onChange: (active: boolean | null) => void;
}

/** The filter by whether a record is switched on: all, on, off. */
export function ActiveFilter({ texts, value, onChange }: ActiveFilterProps) {
  return (
    <ToolbarSegments
      aria-label={texts.activeFilter}
      data={[
        { value: ALL, label: texts.activeFilters.all },
        { value: 'true', label: texts.activeFilters.active },
        { value: 'false', label: texts.activeFilters.inactive },
      ]}
      value={value === null ? ALL : String(value)}
      onChange={(next) => onChange(next === ALL ? null : next === 'true')}
    />
  );
}
