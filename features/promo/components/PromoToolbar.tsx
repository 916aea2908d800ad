'use client';

import * as ru from '@/lib/i18n/ru';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { ListToolbar, ToolbarSegments } from '@/lib/ui/ListToolbar';
import type { ListSearchProps } from '@/lib/ui/useListScreen';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { LANDING_STATES, type LandingState } from '../api';
import classes from './PromoToolbar.module.css';

const t = ru.promo;
const ALL = 'all';

const STATE_OPTIONS = [
  { value: ALL, label: t.stateFilters.all },
  ...LANDING_STATES.map((state) => ({ value: state, label: t.stateFilters[state] })),
];

interface PromoToolbarProps extends ListSearchProps {
  state: LandingState | null;
  onStateChange: (state: LandingState | null) => void;
}

function toState(value: string | null): LandingState | null {
  return (LANDING_STATES as readonly (string | null)[]).includes(value) ? (value as LandingState) : null;
}

/**
 * Search by title and the state filter of the landings list. Five states do not fit a phone's width as segments,
 * so there the filter is a select with the same name.
 */
export function PromoToolbar({ state, onStateChange, ...search }: PromoToolbarProps) {
  const narrow = useNarrowScreen();
  return (
    <ListToolbar texts={t} {...search}>
      {narrow ? (
        <DeferredSelect
          className={classes.select}
          aria-label={t.stateFilter}
          data={STATE_OPTIONS}
          value={state ?? ALL}
          onChange={(value) => onStateChange(toState(value))}
          allowDeselect={false}
          comboboxProps={{ shadow: 'md' }}
        />
      ) : (
        <ToolbarSegments
          aria-label={t.stateFilter}
          data={STATE_OPTIONS}
          value={state ?? ALL}
          onChange={(value) => onStateChange(toState(value))}
        />
      )}
    </ListToolbar>
  );
}
