'use client';

import '@mantine/spotlight/styles.css';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  createSpotlight,
  SpotlightAction,
  SpotlightActionsGroup,
  SpotlightActionsList,
  SpotlightEmpty,
  SpotlightFooter,
  SpotlightRoot,
  SpotlightSearch,
} from '@mantine/spotlight';
import { IconClipboardList, IconLayoutDashboard, IconSearch, IconToolsKitchen2, IconUser } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { isKnownStatus, type Order, type OrderList } from '@/features/orders/api';
import { orderQueries } from '@/features/orders/queries';
import type { Stay, StaysPage } from '@/features/stays/api';
import { stayQueries } from '@/features/stays/queries';
import { formatDate } from '@/lib/format';
import { hotelServicesQuery } from '@/lib/hotel-services/queries';
import { dayInZone, useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { useAuthenticatedSession } from '@/lib/session';
import type { NavItem } from '@/lib/ui/nav';
import { useTouchScreen } from '@/lib/ui/useTouchScreen';
import classes from './quick-search.module.css';
import {
  cachedOrder,
  cachedStayMatches,
  GUEST_LIMIT,
  guestTermOf,
  matchScreens,
  matchServices,
  orderIdOf,
  rankStays,
} from './quick-search-results';

/** The server is asked once typing pauses; the cache and the screens answer at every keystroke. */
const SEARCH_DEBOUNCE_MS = 250;

const [store, spotlight] = createSpotlight();

/**
 * Selects the first result, as Spotlight does after each keystroke, for results that arrive later (the server's):
 * Enter then opens the best match without an arrow press.
 */
function selectFirstResult({ keepSelection = false } = {}) {
  const list = document.getElementById(store.getState().listId);
  const first = list?.querySelector('[data-action]');
  if (!list || !first) return;
  const selected = list.querySelector('[data-selected]');
  if (keepSelection && selected) return;
  selected?.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: 0 }));
}

function guestName(stay: Stay): string {
  return [stay.guest.firstName, stay.guest.lastName].filter(Boolean).join(' ');
}

function stayDescription(stay: Stay): string {
  const room = stay.room ? ru.quickSearch.room(stay.room.number) : ru.quickSearch.noRoom;
  const dates = stay.checkIn && stay.checkOut ? `${formatDate(stay.checkIn)} – ${formatDate(stay.checkOut)}` : null;
  return [room, dates].filter(Boolean).join(' · ');
}

function orderDescription(order: Order): string {
  const guest = order.stay.guest
    ? [order.stay.guest.firstName, order.stay.guest.lastName].filter(Boolean).join(' ')
    : '';
  // A room the answer named by key only is left unsaid rather than called «not assigned».
  const { room: stayRoom } = order.stay;
  const room = stayRoom === null ? ru.quickSearch.noRoom : stayRoom?.number ? ru.quickSearch.room(stayRoom.number) : '';
  const status = isKnownStatus(order.status) ? ru.orders.statuses[order.status] : order.status;
  return [guest, room, status].filter(Boolean).join(' · ');
}

/**
 * The desk with the order open, on its status's tab (the desk's default tab, «Новые», needs no parameter; a status
 * the desk does not know is under «Другие»), with its hotel (paths.order).
 */
function orderHref(order: Pick<Order, 'id' | 'status'>, hotelId: number | null): string {
  const search = new URLSearchParams();
  const tab = isKnownStatus(order.status) ? order.status : 'other';
  if (tab !== 'new') search.set('status', tab);
  search.set('order', String(order.id));
  if (hotelId !== null) search.set('hotel', String(hotelId));
  return `${paths.orders()}?${search.toString()}`;
}

/**
 * The quick search itself (Ctrl+K): guests by name or room, an order by `#номер`, screens by name. Loaded on
 * demand (quick-search.tsx), opened by `openRequest` changing. Screens and cached guests answer at once; the
 * server's stays search and an uncached order follow after a pause in typing. Arrows move, Enter opens, Escape
 * closes (Mantine Spotlight).
 */
