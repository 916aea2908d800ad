'use client';

import { Badge, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { TableSkeleton } from '@/lib/ui/TableSkeleton';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import type { Choice, Service } from '../api';
import { choiceLabel, formatAvailability, formatPrice } from '../format';
import classes from './ServicesTable.module.css';

const { columns } = ru.services;
const SKELETON_ROWS = 6;

export interface ServicesTableProps {
  services: Service[];
  /** The service open in the drawer, marked in the list. */
  openId: number | null;
  /** A new search is loading: the rows shown are the previous ones. */
  stale: boolean;
  types: Choice[] | undefined;
  approveTypes: Choice[] | undefined;
  onOpen: (id: number) => void;
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant={active ? 'light' : 'outline'}
      color={active ? 'teal' : 'gray'}
      radius="sm"
      size="sm"
      className={classes.badge}
    >
      {active ? ru.services.active : ru.services.inactive}
    </Badge>
  );
}

/**
 * The name opens the service: a real button, so the list is usable from the keyboard (Tab, Enter); the whole
 * row is the larger target for the mouse.
 */
function NameButton({ service, onOpen }: { service: Service; onOpen: (id: number) => void }) {
  return (
    <UnstyledButton
      className={classes.name}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(service.id);
      }}
    >
      {service.name}
    </UnstyledButton>
  );
}

function Cards({ services, openId, stale, types, onOpen }: ServicesTableProps) {
  return (
    <ul
      className={classes.cards}
      aria-label={ru.services.table}
      data-stale={stale || undefined}
      aria-busy={stale || undefined}
    >
      {services.map((service) => (
        // The name is the real button (keyboard, screen readers); the card's click is only a larger mouse target.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <li
          key={service.id}
          className={classes.card}
          data-open={service.id === openId || undefined}
          onClick={() => onOpen(service.id)}
        >
          <div className={classes.cardTop}>
            <NameButton service={service} onOpen={onOpen} />
            <ActiveBadge active={service.isActive} />
          </div>
          <div className={classes.cardMeta}>
            <span>{choiceLabel(types, service.serviceType)}</span>
            <span className={classes.price}>{formatPrice(service.price, service.currency)}</span>
          </div>
          <Text fz="xs" c="dimmed">
            {formatAvailability(service.availability)}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * The hotel's services: a table (name with its description, type, price in the service's currency, approval,
 * availability, active badge) on wide screens, cards on phones. A click or Enter opens the service.
 */
export function ServicesTable(props: ServicesTableProps) {
  const narrow = useNarrowScreen();
  if (narrow) return <Cards {...props} />;
  const { services, openId, stale, types, approveTypes, onOpen } = props;
  return (
    <div className={classes.frame} data-stale={stale || undefined}>
      <Table
        className={classes.table}
        aria-label={ru.services.table}
        aria-busy={stale || undefined}
        highlightOnHover
        verticalSpacing="sm"
      >
        <Table.Thead className={classes.head}>
          <Table.Tr>
            <Table.Th className={classes.nameCol}>{columns.name}</Table.Th>
            <Table.Th>{columns.type}</Table.Th>
            <Table.Th className={classes.priceCol}>{columns.price}</Table.Th>
            <Table.Th>{columns.approval}</Table.Th>
            <Table.Th>{columns.availability}</Table.Th>
            <Table.Th className={classes.statusCol}>{columns.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <Table.Tr
              key={service.id}
              className={classes.row}
              data-open={service.id === openId || undefined}
              data-inactive={!service.isActive || undefined}
              onClick={() => onOpen(service.id)}
            >
              <Table.Td className={classes.nameCol}>
                <NameButton service={service} onOpen={onOpen} />
                {service.description && (
                  <Text fz="xs" c="dimmed" lineClamp={1} className={classes.description}>
                    {service.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{choiceLabel(types, service.serviceType)}</Table.Td>
              <Table.Td className={classes.priceCol}>
                <span className={classes.price}>{formatPrice(service.price, service.currency)}</span>
              </Table.Td>
              <Table.Td>{choiceLabel(approveTypes, service.approveType)}</Table.Td>
              <Table.Td className={classes.availability}>{formatAvailability(service.availability)}</Table.Td>
              <Table.Td className={classes.statusCol}>
                <ActiveBadge active={service.isActive} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The list while it loads, at the size of the loaded one (rows of the same height), so nothing jumps. */
export function ServicesTableSkeleton() {
  return (
    <TableSkeleton
      classes={classes}
      rows={SKELETON_ROWS}
      cardHeight={92}
      cells={
        <>
          <Skeleton height={14} width="60%" />
          <Skeleton height={10} width="35%" mt={6} />
        </>
      }
    />
  );
}
