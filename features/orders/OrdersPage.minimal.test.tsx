import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayInZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, eachResult, without } from '@/lib/test/answers';
import { liveConnections } from '@/lib/test/live';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { services } from '@/server/db/schema';
import { LIVE_EVENT_SHAPE } from '@/server/minimal/front-desk';
import { project } from '@/server/minimal/shape';
import { STAFF_PHRASES } from '@/server/translation/phrases';
import {
  createOrder,
  fetchOrder,
  fetchOrders,
  type OrderEvent,
  runOrderAction,
  searchOrderableStays,
  sendStaffMessage,
  subscribeOrderEvents,
  translateMessage,
} from './api';
import { OrdersLiveProvider } from './components/OrdersLive';
import { OrdersPage } from './OrdersPage';

/*
 * The desk against a backend that sends no more than the spec promises: the in-process server in its spec-minimal
 * profile (API_PROFILE=minimal), which answers an order with its id, status, service, stay and room and its
 * creation time only, a message with who wrote what, a translation with its text. The live transport is replaced
 * (lib/test/live, as in OrdersPage.test.tsx): frames are fed by the test, cut as the minimal server cuts them.
 */
vi.mock('@/lib/http/live', () => import('@/lib/test/live'));

const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);
const objectContaining = (object: object): unknown => expect.objectContaining(object);

const server = withTestServer({ apiProfile: 'minimal' });
const session = withSignedInSession('admin@example.com', 1);
beforeEach(() => {
  liveConnections.length = 0;
});
afterEach(() => vi.restoreAllMocks());

/** A current stay with a room and an active service of hotel 1 (the minimal answers do not say which are active). */
async function fixtures() {
  const today = dayInZone(new Date(), 'Europe/Moscow');
  const stay = (await searchOrderableStays('', today)).find(
    (candidate) => !candidate.arriving && candidate.room !== null,
  );
  const [service] = await server()
    .app.db.select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.hotelId, 1), eq(services.isActive, true)))
    .limit(1);
  if (!stay || !service) throw new Error('The seed has no current stay with a room or no active service in hotel 1.');
  return { stay, service };
}

