'use client';

import 'dayjs/locale/ru';
import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { parseDay, toDay } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import type { ReportPeriod } from '../api';
import { MAX_PERIOD_DAYS, PERIOD_FORMAT, type SelectedPeriod } from '../model/period';
import classes from './PeriodPicker.module.css';

function shift(day: string, days: number): string {
  const date = parseDay(day);
  return toDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/**
 * The custom range's field and calendar (@mantine/dates, loaded beside the report: PeriodPicker): any range of
 * days up to today. Once the first day of a range is picked, only days that keep the range within the API's 366
 * days stay selectable.
 */
export function PeriodRange({
  period,
  today,
  onRange,
  ref,
}: {
  period: SelectedPeriod;
  today: string;
  onRange: (range: ReportPeriod) => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const [draft, setDraft] = useState<DatesRangeValue<string> | null>(null);
  const value: DatesRangeValue<string> = draft ?? [period.dateFrom, period.dateTo];
  const start = draft?.[0] && !draft[1] ? draft[0] : null;
  const minDate = start ? shift(start, -(MAX_PERIOD_DAYS - 1)) : undefined;
  const maxDate = start && shift(start, MAX_PERIOD_DAYS - 1) < today ? shift(start, MAX_PERIOD_DAYS - 1) : today;

  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
      <DatePickerInput
        ref={ref}
        type="range"
        aria-label={ru.reports.customPeriod}
        placeholder={ru.reports.customPeriodPlaceholder}
        leftSection={<IconCalendar size={16} stroke={1.8} aria-hidden />}
        valueFormat={PERIOD_FORMAT}
        value={value}
        minDate={minDate}
        maxDate={maxDate}
        allowSingleDateInRange
        className={classes.range}
        classNames={{ input: period.preset === null ? classes.customInput : undefined }}
        onChange={(next) => {
          const [from, to] = next;
          if (from && to) {
            setDraft(null);
            onRange({ dateFrom: from, dateTo: to });
          } else setDraft(next);
        }}
        onDropdownClose={() => setDraft(null)}
      />
    </DatesProvider>
  );
}
