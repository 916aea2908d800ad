import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import * as ru from '@/lib/i18n/ru';
import { classNames } from './DataTable';
import shared from './DataTable.module.css';
import { useNarrowScreen } from './useNarrowScreen';

export interface TableSkeletonProps {
  /**
   * The CSS module of the table the skeleton stands in for, with its `frame`, `skeletonHead`, `skeletonRow` and
   * `cards` (added to lib/ui/DataTable.module.css's), so the skeleton takes the table's own sizes and overflow.
   */
  classes: Readonly<Record<string, string>>;
  rows: number;
  /** The loaded phone card's height. */
  cardHeight: number;
  /** One row's placeholder cells, in the table's columns. */
  cells: ReactNode;
}

/**
 * A data table while it loads, at the loaded one's size (the same frame, head and row heights; on phones cards of
 * the same height), so nothing jumps when the rows arrive. The table gives its classes and its row's cells.
 */
export function TableSkeleton({ classes, rows, cardHeight, cells }: TableSkeletonProps) {
  const narrow = useNarrowScreen();
  const keys = Array.from({ length: rows }, (_, index) => index);
  if (narrow) {
    return (
      <div className={classNames(shared.cards, classes.cards)} aria-busy="true" aria-label={ru.common.loading}>
        {keys.map((index) => (
          <Skeleton key={index} height={cardHeight} radius="md" />
        ))}
      </div>
    );
  }
  return (
    <div className={classNames(shared.frame, classes.frame)} aria-busy="true" aria-label={ru.common.loading}>
      <div className={classNames(shared.skeletonHead, classes.skeletonHead)} />
      {keys.map((index) => (
        <div key={index} className={classes.skeletonRow}>
          {cells}
        </div>
      ))}
    </div>
  );
}
