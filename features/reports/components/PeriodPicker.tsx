'use client';

import 'dayjs/locale/ru';
import '@mantine/dates/styles.css';
import { Button, Group } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { parseDay, toDay } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import type { ReportPeriod } from '../api';
import { MAX_PERIOD_DAYS, PERIOD_PRESETS, type PeriodPreset, type SelectedPeriod } from '../model/period';
import classes from './PeriodPicker.module.css';

function shift(day: string, days: number): string {
  const date = parseDay(day);
  return toDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/**
 * The period of the reports: four presets, and any range of days up to today. Once the first day of a range is
 * picked, only days that keep the range within the API's 366 days stay selectable.
 */
export function PeriodPicker({
  period,
  today,
  onPreset,
  onRange,
}: {
  period: SelectedPeriod;
  today: string;
  onPreset: (preset: PeriodPreset) => void;
  onRange: (range: ReportPeriod) => void;
}) {
  const [draft, setDraft] = useState<DatesRangeValue<string> | null>(null);
  const value: DatesRangeValue<string> = draft ?? [period.dateFrom, period.dateTo];
  const start = draft?.[0] && !draft[1] ? draft[0] : null;
  const minDate = start ? shift(start, -(MAX_PERIOD_DAYS - 1)) : undefined;
  const maxDate = start && shift(start, MAX_PERIOD_DAYS - 1) < today ? shift(start, MAX_PERIOD_DAYS - 1) : today;

  return (
    <div className={classes.root}>
      <Group gap="xs" role="group" aria-label={ru.reports.period} className={classes.presets}>
        {PERIOD_PRESETS.map((preset) => {
          const active = period.preset === preset;
          return (
            <Button
              key={preset}
              size="sm"
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              onClick={() => onPreset(preset)}
            >
              {ru.reports.presets[preset]}
            </Button>
          );
        })}
      </Group>
      <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
        <DatePickerInput
          type="range"
          aria-label={ru.reports.customPeriod}
          placeholder={ru.reports.customPeriodPlaceholder}
          leftSection={<IconCalendar size={16} stroke={1.8} aria-hidden />}
          valueFormat="D MMM YYYY"
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
    </div>
  );
}
