'use client';

import { Chip } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { ListToolbar, ToolbarSegments } from '@/lib/ui/ListToolbar';
import type { ListSearchProps } from '@/lib/ui/useListScreen';
import { ORDERING_OPTIONS, type OrderingValue, STAY_VIEWS, type StayView } from '../model/filters';
import classes from './StaysToolbar.module.css';

interface StaysToolbarProps extends ListSearchProps {
  view: StayView;
  onViewChange: (view: StayView) => void;
  ordering: OrderingValue;
  onOrderingChange: (ordering: OrderingValue) => void;
  /** `/` focuses the search; off while a dialog above the page owns the keyboard. */
  shortcutEnabled: boolean;
}

/** Search, quick views (chips that wrap on a phone) and ordering of the guests list. */
export function StaysToolbar({ view, onViewChange, ordering, onOrderingChange, ...search }: StaysToolbarProps) {
  return (
    <ListToolbar texts={ru.stays} {...search}>
      <div role="radiogroup" aria-label={ru.stays.viewFilter} className={classes.views}>
        <Chip.Group multiple={false} value={view} onChange={onViewChange}>
          {STAY_VIEWS.map((value) => (
            <Chip key={value} value={value} size="sm" radius="sm" variant="outline">
              {ru.stays.views[value]}
            </Chip>
          ))}
        </Chip.Group>
      </div>
      <ToolbarSegments
        aria-label={ru.stays.ordering}
        data={ORDERING_OPTIONS.map((option) => ({ value: option.value, label: ru.stays.orderings[option.value] }))}
        value={ordering}
        onChange={(value) => onOrderingChange(value)}
      />
    </ListToolbar>
  );
}
