'use client';

import 'dayjs/locale/ru';
import '@mantine/dates/styles.css';
import { Button, Collapse, Input, Kbd, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { hotelServicesQuery } from '@/lib/hotel-services/queries';
import * as ru from '@/lib/i18n/ru';
import { DatePickerStandIn } from '@/lib/ui/DatePickerStandIn';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { lazyPart } from '@/lib/ui/lazy-part';
import { SEARCH_MAX_LENGTH } from '@/lib/ui/search-fields';
import { useHandOver } from '@/lib/ui/useHandOver';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { useTouchScreen } from '@/lib/ui/useTouchScreen';
import { PERIOD_FORMAT, serviceName } from '../model/desk';
import classes from './OrderFilters.module.css';

const SEARCH_DEBOUNCE_MS = 300;

// The calendar (@mantine/dates) is not needed to show the period, only to change it: its code starts loading at
// once, beside the orders, and is not part of the desk's first load.
const PeriodFilter = lazyPart(() => import('./PeriodFilter').then((m) => m.PeriodFilter), true);

export interface FilterValues {
  from: string;
  to: string;
  service: string;
  search: string;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The period as the picker writes it (`valueFormat`, Mantine's ` – ` between the ends). */
function periodLabel(from: string, to: string): string {
  const format = (day: string) => dayjs(day).locale('ru').format(PERIOD_FORMAT);
  return from && to ? `${format(from)} – ${format(to)}` : '';
}

/**
 * The period picker's place while its code (@mantine/dates) arrives, so the desk's first paint does not wait for the
 * calendar (docs/decisions/190-first-load.md). A click on it opens the calendar once its code is in; the
 * focus stays on the field.
 */
export function PeriodFilterPlaceholder({
  from,
  to,
  onLeave,
  onPress,
}: {
  from: string;
  to: string;
  onLeave?: (focused: boolean) => void;
  onPress?: () => void;
}) {
  return (
    <DatePickerStandIn
      label={ru.orders.filters.period}
      description={ru.orders.filters.periodHint}
      className={classes.period}
      load={() => void PeriodFilter.load()}
      onLeave={onLeave}
      onPress={onPress}
    >
      {periodLabel(from, to) || <Input.Placeholder>{ru.orders.filters.periodPlaceholder}</Input.Placeholder>}
    </DatePickerStandIn>
  );
}

/** The search box: typed freely, sent after a pause; `/` anywhere on the desk jumps into it. */
function SearchFilter({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const touch = useTouchScreen();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // What this box last sent: the query string coming back with it is no news, and must not overwrite letters typed
  // since (a pause mid-word sends the word so far).
  const [sent, setSent] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const commit = useDebouncedCallback((search: string) => {
    setSent(search);
    onChange(search);
  }, SEARCH_DEBOUNCE_MS);

  // The query string changed from outside (back button, «Сбросить фильтры»): show what it says.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== sent) {
      setSent(value);
      if (value !== text.trim()) setText(value);
    }
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // Not from inside the detail or a dialog: the search is behind them.
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <TextInput
      ref={inputRef}
      type="search"
      label={ru.orders.filters.search}
      placeholder={ru.orders.filters.searchPlaceholder}
      leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
      rightSection={text === '' && !touch ? <Kbd size="xs">/</Kbd> : null}
      rightSectionPointerEvents="none"
      aria-keyshortcuts="/"
      title={ru.orders.filters.searchShortcut}
      value={text}
      maxLength={SEARCH_MAX_LENGTH}
      className={classes.search}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
        if (event.key === 'Escape' && text !== '') {
          setText('');
          onChange('');
        }
      }}
    />
  );
}

/**
 * Period, service and search of the desk; each change goes to the query string. On a phone the search stays and the
 * period and the service fold under one button (with how many of them are set), so the orders start higher.
 */
export function OrderFilters({
  values,
  active,
  onChange,
}: {
  values: FilterValues;
  /** How many of the period and the service are set (not their defaults). */
  active: number;
  onChange: (patch: Partial<FilterValues>) => void;
}) {
  const compact = useNarrowScreen();
  const [unfolded, fold] = useDisclosure(false);
  const foldedId = useId();
  // The options are read when the list opens, or at once for a service already chosen (its name is the value
  // shown): the desk's first load is its orders alone (docs/decisions/191-first-paint-and-the-desk.md).
  const [wanted, setWanted] = useState(false);
  const services = useQuery({ ...hotelServicesQuery(), enabled: wanted || values.service !== '' });
  const data = (services.data ?? []).map((service) => ({ value: String(service.id), label: serviceName(service) }));
  // A service id from a link that the list does not know (yet): keep it selectable rather than dropping the filter.
  if (values.service && !data.some((option) => option.value === values.service) && services.isPending) {
    data.push({ value: values.service, label: `#${values.service}` });
  }

  // What the placeholder was given before the calendar's code arrived (the focus, a click), taken over by the
  // picker's button once it is on the page.
  const { onLeave, onPress, takeOver } = useHandOver<HTMLButtonElement>();

  const periodAndService = (
    <>
      <Suspense
        fallback={<PeriodFilterPlaceholder from={values.from} to={values.to} onLeave={onLeave} onPress={onPress} />}
      >
        <PeriodFilter
          ref={takeOver}
          from={values.from}
          to={values.to}
          onChange={(from, to) => onChange({ from, to })}
        />
      </Suspense>
      <DeferredSelect
        label={ru.orders.filters.service}
        placeholder={ru.orders.filters.allServices}
        data={data}
        value={values.service || null}
        onChange={(service) => onChange({ service: service ?? '' })}
        onDropdownOpen={() => setWanted(true)}
        clearable
        searchable
        nothingFoundMessage={ru.orders.filters.noServices}
        className={classes.service}
        comboboxProps={{ shadow: 'md' }}
      />
    </>
  );
  const search = <SearchFilter value={values.search} onChange={(text) => onChange({ search: text })} />;

  if (compact) {
    return (
      <div className={classes.filters} role="search" aria-label={ru.orders.filters.label}>
        {search}
        <Button
          variant="default"
          justify="space-between"
          leftSection={<IconAdjustmentsHorizontal size={16} stroke={1.8} aria-hidden />}
          rightSection={
            <IconChevronDown size={16} stroke={1.8} aria-hidden className={unfolded ? classes.unfolded : undefined} />
          }
          aria-expanded={unfolded}
          aria-controls={foldedId}
          onClick={fold.toggle}
        >
          {ru.orders.filters.more(active)}
        </Button>
        <Collapse expanded={unfolded} id={foldedId}>
          <div className={classes.folded}>{periodAndService}</div>
        </Collapse>
      </div>
    );
  }
  return (
    <div className={classes.filters} role="search" aria-label={ru.orders.filters.label}>
      {periodAndService}
      {search}
    </div>
  );
}
