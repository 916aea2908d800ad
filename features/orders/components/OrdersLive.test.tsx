import { act } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { asColleague as postAsColleague } from '@/lib/test/colleague';
import { liveConnections, openLiveConnection } from '@/lib/test/live';
import { render, screen, settleAfterEach, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { playOrderBeep } from '../browser/chime';
import { DESKTOP_NOTIFY_KEY } from '../hooks/useDesktopChoice';
import { MAX_NOTICES } from '../hooks/useOrderAnnouncements';
import { ORDER_SOUND_KEY } from '../hooks/useOrderSound';
import { POLL_INTERVAL_MS, WAITING_FILTERS } from '../hooks/useOrdersConnection';
import { orderKeys } from '../model/keys';
import { OrderAlertsControl } from './OrderAlertsControl';
import { OrdersLiveProvider, useOrdersLive } from './OrdersLive';

/*
 * The app's one live connection against the real in-process backend: orders are created through the API (as a
 * colleague, so they are not the user's own). Replaced: next/navigation (no app router in a unit test), the
 * websocket transport (the test decides when a frame arrives), the chime (no audio in happy-dom; the test sees
 * whether it was played), and the browser's Notification API where a test says so.
 */
vi.mock('@/lib/http/live', () => import('@/lib/test/live'));
vi.mock('../browser/chime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../browser/chime')>()),
  playOrderBeep: vi.fn(),
}));

const server = withTestServer();
settleAfterEach();

const staySchema = v.object({
  id: v.number(),
  room: v.nullable(v.object({ number: v.string() })),
  guest: v.object({ firstName: v.string(), lastName: v.string() }),
});
const serviceSchema = v.object({ id: v.number(), name: v.string(), isActive: v.boolean() });
const orderSchema = v.looseObject({
  id: v.number(),
  status: v.string(),
  service: v.looseObject({ id: v.number(), name: v.string() }),
  stay: v.looseObject({ id: v.number() }),
  createdBy: v.unknown(),
});
type CreatedOrder = v.InferOutput<typeof orderSchema>;

/** A colleague's call (lib/test/colleague.ts), its answer read as an order. */
async function asColleague(path: string, body: unknown = {}): Promise<CreatedOrder> {
  return v.parse(orderSchema, await postAsColleague(server().url, path, body));
}

async function fixtures() {
  const stays = await http.get('/dashboard/stays/', v.object({ results: v.array(staySchema) }), {
    searchParams: { state: 'current', page_size: 50 },
  });
  const services = await http.get('/dashboard/services/', v.object({ results: v.array(serviceSchema) }), {
    searchParams: { page_size: 999 },
  });
  const stay = stays.results.find((candidate) => candidate.room !== null);
  const service = services.results.find((candidate) => candidate.isActive);
  if (!stay || !service) throw new Error('The seed has no current stay with a room or no active service in hotel 1.');
  return { stay, service };
}

/** A colleague's new order for the seed's first current stay with a room. */
async function colleagueOrder() {
  const { stay, service } = await fixtures();
  const order = await asColleague('/dashboard/service_orders/', {
    stay: stay.id,
    service: service.id,
    data: {},
    comment: '',
  });
  return { order, stay, service };
}

async function waitingCount(): Promise<number> {
  return (
    await http.get('/dashboard/service_orders/', v.object({ count: v.number() }), {
      searchParams: { status: 'new', page_size: 999 },
    })
  ).count;
}

/** Shows what the provider gives the shell: the connection's state and the waiting count. */
function Probe() {
  const { state, waiting } = useOrdersLive();
  return (
    <output aria-label="probe" data-state={state}>
      {waiting ?? '–'}
    </output>
  );
}

function renderLive(session: Session) {
  window.history.replaceState(null, '', '/guests');
  return render(
    <SessionContext value={session}>
      <OrdersLiveProvider>
        <OrderAlertsControl />
        <Probe />
      </OrdersLiveProvider>
    </SessionContext>,
  );
}

const probe = () => screen.getByRole('status', { name: 'probe' });
const notice = (id: number, service: string) => screen.findByText(ru.ordersLive.noticeTitle(id, service));
/** The notification (role alert) a text is in. */
const noticeRoot = (element: HTMLElement) => screen.getAllByRole('alert').find((alert) => alert.contains(element))!;

/** The baseline is in: the provider has loaded the waiting orders (and shows their count in the title). */
async function loaded(): Promise<number> {
  const count = await waitingCount();
  await waitFor(() => expect(probe()).toHaveTextContent(String(count)));
  return count;
}

const feed = (frame: unknown) => act(() => openLiveConnection().options.onMessage(frame));

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(() => Promise.resolve(FakeNotification.permission));
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    public title: string,
    public options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  liveConnections.length = 0;
  vi.mocked(playOrderBeep).mockClear();
  FakeNotification.shown = [];
  FakeNotification.permission = 'granted';
  FakeNotification.requestPermission.mockClear();
  document.title = 'Гости · Панель';
});

afterEach(async () => {
  vi.unstubAllGlobals();
  setVisibility('visible');
  await http.delete('/dev/faults/', null);
});

