import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDay } from '@/lib/format';
import { dayInZone } from '@/lib/hotel-time';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { cutAnswers, eachItem, eachResult, ignoreFilters, recordGets, without } from '@/lib/test/answers';
import { asColleague } from '@/lib/test/colleague';
import { clearFaults, setFaults } from '@/lib/test/faults';
import { liveConnections } from '@/lib/test/live';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { OrdersLiveProvider } from './components/OrdersLive';
import { defaultPeriod } from './model/desk';
import { OrdersPage } from './OrdersPage';

/*
 * The desk against an ordinary Django REST framework backend (docs/decisions/193-an-ordinary-drf-backend.md): the real
 * in-process server, its answers bent the way a ModelViewSet writes them — relations as bare primary keys, a detail
 * without its thread — or its filters ignored, as django-filter ignores the parameters it does not declare. No answer
 * is written by hand: each is the server's own, changed.
 */

vi.mock('@/lib/http/live', () => import('@/lib/test/live'));

const server = withTestServer();

const ORDERS = '/dashboard/service_orders/';
const ZONE = 'Europe/Moscow';
const WAIT = { timeout: 10_000 };

type Json = Record<string, unknown>;

const staySchema = v.object({
  id: v.number(),
  room: v.nullable(v.object({ number: v.string() })),
  guest: v.object({ firstName: v.string(), lastName: v.string() }),
});
const countSchema = v.object({ count: v.number() });
const orderSchema = v.looseObject({ id: v.number(), status: v.string() });

let session: Session;
let rendered: ReturnType<typeof render> | undefined;

/** A related object as a ModelSerializer writes it by default: its primary key. */
function keyOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as Json).id : value;
}

/** An order as a plain ModelSerializer writes it: every relation a key, no counts, the hotel's key. */
function asModelSerializer(order: unknown): Json {
  const { service, stay, createdBy, takenBy, ...rest } = without('messagesCount', 'lastMessageAt')(order);
  return {
    ...rest,
    hotel: 1,
    service: keyOf(service),
    stay: keyOf(stay),
    createdBy: keyOf(createdBy),
    takenBy: keyOf(takenBy),
  };
}

/** A current stay with a room, and an active service, of hotel 1. */
async function fixtures() {
  const stays = await http.get('/dashboard/stays/', v.object({ results: v.array(staySchema) }), {
    searchParams: { state: 'current', page_size: 50 },
  });
  const services = await http.get(
    '/dashboard/services/',
    v.object({ results: v.array(v.object({ id: v.number(), name: v.string(), isActive: v.boolean() })) }),
    { searchParams: PAGE_ALL },
  );
  const stay = stays.results.find((candidate) => candidate.room !== null);
  const service = services.results.find((candidate) => candidate.isActive);
  if (!stay || !service) throw new Error('The seed has no current stay with a room or no active service in hotel 1.');
  return { stay, service };
}

function createOrder(stay: number, service: number) {
  return http.post(ORDERS, orderSchema, { json: { stay, service, data: { quantity: 1 } } });
}

function renderDesk(url = '/orders') {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <OrdersLiveProvider>
        <OrdersPage />
      </OrdersLiveProvider>
    </SessionContext>,
  );
  return rendered;
}

const rowName = (id: number) => new RegExp(`^${ru.orders.list.rowLabel(id, '', '', '').split(':')[0]}:`);
const findRow = (id: number) => screen.findByRole('article', { name: rowName(id) }, WAIT);
const queryRow = (id: number) => screen.queryByRole('article', { name: rowName(id) });
const tab = (label: string) => screen.getByRole('tab', { name: new RegExp(`^${label}`) });
const tabCount = (label: string) => Number(within(tab(label)).getByText(/^\d+$/).textContent);

