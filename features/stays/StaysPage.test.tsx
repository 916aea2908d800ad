import { configure } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayInZone, hotelTimeZone } from '@/lib/hotel-time';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { type Session, SessionContext } from '@/lib/session';
import { holdAnswer } from '@/lib/test/answers';
import { captureDownloads } from '@/lib/test/downloads';
import { setFaults } from '@/lib/test/faults';
import { pageAnswersBy } from '@/lib/test/paging';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { StaysPage } from './StaysPage';

/*
 * The screen against the real in-process backend (seeded demo data, hotel 1 «Гранд Отель Нева», signed in as its
 * administrator). The data is generated around today, so the tests read what they need from the API first
 * instead of assuming names or rooms.
 *
 * next/navigation is the one thing replaced (lib/test/next-navigation.ts).
 */

const server = withTestServer();

// Lists of up to 999 stays on a machine shared with other runs: each wait may take this long (a bound, not a sleep).
configure({ asyncUtilTimeout: 10_000 });

let session: Session;

const roomSchema = v.object({ id: v.number(), number: v.string(), floor: v.number() });
const staySchema = v.object({
  id: v.number(),
  guest: v.object({ firstName: v.string(), lastName: v.string(), email: v.string() }),
  room: v.nullable(roomSchema),
  checkIn: v.string(),
  checkOut: v.string(),
  state: v.string(),
});
const page = <T extends v.GenericSchema>(item: T) => v.object({ count: v.number(), results: v.array(item) });
const roomOptionSchema = v.object({ ...roomSchema.entries, available: v.boolean() });

type ApiStay = v.InferOutput<typeof staySchema>;

async function apiStays(params: Record<string, string> = {}) {
  return http.get('/dashboard/stays/', page(staySchema), {
    searchParams: { ...PAGE_ALL, ordering: 'room__number', ...params },
  });
}

async function apiStay(id: number) {
  return http.get(`/dashboard/stays/${id}/`, staySchema);
}

async function apiRoomsFor(stayId: number) {
  return (
    await http.get('/dashboard/rooms/', page(roomOptionSchema), {
      searchParams: { ...PAGE_ALL, available_for: stayId },
    })
  ).results;
}

let rendered: ReturnType<typeof render> | undefined;

function renderPage(url = '/guests') {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <StaysPage />
    </SessionContext>,
  );
  return rendered;
}

/** The body rows of the table (the head row has `aria-rowindex` 1). */
function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: ru.stays.table }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

async function waitForRows(): Promise<HTMLElement[]> {
  await waitFor(() => expect(screen.getByRole('table', { name: ru.stays.table })).not.toHaveAttribute('aria-busy'));
  return bodyRows();
}

function roomOf(row: HTMLElement): string {
  return within(row).getAllByRole('cell')[0]!.textContent ?? '';
}

const fullName = (stay: ApiStay) => `${stay.guest.firstName} ${stay.guest.lastName}`;

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
});

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  rendered = undefined;
  window.history.replaceState(null, '', '/');
});

