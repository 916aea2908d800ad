'use client';

import { Alert, Stack } from '@mantine/core';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useOrderStatusLabel } from '@/lib/dictionaries/orderStatus';
import { parseDay } from '@/lib/format';
import { dayInZone, useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { LoadError } from '@/lib/ui/LoadError';
import { lazyPart } from '@/lib/ui/lazy-part';
import { useCsvDownload } from '@/lib/ui/useCsvDownload';
import { useSearchState } from '@/lib/ui/useSearchState';
import { DeskBoard, DeskEmptyTab } from './components/DeskBoard';
import { DeskHeader } from './components/DeskHeader';
import { type FilterValues, OrderFilters } from './components/OrderFilters';
import { OrderHotelNotice } from './components/OrderHotelNotice';
import { OrdersListSkeleton } from './components/OrdersListSkeleton';
import { useOrdersLive } from './components/OrdersLive';
import { useDeskActions } from './hooks/useDeskActions';
import { useDeskOrders } from './hooks/useDeskOrders';
import { useLateRule } from './hooks/useLateRule';
import { useNow } from './hooks/useNow';
import { useOrderSound } from './hooks/useOrderSound';
import { POLL_INTERVAL_MS } from './hooks/useOrdersConnection';
import { countByTab, ordersOfTab, parsePeriod, parseTab } from './model/desk';
import { deskCsv, deskCsvName } from './model/export';
import classes from './OrdersPage.module.css';

// The detail drawer and the create dialog are what a click opens, not what the desk shows first: their code
// arrives while the browser is idle (docs/decisions/190-first-load.md: the desk 314.0 KiB at once, 231.4 so).
const OrderDrawer = lazyPart(() => import('./components/OrderDrawer').then((m) => m.OrderDrawer), 'idle');
const CreateOrderDialog = lazyPart(
  () => import('./components/CreateOrderDialog').then((m) => m.CreateOrderDialog),
  'idle',
);

// The rows' feed (with its window virtualizer) starts loading at once, beside the orders, and is out of the desk's
// first load: the skeleton holds its place until both are in (docs/decisions/190-first-load.md: 243.9 KiB with
// the page, 231.4 so).
const OrdersList = lazyPart(() => import('./components/OrdersList').then((m) => m.OrdersList), true);

/** Query-string keys of the desk: the tab, the filters, the open order. */
/**
 * `order`: the open order, with `hotel`, its hotel, when a link carries it (paths.order); `new`: «Новый заказ» open
 * for a stay (`?new=<stay>`, from the stay's card).
 */
const SEARCH_KEYS = ['status', 'from', 'to', 'service', 'search', 'order', 'hotel', 'new'] as const;

/** Waiting times are minutes; a tick every 30 s keeps them honest without re-rendering the list every second. */
const CLOCK_TICK_MS = 30_000;

function OrdersDesk() {
  const [params, setParams] = useSearchState(SEARCH_KEYS);
  const tab = parseTab(params.status);
  const { timeZone } = useHotelZone();
  // The period's days are the hotel's: «today» is the hotel's today, whatever the browser's clock says.
  const period = parsePeriod(params.from, params.to, parseDay(dayInZone(new Date(), timeZone)));
  const linkedId = /^\d+$/.test(params.order) ? Number(params.order) : null;
  // An order of another hotel than the active one (a link carries its hotel): the desk offers to switch.
  const { activeHotel } = useAuthenticatedSession();
  const linkHotel = /^\d+$/.test(params.hotel) ? Number(params.hotel) : null;
  const elsewhere = linkedId !== null && linkHotel !== null && activeHotel !== null && linkHotel !== activeHotel.id;
  const openId = elsewhere ? null : linkedId;
  const activeHotelId = activeHotel?.id ?? null;

  const openOrder = useCallback(
    (id: number) =>
      setParams({ order: String(id), hotel: activeHotelId === null ? null : String(activeHotelId) }, { push: true }),
    [setParams, activeHotelId],
  );
  const closeOrder = useCallback(() => setParams({ order: null, hotel: null }), [setParams]);

  const [soundEnabled, setSoundEnabled] = useOrderSound();
  const liveState = useOrdersLive().state;
  const pollInterval = liveState === 'open' ? false : POLL_INTERVAL_MS;
  const list = useDeskOrders({ period, service: params.service, search: params.search, timeZone, pollInterval });
  const { data } = list;
  const now = useNow(CLOCK_TICK_MS);
  const { actions, dialog } = useDeskActions();
  const [creating, setCreating] = useState(false);
  const createFor = /^\d+$/.test(params.new) ? Number(params.new) : null;
  const closeCreate = () => {
    setCreating(false);
    if (createFor !== null) setParams({ new: null });
  };

  const all = data?.results;
  const truncated = data !== undefined && data.count > data.results.length;
  const counts = useMemo(() => countByTab(all ?? []), [all]);
  const visible = useMemo(() => ordersOfTab(all ?? [], tab), [all, tab]);
  const { lateness } = useLateRule(activeHotelId, counts.new + counts.in_progress > 0);

  const filterValues: FilterValues = {
    from: period.from,
    to: period.to,
    service: params.service,
    search: params.search,
  };
  // Read from the cache: the dictionary is asked for once the rows are in (decision 191).
  const statusLabel = useOrderStatusLabel(false);
  const { user: me } = useAuthenticatedSession();
  // The open tab's file: every order of it, every page read when the desk holds only the first.
  const download = useCsvDownload({
    read: async () => {
      if (!truncated) return { rows: visible, complete: true, total: visible.length };
      const whole = await list.readWhole(tab);
      return {
        rows: ordersOfTab(whole.results, tab),
        complete: whole.count <= whole.results.length,
        total: whole.count,
      };
    },
    file: (rows) => ({
      name: deskCsvName(tab, dayInZone(new Date(), timeZone)),
      content: deskCsv(rows, { statusLabel, timeZone, me }),
    }),
    said: { done: ru.orders.downloaded, cut: ru.orders.downloadedTruncated, failed: ru.orders.downloadFailed },
  });

  const filtered = !period.isDefault || params.service !== '' || params.search !== '';
  const resetFilters = () => setParams({ from: null, to: null, service: null, search: null });
  const retry = () => void list.refetch();

  let body;
  if (list.isPending) body = <OrdersListSkeleton />;
  else if (list.error && !data) {
    body = (
      <LoadError title={ru.orders.loadError} message={list.error.message} onRetry={retry} retrying={list.isFetching} />
    );
  } else if (visible.length === 0) body = <DeskEmptyTab tab={tab} filtered={filtered} onReset={resetFilters} />;
  else {
    body = (
      <Suspense fallback={<OrdersListSkeleton />}>
        <OrdersList
          orders={visible}
          selectedId={openId}
          now={now}
          lateness={lateness}
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
        onDownload={data === undefined ? undefined : download.download}
        downloading={download.pending}
        onCreate={() => setCreating(true)}
      />
      {elsewhere && linkedId !== null && linkHotel !== null && (
        <OrderHotelNotice orderId={linkedId} hotelId={linkHotel} onDismiss={closeOrder} />
      )}
      <OrderFilters
        values={filterValues}
        active={(period.isDefault ? 0 : 1) + (params.service === '' ? 0 : 1)}
        onChange={(patch) => setParams(patch)}
      />
      <DeskBoard
        tab={tab}
        onTabChange={(value) => setParams({ status: value === 'new' ? null : value })}
        counts={counts}
        loaded={data !== undefined}
        busy={list.isFetching && !list.isPending}
        refreshError={
          list.error && data ? { message: list.error.message, retrying: list.isFetching, onRetry: retry } : null
        }
      >
        {body}
      </DeskBoard>
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
      <LazyOverlay opened={creating || createFor !== null}>
        {(opened) => (
          <CreateOrderDialog opened={opened} stayId={createFor} onClose={closeCreate} onOpenOrder={openOrder} />
        )}
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
