import { act } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { addDays, dayInZone, hotelTimeZone, wallClockIn } from '@/lib/hotel-time';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { type Session, SessionContext } from '@/lib/session';
import { asColleague as postAsColleague } from '@/lib/test/colleague';
import { captureDownloads } from '@/lib/test/downloads';
import { liveConnections, openLiveConnection } from '@/lib/test/live';
import { pageAnswersBy } from '@/lib/test/paging';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { insertOrder, makeService, makeStay } from '@/server/testing/fixtures';
import { STAFF_PHRASES } from '@/server/translation/phrases';
import { OrdersLiveProvider } from './components/OrdersLive';
import { OrdersPage } from './OrdersPage';

/*
 * The desk against the real in-process backend: every order a test needs is created through the API first.
 * Two things are replaced: next/navigation (there is no app router in a unit test; the query string lives in
 * `window.location`, as in the browser) and the websocket transport (lib/http/live, tested on its own), so a
 * test decides when a live event arrives instead of racing one.
 */

vi.mock('@/lib/http/live', () => import('@/lib/test/live'));

const server = withTestServer();

const staySchema = v.object({
  id: v.number(),
  room: v.nullable(v.object({ number: v.string() })),
  guest: v.object({ firstName: v.string(), lastName: v.string(), language: v.string() }),
});
const paged = <T extends v.GenericSchema>(item: T) => v.object({ results: v.array(item) });
const orderSchema = v.looseObject({ id: v.number(), status: v.string(), createdBy: v.unknown() });

/** The administrator of hotel 1, signed in through the API. */
function adminSession(): Promise<Session> {
  return signedInSession('admin@example.com', 1);
}

/** A current stay with a room (of a guest who does not write Russian, when asked), and an active service, of hotel 1. */
async function fixtures({ foreignGuest = false } = {}) {
  const stays = await http.get('/dashboard/stays/', paged(staySchema), {
    searchParams: { state: 'current', page_size: 50 },
  });
  const services = await http.get(
    '/dashboard/services/',
    paged(v.object({ id: v.number(), name: v.string(), isActive: v.boolean() })),
    {
      searchParams: PAGE_ALL,
    },
  );
  const stay = stays.results.find(
    (candidate) => candidate.room !== null && (!foreignGuest || candidate.guest.language !== 'ru'),
  );
  const service = services.results.find((candidate) => candidate.isActive);
  if (!stay || !service) throw new Error('The seed has no current stay with a room or no active service in hotel 1.');
  return { stay, service };
}

async function createOrder(stay: number, service: number) {
  return http.post('/dashboard/service_orders/', orderSchema, {
    json: { stay, service, data: { quantity: 2 }, comment: '' },
  });
}

/** A colleague's call (lib/test/colleague.ts). */
function asColleague(path: string, body: unknown = {}): Promise<unknown> {
  return postAsColleague(server().url, path, body);
}

function renderDesk(session: Session, url = '/orders') {
  window.history.replaceState(null, '', url);
  return render(
    <SessionContext value={session}>
      <OrdersLiveProvider>
        <OrdersPage />
      </OrdersLiveProvider>
    </SessionContext>,
  );
}

/** Chooses a service in «Новый заказ». */
async function chooseService(user: UserEvent, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(ru.orders.create.service) }));
  await user.click(await screen.findByRole('option', { name }));
}

