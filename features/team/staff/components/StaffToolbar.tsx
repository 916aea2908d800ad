'use client';

import { SegmentedControl, Text } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { SearchField } from '@/lib/ui/SearchField';
import type { FlatNode } from '../../model/tree';
import { positionPath } from '../model/format';
import classes from './StaffToolbar.module.css';

const t = ru.staff;
const ALL = 'all';

interface StaffToolbarProps {
  /** What is typed (the URL follows it, debounced, in the page). */
  search: string;
  onSearchChange: (value: string) => void;
  /** Clears at once, without waiting for the debounce. */
  onSearchClear: () => void;
  position: number | null;
  /** The positions tree flattened; undefined while it loads, null when it failed. */
  positions: FlatNode[] | undefined | null;
  onPositionChange: (position: number | null) => void;
  active: boolean | null;
  onActiveChange: (active: boolean | null) => void;
  /** A search is being loaded. */
  searching: boolean;
  /** `/` focuses the search; off while a dialog owns the keyboard. */
  shortcutEnabled: boolean;
}

/** Search by name, e-mail or phone; a filter by position (with its place in the tree); a filter by access. */
export function StaffToolbar(props: StaffToolbarProps) {
  const {
    search,
    onSearchChange,
    onSearchClear,
    position,
    positions,
    onPositionChange,
    active,
    onActiveChange,
    searching,
    shortcutEnabled,
  } = props;
  const byId = new Map((positions ?? []).map((node) => [node.id, node]));
  return (
    <div className={classes.toolbar}>
      <SearchField
        className={classes.search}
        label={t.search}
        placeholder={t.searchPlaceholder}
        clearLabel={t.clearSearch}
        shortcutHint={t.searchShortcut}
        shortcutEnabled={shortcutEnabled}
        searching={searching}
        value={search}
        onChange={onSearchChange}
        onClear={onSearchClear}
      />
      <DeferredSelect
        className={classes.position}
        aria-label={t.positionFilter}
        data={[
          { value: ALL, label: t.allPositions },
          ...(positions ?? []).map((node) => ({ value: String(node.id), label: positionPath(node) })),
        ]}
        value={position === null ? ALL : String(position)}
        onChange={(value) => onPositionChange(value === null || value === ALL ? null : Number(value))}
        allowDeselect={false}
        searchable
        disabled={positions === null}
        placeholder={positions === null ? t.positionsUnavailable : undefined}
        nothingFoundMessage={t.form.positionsNothingFound}
        maxDropdownHeight={320}
        comboboxProps={{ shadow: 'md', width: 'target', position: 'bottom-start' }}
        renderOption={({ option }) => {
          const node = byId.get(Number(option.value));
          if (!node) return option.label;
          return (
            <div className={classes.option} style={{ paddingLeft: `${node.depth * 0.75}rem` }}>
              <span>{node.name}</span>
              {node.path.length > 0 && (
                <Text component="span" fz="xs" c="dimmed" className={classes.optionPath}>
                  {node.path.join(' › ')}
                </Text>
              )}
            </div>
          );
        }}
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
