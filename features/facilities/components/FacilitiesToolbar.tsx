'use client';

import { type ComboboxItem, Group, Text } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { ListToolbar } from '@/lib/ui/ListToolbar';
import type { Category, CategoryFilter } from '../api';
import classes from './FacilitiesToolbar.module.css';

const ALL = 'all';
const NONE = 'none';

interface FacilitiesToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  category: CategoryFilter;
  onCategoryChange: (category: CategoryFilter) => void;
  /** The categories with the hotel's counts; undefined while they load. */
  categories: Category[] | undefined;
}

function toValue(category: CategoryFilter): string {
  return category === 'all' ? ALL : category === 'none' ? NONE : String(category);
}

function fromValue(value: string | null): CategoryFilter {
  if (value === null || value === ALL) return 'all';
  return value === NONE ? 'none' : Number(value);
}

/** Search over the loaded facilities (typing filters at once) and the category filter (a server-side part). */
export function FacilitiesToolbar({
  search,
  onSearchChange,
  category,
  onCategoryChange,
  categories,
}: FacilitiesToolbarProps) {
  const counts = new Map((categories ?? []).map((item) => [String(item.id), item]));
  const data: ComboboxItem[] = [
    { value: ALL, label: ru.facilities.allCategories },
    ...(categories ?? []).map((item) => ({ value: String(item.id), label: item.name })),
    { value: NONE, label: ru.facilities.noCategory },
  ];
  // A category of the URL while the categories load: keep it shown rather than blank.
  if (typeof category === 'number' && !counts.has(String(category)))
    data.splice(1, 0, { value: String(category), label: ru.common.loading });

  return (
    // Typing filters the loaded facilities at once: no search is ever on its way.
    <ListToolbar
      texts={ru.facilities}
      search={search}
      onSearchChange={onSearchChange}
      onSearchClear={() => onSearchChange('')}
      searching={false}
    >
      <DeferredSelect
        className={classes.category}
        aria-label={ru.facilities.categoryFilter}
        data={data}
        value={toValue(category)}
        onChange={(value) => onCategoryChange(fromValue(value))}
        allowDeselect={false}
        comboboxProps={{ shadow: 'md' }}
        maxDropdownHeight={360}
        renderOption={({ option }) => {
          const counted = counts.get(option.value);
          return (
            <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
              <span>{option.label}</span>
              {counted && counted.selectedCount !== null && counted.facilitiesCount !== null && (
                <Text span fz="xs" c="dimmed" className={classes.optionCount}>
                  {ru.facilities.optionCount(counted.selectedCount, counted.facilitiesCount)}
                </Text>
              )}
            </Group>
          );
        }}
      />
    </ListToolbar>
  );
}
