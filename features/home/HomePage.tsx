'use client';

import { Badge, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatMinutes } from '@/lib/format';
import { useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { useAuthenticatedSession } from '@/lib/session';
import { LoadError } from '@/lib/ui/LoadError';
import classes from './HomePage.module.css';

/*
 * The «Сегодня» home of the active hotel. Its data comes from the stays and orders features, composed in
 * app/(main)/home-screen.tsx (features do not import each other): this file only knows the narrow shapes below.
 */

/** A stay as the home shows it. */
interface HomeStay {
  id: number;
  name: string;
  /** The room's number; null: no room yet. */
  room: string | null;
  /** Adults and children together; null when the backend does not say. */
  people: number | null;
}

/** The stays of one figure: how many there are (the list's `count`) and the loaded rows. */
export interface HomeStays {
  count: number;
  stays: HomeStay[];
}

/** An open order as the home shows it. */
export interface HomeOrder {
  id: number;
  status: 'new' | 'in_progress';
  createdAt: string;
  service: string;
  /** The room's number; null: no room yet; undefined: the backend named the stay by key only and it is not known. */
  room: string | null | undefined;
  /** Past its time (features/orders/model/late.ts): by how many minutes, and how many times its time it has waited. */
  late: { overMinutes: number; ratio: number } | null;
}

/** One block's query, as TanStack Query's result has it (a `UseQueryResult` fits). */
interface HomeBlock<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
}

export interface HomePageProps {
  /** Today's arrivals, today's departures and the stays in house; null where the user has no guests area. */
  stays: {
    arrivals: HomeBlock<HomeStays>;
    departures: HomeBlock<HomeStays>;
    inHouse: HomeBlock<HomeStays>;
    /** The guests screen's links: a quick view, a stay on it, and a stay with its room dialog open. */
    links: {
      arrivals: string;
      departures: string;
      inHouse: string;
      noRoom: string;
      stay: (view: 'arrivals' | 'departures', stayId: number) => string;
      assign: (stayId: number) => string;
    };
  } | null;
  /** The open orders (new and in progress); null where the user has no orders area. */
  orders: HomeBlock<HomeOrder[]> | null;
  /** The statuses' names from the API's dictionary, by value; ours where it has not loaded. */
  statusNames?: Partial<Record<string, string>>;
}

/** Rows a list shows; the rest is «Ещё N», a link to the full view. Fixed, so loading and loaded are one height. */
const LIST_ROWS = 5;
const OPEN_STATUSES = ['new', 'in_progress'] as const;

function dayTitle(timeZone: string): string {
  return new Intl.DateTimeFormat('ru-RU', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
    new Date(),
  );
}

/** A block of the home: its title, its figure (a link to the filtered screen), what it says below. */
function Block({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={id}
      className={wide ? `${classes.block} ${classes.wide}` : classes.block}
    >
      <Title id={id} order={2} className={classes.blockTitle}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Figure({
  href,
  value,
  label,
  note,
  noteHref,
}: {
  href: string;
  value: number;
  label: string;
  note?: string;
  noteHref?: string;
}) {
  return (
    <div className={classes.figureRow}>
      <Link href={href} className={classes.figure} aria-label={label}>
        {value}
      </Link>
      {note !== undefined &&
        (noteHref ? (
          <Link href={noteHref} className={classes.figureNoteLink}>
            {note}
          </Link>
        ) : (
          <Text className={classes.figureNote}>{note}</Text>
        ))}
    </div>
  );
}

function FigureSkeleton() {
  return (
    <div className={classes.figureRow} aria-hidden="true">
      <Skeleton height={44} width={72} radius="sm" />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className={classes.list} aria-busy="true">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height={20} my={10} width={`${80 - index * 15}%`} />
      ))}
    </div>
  );
}

