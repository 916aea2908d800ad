import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, eachResult, without } from '@/lib/test/answers';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { fetchRoomsForStay, fetchStay, fetchStayOrders, fetchStays, setStayRoom } from './api';
import { StaysPage } from './StaysPage';

/*
 * The guests screen against a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal), which answers a stay with its id, its guest's name and its room (id
 * and number) only, and a room with its id and number.
 */

const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

withTestServer({ apiProfile: 'minimal' });
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

const params = { search: '', state: null, ordering: 'room__number' } as const;
/** Stays in house: the screen's default view, and stays whose room may still change (a past one's may not). */
const current = { ...params, state: 'current' } as const;

describe('the guests screen against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads stays, rooms, set_room and a stay’s orders with the fallbacks of what they leave out', async () => {
    const page = await fetchStays(current);
    expect(page.count).toBeGreaterThan(0);
    const stay = page.results.find((candidate) => candidate.room !== null)!;
    expect(stay).toEqual({
      id: anyNumber,
      guest: { firstName: anyString, lastName: anyString, email: '', phone: '', nationality: '', language: '' },
      room: { id: anyNumber, number: anyString, floor: null, kind: '', capacity: null },
      checkIn: null,
      checkOut: null,
      adults: null,
      children: null,
      state: null,
      ordersCount: null,
      openOrdersCount: null,
    });
    // SPEC §3: the guests list is ordered by room__number (rooms first, numerically).
    const numbers = page.results
      .filter((item) => item.room !== null)
      .map((item) => Number.parseInt(item.room!.number, 10));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    expect(await fetchStay(stay.id)).toEqual(stay);
    const rooms = await fetchRoomsForStay(stay.id);
    expect(rooms[0]).toEqual({
      id: anyNumber,
      number: anyString,
      floor: null,
      kind: '',
      capacity: null,
      available: true,
      occupiedBy: null,
      occupancyKnown: true,
    });
    const moved = await setStayRoom({ stayId: stay.id, roomId: stay.room!.id });
    expect(moved).toEqual(stay);
    const orders = await fetchStayOrders(stay.id);
    for (const order of orders)
      expect(order).toEqual({
        id: anyNumber,
        status: anyString,
        service: { id: anyNumber, name: anyString, expanded: true },
        stay: { id: stay.id, expanded: true },
        createdAt: anyString,
      });
  });

  it('still refuses a list without results and a stay without its id or room', async () => {
    cutAnswer('/dashboard/stays/', without('results'));
    await expect(fetchStays(params)).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/stays/', eachResult(without('room')));
    await expect(fetchStays(params)).rejects.toMatchObject({ kind: 'malformed' });
    vi.restoreAllMocks();
    const { results } = await fetchStays(params);
    cutAnswer(`/dashboard/stays/${results[0]!.id}/`, without('id'));
    await expect(fetchStay(results[0]!.id)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('shows the list and a stay from minimal answers, with their fallbacks', async () => {
    const { results } = await fetchStays(current);
    const stay = results.find((candidate) => candidate.room !== null)!;
    window.history.replaceState(null, '', `/guests?stay=${stay.id}`);
    const { user } = render(
      <SessionContext value={session()}>
        <StaysPage />
      </SessionContext>,
    );

    await waitFor(() => expect(screen.getByRole('table', { name: ru.stays.table })).not.toHaveAttribute('aria-busy'), {
      timeout: 10_000,
    });
    const table = screen.getByRole('table', { name: ru.stays.table });
    const name = `${stay.guest.firstName} ${stay.guest.lastName}`;
    const row = within(table).getByText(name).closest<HTMLElement>('[role="row"]')!;
    const cells = within(row).getAllByRole('cell');
    // The room without its floor, the dates as a dash, no state badge, no count of open orders.
    expect(cells[0]).toHaveTextContent(new RegExp(`^${stay.room!.number}$`));
    expect(cells[2]).toHaveTextContent(new RegExp(`^${ru.stays.noValue}$`));
    expect(cells[3]).toHaveTextContent(/^$/);
    expect(cells[4]).not.toHaveTextContent(ru.stays.openOrders(0));

    const drawer = await screen.findByRole('dialog', { name });
    const change = await within(drawer).findByRole('button', { name: ru.stays.detail.changeRoom }, { timeout: 10_000 });
    expect(within(drawer).getAllByText(ru.stays.detail.notSpecified).length).toBeGreaterThanOrEqual(4);
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: ru.stays.setRoom.title });
    expect(within(dialog).getByText(name)).toBeInTheDocument();
    const select = await within(dialog).findByRole('combobox', { name: ru.stays.setRoom.room });
    expect(select).toHaveValue(stay.room!.number);
  });
});
