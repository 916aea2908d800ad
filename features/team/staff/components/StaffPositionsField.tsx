'use client';

import { Loader, MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import type { StaffAccount } from '../../api';
import type { FlatNode } from '../../model/tree';
import type { StaffFormApi } from '../hooks/useStaffForm';
import { positionPath } from '../model/format';
import { PositionOption } from './PositionOption';

const f = ru.staff.form;

/** The positions tree for the multi-select: loading (undefined), failed (null), or its nodes. */
export type PositionOptions = FlatNode[] | undefined | null;

/**
 * The multi-select's options: every position of the tree by its path (what the search matches and a picked pill
 * shows), plus the edited person's own positions the tree does not offer (it failed to load, or a colleague just
 * deleted one), so their pills keep a name.
 */
function positionOptions(
  positions: PositionOptions,
  account: StaffAccount | undefined,
): { value: number; label: string }[] {
  const options = (positions ?? []).map((node) => ({ value: node.id, label: positionPath(node) }));
  const known = new Set(options.map((option) => option.value));
  for (const position of account?.positions ?? []) {
    if (!known.has(position.id))
      options.push({ value: position.id, label: position.name || ru.staff.unknownPosition(position.id) });
  }
  return options;
}

interface StaffPositionsFieldProps {
  form: StaffFormApi;
  positions: PositionOptions;
  /** The account edited; none for a new one. */
  account: StaffAccount | undefined;
}

/** A person's positions, picked from the tree (each with its place in it); waits while the tree loads. */
export function StaffPositionsField({ form, positions, account }: StaffPositionsFieldProps) {
  const options = useMemo(() => positionOptions(positions, account), [positions, account]);
  const nodes = useMemo(() => new Map((positions ?? []).map((node) => [node.id, node])), [positions]);
  return (
    <Controller
      control={form.control}
      name="positions"
      render={({ field }) => (
        <MultiSelect<number>
          label={f.positions}
          placeholder={field.value.length === 0 ? f.positionsPlaceholder : undefined}
          data={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          searchable
          clearable
          hidePickedOptions={false}
          disabled={positions === undefined}
          rightSection={positions === undefined ? <Loader size={14} /> : undefined}
          description={positions === null ? f.positionsError : undefined}
          nothingFoundMessage={options.length === 0 ? f.positionsEmpty : f.positionsNothingFound}
          maxDropdownHeight={260}
          error={visibleError(form.formState, 'positions')}
          comboboxProps={{ shadow: 'md' }}
          renderOption={({ option }) => {
            const node = nodes.get(option.value);
            if (!node) return option.label;
            return <PositionOption node={node} />;
          }}
        />
      )}
    />
  );
}