/** A cut of the orders list: each order changed by `cut`; an answer that is not a page (a 400) left as it is. */
function eachOrder(cut: (order: unknown) => unknown): (body: unknown) => unknown {
  return (body) => (Array.isArray((body as Json).results) ? eachResult(cut)(body) : body);
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
  liveConnections.length = 0;
});

afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0), WAIT);
  rendered = undefined;
  vi.restoreAllMocks();
});

describe('the desk against an ordinary DRF backend', { timeout: 40_000 }, () => {
  it('names services, rooms and guests sent as bare keys, and keeps them through an action’s answer', async () => {
    const { stay, service } = await fixtures();
    const order = await createOrder(stay.id, service.id);
    cutAnswers({
      [ORDERS]: eachOrder(asModelSerializer),
      [`${ORDERS}${order.id}/take_order/`]: asModelSerializer,
    });
    const gets = recordGets('/dashboard/stays/');
    const { user } = renderDesk();

    const row = await findRow(order.id);
    await waitFor(() => expect(row).toHaveTextContent(service.name), WAIT);
    expect(row).toHaveTextContent(
      `${ru.orders.list.room(stay.room!.number)} · ${stay.guest.firstName} ${stay.guest.lastName}`,
    );
    // The stays were asked for once, all of them on one page, to name the stays the orders sent by key.
    expect(gets.map(({ query }) => query.get('page_size'))).toEqual(['999']);

    await user.click(within(row).getByRole('button', { name: ru.orders.actions.take }));
    expect(await screen.findByText(ru.orders.done.take(order.id))).toBeInTheDocument();
    await user.click(tab(ru.orders.tabs.in_progress));
    const taken = await findRow(order.id);
    // The answer named the service and the stay by key: the row keeps their names; the taker is the signed-in user.
    expect(taken).toHaveTextContent(service.name);
    expect(taken).toHaveTextContent(ru.orders.list.room(stay.room!.number));
    expect(taken).toHaveTextContent(ru.orders.list.takenBy('Анна Смирнова'));
  });

  it('loads the thread a detail lacks, names a colleague by key, and survives a thread that fails', async () => {
    const { stay, service } = await fixtures();
    const order = (await asColleague(server().url, ORDERS, { stay: stay.id, service: service.id })) as { id: number };
    const colleague = (await http.get(`${ORDERS}${order.id}/`, v.object({ createdBy: v.object({ id: v.number() }) })))
      .createdBy.id;
    await http.post(`${ORDERS}${order.id}/messages/`, v.unknown(), { json: { text: 'Сейчас принесём.' } });
    cutAnswers({
      [ORDERS]: eachOrder(asModelSerializer),
      [`${ORDERS}${order.id}/`]: (detail) => without('messages', 'history')(asModelSerializer(detail)),
      [`${ORDERS}${order.id}/messages/`]: eachItem((message) => ({
        ...(message as Json),
        user: keyOf((message as Json).user),
      })),
    });
    await setFaults(server().url, { failStatus: 503, failPaths: [`${ORDERS}${order.id}/messages/`] });
    const { user } = renderDesk(`/orders?order=${order.id}`);

    const drawer = await screen.findByRole('dialog', { name: ru.orders.detail.title(order.id) });
    // The thread failed: said in place, with «Повторить»; the rest of the panel works.
    const alert = await within(drawer).findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(ru.orders.detail.threadError);
    expect(within(drawer).getByRole('heading', { name: service.name })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: ru.orders.actions.take })).toBeEnabled();
    const created = within(drawer).getByText(ru.orders.detail.created, { selector: 'dt' }).nextElementSibling;
    expect(created).toHaveTextContent(ru.orders.list.staff(colleague));

    await clearFaults(server().url);
    await user.click(within(alert).getByRole('button', { name: ru.common.retry }));
    expect(await within(drawer).findByText('Сейчас принесём.', {}, WAIT)).toBeInTheDocument();
    // The reply's author came as a key: the signed-in user, named.
    expect(within(drawer).getByText('Анна Смирнова')).toBeInTheDocument();
  });

  it('shows the right orders on every tab when the backend ignores every filter', async () => {
    const today = dayInZone(new Date(), ZONE);
    const from = defaultPeriod(parseDay(today)).from;
    const count = (params: Record<string, string>) =>
      http.get(ORDERS, countSchema, { searchParams: { page_size: 1, ...params } }).then((page) => page.count);
    const [fresh, working, done, cancelled, everDone, all] = await Promise.all([
      count({ status: 'new' }),
      count({ status: 'in_progress' }),
      count({ status: 'completed', created_after: from }),
      count({ status: 'cancelled', created_after: from }),
      count({ status: 'completed' }),
      count({}),
    ]);
    // Orders done before the period exist: a desk that did not narrow the answer would count them.
    expect(everDone).toBeGreaterThan(done);
    expect(all).toBeLessThanOrEqual(999);
    ignoreFilters(ORDERS);
    const gets = recordGets(ORDERS);
    const { user } = renderDesk();

    await waitFor(() => expect(tabCount(ru.orders.tabs.new)).toBe(fresh), WAIT);
    expect(tabCount(ru.orders.tabs.in_progress)).toBe(working);
    expect(tabCount(ru.orders.tabs.completed)).toBe(done);
    expect(tabCount(ru.orders.tabs.cancelled)).toBe(cancelled);
    expect(tabCount(ru.orders.tabs.all)).toBe(fresh + working + done + cancelled);
    // The desk asked with its filters, spelled for django-filter; the backend did not apply them.
    const lists = new Set(gets.map(({ query }) => query.get('status__in')).filter((value) => value !== null));
    expect([...lists].sort()).toEqual(['completed,cancelled', 'new,in_progress']);

    await user.click(tab(ru.orders.tabs.completed));
    const rows = await screen.findAllByRole('article', {}, WAIT);
    for (const row of rows) expect(row.getAttribute('aria-label')).toMatch(/, Выполнен$/);
  });

  it('shows an unknown status under «Другие» without actions, asking again without a refused filter', async () => {
    const { stay, service } = await fixtures();
    const order = await createOrder(stay.id, service.id);
    await http.post(`${ORDERS}${order.id}/take_order/`, v.unknown(), { json: {} });
    await http.post(`${ORDERS}${order.id}/complete_order/`, v.unknown(), { json: {} });
    cutAnswers({
      // The backend has a status of its own: its dictionary names it, and one order is in it.
      '/service_orders/statuses/': (statuses) => [
        ...(statuses as Json[]),
        { value: 'on_hold', displayName: 'Отложен' },
      ],
      [ORDERS]: eachOrder((item) => ((item as Json).id === order.id ? { ...(item as Json), status: 'on_hold' } : item)),
    });
    const gets = recordGets(ORDERS);
    const { user } = renderDesk();

    await waitFor(() => expect(tabCount(ru.orders.tabs.other)).toBe(1), WAIT);
    // The closed list asked for the dictionary's status too; the reference backend refused the value (400 naming
    // `status__in`), and the desk asked again without that filter, narrowing the answer itself.
    await waitFor(() => {
      const refused = gets.findIndex(
        ({ query, status }) => status === 400 && query.get('status__in')?.includes('on_hold'),
      );
      expect(refused).toBeGreaterThanOrEqual(0);
      expect(gets.slice(refused + 1).some(({ query, status }) => status === 200 && !query.has('status__in'))).toBe(
        true,
      );
    }, WAIT);
    expect(queryRow(order.id)).not.toBeInTheDocument();

    await user.click(tab(ru.orders.tabs.other));
    const row = await findRow(order.id);
    await waitFor(() => expect(row).toHaveAccessibleName(new RegExp(', Отложен$')), WAIT);
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(tab(ru.orders.tabs.completed));
    expect(queryRow(order.id)).not.toBeInTheDocument();
  });
});
