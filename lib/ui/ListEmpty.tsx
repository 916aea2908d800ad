import { Button, EmptyState } from '@mantine/core';
import { IconInbox, IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ScreenPanel } from './Screen';

/** A list screen's empty-state texts, under these keys in its block of lib/i18n/ru.ts. */
interface ListEmptyTexts {
  emptyTitle: string;
  emptyText: string;
  emptyFilteredTitle: string;
  emptyFilteredSearch: (search: string) => string;
  emptyFilteredText: string;
  resetFilters: string;
  /** The button that adds the first item (absent where nothing can be added from the list). */
  emptyAction?: string;
}

export interface ListEmptyProps {
  texts: ListEmptyTexts;
  /** A search or filter is on: «nothing matches», with a reset, instead of «nothing yet». */
  filtered: boolean;
  /** The search, named in the message when there is one. */
  search: string;
  /** The screen's own icon for «nothing yet» (an inbox by default). */
  icon?: ReactNode;
  onReset: () => void;
  /** Adds the first item; without it (or without `texts.emptyAction`) no add button shows. */
  onAdd?: (trigger: HTMLElement) => void;
  /** The «nothing yet» text when it differs from `texts.emptyText` (e.g. for a read-only user). */
  text?: string;
}

/** A list screen with no rows to show: nothing yet (with an add button), or nothing matching (with a reset). */
export function ListEmpty({
  texts,
  filtered,
  search,
  icon = <IconInbox size={28} stroke={1.8} aria-hidden />,
  onReset,
  onAdd,
  text,
}: ListEmptyProps) {
  let description = text ?? texts.emptyText;
  if (filtered) description = search !== '' ? texts.emptyFilteredSearch(search) : texts.emptyFilteredText;
  const canAdd = !filtered && onAdd !== undefined && texts.emptyAction !== undefined;
  return (
    <ScreenPanel>
      <EmptyState
        icon={filtered ? <IconSearch size={28} stroke={1.8} aria-hidden /> : icon}
        variant="light"
        title={filtered ? texts.emptyFilteredTitle : texts.emptyTitle}
        description={description}
      >
        {(filtered || canAdd) && (
          <EmptyState.Actions>
            {filtered ? (
              <Button variant="light" onClick={onReset}>
                {texts.resetFilters}
              </Button>
            ) : (
              <Button
                leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
                onClick={(event) => onAdd?.(event.currentTarget)}
              >
                {texts.emptyAction}
              </Button>
            )}
          </EmptyState.Actions>
        )}
      </EmptyState>
    </ScreenPanel>
  );
}
