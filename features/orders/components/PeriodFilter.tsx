'use client';

import 'dayjs/locale/ru';
import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { parseDay, toDay } from '@/lib/format';
import { dayInZone, useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { defaultPeriod, PERIOD_FORMAT } from '../model/desk';
import classes from './OrderFilters.module.css';

/** The period picker: a range, committed once both ends are picked; presets for the usual periods. */
export function PeriodFilter({
  from,
  to,
  onChange,
  ref,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  /** The picker's button (it takes over the focus and a click its placeholder was given). */
  ref?: Ref<HTMLButtonElement>;
}) {
  const [draft, setDraft] = useState<DatesRangeValue<string> | null>(null);
  const value: DatesRangeValue<string> = draft ?? [from, to];
  const { timeZone } = useHotelZone();
  // The hotel's today: the presets and the last pickable day are the hotel's days.
  const today = parseDay(dayInZone(new Date(), timeZone));
  const presets = [
    { label: ru.orders.filters.presetToday, value: [toDay(today), toDay(today)] as [string, string] },
    {
      label: ru.orders.filters.presetWeek,
      value: ((p) => [p.from, p.to] as [string, string])(defaultPeriod(today, 7)),
    },
    {
      label: ru.orders.filters.presetMonth,
      value: ((p) => [p.from, p.to] as [string, string])(defaultPeriod(today, 30)),
    },
  ];
  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
      <DatePickerInput
        ref={ref}
        type="range"
        label={ru.orders.filters.period}
        description={ru.orders.filters.periodHint}
        placeholder={ru.orders.filters.periodPlaceholder}
        leftSection={<IconCalendar size={16} stroke={1.8} aria-hidden />}
        valueFormat={PERIOD_FORMAT}
        value={value}
        maxDate={toDay(today)}
        allowSingleDateInRange
        presets={presets}
        className={classes.period}
        onChange={(next) => {
          const [start, end] = next;
          if (start && end) {
            setDraft(null);
            onChange(start, end);
          } else setDraft(next);
        }}
        onDropdownClose={() => setDraft(null)}
      />
    </DatesProvider>
  );
}
