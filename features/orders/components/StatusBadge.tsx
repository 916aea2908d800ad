'use client';

import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import * as ru from '@/lib/i18n/ru';
import { orderStatusColors } from '@/lib/theme';
import type { OrderStatus } from '../api';

/** New orders are the ones to act on: a filled badge; the others are light. */
const variants: Record<OrderStatus, 'filled' | 'light'> = {
  new: 'filled',
  in_progress: 'light',
  completed: 'light',
  cancelled: 'light',
};

/**
 * A status's name: the statuses dictionary's `displayName`, or ours until it has loaded or when it names the status
 * only by its code (the shared choice schema shows the value for a missing name; we know better names for ours).
 */
export function useStatusLabel(): (status: OrderStatus) => string {
  const { data } = useQuery(dictionaryQueries.serviceOrderStatuses());
  return useCallback(
    (status: OrderStatus) => {
      const named = data?.find((choice) => choice.value === status)?.displayName;
      return named && named !== status ? named : ru.orders.statuses[status];
    },
    [data],
  );
}

/** An order's status as a coloured badge. */
export function StatusBadge({ status, size = 'md' }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const label = useStatusLabel();
  const color = orderStatusColors[status];
  const variant = variants[status];
  return (
    <Badge color={color} variant={variant} size={size} radius="sm" autoContrast>
      {label(status)}
    </Badge>
  );
}