/** The order «Новый заказ» has just created, as the server has it: its number from the notification. */
async function createdOrder() {
  const notice = await screen.findByText(/^Заказ #\d+ создан$/);
  const id = Number(/#(\d+)/.exec(notice.textContent ?? '')?.[1]);
  const created = await http.get(
    `/dashboard/service_orders/${id}/`,
    v.looseObject({ data: v.record(v.string(), v.unknown()), stay: v.object({ id: v.number() }) }),
  );
  return { ...created, id };
}

const rowName = (id: number) => new RegExp(`^${ru.orders.list.rowLabel(id, '', '', '').split(':')[0]}:`);
// The desk's first rows wait for both of its lists (open and closed orders) beside the app's live connection's own
// (the waiting orders); on a loaded machine that takes more than Testing Library's default second.
const findRow = (id: number) => screen.findByRole('article', { name: rowName(id) }, { timeout: 10_000 });
const queryRow = (id: number) => screen.queryByRole('article', { name: rowName(id) });
const tab = (label: string) => screen.getByRole('tab', { name: new RegExp(`^${label}`) });
function tabCount(label: string): number {
  return Number(within(tab(label)).getByText(/^\d+$/).textContent);
}

beforeEach(() => {
  liveConnections.length = 0;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await http.delete('/dev/faults/', null);
});

describe('OrdersPage', { timeout: 30_000 }, () => {
  it('lists orders under the right tab with counts; take and complete change the row and the counts', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    const order = await createOrder(stay.id, service.id);
    const { user } = renderDesk(session);

    expect(screen.getByRole('heading', { name: ru.orders.title })).toBeInTheDocument();
    const row = await findRow(order.id);
    expect(row).toHaveTextContent(service.name);
    expect(row).toHaveTextContent(ru.orders.list.room(stay.room!.number));
    expect(tab(ru.orders.tabs.new)).toHaveAttribute('aria-selected', 'true');
    const fresh = tabCount(ru.orders.tabs.new);
    const inWork = tabCount(ru.orders.tabs.in_progress);
    const done = tabCount(ru.orders.tabs.completed);
    expect(fresh).toBeGreaterThanOrEqual(1);
    expect(tabCount(ru.orders.tabs.all)).toBe(fresh + inWork + done + tabCount(ru.orders.tabs.cancelled));

    await user.click(within(row).getByRole('button', { name: ru.orders.actions.take }));
    expect(await screen.findByText(ru.orders.done.take(order.id))).toBeInTheDocument();
    await waitFor(() => expect(queryRow(order.id)).not.toBeInTheDocument());
    expect(tabCount(ru.orders.tabs.new)).toBe(fresh - 1);
    expect(tabCount(ru.orders.tabs.in_progress)).toBe(inWork + 1);

    await user.click(tab(ru.orders.tabs.in_progress));
    expect(window.location.search).toContain('status=in_progress');
    const taken = await findRow(order.id);
    expect(taken).toHaveTextContent(ru.orders.list.takenBy('Анна Смирнова'));
    await user.click(within(taken).getByRole('button', { name: ru.orders.actions.complete }));
    expect(await screen.findByText(ru.orders.done.complete(order.id))).toBeInTheDocument();
    await waitFor(() => expect(tabCount(ru.orders.tabs.completed)).toBe(done + 1));
    expect(tabCount(ru.orders.tabs.in_progress)).toBe(inWork);
    expect(queryRow(order.id)).not.toBeInTheDocument();
  });

  it('asks before cancelling, naming the order; the X key on a row asks too', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    const order = await createOrder(stay.id, service.id);
    const { user } = renderDesk(session);
    const row = await findRow(order.id);

    await user.click(within(row).getByRole('button', { name: ru.orders.actions.cancel }));
    const dialog = await screen.findByRole('dialog', { name: ru.orders.cancelDialog.title(order.id) });
    expect(dialog).toHaveTextContent(service.name);
    await user.click(within(dialog).getByRole('button', { name: ru.orders.cancelDialog.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await http.get(`/dashboard/service_orders/${order.id}/`, orderSchema)).status).toBe('new');

    row.focus();
    await user.keyboard('x');
    const again = await screen.findByRole('dialog', { name: ru.orders.cancelDialog.title(order.id) });
    await user.click(within(again).getByRole('button', { name: ru.orders.cancelDialog.confirm }));
    expect(await screen.findByText(ru.orders.done.cancel(order.id))).toBeInTheDocument();
    await waitFor(() => expect(queryRow(order.id)).not.toBeInTheDocument());
    expect((await http.get(`/dashboard/service_orders/${order.id}/`, orderSchema)).status).toBe('cancelled');
  });

  it('works from the keyboard: arrows between rows, T takes, Enter opens', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    const oldest = await createOrder(stay.id, service.id);
    const older = await createOrder(stay.id, service.id);
    const newer = await createOrder(stay.id, service.id);
    const { user } = renderDesk(session);
    const first = await findRow(newer.id);
    expect(first).toHaveAccessibleDescription(ru.orders.list.keyboardHint);

    await user.click(screen.getByRole('tab', { name: new RegExp(`^${ru.orders.tabs.new}`) }));
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const second = await findRow(older.id);
    expect(second).toHaveFocus();

    await user.keyboard('t');
    expect(await screen.findByText(ru.orders.done.take(older.id))).toBeInTheDocument();
    await waitFor(() => expect(queryRow(older.id)).not.toBeInTheDocument());
    // The keyboard stays in the list, on the row that took the taken one's place.
    expect(await findRow(oldest.id)).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: ru.orders.detail.title(newer.id) });
    expect(await within(drawer).findByText(ru.orders.detail.historyCreated)).toBeInTheDocument();
  });

  it('downloads the open tab as CSV for Excel: its orders, Russian headers, the hotel’s time', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    const order = await createOrder(stay.id, service.id);
    const files = captureDownloads();
    const { user } = renderDesk(session);
    await findRow(order.id);
    await user.click(screen.getByRole('button', { name: ru.orders.downloadLabel }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^orders_new_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files[0]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Заказ;Создан;Услуга;Номер;Гость;Статус;Взял;Сообщений;Комментарий');
    const line = lines.find((candidate) => candidate.startsWith(`${order.id};`))!;
    expect(line.split(';').slice(2, 6)).toEqual([
      service.name,
      ru.orders.list.room(stay.room!.number),
      `${stay.guest.firstName} ${stay.guest.lastName}`,
      ru.orders.statuses.new,
    ]);
    // Every row of the tab, and only those: each is a new order.
    const rows = lines.slice(1, -1);
    expect(rows.every((row) => row.split(';')[5] === ru.orders.statuses.new)).toBe(true);
    expect(await screen.findByText(ru.orders.downloaded(rows.length))).toBeInTheDocument();
  });

  it('downloads every page of a tab a backend pages by 3, once for a double click, though the desk shows the first', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    for (let index = 0; index < 4; index += 1) await createOrder(stay.id, service.id);
    const open = await http.get('/dashboard/service_orders/', paged(orderSchema), {
      searchParams: { ...PAGE_ALL, status__in: 'new,in_progress' },
    });
    const newOrders = open.results.filter((order) => order.status === 'new').map((order) => String(order.id));
    const asked = pageAnswersBy('/dashboard/service_orders/', 3);
    const files = captureDownloads();
    const { user } = renderDesk(session);
    // The desk holds the first page of each list: at most 3 new orders of more.
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(tabCount('Новые')).toBeLessThanOrEqual(3);
    expect(newOrders.length).toBeGreaterThan(3);
    const shown = asked.length;

    await user.dblClick(screen.getByRole('button', { name: ru.orders.downloadLabel }));
    expect(await screen.findByText(ru.orders.downloaded(newOrders.length))).toBeInTheDocument();
    expect(files).toHaveLength(1);
    const rows = (await files[0]!.blob.text()).split('\r\n').slice(1, -1);
    expect(rows.map((row) => row.split(';')[0]).sort()).toEqual(newOrders.sort());
    // The open list was read again page by page, each page by its `next` link; the closed one, also cut, was not.
    const pages = asked.slice(shown).map((query) => [query.get('status__in'), query.get('page')].join(' '));
    expect(pages).toEqual(
      Array.from({ length: Math.ceil(open.results.length / 3) }, (_, page) => `new,in_progress ${page + 1}`),
    );
  });

  it('sends one «Взять» for a double click in the order’s panel, and shows no refusal of the second click', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    const order = await createOrder(stay.id, service.id);
    const takes: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.url.includes(`/service_orders/${order.id}/take_order/`)) takes.push(request.method);
      return realFetch(request);
    });
    const { user } = renderDesk(session, `/orders?order=${order.id}`);
    const drawer = await screen.findByRole('dialog', { name: ru.orders.detail.title(order.id) });
    await user.dblClick(await within(drawer).findByRole('button', { name: ru.orders.actions.take }));
    expect(await screen.findByText(ru.orders.done.take(order.id))).toBeInTheDocument();
    expect(takes).toEqual(['POST']);
    expect(screen.queryByText(ru.orders.actionFailed(order.id))).not.toBeInTheDocument();
  });

  it('shows the server’s message when a colleague was faster, and the row’s real state', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    const taken = await createOrder(stay.id, service.id);
    const cancelled = await createOrder(stay.id, service.id);
    const { user } = renderDesk(session);
    const takenRow = await findRow(taken.id);
    const cancelledRow = await findRow(cancelled.id);

    // Behind the desk's back (no live event arrives in this test): a colleague takes one and cancels the other.
    await asColleague(`/dashboard/service_orders/${taken.id}/take_order/`);
    await asColleague(`/dashboard/service_orders/${cancelled.id}/cancel_order/`);

    await user.click(within(takenRow).getByRole('button', { name: ru.orders.actions.take }));
    expect(await screen.findByText('Заказ уже взят в работу: Дмитрий Кузнецов.')).toBeInTheDocument();
    // The 409 carried the current order: it left «Новые» for «В работе» at once.
    await waitFor(() => expect(queryRow(taken.id)).not.toBeInTheDocument());

    await user.click(within(cancelledRow).getByRole('button', { name: ru.orders.actions.take }));
    expect(await screen.findByText(/^Нельзя взять в работу заказ/)).toBeInTheDocument();
    await waitFor(() => expect(queryRow(cancelled.id)).not.toBeInTheDocument());

    await user.click(tab(ru.orders.tabs.in_progress));
    const inWork = await findRow(taken.id);
    expect(inWork).toHaveTextContent(ru.orders.list.takenBy('Дмитрий Кузнецов'));

    // Completing a colleague's order asks first, naming them; «Не выполнять» leaves it as it is.
    await user.click(within(inWork).getByRole('button', { name: ru.orders.actions.complete }));
    let ask = await screen.findByRole('dialog', { name: ru.orders.completeDialog.title(taken.id) });
    expect(ask).toHaveTextContent(ru.orders.takenByColleague('Дмитрий Кузнецов'));
    await user.click(within(ask).getByRole('button', { name: ru.orders.completeDialog.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await http.get(`/dashboard/service_orders/${taken.id}/`, orderSchema)).status).toBe('in_progress');
    await user.click(within(await findRow(taken.id)).getByRole('button', { name: ru.orders.actions.complete }));
    ask = await screen.findByRole('dialog', { name: ru.orders.completeDialog.title(taken.id) });
    await user.click(within(ask).getByRole('button', { name: ru.orders.completeDialog.confirm }));
    expect(await screen.findByText(ru.orders.done.complete(taken.id))).toBeInTheDocument();
  });

  it('creates an order for a guest living in now, after checking the fields', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    const { user } = renderDesk(session);
    await user.click(await screen.findByRole('button', { name: ru.orders.newOrder }));
    const dialog = await screen.findByRole('dialog', { name: ru.orders.create.title });

    // The form's code loads on demand (the dialog opens at once).
    await user.click(await within(dialog).findByRole('button', { name: ru.orders.create.submit }));
    expect(await within(dialog).findByText(ru.orders.create.stayRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ru.orders.create.serviceRequired)).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole('combobox', { name: new RegExp(ru.orders.create.stay) }),
      stay.guest.lastName,
    );
    await user.click(
      await screen.findByRole('option', {
        name: new RegExp(`^${stay.room!.number} · ${stay.guest.firstName} ${stay.guest.lastName}`),
      }),
    );
    await chooseService(user, dialog, service.name);
    await user.clear(within(dialog).getByRole('textbox', { name: ru.orders.create.quantity }));
    await user.type(within(dialog).getByRole('textbox', { name: ru.orders.create.quantity }), '3');
    await user.click(within(dialog).getByRole('button', { name: ru.orders.create.submit }));

    const created = await createdOrder();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ru.orders.create.title })).not.toBeInTheDocument());
    // Joined the list from the answer, without a refetch.
    expect(await findRow(created.id)).toHaveTextContent(service.name);
    expect(created.data).toEqual({ quantity: 3 });
    expect(created.stay.id).toBe(stay.id);
  });

  it('opens «Новый заказ» for a stay from its card’s link, the stay chosen, and creates the order for it', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    const { user } = renderDesk(session, paths.newOrderFor(stay.id));
    const dialog = await screen.findByRole('dialog', { name: ru.orders.create.title });
    const stayField = await within(dialog).findByRole('combobox', { name: new RegExp(ru.orders.create.stay) });
    await waitFor(() =>
      expect((stayField as HTMLInputElement).value).toMatch(
        new RegExp(`^${stay.room!.number} · ${stay.guest.firstName} ${stay.guest.lastName}`),
      ),
    );

    await chooseService(user, dialog, service.name);
    await user.click(within(dialog).getByRole('button', { name: ru.orders.create.submit }));
    expect((await createdOrder()).stay.id).toBe(stay.id);
    // Closed, the link's parameter goes: a reload does not open the dialog again.
    await waitFor(() => expect(new URLSearchParams(window.location.search).has('new')).toBe(false));
  });

  it('shows each service’s hours and price in «Новый заказ», and warns before an order outside its hours', async () => {
    const session = await adminSession();
    const zone = hotelTimeZone(session.activeHotel);
    const hour = wallClockIn(new Date(), zone).hour;
    const at = (shift: number) => `${String((hour + shift) % 24).padStart(2, '0')}:00`;
    const name = `Ночной бар ${Date.now() % 100_000}`;
    await makeService(server().app, 1, name, true, {
      availability: { days: [1, 2, 3, 4, 5, 6, 7], from: at(2), to: at(3) },
      price: '450.00',
      currency: 'RUB',
    });
    const { user } = renderDesk(session);
    await user.click(await screen.findByRole('button', { name: ru.orders.newOrder }));
    const dialog = await screen.findByRole('dialog', { name: ru.orders.create.title });
    const hours = `Ежедневно, ${at(2)}–${at(3)}`;
    await user.click(await within(dialog).findByRole('combobox', { name: new RegExp(ru.orders.create.service) }));
    const option = await screen.findByRole('option', { name });
    expect(option).toHaveTextContent(hours);
    expect(option).toHaveTextContent(/450\s₽/);
    await user.click(option);
    const warning = await within(dialog).findByRole('status');
    expect(warning).toHaveTextContent(ru.orders.create.closedTitle);
    expect(warning).toHaveTextContent(hours);
    // The chosen service's hours and price, as the field's description, for everyone.
    expect(
      within(dialog).getByRole('combobox', { name: new RegExp(ru.orders.create.service) }),
    ).toHaveAccessibleDescription(new RegExp(`^${hours} · 450\\s₽$`));
  });

  it('puts a live new order on the desk with a notification that opens it', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    const order = await createOrder(stay.id, service.id);
    const { user } = renderDesk(session, '/orders?search=%23' + order.id);
    await findRow(order.id);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(ru.orders.live.open);
    // The app's live connection has loaded the waiting orders (their count is in the title): the next one is new.
    await waitFor(() => expect(document.title).toMatch(/^\(\d+\)/));

    // A guest's order arrives; the desk searches for «#<id>», so only the order with that id may join.
    const guestOrder = await createOrder(stay.id, service.id);
    act(() =>
      openLiveConnection().options.onMessage({ type: 'order.created', order: { ...guestOrder, createdBy: null } }),
    );
    const title = await screen.findByText(ru.ordersLive.noticeTitle(guestOrder.id, service.name));
    // The notification (role alert) the title is in.
    const notice = screen.getAllByRole('alert').find((alert) => alert.contains(title))!;
    expect(notice).toHaveTextContent(`${ru.orders.list.room(stay.room!.number)}`);
    expect(queryRow(guestOrder.id)).not.toBeInTheDocument();

    act(() => openLiveConnection().options.onState('reconnecting'));
    expect(screen.getByText(ru.orders.live.reconnecting)).toBeInTheDocument();

    await user.click(
      within(notice).getByRole('link', {
        name: ru.ordersLive.openOrder,
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: ru.orders.detail.title(guestOrder.id) });
    expect(window.location.search).toContain(`order=${guestOrder.id}`);
    // On the desk, its filters stay.
    expect(new URLSearchParams(window.location.search).get('search')).toBe(`#${order.id}`);
    expect(await within(drawer).findByText(ru.orders.detail.historyCreated)).toBeInTheDocument();
  });

  it('opens the detail from the query string with the thread; translates a message and sends a reply', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures({ foreignGuest: true });
    const order = await createOrder(stay.id, service.id);
    const phrase = STAFF_PHRASES[1]!;
    await http.post(`/dashboard/service_orders/${order.id}/messages/`, null, { json: { text: phrase.ru } });
    const unknown = 'Полотенца уже несём, минут через пять.';
    await http.post(`/dashboard/service_orders/${order.id}/messages/`, null, { json: { text: unknown } });
    const target = stay.guest.language === 'en' ? { code: 'de', name: 'Deutsch' } : { code: 'en', name: 'English' };
    const { user } = renderDesk(session, `/orders?order=${order.id}`);

    const drawer = await screen.findByRole('dialog', { name: ru.orders.detail.title(order.id) });
    expect(await within(drawer).findByText(phrase.ru)).toHaveAttribute('dir', 'auto');
    expect(within(drawer).getByText(ru.orders.detail.historyCreated)).toBeInTheDocument();
    expect(within(drawer).getByText(`${stay.guest.firstName} ${stay.guest.lastName}`)).toBeInTheDocument();

    const thread = within(drawer).getByRole('list', { name: ru.orders.detail.messages });
    const [known, other] = within(thread).getAllByRole('listitem');
    const language = within(known!).getByRole('combobox', { name: ru.orders.translate.language });
    await waitFor(() => expect(language).toBeEnabled());
    // A staff message is in Russian: it is not offered, the first other language is chosen.
    expect(language).toHaveValue('English');
    await user.click(language);
    expect(screen.queryByRole('option', { name: 'Русский' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: target.name }));
    await user.click(within(known!).getByRole('button', { name: ru.orders.translate.action }));
    expect(await within(known!).findByText(phrase[target.code as 'en' | 'de'])).toBeInTheDocument();
    expect(within(known!).getByText(ru.orders.translate.label(target.name))).toBeInTheDocument();

    // A text the offline provider does not know is reported as such, not as an error.
    await user.click(within(other!).getByRole('combobox', { name: ru.orders.translate.language }));
    await user.click(await screen.findByRole('option', { name: target.name }));
    await user.click(within(other!).getByRole('button', { name: ru.orders.translate.action }));
    expect(await within(other!).findByText(ru.orders.translate.unavailable)).toBeInTheDocument();
    expect(within(other!).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(within(drawer).getByRole('textbox', { name: ru.orders.reply.label }), STAFF_PHRASES[2]!.ru);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(thread).findByText(STAFF_PHRASES[2]!.ru)).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: ru.orders.reply.label })).toHaveValue('');
  });

  it('offers to switch hotels for an order link of another hotel, and says plainly when an order is not here', async () => {
    const session = { ...(await adminSession()), setActiveHotel: vi.fn() };
    const other = session.hotels.find((hotel) => hotel.id !== 1)!;
    const { user, unmount } = renderDesk(session, paths.order(123_456, other.id));
    expect(await screen.findByText(ru.orders.otherHotel.title(123_456))).toBeInTheDocument();
    expect(screen.getByText(ru.orders.otherHotel.inHotel(other.name, session.activeHotel!.name))).toBeInTheDocument();
    // No drawer looks for it in this hotel.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ru.orders.otherHotel.switchTo(other.name) }));
    expect(session.setActiveHotel).toHaveBeenCalledWith(other.id);
    await user.click(screen.getByRole('button', { name: ru.orders.otherHotel.stay }));
    await waitFor(() => expect(screen.queryByText(ru.orders.otherHotel.title(123_456))).not.toBeInTheDocument());
    expect(new URLSearchParams(window.location.search).has('order')).toBe(false);

    // A link without its hotel, to an order this hotel has not: said, with no retry that cannot help.
    unmount();
    renderDesk(session, paths.order(999_999));
    const drawer = await screen.findByRole('dialog', { name: ru.orders.detail.title(999_999) });
    expect(await within(drawer).findByText(ru.orders.detail.notHere(999_999))).toBeInTheDocument();
    expect(within(drawer).getByText(ru.orders.detail.notHereOtherHotel)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: ru.common.retry })).not.toBeInTheDocument();
  });

  it('inserts a quick reply filled from the order, editable before sending; an administrator edits the list', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    const order = await createOrder(stay.id, service.id);
    window.localStorage.removeItem('hotels.quickReplies.1');
    const { user } = renderDesk(session, paths.order(order.id, 1));
    const drawer = await screen.findByRole('dialog', { name: ru.orders.detail.title(order.id) });
    const box = await within(drawer).findByRole('textbox', { name: ru.orders.reply.label });

    await user.click(within(drawer).getByRole('button', { name: ru.orders.quickReplies.button }));
    const first = `Здравствуйте, ${stay.guest.firstName}! Заказ «${service.name}» принят, скоро будем в номере ${stay.room!.number}.`;
    await user.click(await screen.findByRole('menuitem', { name: first }));
    expect(box).toHaveValue(first);
    expect(box).toHaveFocus();
    await user.type(box, ' Спасибо!');
    expect(box).toHaveValue(`${first} Спасибо!`);
    await user.clear(box);

    // The administrator's own list: kept in this browser, as the editor says.
    await user.click(within(drawer).getByRole('button', { name: ru.orders.quickReplies.button }));
    await user.click(await screen.findByRole('menuitem', { name: ru.orders.quickReplies.edit }));
    const editor = await screen.findByRole('dialog', { name: ru.orders.quickReplies.editTitle });
    expect(within(editor).getByText(ru.orders.quickReplies.storedHere)).toBeInTheDocument();
    const russian = within(editor).getByRole('textbox', { name: new RegExp(ru.orders.quickReplies.languages.ru) });
    await user.clear(russian);
    await user.paste('Номер {номер}: уже идём, {гость}.');
    await user.click(within(editor).getByRole('button', { name: ru.orders.quickReplies.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ru.orders.quickReplies.editTitle })).toBeNull());
    expect((JSON.parse(window.localStorage.getItem('hotels.quickReplies.1') ?? '{}') as { ru?: string[] }).ru).toEqual([
      'Номер {номер}: уже идём, {гость}.',
    ]);
    await user.click(within(drawer).getByRole('button', { name: ru.orders.quickReplies.button }));
    await user.click(
      await screen.findByRole('menuitem', { name: `Номер ${stay.room!.number}: уже идём, ${stay.guest.firstName}.` }),
    );
    expect(box).toHaveValue(`Номер ${stay.room!.number}: уже идём, ${stay.guest.firstName}.`);
    window.localStorage.removeItem('hotels.quickReplies.1');
  });

  it('shows a failed translation in place, with a retry', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures({ foreignGuest: true });
    const order = await createOrder(stay.id, service.id);
    const phrase = STAFF_PHRASES[0]!;
    await http.post(`/dashboard/service_orders/${order.id}/messages/`, null, { json: { text: phrase.ru } });
    await http.post('/dev/faults/', null, { json: { failStatus: 502, failPaths: '*/messages/*' } });
    const { user } = renderDesk(session, `/orders?order=${order.id}`);

    const drawer = await screen.findByRole('dialog', { name: ru.orders.detail.title(order.id) });
    const thread = await within(drawer).findByRole('list', { name: ru.orders.detail.messages });
    const translate = within(thread).getByRole('button', { name: ru.orders.translate.action });
    await waitFor(() => expect(translate).toBeEnabled());
    await user.click(translate);
    const error = await within(thread).findByRole('alert');
    expect(error).toHaveTextContent(ru.orders.translate.failed(''));
    // The rest of the detail stays as it was.
    expect(within(drawer).getByText(phrase.ru)).toBeInTheDocument();

    await http.delete('/dev/faults/', null);
    await user.click(within(thread).getByRole('button', { name: ru.orders.translate.retry }));
    await waitFor(() => expect(within(thread).queryByRole('alert')).not.toBeInTheDocument());
    // The staff's Russian message goes to the first other language by default.
    expect(await within(thread).findByText(ru.orders.translate.label('English'))).toBeInTheDocument();
    expect(within(thread).getByText(phrase.en)).toBeInTheDocument();
  });
});