describe('StaysPage', { timeout: 30_000 }, () => {
  it('opens on the guests in house, ordered by room, with the count', async () => {
    const expected = await apiStays({ state: 'current' });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: ru.stays.title })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: ru.stays.views.in_house })).toBeChecked();
    const rows = await waitForRows();
    const total =
      expected.count > expected.results.length
        ? ru.stays.foundTruncated(expected.results.length, expected.count)
        : ru.stays.found(expected.count);
    expect(screen.getByText(total)).toBeInTheDocument();

    // All rows are counted for assistive technology, only a window of them is in the DOM.
    expect(screen.getByRole('table', { name: ru.stays.table })).toHaveAttribute(
      'aria-rowcount',
      String(expected.results.length + 1),
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(expected.results.length);

    const numbers = rows.slice(0, 10).map((row) => Number.parseInt(roomOf(row), 10));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(roomOf(rows[0]!)).toContain(expected.results[0]!.room!.number);
    expect(within(rows[0]!).getByText(fullName(expected.results[0]!))).toBeInTheDocument();
  });

  it('downloads the view as CSV for Excel: every stay of it, not only the rows on the screen', async () => {
    const expected = await apiStays({ state: 'current' });
    const files = captureDownloads();
    try {
      const { user } = renderPage();
      await waitForRows();
      await user.click(screen.getByRole('button', { name: ru.stays.downloadLabel }));
      await waitFor(() => expect(files).toHaveLength(1));
      expect(files[0]!.name).toMatch(/^guests_in_house_\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await files[0]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Номер;Этаж;Гость;Заезд;Выезд;Статус;Открытых заказов;Телефон;E-mail;Страна;Язык');
      const rows = lines.slice(1, -1);
      expect(rows).toHaveLength(expected.results.length);
      expect(rows[0]!.split(';').slice(0, 3)).toEqual([
        expected.results[0]!.room!.number,
        String(expected.results[0]!.room!.floor ?? ''),
        fullName(expected.results[0]!),
      ]);
      expect(await screen.findByText(ru.stays.downloaded(rows.length))).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('downloads every page of the view from a backend that pages by 10, once for a double click', async () => {
    const expected = await apiStays({ state: 'current' });
    expect(expected.results.length).toBeGreaterThan(10);
    const asked = pageAnswersBy('/dashboard/stays/', 10);
    const files = captureDownloads();
    try {
      const { user } = renderPage();
      expect(
        await screen.findByText(ru.stays.foundTruncated(10, expected.results.length), { exact: false }),
      ).toBeInTheDocument();
      await user.dblClick(screen.getByRole('button', { name: ru.stays.downloadLabel }));
      expect(await screen.findByText(ru.stays.downloaded(expected.results.length))).toBeInTheDocument();
      expect(files).toHaveLength(1);
      const rows = (await files[0]!.blob.text()).split('\r\n').slice(1, -1);
      expect(rows.map((row) => row.split(';')[2])).toEqual(expected.results.map(fullName));
      // The first page for the screen, then the file's: each by the previous page's `next` link.
      const pages = Math.ceil(expected.results.length / 10);
      expect(asked.map((query) => query.get('page'))).toEqual([
        '1',
        ...Array.from({ length: pages }, (_, page) => String(page + 1)),
      ]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('saves no file when the rest of the view cannot be read, and says so', async () => {
    pageAnswersBy('/dashboard/stays/', 10);
    const files = captureDownloads();
    try {
      const { user } = renderPage();
      await waitForRows();
      await setFaults(server().url, { failStatus: 503, failPaths: ['/dashboard/stays/'] });
      await user.click(screen.getByRole('button', { name: ru.stays.downloadLabel }));
      expect(await screen.findByText(ru.stays.downloadFailed)).toBeInTheDocument();
      expect(files).toEqual([]);
      expect(screen.getByRole('button', { name: ru.stays.downloadLabel })).toBeEnabled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('narrows the list by a search and keeps it in the URL', async () => {
    const { results } = await apiStays({ state: 'current' });
    const target = results.find((stay) => stay.room !== null)!;
    const expected = await apiStays({ state: 'current', search: fullName(target) });
    const { user } = renderPage();
    await waitForRows();

    await user.type(screen.getByRole('searchbox', { name: ru.stays.search }), fullName(target));

    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(fullName(target)));
    expect(await screen.findByText(ru.stays.found(expected.count))).toBeInTheDocument();
    const rows = await waitForRows();
    expect(rows).toHaveLength(expected.count);
    for (const row of rows) expect(row).toHaveTextContent(fullName(target));

    // The clear button empties the field and the URL at once.
    await user.click(screen.getByRole('button', { name: ru.stays.clearSearch }));
    expect(screen.getByRole('searchbox', { name: ru.stays.search })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: ru.stays.search })).toHaveFocus();
    expect(new URLSearchParams(window.location.search).has('q')).toBe(false);
  });

  it('restores the view from the URL; «/» focuses the search', async () => {
    const expected = await apiStays({ state: 'upcoming' });
    const { user } = renderPage('/guests?view=upcoming');

    expect(screen.getByRole('radio', { name: ru.stays.views.upcoming })).toBeChecked();
    expect(await screen.findByText(ru.stays.found(expected.count))).toBeInTheDocument();
    for (const row of await waitForRows()) {
      expect(within(row).getByText(ru.stays.stateBadges.upcoming)).toBeInTheDocument();
    }

    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: ru.stays.search })).toHaveFocus();
  });

  it('switches to today’s arrivals and back to all, in the URL', async () => {
    const today = dayInZone(new Date(), hotelTimeZone(session.activeHotel));
    const expected = await apiStays({ check_in: today });
    expect(expected.count).toBeGreaterThan(0);
    const { user } = renderPage();
    await waitForRows();

    await user.click(screen.getByRole('radio', { name: ru.stays.views.arrivals }));

    expect(await screen.findByText(ru.stays.found(expected.count))).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('view')).toBe('arrivals');
    const rows = await waitForRows();
    expect(rows).toHaveLength(expected.count);
    for (const stay of expected.results) expect(screen.getByText(fullName(stay))).toBeInTheDocument();

    const all = await apiStays();
    await user.click(screen.getByRole('radio', { name: ru.stays.views.all }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('view')).toBe('all'));
    expect(
      await screen.findByText(
        all.count > all.results.length
          ? ru.stays.foundTruncated(all.results.length, all.count)
          : ru.stays.found(all.count),
      ),
    ).toBeInTheDocument();
    await waitForRows();
  });

  it('«Без номера» lists the stays still to be placed, and assign=1 opens the room dialog at once, titled for assigning', async () => {
    const today = dayInZone(new Date(), hotelTimeZone(session.activeHotel));
    const expected = await apiStays({ room__isnull: 'true', check_out__gt: today });
    const target = expected.results[0]!;
    const room = (await apiRoomsFor(target.id)).find((item) => item.available)!;
    const { user } = renderPage(`/guests?view=no_room&stay=${target.id}&assign=1`);

    expect(screen.getByRole('radio', { name: ru.stays.views.no_room })).toBeChecked();
    expect(await screen.findByText(ru.stays.found(expected.count))).toBeInTheDocument();
    for (const row of await waitForRows()) expect(roomOf(row)).toContain(ru.stays.noRoom);
    const dialog = await screen.findByRole('dialog', { name: ru.stays.setRoom.assignTitle });
    const drawer = screen.getByRole('dialog', { name: fullName(target) });
    expect(within(drawer).getByRole('button', { name: ru.stays.detail.assignRoom })).toBeInTheDocument();

    const select = await within(dialog).findByRole('combobox', { name: ru.stays.setRoom.room });
    await user.type(select, room.number);
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${room.number}`) }));
    await user.click(within(dialog).getByRole('button', { name: ru.stays.setRoom.save }));
    expect(await screen.findByText(ru.stays.setRoom.assigned(room.number))).toBeInTheDocument();
    expect(await within(drawer).findByRole('button', { name: ru.stays.detail.changeRoom })).toBeInTheDocument();
    // An order for this guest is one click away: the desk's «Новый заказ» with the stay chosen.
    expect(within(drawer).getByRole('link', { name: ru.stays.detail.createOrder })).toHaveAttribute(
      'href',
      paths.newOrderFor(target.id),
    );
  });

  it('offers no room change for a stay that is over, and links its orders to the desk, each with its status', async () => {
    const past = (await apiStays({ state: 'past' })).results;
    const withOrders = [];
    for (const stay of past.slice(0, 40)) {
      const orders = await http.get(
        '/dashboard/service_orders/',
        page(v.object({ id: v.number(), status: v.string() })),
        {
          searchParams: { stay: stay.id },
        },
      );
      if (orders.count > 0) {
        withOrders.push({ stay, orders: orders.results });
        break;
      }
    }
    // The seed has past stays with orders.
    expect(withOrders).toHaveLength(1);
    const { stay, orders } = withOrders[0]!;
    // The statuses' names arrive last: until then the orders name their statuses with the dashboard's own names.
    const { release } = holdAnswer('/service_orders/statuses/');
    renderPage(`/guests?view=past&stay=${stay.id}`);
    const drawer = await screen.findByRole('dialog', { name: fullName(stay) });
    expect(await within(drawer).findByText(ru.stays.pastReadOnly)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: ru.stays.detail.changeRoom })).not.toBeInTheDocument();
    const list = await within(drawer).findByRole('list', { name: ru.stays.detail.orders });
    const links = new Map(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link]),
    );
    for (const order of orders) {
      const status = ru.orders.statuses[order.status as keyof typeof ru.orders.statuses];
      expect(links.get(`/orders?order=${order.id}&hotel=${session.activeHotel!.id}`)).toHaveTextContent(status);
    }
    release();
  });

  it('says when nothing matches and resets the filters', async () => {
    const { user } = renderPage('/guests?q=zzzqqqxxx&view=past');

    expect(await screen.findByText(ru.stays.emptyFilteredTitle)).toBeInTheDocument();
    expect(screen.getByText(ru.stays.emptyFilteredSearch('zzzqqqxxx'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ru.stays.resetFilters }));

    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    // The search goes; the view the desk chose stays.
    expect(window.location.search).toBe('?view=past');
    expect(screen.getByRole('searchbox', { name: ru.stays.search })).toHaveValue('');
  });

  it('opens a stay by click and by keyboard, with its detail and orders', async () => {
    const { results } = await apiStays({ state: 'current' });
    const [first, second] = results as [ApiStay, ApiStay];
    const { user } = renderPage();
    const rows = await waitForRows();

    await user.click(rows[0]!);
    expect(new URLSearchParams(window.location.search).get('stay')).toBe(String(first.id));
    const drawer = await screen.findByRole('dialog', { name: fullName(first) });
    // The detail's code loads on demand (the drawer and its title open at once).
    expect(await within(drawer).findByRole('button', { name: ru.stays.detail.changeRoom })).toBeInTheDocument();
    if (first.guest.email) expect(within(drawer).getByText(first.guest.email)).toBeInTheDocument();
    // The orders of the stay, or the words that there are none.
    await waitFor(() => {
      const orders =
        within(drawer).queryByRole('list', { name: ru.stays.detail.orders }) ??
        within(drawer).queryByText(ru.stays.detail.noOrders);
      expect(orders).not.toBeNull();
    });

    await user.click(within(drawer).getByRole('button', { name: ru.stays.detail.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(new URLSearchParams(window.location.search).has('stay')).toBe(false);
    // The focus is back on the row that opened it; ↓ and Enter open the next one.
    await waitFor(() => expect(bodyRows()[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(bodyRows()[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: fullName(second) })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('stay')).toBe(String(second.id));
  });

  it('moves a stay to another room and updates its row', async () => {
    const { results } = await apiStays({ state: 'upcoming' });
    const stay = results.find((item) => item.room !== null)!;
    const target = (await apiRoomsFor(stay.id)).find((room) => room.available && room.id !== stay.room!.id)!;
    const { user } = renderPage(`/guests?view=upcoming&q=${encodeURIComponent(fullName(stay))}&stay=${stay.id}`);

    const drawer = await screen.findByRole('dialog', { name: fullName(stay) });
    const change = await within(drawer).findByRole('button', { name: ru.stays.detail.changeRoom });
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: ru.stays.setRoom.title });
    const save = within(dialog).getByRole('button', { name: ru.stays.setRoom.save });
    const select = await within(dialog).findByRole('combobox', { name: ru.stays.setRoom.room });
    expect(save).toBeDisabled();

    await user.clear(select);
    await user.type(select, target.number);
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${target.number}`) }));
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText(ru.stays.setRoom.changed(target.number))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ru.stays.setRoom.title })).not.toBeInTheDocument());
    await waitFor(() => expect(change).toHaveFocus());
    const row = bodyRows().find((item) => item.textContent?.includes(fullName(stay)))!;
    expect(roomOf(row)).toContain(target.number);
    expect(within(drawer).getByText(target.number)).toBeInTheDocument();
  });

  it('asks before dropping a room chosen and not saved, and keeps it on «Вернуться к форме»', async () => {
    const { results } = await apiStays({ state: 'upcoming' });
    const stay = results.find((item) => item.room !== null)!;
    const target = (await apiRoomsFor(stay.id)).find((room) => room.available && room.id !== stay.room!.id)!;
    const { user } = renderPage(`/guests?view=upcoming&q=${encodeURIComponent(fullName(stay))}&stay=${stay.id}`);

    const drawer = await screen.findByRole('dialog', { name: fullName(stay) });
    await user.click(await within(drawer).findByRole('button', { name: ru.stays.detail.changeRoom }));
    const dialog = await screen.findByRole('dialog', { name: ru.stays.setRoom.title });
    const select = await within(dialog).findByRole('combobox', { name: ru.stays.setRoom.room });
    await user.clear(select);
    await user.type(select, target.number);
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${target.number}`) }));

    await user.click(within(dialog).getByRole('button', { name: ru.stays.setRoom.cancel }));
    const confirm = await screen.findByRole('dialog', { name: ru.common.discard.discardTitle });
    await user.click(within(confirm).getByRole('button', { name: ru.common.discard.discardCancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: ru.common.discard.discardTitle })).not.toBeInTheDocument(),
    );
    expect((select as HTMLInputElement).value).toContain(target.number);

    await user.click(within(dialog).getByRole('button', { name: ru.stays.setRoom.cancel }));
    await user.click(
      within(await screen.findByRole('dialog', { name: ru.common.discard.discardTitle })).getByRole('button', {
        name: ru.common.discard.discardConfirm,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ru.stays.setRoom.title })).not.toBeInTheDocument());
    expect((await apiStay(stay.id)).room?.id).toBe(stay.room!.id);
  });

  it("shows the server's message when the room was taken meanwhile, keeping the choice", async () => {
    // Two stays in the hotel today overlap; a room free for both is given to the other one while the dialog is open.
    const { results } = await apiStays({ state: 'current' });
    const [stay, other] = results.filter((item) => item.room !== null) as [ApiStay, ApiStay];
    const freeForOther = new Set((await apiRoomsFor(other.id)).filter((room) => room.available).map((room) => room.id));
    const target = (await apiRoomsFor(stay.id)).find(
      (room) => room.available && freeForOther.has(room.id) && room.id !== stay.room!.id,
    )!;
    const { user } = renderPage(`/guests?stay=${stay.id}`);

    const drawer = await screen.findByRole('dialog', { name: fullName(stay) });
    await user.click(await within(drawer).findByRole('button', { name: ru.stays.detail.changeRoom }));
    const dialog = await screen.findByRole('dialog', { name: ru.stays.setRoom.title });
    const select = await within(dialog).findByRole('combobox', { name: ru.stays.setRoom.room });

    await http.post(`/dashboard/stays/${other.id}/set_room/`, v.object({ id: v.number() }), {
      json: { room: target.id },
    });

    await user.clear(select);
    await user.type(select, target.number);
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${target.number}`) }));
    await user.click(within(dialog).getByRole('button', { name: ru.stays.setRoom.save }));

    const message = await within(dialog).findByText(
      new RegExp(`^Номер ${target.number} занят с .*: ${fullName(other)}\\.$`),
    );
    expect(select).toHaveAccessibleDescription(message.textContent);
    expect((select as HTMLInputElement).value).toContain(target.number);
    expect(screen.getByRole('dialog', { name: ru.stays.setRoom.title })).toBeInTheDocument();
  });
});