describe('OrdersLiveProvider', { timeout: 30_000 }, () => {
  it('announces a colleague’s new order from a live event once, counts it, and opens it from the notification', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderLive(session);
    const before = await loaded();
    expect(document.title).toBe(`(${before}) Гости · Панель`);

    const { order, stay, service } = await colleagueOrder();
    feed({ type: 'order.created', order });
    const title = await notice(order.id, service.name);
    const root = noticeRoot(title);
    expect(root).toHaveTextContent(
      ru.ordersLive.noticeBody(`${stay.guest.firstName} ${stay.guest.lastName}`, stay.room!.number),
    );
    expect(playOrderBeep).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(probe()).toHaveTextContent(String(before + 1)));
    expect(document.title).toBe(`(${before + 1}) Гости · Панель`);

    // The same event again (a replay after a reconnect) and the reconnect's refetch announce nothing more.
    feed({ type: 'order.created', order });
    act(() => openLiveConnection().options.onState('reconnecting'));
    act(() => openLiveConnection().options.onState('open'));
    await waitFor(() => expect(probe()).toHaveTextContent(String(before + 1)));
    expect(screen.getAllByText(ru.ordersLive.noticeTitle(order.id, service.name))).toHaveLength(1);
    expect(playOrderBeep).toHaveBeenCalledTimes(1);

    // Next's title of the next screen gets the count too.
    document.title = 'Заказы · Панель';
    await waitFor(() => expect(document.title).toBe(`(${before + 1}) Заказы · Панель`));

    const link = within(root).getByRole('link', { name: ru.ordersLive.openOrder });
    expect(link).toHaveAttribute('href', `/orders?order=${order.id}&hotel=1`);
    await user.click(link);
    expect(window.location.pathname + window.location.search).toBe(`/orders?order=${order.id}&hotel=1`);

    // A colleague takes it: the count drops, and the title is plain again at 0 only.
    const taken = await asColleague(`/dashboard/service_orders/${order.id}/take_order/`);
    feed({ type: 'order.updated', order: taken });
    await waitFor(() => expect(probe()).toHaveTextContent(String(before)));
    expect(document.title).toBe(before === 0 ? 'Заказы · Панель' : `(${before}) Заказы · Панель`);
  });

  it('says nothing of the user’s own orders', async () => {
    const session = await signedInSession('admin@example.com', 1);
    renderLive(session);
    const before = await loaded();
    const { stay, service } = await fixtures();
    const own = v.parse(
      orderSchema,
      await http.post('/dashboard/service_orders/', orderSchema, {
        json: { stay: stay.id, service: service.id, data: {}, comment: '' },
      }),
    );
    feed({ type: 'order.created', order: own });
    await waitFor(() => expect(probe()).toHaveTextContent(String(before + 1)));
    expect(screen.queryByText(ru.ordersLive.noticeTitle(own.id, service.name))).not.toBeInTheDocument();
    expect(playOrderBeep).not.toHaveBeenCalled();
  });

  it('without the live connection polls the waiting orders and announces those the previous poll did not have', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { queryClient } = renderLive(session);
    const before = await loaded();
    const waitingQuery = () =>
      queryClient.getQueryCache().find({ queryKey: orderKeys.list(WAITING_FILTERS), exact: true });
    const interval = () =>
      (waitingQuery()?.observers[0]?.options as { refetchInterval?: unknown } | undefined)?.refetchInterval;
    expect(interval()).toBe(false);

    act(() => openLiveConnection().options.onState('reconnecting'));
    await waitFor(() => expect(probe()).toHaveAttribute('data-state', 'reconnecting'));
    expect(interval()).toBe(POLL_INTERVAL_MS);

    const { order, service } = await colleagueOrder();
    // What the next tick of the poll does (the test does not wait 15 s for it).
    await act(() => waitingQuery()!.fetch());
    expect(await notice(order.id, service.name)).toBeInTheDocument();
    expect(probe()).toHaveTextContent(String(before + 1));
    expect(playOrderBeep).toHaveBeenCalledTimes(1);

    // The next poll finds nothing new: no second notification.
    await act(() => waitingQuery()!.fetch());
    expect(screen.getAllByText(ru.ordersLive.noticeTitle(order.id, service.name))).toHaveLength(1);

    // Many at once (a long outage) make one summary notification.
    const many = [];
    for (let index = 0; index <= MAX_NOTICES; index += 1) many.push((await colleagueOrder()).order);
    await act(() => waitingQuery()!.fetch());
    expect(await screen.findByText(ru.ordersLive.manyTitle(many.length))).toBeInTheDocument();
    expect(screen.queryByText(ru.ordersLive.noticeTitle(many[0]!.id, service.name))).not.toBeInTheDocument();
    expect(playOrderBeep).toHaveBeenCalledTimes(2);
  });

  it('stays silent when muted from the header, remembered, and still notifies', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderLive(session);
    await loaded();
    await user.click(screen.getByRole('button', { name: ru.ordersLive.control }));
    await user.click(await screen.findByRole('switch', { name: ru.orders.sound.label }));
    expect(localStorage.getItem(ORDER_SOUND_KEY)).toBe('off');
    const { order, service } = await colleagueOrder();
    feed({ type: 'order.created', order });
    expect(await notice(order.id, service.name)).toBeInTheDocument();
    expect(playOrderBeep).not.toHaveBeenCalled();
    localStorage.removeItem(ORDER_SOUND_KEY);
  });

  it('shows a desktop notification only while the tab is hidden and the browser allows it; its click opens the order', async () => {
    vi.stubGlobal('Notification', FakeNotification);
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    localStorage.setItem(DESKTOP_NOTIFY_KEY, 'on');
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderLive(session);
    await loaded();

    const visible = await colleagueOrder();
    feed({ type: 'order.created', order: visible.order });
    await notice(visible.order.id, visible.service.name);
    expect(FakeNotification.shown).toHaveLength(0);

    setVisibility('hidden');
    const hidden = await colleagueOrder();
    feed({ type: 'order.created', order: hidden.order });
    await notice(hidden.order.id, hidden.service.name);
    expect(FakeNotification.shown).toHaveLength(1);
    const [desktop] = FakeNotification.shown;
    expect(desktop!.title).toBe(ru.ordersLive.noticeTitle(hidden.order.id, hidden.service.name));
    expect(desktop!.options.tag).toBe(`order-created-${hidden.order.id}`);
    act(() => desktop!.onclick?.());
    expect(focus).toHaveBeenCalled();
    expect(window.location.search).toBe(`?order=${hidden.order.id}&hotel=1`);
    expect(desktop!.close).toHaveBeenCalled();

    // Turned off in the header's control: hidden or not, none.
    await user.click(screen.getByRole('button', { name: ru.ordersLive.control }));
    await user.click(await screen.findByRole('switch', { name: ru.ordersLive.desktop }));
    expect(localStorage.getItem(DESKTOP_NOTIFY_KEY)).toBe('off');
    const off = await colleagueOrder();
    feed({ type: 'order.created', order: off.order });
    await notice(off.order.id, off.service.name);
    expect(FakeNotification.shown).toHaveLength(1);
    localStorage.removeItem(DESKTOP_NOTIFY_KEY);
  });

  it('asks for the desktop permission once, in the first notification with the reason, and remembers the answer', async () => {
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission.mockImplementation(() => {
      FakeNotification.permission = 'granted';
      return Promise.resolve('granted');
    });
    vi.stubGlobal('Notification', FakeNotification);
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderLive(session);
    await loaded();
    // Nothing is asked on load.
    expect(screen.queryByRole('group', { name: ru.ordersLive.promptTitle })).not.toBeInTheDocument();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();

    setVisibility('hidden');
    const first = await colleagueOrder();
    feed({ type: 'order.created', order: first.order });
    const root = noticeRoot(await notice(first.order.id, first.service.name));
    const prompt = within(root).getByRole('group', { name: ru.ordersLive.promptTitle });
    expect(prompt).toHaveTextContent(ru.ordersLive.desktopWhy);
    expect(FakeNotification.shown).toHaveLength(0);

    // A second order while the question waits does not ask again.
    const second = await colleagueOrder();
    feed({ type: 'order.created', order: second.order });
    expect(
      within(noticeRoot(await notice(second.order.id, second.service.name))).queryByRole('group'),
    ).not.toBeInTheDocument();

    await user.click(within(prompt).getByRole('button', { name: ru.ordersLive.desktopAllow }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(localStorage.getItem(DESKTOP_NOTIFY_KEY)).toBe('on'));
    await waitFor(() =>
      expect(within(root).queryByRole('group', { name: ru.ordersLive.promptTitle })).not.toBeInTheDocument(),
    );

    const third = await colleagueOrder();
    feed({ type: 'order.created', order: third.order });
    expect(
      within(noticeRoot(await notice(third.order.id, third.service.name))).queryByRole('group'),
    ).not.toBeInTheDocument();
    expect(FakeNotification.shown).toHaveLength(1);
    expect(FakeNotification.shown[0]!.title).toBe(ru.ordersLive.noticeTitle(third.order.id, third.service.name));
    localStorage.removeItem(DESKTOP_NOTIFY_KEY);
  });

  it('subscribes once for the active hotel and again after a switch', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { rerender } = renderLive(session);
    await loaded();
    expect(liveConnections).toHaveLength(1);
    expect(liveConnections[0]!.options.params).toEqual({ hotel: '1' });

    const other = { ...session, activeHotel: session.hotels.find((hotel) => hotel.id !== 1)! };
    rerender(
      <SessionContext value={other}>
        <OrdersLiveProvider>
          <Probe />
        </OrdersLiveProvider>
      </SessionContext>,
    );
    await waitFor(() => expect(liveConnections).toHaveLength(2));
    expect(liveConnections[0]!.closed).toBe(true);
    expect(liveConnections[1]!.options.params).toEqual({ hotel: String(other.activeHotel.id) });
  });
});
