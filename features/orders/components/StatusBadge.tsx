'use client';

import { Badge } from '@mantine/core';
import { useOrderStatusLabel } from '@/lib/dictionaries/orderStatus';
import { orderStatusColors } from '@/lib/theme';
import { isKnownStatus, type OrderStatus } from '../api';

/** New orders are the ones to act on: a filled badge; the others are light. */
const variants: Record<OrderStatus, 'filled' | 'light'> = {
  new: 'filled',
  in_progress: 'light',
  completed: 'light',
  cancelled: 'light',
};

/**
 * An order's status as a coloured badge; a status the desk does not know (a backend's own) is grey, with the
 * statuses dictionary's name.
 */
export function StatusBadge({ status, size = 'md' }: { status: string; size?: 'sm' | 'md' | 'lg' }) {
  const label = useOrderStatusLabel();
  const known = isKnownStatus(status);
  return (
    <Badge
      color={known ? orderStatusColors[status] : 'gray'}
      variant={known ? variants[status] : 'light'}
      size={size}
      radius="sm"
      autoContrast
    >
      {label(status)}
    </Badge>
  );
}