describe('the desk’s period and the hotel’s clock', { timeout: 30_000 }, () => {
  // Hotel 1 of the seed keeps Moscow time; the tests' browser runs in UTC, so its zone differs and is named.
  const HOTEL_ZONE = 'Europe/Moscow';
  const DAY_MS = 86_400_000;

  it('keeps an order in progress for 8 days in «В работе» while the period hides closed orders as old, in the hotel’s time', async () => {
    const session = await adminSession();
    const { stay, service } = await fixtures();
    // Eight days ago at 09:00 UTC: 12:00 at the hotel.
    const eightDaysAgo = new Date(Math.floor((Date.now() - 8 * DAY_MS) / DAY_MS) * DAY_MS + 9 * 3_600_000);
    const inWork = await insertOrder(server().app, 1, stay.id, service.id, {
      status: 'in_progress',
      createdAt: eightDaysAgo,
      takenAt: eightDaysAgo,
    });
    const done = await insertOrder(server().app, 1, stay.id, service.id, {
      status: 'completed',
      createdAt: eightDaysAgo,
      completedAt: eightDaysAgo,
    });
    // The seed's orders fill the tabs (the list is virtualized): each look is narrowed to one order by `#id`.
    const first = renderDesk(session, `/orders?status=in_progress&search=%23${inWork}`);
    expect(await screen.findByText(ru.hotelTime.note('Москва, UTC+3'))).toBeInTheDocument();
    const row = await findRow(inWork);
    expect(row).toHaveTextContent(ru.orders.list.createdAt(formatDateTime(eightDaysAgo, HOTEL_ZONE)));
    expect(formatDateTime(eightDaysAgo, HOTEL_ZONE)).toMatch(/12:00$/);
    first.unmount();

    // The default period (the hotel's last 7 days) leaves the completed order of that day out…
    const second = renderDesk(session, `/orders?status=completed&search=%23${done}`);
    expect(await screen.findByText(ru.orders.empty.completed)).toBeInTheDocument();
    expect(queryRow(done)).not.toBeInTheDocument();
    second.unmount();

    // …and a period that holds that day (the hotel's day) shows it.
    const day = dayInZone(eightDaysAgo, HOTEL_ZONE);
    renderDesk(session, `/orders?status=completed&from=${day}&to=${day}&search=%23${done}`);
    expect(await findRow(done)).toBeInTheDocument();
  });

  it('finds tomorrow’s arrival in «Новый заказ», with the day of arrival, and creates the order', async () => {
    const session = await adminSession();
    const { service } = await fixtures();
    const tomorrow = addDays(dayInZone(new Date(), HOTEL_ZONE), 1);
    const lastName = `Завтрашний${Date.now() % 100_000}`;
    const { stayId } = await makeStay(server().app, 1, {
      firstName: 'Ольга',
      lastName,
      checkIn: tomorrow,
      checkOut: addDays(tomorrow, 3),
    });
    const { user } = renderDesk(session);
    await user.click(await screen.findByRole('button', { name: ru.orders.newOrder }));
    const dialog = await screen.findByRole('dialog', { name: ru.orders.create.title });

    await user.type(await within(dialog).findByRole('combobox', { name: new RegExp(ru.orders.create.stay) }), lastName);
    const option = await screen.findByRole('option', {
      name: new RegExp(`Ольга ${lastName} · ${ru.orders.create.arrives('')}`),
    });
    expect(screen.getByText(ru.orders.create.upcoming)).toBeInTheDocument();
    await user.click(option);
    await chooseService(user, dialog, service.name);
    await user.click(within(dialog).getByRole('button', { name: ru.orders.create.submit }));

    expect((await createdOrder()).stay.id).toBe(stayId);
  });
});
