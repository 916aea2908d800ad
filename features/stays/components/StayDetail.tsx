'use client';

import { Badge, Button, DataList, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useRef } from 'react';
import { useOrderStatusLabel } from '@/lib/dictionaries/orderStatus';
import { formatDate, formatDateTime } from '@/lib/format';
import { dayInZone, useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { useAuthenticatedSession } from '@/lib/session';
import { orderStatusColors } from '@/lib/theme';
import { LoadError } from '@/lib/ui/LoadError';
import type { Stay, StayOrder } from '../api';
import { countryName, languageName, stayNights } from '../model/format';
import { stayQueries } from '../queries';
import { SetRoomDialog } from './SetRoomDialog';
import classes from './StayDrawer.module.css';
import { StayStateBadge } from './StayStateBadge';

const { detail: t } = ru.stays;

/** Order statuses by colour: what needs someone (new) stands out, finished ones recede. */
function Value({ children }: { children: string }) {
  return children === '' ? (
    <Text span c="dimmed" fz="inherit">
      {t.notSpecified}
    </Text>
  ) : (
    <>{children}</>
  );
}

function StayOrders({ stayId }: { stayId: number }) {
  const orders = useQuery(stayQueries.orders(stayId));
  const statusName = useOrderStatusLabel();
  const { timeZone } = useHotelZone();
  const { activeHotel } = useAuthenticatedSession();

  if (orders.isPending) {
    return (
      <Stack gap="xs">
        <Skeleton height={44} />
        <Skeleton height={44} />
      </Stack>
    );
  }
  if (orders.isError) {
    return <LoadError title={t.ordersError} message={orders.error.message} onRetry={() => void orders.refetch()} />;
  }
  if (orders.data.length === 0) {
    return (
      <Text c="dimmed" fz="sm" className={classes.empty}>
        {t.noOrders}
      </Text>
    );
  }
  return (
    <ul className={classes.orders} aria-label={t.orders}>
      {orders.data.map((order: StayOrder) => (
        <li key={order.id} className={classes.orderItem}>
          {/* The row opens the order on the desk. */}
          <Link href={paths.order(order.id, activeHotel?.id)} className={classes.order}>
            <Badge
              color={orderStatusColors[order.status as keyof typeof orderStatusColors] ?? 'gray'}
              variant="light"
              radius="sm"
              className={classes.orderStatus}
            >
              {statusName(order.status)}
            </Badge>
            <span className={classes.orderService}>
              {order.service.name || ru.orders.list.service(order.service.id)}
            </span>
            {order.createdAt !== null && (
              <time className={classes.orderTime} dateTime={order.createdAt}>
                {formatDateTime(order.createdAt, timeZone)}
              </time>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The stay itself: room and dates, «Сменить номер», the guest, the stay's details and its service orders. Its code
 * comes apart from the list's (StayDrawer.tsx).
 */
export function StayDetail({
  stay,
  assign = false,
  onAssignDone,
}: {
  stay: Stay;
  assign?: boolean;
  onAssignDone?: () => void;
}) {
  const { timeZone } = useHotelZone();
  // A stay that is over is history (the server refuses to move it): no room change is offered. A backend that
  // sends no state still has the dates.
  const past = stay.state === 'past' || (stay.checkOut !== null && stay.checkOut <= dayInZone(new Date(), timeZone));
  const [dialogOpened, dialog] = useDisclosure(assign && !past);
  const changeRoom = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const { guest, room } = stay;

  return (
    <Stack gap="lg">
      <div className={classes.summary}>
        <div className={classes.summaryRoom}>
          <span className={classes.summaryLabel}>{t.room}</span>
          {room ? (
            <>
              <span className={classes.summaryNumber}>{room.number}</span>
              {room.floor !== null && <span className={classes.summaryMeta}>{ru.stays.floor(room.floor)}</span>}
            </>
          ) : (
            <Badge variant="outline" color="alert" radius="sm">
              {ru.stays.noRoom}
            </Badge>
          )}
        </div>
        <div className={classes.summaryDates}>
          {stay.state !== null && <StayStateBadge state={stay.state} />}
          <span className={classes.summaryPeriod}>
            {stay.checkIn && stay.checkOut
              ? `${formatDate(stay.checkIn)} – ${formatDate(stay.checkOut)}`
              : ru.stays.noValue}
          </span>
          <span className={classes.summaryMeta}>{stayNights(stay.checkIn, stay.checkOut)}</span>
        </div>
      </div>

      {past ? (
        <Text fz="sm" c="dimmed">
          {ru.stays.pastReadOnly}
        </Text>
      ) : (
        <Button ref={changeRoom} variant="light" onClick={dialog.open} className={classes.changeRoom}>
          {stay.room ? t.changeRoom : t.assignRoom}
        </Button>
      )}

      <section aria-labelledby={`${headingId}-guest`} className={classes.section}>
        <Title order={3} id={`${headingId}-guest`} className={classes.sectionTitle}>
          {t.guest}
        </Title>
        <DataList labelWidth="8.5rem" withDivider size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t.email}</DataList.ItemLabel>
            <DataList.ItemValue>
              {guest.email ? (
                <a href={`mailto:${guest.email}`} className={classes.link}>
                  {guest.email}
                </a>
              ) : (
                <Value>{''}</Value>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t.phone}</DataList.ItemLabel>
            <DataList.ItemValue>
              {guest.phone ? (
                <a href={`tel:${guest.phone.replace(/[^\d+]/g, '')}`} className={classes.link}>
                  {guest.phone}
                </a>
              ) : (
                <Value>{''}</Value>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t.nationality}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Value>
                {guest.nationality ? t.country(countryName(guest.nationality), guest.nationality.toUpperCase()) : ''}
              </Value>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t.language}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Value>{languageName(guest.language)}</Value>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </section>

      <section aria-labelledby={`${headingId}-stay`} className={classes.section}>
        <Title order={3} id={`${headingId}-stay`} className={classes.sectionTitle}>
          {t.stay}
        </Title>
        <DataList labelWidth="8.5rem" withDivider size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t.guests}</DataList.ItemLabel>
            <DataList.ItemValue>
              {stay.adults === null ? ru.stays.noValue : t.adultsChildren(stay.adults, stay.children ?? 0)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t.room}</DataList.ItemLabel>
            <DataList.ItemValue>
              {room
                ? t.roomValue(room.number, room.floor, ru.stays.roomKinds[room.kind] ?? room.kind)
                : ru.stays.noRoom}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </section>

      <section aria-labelledby={`${headingId}-orders`} className={classes.section}>
        <Group justify="space-between" align="baseline">
          <Title order={3} id={`${headingId}-orders`} className={classes.sectionTitle}>
            {t.orders}
          </Title>
          {stay.openOrdersCount !== null && stay.openOrdersCount > 0 && (
            <Text fz="xs" c="dimmed">
              {ru.stays.openOrders(stay.openOrdersCount)}
            </Text>
          )}
        </Group>
        <StayOrders stayId={stay.id} />
        {!past && (
          <Button
            component={Link}
            href={paths.newOrderFor(stay.id)}
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
            className={classes.createOrder}
          >
            {t.createOrder}
          </Button>
        )}
      </section>

      {!past && (
        <SetRoomDialog
          stay={stay}
          opened={dialogOpened}
          onClose={() => {
            dialog.close();
            if (assign) onAssignDone?.();
          }}
          opener={changeRoom}
        />
      )}
    </Stack>
  );
}
