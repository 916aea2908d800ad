'use client';

import { Skeleton } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import classes from './GroupsScreen.module.css';

const SKELETON_ENTRIES = 3;

function ListSkeleton() {
  return (
    <div className={classes.list} aria-busy="true" aria-label={ru.common.loading}>
      <ul className={classes.entries}>
        {Array.from({ length: SKELETON_ENTRIES }, (_, index) => (
          <li key={index} className={classes.entry}>
            <div className={classes.select}>
              <Skeleton height={14} width="55%" />
              <Skeleton height={10} width="30%" mt={6} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The groups screen while its list loads: the list's entries and, on a wide screen, the editor's place. */
export function GroupsSkeleton() {
  const narrow = useNarrowScreen();
  return (
    <div className={classes.layout}>
      <div className={classes.listColumn}>
        <ListSkeleton />
      </div>
      {!narrow && (
        <div className={classes.editorColumn}>
          <Skeleton height={360} radius="md" />
        </div>
      )}
    </div>
  );
}
