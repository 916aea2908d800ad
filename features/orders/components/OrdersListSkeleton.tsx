'use client';

import { Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import * as ru from '@/lib/i18n/ru';
import classes from './OrdersList.module.css';

/** Row heights (px), fixed so that the virtualizer never re-measures and nothing shifts; see the CSS module. */
export const ROW_HEIGHT = { wide: 68, compact: 144 } as const;
export const COMPACT_QUERY = '(max-width: 47.99em)';

/** Placeholder rows of the same height as real ones, so the list does not jump when the orders arrive. */
export function OrdersListSkeleton({ rows = 6 }: { rows?: number }) {
  const compact = useMediaQuery(COMPACT_QUERY) ?? false;
  const height = compact ? ROW_HEIGHT.compact : ROW_HEIGHT.wide;
  return (
    <div aria-busy="true" aria-label={ru.common.loading} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={classes.skeletonRow} style={{ height }}>
          <Skeleton height={14} width={40} />
          <div style={{ flex: 1 }}>
            <Skeleton height={14} width="45%" />
            <Skeleton height={12} width="30%" mt={8} />
          </div>
          <Skeleton height={20} width={80} radius="sm" />
          <Skeleton height={26} width={150} visibleFrom="sm" />
        </div>
      ))}
    </div>
  );
}
