'use client';

import 'dayjs/locale/ru';
import '@mantine/dates/styles.css';
import { Button, Group } from '@mantine/core';
import dayjs from 'dayjs';
import { Suspense } from 'react';
import * as ru from '@/lib/i18n/ru';
import { DatePickerStandIn } from '@/lib/ui/DatePickerStandIn';
import { lazyPart } from '@/lib/ui/lazy-part';
import { useHandOver } from '@/lib/ui/useHandOver';
import type { ReportPeriod } from '../api';
import { PERIOD_FORMAT, PERIOD_PRESETS, type PeriodPreset, type SelectedPeriod } from '../model/period';
import classes from './PeriodPicker.module.css';

// The calendar (@mantine/dates with its Popover and floating-ui) is not needed to show the period, only to change
// it: its code starts loading at once, beside the report, and is not part of the screen's first load
// (docs/decisions/190-first-load.md; the desk's period does the same).
const PeriodRange = lazyPart(() => import('./PeriodRange').then((m) => m.PeriodRange), true);

/**
 * The range field's place while its code arrives: the same button in the same classes with the same period, so
 * nothing moves when the calendar's field replaces it. A click on it (a mouse, Enter or Space) opens the calendar
 * once its code is in; the focus stays on the field.
 */
export function PeriodRangePlaceholder({
  period,
  onLeave,
  onPress,
}: {
  period: SelectedPeriod;
  onLeave?: (focused: boolean) => void;
  onPress?: () => void;
}) {
  const format = (day: string) => dayjs(day).locale('ru').format(PERIOD_FORMAT);
  return (
    <DatePickerStandIn
      className={classes.range}
      aria-label={ru.reports.customPeriod}
      inputClassName={period.preset === null ? classes.customInput : undefined}
      load={() => void PeriodRange.load()}
      onLeave={onLeave}
      onPress={onPress}
    >
      {`${format(period.dateFrom)} – ${format(period.dateTo)}`}
    </DatePickerStandIn>
  );
}

/**
 * The period of the reports: four presets, and any range of days up to today (PeriodRange, with its calendar).
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
  // What the placeholder was given before the calendar's code arrived (the focus, a click), taken over by the
  // calendar's button once it is on the page; the click after the commit, so that Mantine's own handler opens it.
  const { onLeave, onPress, takeOver } = useHandOver<HTMLButtonElement>();
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
      <Suspense fallback={<PeriodRangePlaceholder period={period} onLeave={onLeave} onPress={onPress} />}>
        <PeriodRange ref={takeOver} period={period} today={today} onRange={onRange} />
      </Suspense>
    </div>
  );
}