export function QuickSearchPanel({ openRequest, nav }: { openRequest: number; nav: readonly NavItem[] }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);

  // Each opening starts empty (Spotlight clears the query only once its closing transition has ended).
  const [seenRequest, setSeenRequest] = useState(openRequest);
  if (openRequest !== seenRequest) {
    setSeenRequest(openRequest);
    setQuery('');
  }
  useEffect(() => {
    if (openRequest > 0) spotlight.open();
  }, [openRequest]);

  const screens = useMemo(() => matchScreens(nav, query), [nav, query]);

  // Guests: the cached lists at once, the server's answer once typing pauses.
  const typedTerm = guestTermOf(query);
  const serverTerm = guestTermOf(debounced);
  // Every stay, past and coming ones too: a guest asked for by name may have left yesterday or arrive tomorrow; those
  // in the hotel now come first (rankStays).
  const today = dayInZone(new Date(), useHotelZone().timeZone);
  const hotelId = useAuthenticatedSession().activeHotel?.id ?? null;
  const touch = useTouchScreen();
  const cachedGuests = useMemo(
    () =>
      typedTerm === ''
        ? []
        : rankStays(
            cachedStayMatches(
              queryClient.getQueriesData<StaysPage>({ queryKey: stayQueries.lists() }).map(([, page]) => page),
              typedTerm,
              Number.POSITIVE_INFINITY,
            ),
            today,
          ).slice(0, GUEST_LIMIT),
    [queryClient, typedTerm, today],
  );
  const guestSearch = useQuery({
    ...stayQueries.list({ search: serverTerm, view: 'all', ordering: 'room' }, today),
    enabled: serverTerm !== '',
  });
  const serverAnswered = serverTerm === typedTerm && guestSearch.data !== undefined && !guestSearch.isPlaceholderData;
  const guests: Stay[] =
    typedTerm === ''
      ? []
      : serverAnswered
        ? rankStays(guestSearch.data.results, today).slice(0, GUEST_LIMIT)
        : cachedGuests;

  // Services by name, from the hotel's services list (one cached query the desk and promo read too).
  const hotelServices = useQuery({ ...hotelServicesQuery(), enabled: query.trim().length >= 2 });
  const services = useMemo(() => matchServices(hotelServices.data ?? [], query), [hotelServices.data, query]);
  const guestsLoading = typedTerm !== '' && !serverAnswered && !guestSearch.isError;

  // An order by `#id`: a cached list's copy at once, else its detail from the server.
  const orderId = orderIdOf(query);
  const fromCache = useMemo(
    () =>
      orderId === null
        ? undefined
        : cachedOrder(
            queryClient.getQueriesData<OrderList>({ queryKey: orderQueries.lists() }).map(([, list]) => list),
            orderId,
          ),
    [queryClient, orderId],
  );
  const debouncedOrderId = orderIdOf(debounced);
  const orderDetail = useQuery({
    ...orderQueries.detail(debouncedOrderId ?? 0),
    enabled: debouncedOrderId !== null && debouncedOrderId === orderId && fromCache === undefined,
    retry: false,
  });
  const order: Order | undefined =
    fromCache ?? (orderDetail.data && orderDetail.data.id === orderId ? orderDetail.data : undefined);
  const orderLoading = orderId !== null && order === undefined && !orderDetail.isError;
  const orderMissing = orderId !== null && order === undefined && orderDetail.isError;

  // The results as a key: when they change, the first is selected again.
  const resultsKey = [
    order?.id ?? '',
    ...guests.map((stay) => stay.id),
    '|',
    ...services.map((service) => service.id),
    '|',
    ...screens.map((item) => item.key),
  ].join(',');
  useEffect(() => {
    if (resultsKey !== ',|,|') selectFirstResult();
  }, [resultsKey]);

  const open = (href: string) => router.push(href);
  const loading = guestsLoading || orderLoading;
  const empty = guests.length === 0 && services.length === 0 && screens.length === 0 && order === undefined;

  let emptyText: string;
  if (query.trim() === '') emptyText = ru.quickSearch.start;
  else if (orderMissing) emptyText = ru.quickSearch.orderNotFound(orderId);
  else if (loading) emptyText = ru.quickSearch.loading;
  else if (guestSearch.isError && typedTerm !== '') emptyText = ru.quickSearch.searchFailed;
  else emptyText = ru.quickSearch.nothing;

  return (
    <SpotlightRoot
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={440}
      classNames={{ action: classes.action, actionsGroup: classes.group, footer: classes.footer }}
    >
      <SpotlightSearch
        onKeyDown={(event) => {
          // Enter with nothing selected (results that arrived after the last keystroke) opens the first result.
          if (event.key === 'Enter') selectFirstResult({ keepSelection: true });
        }}
        placeholder={ru.quickSearch.placeholder}
        aria-label={ru.quickSearch.inputLabel}
        leftSection={<IconSearch size={18} stroke={1.8} aria-hidden />}
        rightSection={loading ? <Loader size={16} aria-label={ru.quickSearch.loading} /> : null}
      />
      <SpotlightActionsList aria-label={ru.quickSearch.results}>
        {order && (
          <SpotlightActionsGroup label={ru.quickSearch.orders}>
            <SpotlightAction
              label={`${ru.quickSearch.order(order.id)} · ${order.service.name || ru.orders.list.service(order.service.id)}`}
              description={orderDescription(order)}
              leftSection={<IconClipboardList size={20} stroke={1.5} />}
              onClick={() => open(orderHref(order, hotelId))}
            />
          </SpotlightActionsGroup>
        )}
        {guests.length > 0 && (
          <SpotlightActionsGroup label={ru.quickSearch.guests}>
            {guests.map((stay) => (
              <SpotlightAction
                key={stay.id}
                label={guestName(stay) || ru.orders.list.guest}
                description={stayDescription(stay)}
                leftSection={<IconUser size={20} stroke={1.5} />}
                onClick={() => open(`${paths.guests()}?view=all&stay=${stay.id}`)}
              />
            ))}
          </SpotlightActionsGroup>
        )}
        {services.length > 0 && (
          <SpotlightActionsGroup label={ru.quickSearch.services}>
            {services.map((service) => (
              <SpotlightAction
                key={service.id}
                label={service.name}
                description={service.isActive ? ru.quickSearch.service : ru.quickSearch.inactiveService}
                leftSection={<IconToolsKitchen2 size={20} stroke={1.5} />}
                onClick={() => open(`${paths.services()}?service=${service.id}`)}
              />
            ))}
          </SpotlightActionsGroup>
        )}
        {screens.length > 0 && (
          <SpotlightActionsGroup label={ru.quickSearch.screens}>
            {screens.map((item) => (
              <SpotlightAction
                key={item.key}
                label={item.label}
                description={item.description}
                leftSection={<IconLayoutDashboard size={20} stroke={1.5} />}
                onClick={() => open(item.href)}
              />
            ))}
          </SpotlightActionsGroup>
        )}
        {empty && <SpotlightEmpty>{emptyText}</SpotlightEmpty>}
      </SpotlightActionsList>
      {!touch && (
        <SpotlightFooter>
          <Text size="xs" c="dimmed">
            {ru.quickSearch.hint}
          </Text>
        </SpotlightFooter>
      )}
    </SpotlightRoot>
  );
}
