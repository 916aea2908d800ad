import { Skeleton, VisuallyHidden } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import classes from './FacilityGroups.module.css';

const GROUPS = [3, 4, 5];

/** The sections while the list loads, at the size of real ones (same header and row boxes), so nothing jumps. */
export function FacilitiesSkeleton() {
  return (
    <div className={classes.groups} aria-busy="true">
      <VisuallyHidden>{ru.common.loading}</VisuallyHidden>
      {GROUPS.map((rows, group) => (
        <div key={group} className={classes.group}>
          <div className={classes.groupHeader}>
            <Skeleton circle height={32} />
            <Skeleton height={16} width={140} />
            <div className={classes.groupCounts}>
              <Skeleton height={20} width={110} radius="xl" />
            </div>
          </div>
          <ul className={classes.rows}>
            {Array.from({ length: rows }, (_, row) => (
              <li key={row} className={classes.row}>
                <span className={classes.name}>
                  <Skeleton height={14} width={`${50 + ((row * 17) % 35)}%`} />
                </span>
                <div className={classes.switches}>
                  <Skeleton height={20} className={classes.switch} />
                  <Skeleton height={20} className={classes.switch} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
