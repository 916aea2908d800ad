'use client';

import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { zoneLabel } from '@/lib/zone-label';
import { DeferredTooltip } from './DeferredTooltip';
import classes from './HotelTimeNote.module.css';

/**
 * «Время отеля: Барнаул, UTC+7», beside a screen's times, only when the browser's clock shows other times than
 * the hotel's: then every time on the screen is the hotel's, and this says so. Nothing otherwise.
 */
export function HotelTimeNote({ className }: { className?: string }) {
  const { timeZone, differs } = useHotelZone();
  if (!differs) return null;
  return (
    <DeferredTooltip label={ru.hotelTime.explain} withArrow multiline w={260}>
      <Text
        component="span"
        size="xs"
        c="dimmed"
        className={[classes.note, className].filter(Boolean).join(' ')}
        tabIndex={0}
        data-testid="hotel-time"
      >
        <IconClock size={14} stroke={1.75} aria-hidden />
        {ru.hotelTime.note(zoneLabel(timeZone))}
      </Text>
    </DeferredTooltip>
  );
}