/** The loading, error and loaded states of one block, in the block's fixed frame. */
function BlockBody<T>({
  query,
  errorTitle,
  children,
}: {
  query: HomeBlock<T>;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className={classes.error}>
        <LoadError
          title={errorTitle}
          message={query.error?.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return null;
}

function StayList({
  stays,
  count,
  empty,
  moreHref,
  stayHref,
  onAssign,
}: {
  stays: HomeStay[];
  count: number;
  empty: string;
  moreHref: string;
  stayHref: (id: number) => string;
  onAssign?: (id: number) => string;
}) {
  if (stays.length === 0) {
    return (
      <div className={classes.list}>
        <Text c="dimmed" className={classes.empty}>
          {empty}
        </Text>
      </div>
    );
  }
  const shown = stays.slice(0, LIST_ROWS);
  return (
    <div className={classes.list}>
      <ul className={classes.rows}>
        {shown.map((stay) => (
          <li key={stay.id} className={classes.row}>
            <Link href={stayHref(stay.id)} className={classes.rowName}>
              {stay.name}
            </Link>
            {stay.room !== null ? (
              <span className={classes.rowRoom}>{stay.room}</span>
            ) : onAssign ? (
              <Button
                component={Link}
                href={onAssign(stay.id)}
                size="compact-sm"
                variant="light"
                color="alert"
                className={classes.assign}
                aria-label={ru.home.assignRoomFor(stay.name)}
              >
                {ru.home.assignRoom}
              </Button>
            ) : (
              <Badge variant="outline" color="alert" radius="sm">
                {ru.stays.noRoom}
              </Badge>
            )}
          </li>
        ))}
      </ul>
      {count > shown.length && (
        <Link href={moreHref} className={classes.more}>
          {ru.home.more(count - shown.length)}
        </Link>
      )}
    </div>
  );
}

function sortUnassignedFirst(stays: HomeStay[]): HomeStay[] {
  return [...stays].sort((a, b) => Number(a.room !== null) - Number(b.room !== null));
}

function StayBlocks({ stays }: { stays: NonNullable<HomePageProps['stays']> }) {
  const { arrivals, departures, inHouse, links } = stays;
  return (
    <>
      <Block id="home-arrivals" title={ru.home.arrivals}>
        {arrivals.data === undefined && !arrivals.isError && (
          <>
            <FigureSkeleton />
            <ListSkeleton />
          </>
        )}
        <BlockBody query={arrivals} errorTitle={ru.home.loadError.arrivals}>
          {(data) => {
            const waiting = data.stays.filter((stay) => stay.room === null).length;
            return (
              <>
                <Figure
                  href={links.arrivals}
                  value={data.count}
                  label={ru.home.showArrivals(data.count)}
                  note={data.count > 0 ? ru.home.withoutRoom(waiting) : undefined}
                  // «Без номера: 2» opens every stay still to be placed.
                  noteHref={waiting > 0 ? links.noRoom : undefined}
                />
                <StayList
                  stays={sortUnassignedFirst(data.stays)}
                  count={data.count}
                  empty={ru.home.noArrivals}
                  moreHref={links.arrivals}
                  stayHref={(id) => links.stay('arrivals', id)}
                  onAssign={links.assign}
                />
              </>
            );
          }}
        </BlockBody>
      </Block>

      <Block id="home-departures" title={ru.home.departures}>
        {departures.data === undefined && !departures.isError && (
          <>
            <FigureSkeleton />
            <ListSkeleton />
          </>
        )}
        <BlockBody query={departures} errorTitle={ru.home.loadError.departures}>
          {(data) => (
            <>
              <Figure href={links.departures} value={data.count} label={ru.home.showDepartures(data.count)} />
              <StayList
                stays={data.stays}
                count={data.count}
                empty={ru.home.noDepartures}
                moreHref={links.departures}
                stayHref={(id) => links.stay('departures', id)}
              />
            </>
          )}
        </BlockBody>
      </Block>

      <Block id="home-in-house" title={ru.home.inHouse}>
        {inHouse.data === undefined && !inHouse.isError && <FigureSkeleton />}
        <BlockBody query={inHouse} errorTitle={ru.home.loadError.inHouse}>
          {(data) => {
            // People, when every loaded stay says how many it houses and the page holds them all.
            const known = data.stays.every((stay) => stay.people !== null) && data.stays.length === data.count;
            const people = data.stays.reduce((sum, stay) => sum + (stay.people ?? 0), 0);
            return (
              <Figure
                href={links.inHouse}
                value={data.count}
                label={ru.home.showInHouse(data.count)}
                note={known && data.count > 0 ? ru.home.people(people) : undefined}
              />
            );
          }}
        </BlockBody>
      </Block>
    </>
  );
}

function OrdersBlock({
  orders,
  statusNames,
}: {
  orders: HomeBlock<HomeOrder[]>;
  statusNames: Partial<Record<string, string>>;
}) {
  const { activeHotel } = useAuthenticatedSession();
  return (
    <Block id="home-orders" title={ru.home.openOrders} wide>
      {orders.data === undefined && !orders.isError && (
        <div className={classes.statuses} aria-busy="true">
          {OPEN_STATUSES.map((status) => (
            <div key={status} className={classes.status}>
              <Skeleton height={44} width={72} radius="sm" />
              <Skeleton height={16} mt={10} width="60%" />
            </div>
          ))}
        </div>
      )}
      <BlockBody query={orders} errorTitle={ru.home.loadError.orders}>
        {(data) => (
          <div className={classes.statuses}>
            {OPEN_STATUSES.map((status) => {
              const ofStatus = data.filter((order) => order.status === status);
              const late = ofStatus.filter((order) => order.late !== null);
              // The most overdue for its time.
              const worst = late.reduce<HomeOrder | null>(
                (first, order) => (first === null || order.late!.ratio > first.late!.ratio ? order : first),
                null,
              );
              const name = statusNames[status] ?? ru.home.statusNames[status];
              return (
                <div key={status} className={classes.status}>
                  <Text className={classes.statusName}>{name}</Text>
                  <Link
                    href={paths.ordersStatus(status)}
                    className={classes.figure}
                    aria-label={ru.home.statusCount(name, ofStatus.length)}
                  >
                    {ofStatus.length}
                  </Link>
                  {worst?.late ? (
                    <Link href={paths.order(worst.id, activeHotel?.id)} className={classes.late}>
                      <span className={classes.lateCount}>{ru.home.late(late.length)}</span>
                      <span className={classes.lateOrder}>{ru.home.orderTitle(worst.id, worst.service)}</span>
                      <span>
                        {worst.room !== undefined &&
                          `${worst.room === null ? ru.home.noRoom : ru.home.room(worst.room)} · `}
                        <span className={classes.lateBy}>{ru.home.lateBy(formatMinutes(worst.late.overMinutes))}</span>
                      </span>
                    </Link>
                  ) : (
                    <Text c="dimmed" fz="sm" className={classes.late}>
                      {ofStatus.length > 0 ? ru.home.allInTime : ru.home.noOpenOrders}
                    </Text>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </BlockBody>
    </Block>
  );
}

/**
 * «Сегодня»: the greeting and the role, then the active hotel's day at a glance — today's arrivals (those still
 * without a room first, each with «Назначить номер»), today's departures, the stays in house and the open orders by
 * status with how many are late and the most overdue. Every figure links to the screen filtered to it. Each block loads, fails (with
 * «Повторить») and shows its empty state on its own, in a frame of fixed size, so nothing jumps as they arrive.
 */
export function HomePage({ stays, orders, statusNames = {} }: HomePageProps) {
  const { user, activeHotel, role, hotels } = useAuthenticatedSession();
  const { timeZone } = useHotelZone();
  const name = user.firstName || user.email || ru.home.noName;

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1}>{ru.home.greeting(name)}</Title>
        <Text mt={4} className={classes.context}>
          {[
            ru.home.today(dayTitle(timeZone)),
            activeHotel?.name,
            activeHotel?.city,
            role ? `${ru.home.role}: ${ru.roles[role]}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {hotels.length > 1 && (
          <Text size="sm" c="dimmed" mt={4}>
            {ru.home.otherHotels(hotels.length)}
          </Text>
        )}
      </div>

      <div className={classes.grid}>
        {stays && <StayBlocks stays={stays} />}
        {orders && <OrdersBlock orders={orders} statusNames={statusNames} />}
      </div>
    </Stack>
  );
}
