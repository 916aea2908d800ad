'use client';

import { Button, type ComboboxData, Group, Loader, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { ContentObject } from '../api';
import { menuItemKey } from '../model/entities';
import { objectKind } from '../model/kinds';

const t = ru.guestApp.editor;

export interface CataloguePickerProps {
  label: string;
  placeholder: string;
  /** Shown when everything of the catalogue is in the list already. */
  allAddedText: string;
  /** The catalogue; undefined while it loads. */
  objects: readonly ContentObject[] | undefined;
  loadError: { status: number; message: string } | null;
  onRetry: () => void;
  /** The keys (`menuItemKey`) of what the list has, left out of the choice. */
  taken: ReadonlySet<string>;
  /** Groups the choice by kind (menus mix kinds; a category holds only services). */
  grouped: boolean;
  disabled: boolean;
  onPick: (object: ContentObject) => void;
}

/**
 * The «add» control of both editors: a searchable choice from the hotel's content objects, without those already
 * in the list. Picking adds at once and clears the field for the next one, so building a list is a few keystrokes
 * each (type, arrows, Enter).
 */
export function CataloguePicker({
  label,
  placeholder,
  allAddedText,
  objects,
  loadError,
  onRetry,
  taken,
  grouped,
  disabled,
  onPick,
}: CataloguePickerProps) {
  const [search, setSearch] = useState('');
  const available = useMemo(
    () => (objects ?? []).filter((object) => !taken.has(menuItemKey(object))),
    [objects, taken],
  );
  const data = useMemo<ComboboxData>(() => {
    const option = (object: ContentObject) => ({ value: menuItemKey(object), label: object.name });
    if (!grouped) return available.map(option);
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const object of available) {
      const kind = objectKind(object);
      groups.set(kind, [...(groups.get(kind) ?? []), option(object)]);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [available, grouped]);

  if (loadError?.status === 404) {
    // The backend has no catalogue (SPEC does not list it): nothing to pick from, and asking again cannot help.
    return (
      <Text fz="sm" c="dimmed" role="status">
        {t.catalogueMissing}
      </Text>
    );
  }
  if (loadError) {
    return (
      <Group gap="sm" align="center">
        <Text fz="sm" c="alert" role="alert">
          {t.catalogueError}: {loadError.message}
        </Text>
        <Button variant="light" size="xs" onClick={onRetry}>
          {ru.common.retry}
        </Button>
      </Group>
    );
  }

  const allAdded = objects !== undefined && available.length === 0;
  return (
    <Select
      label={label}
      placeholder={allAdded ? allAddedText : placeholder}
      data={data}
      value={null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t.nothingFound}
      onChange={(value) => {
        const object = available.find((candidate) => menuItemKey(candidate) === value);
        if (!object) return;
        setSearch('');
        onPick(object);
      }}
      disabled={disabled || objects === undefined || allAdded}
      leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
      rightSection={objects === undefined ? <Loader size={14} /> : undefined}
      comboboxProps={{ shadow: 'md' }}
      maxDropdownHeight={320}
    />
  );
}
