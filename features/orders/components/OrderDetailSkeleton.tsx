'use client';

import { Skeleton, Stack } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';

/** The order drawer while the order (or, at the first opening, the detail's code) loads. */
export function OrderDetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={ru.common.loading}>
      <Skeleton height={24} width="60%" />
      <Skeleton height={16} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={160} />
    </Stack>
  );
}
