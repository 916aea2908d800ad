'use client';

import { Badge } from '@mantine/core';
import { useOrderStatusLabel } from '@/lib/dictionaries/orderStatus';
import { orderStatusColors } from '@/lib/theme';
import type { OrderStatus } from '../api';

/** New orders are the ones to act on: a filled badge; the others are light. */
const variants: Record<OrderStatus, 'filled' | 'light'> = {
  new: 'filled',
  in_progress: 'light',
  completed: 'light',
  cancelled: 'light',
};

/** An order's status as a coloured badge. */
export function StatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const label = useOrderStatusLabel();
  const color = orderStatusColors[status];
  const variant = variants[status];
  return (
    <Badge color={color} variant={variant} size={size} radius="sm" autoContrast>
      {label(status)}
    </Badge>
  );
}
