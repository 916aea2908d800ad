'use client';

import { Badge, Skeleton, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import type { Choice } from '@/lib/dictionaries/api';
import { choiceLabel, formatAvailability, formatPrice } from '@/lib/hotel-services/format';
import * as ru from '@/lib/i18n/ru';
import { type CardLayout, type DataColumn, DataTable, RowButton } from '@/lib/ui/DataTable';
import { TableSkeleton } from '@/lib/ui/TableSkeleton';
import type { Service } from '../api';
import classes from './ServicesTable.module.css';

const { columns: headers } = ru.services;
const SKELETON_ROWS = 6;

export interface ServicesTableProps {
  services: Service[];
  /** The service open in the drawer, marked in the list. */
  openId: number | null;
  /** A new search is loading: the rows shown are the previous ones. */
  stale: boolean;
  types: Labels;
  approveTypes: Labels;
  onOpen: (id: number) => void;
}

/**
 * A dictionary the table labels a column with: its choices; `'loading'` while it is on its way (a placeholder shows,
 * not the raw value that the label then replaces; no value is «—» at once); undefined when it could not be had (the
 * raw value shows).
 */
type Labels = readonly Choice[] | 'loading' | undefined;

function labelOf(labels: Labels, value: string | null): ReactElement {
  if (labels === 'loading' && value) return <Skeleton height={12} width="6em" radius="sm" display="inline-block" />;
  return <span>{choiceLabel(labels === 'loading' ? undefined : labels, value)}</span>;
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
 * The hotel's services: a table (name with its description, type, price in the service's currency, approval,
 * availability, active badge) on wide screens, cards on phones. A click, or Enter on the name, opens the service.
 */
export function ServicesTable({ services, openId, stale, types, approveTypes, onOpen }: ServicesTableProps) {
  const name = (service: Service) => (
    <RowButton className={classes.name} onClick={() => onOpen(service.id)}>
      {service.name}
    </RowButton>
  );
  const price = (service: Service) => (
    <span className={classes.price}>{formatPrice(service.price, service.currency)}</span>
  );
  const columns: DataColumn<Service>[] = [
    {
      key: 'name',
      header: headers.name,
      className: classes.nameCol,
      cell: (service) => (
        <>
          {name(service)}
          {service.description && (
            <Text fz="xs" c="dimmed" lineClamp={1} className={classes.description}>
              {service.description}
            </Text>
          )}
        </>
      ),
    },
    { key: 'type', header: headers.type, cell: (service) => labelOf(types, service.serviceType) },
    { key: 'price', header: headers.price, className: classes.priceCol, cell: price },
    { key: 'approval', header: headers.approval, cell: (service) => labelOf(approveTypes, service.approveType) },
    {
      key: 'availability',
      header: headers.availability,
      className: classes.availability,
      cell: (service) => formatAvailability(service.availability),
    },
    {
      key: 'status',
      header: headers.status,
      className: classes.statusCol,
      cell: (service) => <ActiveBadge active={service.isActive} />,
    },
  ];
  const card: CardLayout<Service> = {
    lines: [
      { items: [name, 'status'] },
      {
        items: [(service) => labelOf(types, service.serviceType), price],
        className: classes.cardMeta,
      },
      (service) => (
        <Text fz="xs" c="dimmed">
          {formatAvailability(service.availability)}
        </Text>
      ),
    ],
  };
  return (
    <DataTable
      label={ru.services.table}
      rows={services}
      rowKey={(service) => service.id}
      columns={columns}
      card={card}
      classes={classes}
      stale={stale}
      isOpen={(service) => service.id === openId}
      onRowClick={(service) => onOpen(service.id)}
      rowData={(service) => ({ 'data-inactive': !service.isActive || undefined })}
      verticalSpacing="sm"
    />
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
