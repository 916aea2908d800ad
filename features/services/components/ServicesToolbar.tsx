'use client';

import type { Choice } from '@/lib/dictionaries/api';
import * as ru from '@/lib/i18n/ru';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { ActiveFilter, ListToolbar } from '@/lib/ui/ListToolbar';
import type { ListSearchProps } from '@/lib/ui/useListScreen';
import classes from './ServicesToolbar.module.css';

const t = ru.services;
const ALL = 'all';

interface ServicesToolbarProps extends ListSearchProps {
  type: string | null;
  types: Choice[] | undefined;
  onTypeChange: (type: string | null) => void;
  active: boolean | null;
  onActiveChange: (active: boolean | null) => void;
}

/** Search by name, a type filter and the active filter of the services list. */
export function ServicesToolbar({
  type,
  types,
  onTypeChange,
  active,
  onActiveChange,
  ...search
}: ServicesToolbarProps) {
  return (
    <ListToolbar texts={t} {...search}>
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
      <ActiveFilter texts={t} value={active} onChange={onActiveChange} />
    </ListToolbar>
  );
}
