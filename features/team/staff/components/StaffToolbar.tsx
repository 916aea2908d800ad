'use client';

import * as ru from '@/lib/i18n/ru';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { ActiveFilter, ListToolbar } from '@/lib/ui/ListToolbar';
import type { ListSearchProps } from '@/lib/ui/useListScreen';
import type { FlatNode } from '../../model/tree';
import { positionPath } from '../model/format';
import { PositionOption } from './PositionOption';
import classes from './StaffToolbar.module.css';

const t = ru.staff;
const ALL = 'all';

interface StaffToolbarProps extends ListSearchProps {
  position: number | null;
  /** The positions tree flattened; undefined while it loads, null when it failed. */
  positions: FlatNode[] | undefined | null;
  onPositionChange: (position: number | null) => void;
  active: boolean | null;
  onActiveChange: (active: boolean | null) => void;
  /** `/` focuses the search; off while a dialog owns the keyboard. */
  shortcutEnabled: boolean;
}

/** Search by name, e-mail or phone; a filter by position (with its place in the tree); a filter by access. */
export function StaffToolbar({
  position,
  positions,
  onPositionChange,
  active,
  onActiveChange,
  ...search
}: StaffToolbarProps) {
  const byId = new Map((positions ?? []).map((node) => [node.id, node]));
  return (
    <ListToolbar texts={t} {...search}>
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
          return <PositionOption node={node} />;
        }}
      />
      <ActiveFilter texts={t} value={active} onChange={onActiveChange} />
    </ListToolbar>
  );
}
