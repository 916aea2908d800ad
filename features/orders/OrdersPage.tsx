'use client';

import { Alert, Badge, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import { parseDay } from '@/lib/format';
import { dayInZone, useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { LoadError } from '@/lib/ui/LoadError';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { useSearchState } from '@/lib/ui/useSearchState';
import { isKnownStatus } from './api';
import { DeskHeader } from './components/DeskHeader';
import { type FilterValues, OrderFilters } from './components/OrderFilters';
import { OrdersListSkeleton } from './components/OrdersListSkeleton';
import { useOrdersLive } from './components/OrdersLive';
import { useDeskActions } from './hooks/useDeskActions';
import { useNow } from './hooks/useNow';
import { useOrderSound } from './hooks/useOrderSound';
import { POLL_INTERVAL_MS } from './hooks/useOrdersConnection';
import {
  countByTab,
  DESK_TABS,
  type DeskTab,
  deskLists,
  longestWaitingOrderId,
  mergeDeskLists,
  newestOrderId,
  ordersOfTab,
  parsePeriod,
  parseTab,
} from './model/desk';
import classes from './OrdersPage.module.css';
import { orderQueries } from './queries';

// The detail drawer and the create dialog are what a click opens, not what the desk shows first: their code
// arrives while the browser is idle (docs/decisions/135-desk-with-999-orders.md).
const OrderDrawer = lazyScreen(() => import('./components/OrderDrawer').then((m) => m.OrderDrawer), 'idle');
const CreateOrderDialog = lazyScreen(
  () => import('./components/CreateOrderDialog').then((m) => m.CreateOrderDialog),
  'idle',
);

// The rows' feed (with its window virtualizer) starts loading at once, beside the orders, and is out of the desk's
// first load: the skeleton holds its place until both are in (docs/decisions/145-deferred-select-and-desk-list.md).
const OrdersList = lazyScreen(() => import('./components/OrdersList').then((m) => m.OrdersList), true);

/** Query-string keys of the desk: the tab, the filters, the open order. */
const SEARCH_KEYS = ['status', 'from', 'to', 'service', 'search', 'order'] as const;

/** Waiting times are minutes; a tick every 30 s keeps them honest without re-rendering the list every second. */
const CLOCK_TICK_MS = 30_000;

function EmptyTab({ tab, filtered, onReset }: { tab: DeskTab; filtered: boolean; onReset: () => void }) {
  return (
    <div className={classes.empty}>
      <div className={classes.emptyIcon}>
        <IconInbox size={28} stroke={1.8} aria-hidden />
      </div>
      <Text fw={500} size="lg">
        {ru.orders.empty[tab]}
      </Text>
      <Text c="dimmed" size="sm" maw={420} ta="center">
        {filtered ? ru.orders.emptyFiltered : tab === 'new' || tab === 'all' ? ru.orders.emptyLive : ''}
      </Text>
      {filtered && (
        <Button variant="light" size="xs" onClick={onReset}>
          {ru.orders.resetFilters}
        </Button>
      )}
    </div>
  );
}

function OrdersDesk() {
  const [params, setParams] = useSearchState(SEARCH_KEYS);
  const tab = parseTab(params.status);
  const { timeZone } = useHotelZone();
  // The period's days are the hotel's: «today» is the hotel's today, whatever the browser's clock says.
  const period = parsePeriod(params.from, params.to, parseDay(dayInZone(new Date(), timeZone)));
  // The statuses a backend has beyond the desk's four, from its dictionary: the closed list asks for them too. Most
  // backends have none, and the list's key then never changes. Read, not fetched, here: the dictionary is asked
  // for once the rows are in (the rows' labels, the dictionaries' loader; decision 135).
  const statuses = useQuery({ ...dictionaryQueries.serviceOrderStatuses(), enabled: false });
  const otherStatuses = useMemo(
    () => (statuses.data ?? []).map((choice) => choice.value).filter((value) => !isKnownStatus(value)),
    [statuses.data],
  );
  const lists = useMemo(
    // The default period is open-ended: a desk left open overnight still receives today's orders. The period
    // limits completed and cancelled orders only; new and in-progress ones are on the desk however old.
    () =>
      deskLists(
        { from: period.from, to: period.isDefault ? '' : period.to, service: params.service, search: params.search },
        timeZone,
        otherStatuses,
      ),
    [period.from, period.to, period.isDefault, params.service, params.search, timeZone, otherStatuses],
  );
  const openId = /^\d+$/.test(params.order) ? Number(params.order) : null;

  const openOrder = useCallback((id: number) => setParams({ order: String(id) }, { push: true }), [setParams]);
  const closeOrder = useCallback(() => setParams({ order: null }), [setParams]);

  const [soundEnabled, setSoundEnabled] = useOrderSound();
  const liveState = useOrdersLive().state;
  const pollInterval = liveState === 'open' ? false : POLL_INTERVAL_MS;

  const openList = useQuery({
    ...orderQueries.list(lists.open),
    refetchInterval: pollInterval,
    placeholderData: keepPreviousData,
  });
  const closedList = useQuery({
    ...orderQueries.list(lists.closed),
    refetchInterval: pollInterval,
    placeholderData: keepPreviousData,
  });
  // An answer reaches the screen as a synchronous render (React Query's store): the merge and the rows of up to
  // 2 × 999 orders are rendered in a deferred pass instead, which React interrupts to let the browser in, so no
  // answer costs one long task (docs/decisions/160-desk-without-long-tasks.md). Meanwhile the skeleton, or the
  // rows of the previous answer, stay on the screen.
  const openData = useDeferredValue(openList.data);
  const closedData = useDeferredValue(closedList.data);
  const data = useMemo(() => mergeDeskLists(openData, closedData), [openData, closedData]);
  const list = {
    data,
    isPending: data === undefined && !openList.isError && !closedList.isError,
    isFetching: openList.isFetching || closedList.isFetching,
    error: openList.error ?? closedList.error,
    refetch: () =>
      Promise.all([openList.isError ? openList.refetch() : null, closedList.isError ? closedList.refetch() : null]),
  };
  const now = useNow(CLOCK_TICK_MS);
  const { actions, dialog } = useDeskActions();
  const [creating, setCreating] = useState(false);

  const all = list.data?.results;
  const truncated = list.data !== undefined && list.data.count > list.data.results.length;
  const counts = useMemo(() => countByTab(all ?? []), [all]);
  const visible = useMemo(() => ordersOfTab(all ?? [], tab), [all, tab]);
  const newestId = useMemo(() => newestOrderId(all ?? []), [all]);
  const longestId = useMemo(() => longestWaitingOrderId(all ?? []), [all]);

  const filterValues: FilterValues = {
    from: period.from,
    to: period.to,
    service: params.service,
    search: params.search,
  };
  const filtered = !period.isDefault || params.service !== '' || params.search !== '';
  const resetFilters = () => setParams({ from: null, to: null, service: null, search: null });

  let body;
  if (list.isPending) body = <OrdersListSkeleton />;
  else if (list.error && !list.data) {
    body = (
      <LoadError
        title={ru.orders.loadError}
        message={list.error.message}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (visible.length === 0) body = <EmptyTab tab={tab} filtered={filtered} onReset={resetFilters} />;
  else {
    body = (
      <Suspense fallback={<OrdersListSkeleton />}>
        <OrdersList
          orders={visible}
          newestId={newestId}
          longestWaitingId={longestId}
          selectedId={openId}
          now={now}
          actions={actions}
          onOpen={openOrder}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="md" className={classes.desk}>
      <DeskHeader
        liveState={liveState}
        soundEnabled={soundEnabled}
        onSoundChange={setSoundEnabled}
        onCreate={() => setCreating(true)}
      />
      <OrderFilters values={filterValues} onChange={(patch) => setParams(patch)} />
      <Paper withBorder radius="md" className={classes.board}>
        <Tabs
          value={tab}
          onChange={(value) => setParams({ status: value === 'new' ? null : value })}
          classNames={{ list: classes.tabs, tab: classes.tab }}
          keepMounted={false}
        >
          <Tabs.List aria-label={ru.orders.tabsLabel}>
            {/* «Другие» only while some order has a status the desk does not know (or a link opened it). */}
            {DESK_TABS.filter((value) => value !== 'other' || counts.other > 0 || tab === 'other').map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                rightSection={
                  <Badge
                    size="sm"
                    radius="sm"
                    variant={value === tab ? 'filled' : 'light'}
                    color={value === 'new' && counts.new > 0 ? 'yellow' : 'gray'}
                    autoContrast
                    className={classes.count}
                  >
                    {list.data ? counts[value] : '–'}
                  </Badge>
                }
              >
                {ru.orders.tabs[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={tab} aria-busy={list.isFetching && !list.isPending}>
            {list.error && list.data && (
              // A refetch (polling, a reconnect) failed: the orders shown are the last ones loaded.
              <Alert color="alert" variant="light" radius={0} py="xs" role="alert">
                <Group justify="space-between" gap="sm">
                  <Text size="sm">{ru.orders.refreshError(list.error.message)}</Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="alert"
                    onClick={() => void list.refetch()}
                    loading={list.isFetching}
                  >
                    {ru.common.retry}
                  </Button>
                </Group>
              </Alert>
            )}
            {body}
          </Tabs.Panel>
        </Tabs>
      </Paper>
      {/* Under the board, not above it: it appears once the list has loaded, and above it would push the rows down. */}
      {truncated && data && (
        <Alert color="yellow" variant="light" role="status">
          {ru.orders.truncated(data.results.length, data.count)}
        </Alert>
      )}
      <LazyOverlay opened={openId !== null}>
        {(opened) => (
          <OrderDrawer
            orderId={opened ? openId : null}
            onClose={closeOrder}
            actions={actions}
            pollInterval={pollInterval}
          />
        )}
      </LazyOverlay>
      <LazyOverlay opened={creating}>
        {(opened) => <CreateOrderDialog opened={opened} onClose={() => setCreating(false)} onOpenOrder={openOrder} />}
      </LazyOverlay>
      {dialog}
    </Stack>
  );
}

/**
 * The service-order desk, the screen staff keep open all shift: orders by status with live counts, filters in
 * the query string, actions from the row or the keyboard, the order's detail in a drawer, and live updates with a
 * sound for new orders. `useSearchState` reads the query string, which a static export only has in the browser,
 * hence the Suspense boundary.
 */
export function OrdersPage() {
  return (
    <Suspense fallback={<OrdersListSkeleton />}>
      <OrdersDesk />
    </Suspense>
  );
}