describe('the desk against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads orders, actions, messages and translations with the fallbacks of what they leave out', async () => {
    const { stay, service } = await fixtures();
    // The stays list keeps the guest's name for the guests screen; the dates are cut.
    expect(stay).toEqual({
      id: stay.id,
      guest: { firstName: anyString, lastName: anyString },
      room: { number: anyString },
      checkIn: null,
      checkOut: null,
      arriving: false,
    });

    const created = await createOrder({
      stay: stay.id,
      service: service.id,
      data: { quantity: 2 },
      comment: 'Без сахара',
    });
    expect(created).toEqual({
      id: anyNumber,
      status: 'new',
      service: { id: service.id, name: service.name, serviceType: '', expanded: true },
      stay: {
        id: stay.id,
        expanded: true,
        room: { number: stay.room!.number },
        guest: null,
        checkIn: null,
        checkOut: null,
      },
      data: {},
      comment: '',
      createdBy: undefined,
      takenBy: null,
      takenAt: null,
      completedAt: null,
      cancelledAt: null,
      createdAt: anyString,
      updatedAt: null,
      messagesCount: null,
      lastMessageAt: null,
    });

    const list = await fetchOrders({ status: ['new'] });
    expect(list.results.map((order) => order.id)).toContain(created.id);
    expect(list.count).toBeGreaterThanOrEqual(list.results.length);

    const taken = await runOrderAction(created.id, 'take');
    expect(taken).toMatchObject({ id: created.id, status: 'in_progress', takenBy: null, takenAt: null });

    const phrase = STAFF_PHRASES[0]!;
    const message = await sendStaffMessage(created.id, phrase.ru);
    expect(message).toEqual({
      id: anyNumber,
      orderId: created.id,
      author: 'staff',
      user: null,
      text: phrase.ru,
      language: '',
      createdAt: null,
    });

    const detail = await fetchOrder(created.id);
    expect(detail).toMatchObject({ id: created.id, status: 'in_progress', history: [], messages: [message] });

    const translation = await translateMessage(message.id, 'en');
    expect(translation).toEqual({
      ok: true,
      translation: { sourceLanguage: '', destinationLanguage: 'en', translatedText: phrase.en, translated: true },
    });
  });

  it('refuses a list without results and an order without its id or status; reads a detail without a thread', async () => {
    const { stay, service } = await fixtures();
    const order = await createOrder({ stay: stay.id, service: service.id });

    cutAnswer('/dashboard/service_orders/', without('results'));
    await expect(fetchOrders({})).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/service_orders/', eachResult(without('status')));
    await expect(fetchOrders({})).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer(`/dashboard/service_orders/${order.id}/take_order/`, without('id'));
    await expect(runOrderAction(order.id, 'take')).rejects.toMatchObject({ kind: 'malformed' });
    // A detail without its thread is read (a ModelSerializer's detail is the order alone): the thread comes apart.
    cutAnswer(`/dashboard/service_orders/${order.id}/`, without('messages'));
    await expect(fetchOrder(order.id)).resolves.toMatchObject({ id: order.id, messages: null });
    cutAnswer(`/dashboard/service_orders/${order.id}/`, without('status'));
    await expect(fetchOrder(order.id)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('applies live frames cut to the minimal shape and skips an order without its status', () => {
    const events: OrderEvent[] = [];
    const unsubscribe = subscribeOrderEvents(1, { onEvent: (event) => events.push(event), onState: () => {} });
    const connection = liveConnections.at(-1)!;
    const order = {
      id: 41,
      status: 'new',
      service: { id: 3, name: 'Завтрак в номер', serviceType: 'food' },
      stay: {
        id: 10,
        room: { id: 5, number: '305' },
        guest: { id: 7, firstName: 'Анна', lastName: 'Смирнова', language: 'en', nationality: 'GB' },
        checkIn: '2026-11-18',
        checkOut: '2026-11-25',
      },
      data: { quantity: 2 },
      comment: '',
      createdBy: null,
      takenBy: null,
      takenAt: null,
      completedAt: null,
      cancelledAt: null,
      createdAt: '2026-11-21T09:00:00+03:00',
      updatedAt: '2026-11-21T09:00:00+03:00',
      messagesCount: 1,
      lastMessageAt: '2026-11-21T09:01:00+03:00',
    };
    const message = {
      id: 9,
      orderId: 41,
      author: 'guest',
      user: null,
      text: 'Спасибо!',
      language: 'en',
      createdAt: '2026-11-21T09:01:00+03:00',
    };
    const cut = (event: object) => JSON.stringify(project(event, LIVE_EVENT_SHAPE));

    connection.options.onMessage(cut({ type: 'order.created', order }));
    connection.options.onMessage(cut({ type: 'message.created', orderId: 41, message, order }));
    connection.options.onMessage(cut({ type: 'order.updated', order: { ...order, status: undefined } }));
    unsubscribe();

    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      type: 'order.created',
      order: objectContaining({
        id: 41,
        status: 'new',
        stay: { id: 10, expanded: true, room: { number: '305' }, guest: null, checkIn: null, checkOut: null },
        updatedAt: null,
        messagesCount: null,
      }),
    });
    expect(events[1]).toMatchObject({
      type: 'message.created',
      orderId: 41,
      message: { id: 9, orderId: null, author: 'guest', text: 'Спасибо!', createdAt: null },
    });
  });

  it('shows the desk and an order’s detail from minimal answers, with their fallbacks', async () => {
    const { stay, service } = await fixtures();
    const order = await createOrder({ stay: stay.id, service: service.id });
    await sendStaffMessage(order.id, STAFF_PHRASES[1]!.ru);
    window.history.replaceState(null, '', `/orders?order=${order.id}`);
    render(
      <SessionContext value={session()}>
        <OrdersLiveProvider>
          <OrdersPage />
        </OrdersLiveProvider>
      </SessionContext>,
    );

    const row = await screen.findByRole('article', { name: new RegExp(`^Заказ #${order.id}:`) }, { timeout: 10_000 });
    expect(row).toHaveTextContent(service.name);
    expect(row).toHaveTextContent(`${ru.orders.list.room(stay.room!.number!)} · ${ru.orders.list.guest}`);
    // No count of messages was sent: none is shown (rather than a false 0).
    expect(within(row).queryByText(/сообщен/)).not.toBeInTheDocument();

    const drawer = await screen.findByRole('dialog', { name: ru.orders.detail.title(order.id) });
    expect(await within(drawer).findByText(STAFF_PHRASES[1]!.ru, {}, { timeout: 10_000 })).toBeInTheDocument();
    const field = (label: string) =>
      within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field(ru.orders.detail.guest)).toBe(ru.orders.list.guest);
    expect(field(ru.orders.detail.room)).toBe(stay.room!.number);
    // Who created it was not sent: nobody is named (not «гость»).
    expect(field(ru.orders.detail.created)).not.toContain('·');
    // No history was sent, no stay dates: those parts are left out.
    expect(within(drawer).queryByRole('heading', { name: ru.orders.detail.history })).not.toBeInTheDocument();
    expect(within(drawer).queryByText(ru.orders.detail.stay, { selector: 'dt' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByText(ru.orders.detail.staffAuthor)).toBeInTheDocument());
  });
});
