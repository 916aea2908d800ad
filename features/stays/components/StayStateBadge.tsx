import { Badge, type BadgeProps } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import type { StayState } from '../api';

/** Current stays in the primary teal, arrivals in the spec's yellow accent, past ones grey. */
const colors: Record<StayState, { color: string; variant: BadgeProps['variant'] }> = {
  current: { color: 'blue', variant: 'filled' },
  upcoming: { color: 'yellow', variant: 'light' },
  past: { color: 'gray', variant: 'light' },
};

/** The state of a stay as a badge. */
export function StayStateBadge({ state, ...props }: { state: StayState } & Omit<BadgeProps, 'color' | 'variant'>) {
  const { color, variant } = colors[state];
  return (
    <Badge color={color} variant={variant} radius="sm" data-state={state} {...props}>
      {ru.stays.stateBadges[state]}
    </Badge>
  );
}
