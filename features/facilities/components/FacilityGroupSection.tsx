import { Badge, Text } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import type { FacilityGroup } from '../model/groups';
import { CategoryIcon } from './CategoryIcon';
import classes from './FacilityGroups.module.css';
import { FacilityRow } from './FacilityRow';

/** A category's section: its name, «выбрано N из M» (and how many guests see), and its facilities. */
export function FacilityGroupSection({ group, search }: { group: FacilityGroup; search: string }) {
  const headingId = `facility-group-${group.key}`;
  return (
    <section className={classes.group} aria-labelledby={headingId}>
      <header className={classes.groupHeader}>
        <span className={classes.groupIcon}>
          <CategoryIcon icon={group.category === null ? 'none' : group.icon} />
        </span>
        <h2 id={headingId} className={classes.groupTitle}>
          {group.name}
        </h2>
        <div className={classes.groupCounts}>
          <Badge variant="light" color={group.selectedCount > 0 ? 'blue' : 'gray'} className={classes.countBadge}>
            {ru.facilities.groupCount(group.selectedCount, group.total)}
          </Badge>
          {group.linkedCount > 0 && (
            <Text span fz="xs" c="dimmed" className={classes.linkedCount}>
              {ru.facilities.groupLinked(group.linkedCount)}
            </Text>
          )}
        </div>
      </header>
      <ul className={classes.rows} aria-labelledby={headingId}>
        {group.matches.map((facility) => (
          <FacilityRow key={facility.id} facility={facility} search={search} />
        ))}
      </ul>
    </section>
  );
}
