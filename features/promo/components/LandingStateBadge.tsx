'use client';

import { Badge, type MantineColor } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import type { LandingState } from '../api';
import classes from './LandingStateBadge.module.css';

/** One look per state: live is teal, waiting is blue, over is gray, switched off is a gray outline. */
const LOOK: Record<LandingState, { color: MantineColor; variant: 'light' | 'outline' }> = {
  active: { color: 'teal', variant: 'light' },
  scheduled: { color: 'blue', variant: 'light' },
  expired: { color: 'gray', variant: 'light' },
  inactive: { color: 'gray', variant: 'outline' },
};

export interface LandingStateBadgeProps {
  state: LandingState;
  /** «с 12 дек.» of a scheduled landing, «до 3 нояб.» of an expired one. */
  date?: string | null;
  size?: 'sm' | 'md';
}

/** A landing's state at a glance, with the date that explains a scheduled or an expired one. */
export function LandingStateBadge({ state, date, size = 'sm' }: LandingStateBadgeProps) {
  const look = LOOK[state];
  return (
    <span className={classes.root} data-state={state}>
      <Badge color={look.color} variant={look.variant} radius="sm" size={size} className={classes.badge}>
        {ru.promo.states[state]}
      </Badge>
      {date && <span className={classes.date}>{date}</span>}
    </span>
  );
}
