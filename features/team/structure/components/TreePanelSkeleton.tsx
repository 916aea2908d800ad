import { Skeleton } from '@mantine/core';
import type { CSSProperties } from 'react';
import * as ru from '@/lib/i18n/ru';
import classes from './TreePanel.module.css';

const SKELETON_ROWS = [
  [0, 55],
  [1, 40],
  [2, 50],
  [2, 35],
  [1, 60],
  [2, 45],
  [1, 38],
  [1, 52],
] as const;

/** The panel while the tree loads: the same frame and row height, so nothing moves when it arrives. */
export function TreePanelSkeleton() {
  return (
    <div className={classes.panel} aria-busy="true" aria-label={ru.common.loading}>
      <div className={classes.toolbar}>
        <Skeleton height={14} width={90} radius="sm" />
      </div>
      <div className={classes.tree}>
        {SKELETON_ROWS.map(([level, width], index) => (
          <div key={index} className={classes.row} style={{ '--tree-level': level } as CSSProperties}>
            <span className={classes.toggle} />
            <Skeleton height={14} width={`${width}%`} radius="sm" />
          </div>
        ))}
      </div>
    </div>
  );
}
