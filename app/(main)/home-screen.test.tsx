import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@/features/orders/api';
import { DEFAULT_RESPONSE_MINUTES, latenessOf, lateOrders } from '@/features/orders/model/late';
import { dayInZone, hotelTimeZone } from '@/lib/hotel-time';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { ignoreFilters } from '@/lib/test/answers';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { HomeScreen } from './home-screen';

/*
 * The «Сегодня» home against the real in-process backend (seeded around today, hotel 1, its administrator): every
 * figure is compared with what the API's own lists say for the same hotel.
 */

withTestServer();

const staysPage = v.object({
  count: v.number(),
  results: v.array(
    v.object({
      id: v.number(),
      room: v.nullable(v.object({ number: v.string() })),
      guest: v.object({ firstName: v.string(), lastName: v.string() }),
    }),
  ),
});
const ordersPage = v.object({
  count: v.number(),
  results: v.array(
    v.object({
      id: v.number(),
      status: v.string(),
      createdAt: v.string(),
      takenAt: v.nullable(v.string()),
      service: v.object({ id: v.number() }),
    }),
  ),
});

/** How long a block may take to load on a busy machine (a bound, not a wait). */
const WAIT = { timeout: 10_000 };

let session: Session;
let rendered: ReturnType<typeof render> | undefined;

function stays(params: Record<string, string>) {
  return http.get('/dashboard/stays/', staysPage, { searchParams: { ...PAGE_ALL, ...params } });
}

function orders(status: string) {
  return http.get('/dashboard/service_orders/', ordersPage, { searchParams: { ...PAGE_ALL, status } });
}

function renderHome() {
  rendered = render(
    <SessionContext value={session}>
      <HomeScreen />
    </SessionContext>,
  );
  return rendered;
}

function block(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
});

afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  rendered = undefined;
  await http.delete('/dev/faults/', null);
});

describe('HomeScreen', { timeout: 30_000 }, () => {
  it('greets with the role and shows today’s figures as the API’s lists count them, each linking to its view', async () => {
    const today = dayInZone(new Date(), hotelTimeZone(session.activeHotel));
    const [arrivals, departures, inHouse, fresh, working] = await Promise.all([
      stays({ check_in: today }),
      stays({ check_out: today }),
      stays({ state: 'current' }),
      orders('new'),
      orders('in_progress'),
    ]);
    renderHome();

    expect(
      screen.getByRole('heading', { level: 1, name: ru.home.greeting(session.user!.firstName || session.user!.email) }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${ru.home.role}: ${ru.roles.admin}`))).toBeInTheDocument();
    // The card directory of areas is gone.
    expect(screen.queryByRole('region', { name: 'Разделы' })).not.toBeInTheDocument();

    const arrivalsFigure = await within(block(ru.home.arrivals)).findByRole(
      'link',
      { name: ru.home.showArrivals(arrivals.count) },
      WAIT,
    );
    expect(arrivalsFigure).toHaveAttribute('href', '/guests?view=arrivals');
    expect(
      await within(block(ru.home.departures)).findByRole(
        'link',
        { name: ru.home.showDepartures(departures.count) },
        WAIT,
      ),
    ).toHaveAttribute('href', '/guests?view=departures');
    expect(
      await within(block(ru.home.inHouse)).findByRole('link', { name: ru.home.showInHouse(inHouse.count) }, WAIT),
    ).toHaveAttribute('href', '/guests');

    const ordersBlock = block(ru.home.openOrders);
    const statuses = await http.get(
      '/service_orders/statuses/',
      v.array(v.object({ value: v.string(), displayName: v.string() })),
    );
    const newName = statuses.find((status) => status.value === 'new')!.displayName;
    expect(
      await within(ordersBlock).findByRole('link', { name: ru.home.statusCount(newName, fresh.count) }, WAIT),
    ).toHaveAttribute('href', '/orders');
    const inProgress = within(ordersBlock)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/orders?status=in_progress')!;
    expect(inProgress).toHaveTextContent(new RegExp(`^${working.count}$`));
    // The late ones are counted, by each service's time (the seed has new orders past theirs), and the most overdue
    // is linked to its order on the desk.
    const { results: services } = await http.get(
      '/dashboard/services/',
      v.object({ results: v.array(v.object({ id: v.number(), responseMinutes: v.nullable(v.number()) })) }),
      { searchParams: PAGE_ALL },
    );
    const times = new Map(services.map((service) => [service.id, { ...service, completionMinutes: null }]));
    const late = lateOrders(fresh.results as unknown as Order[], (order) =>
      latenessOf(order, Date.now(), times.get(order.service.id), DEFAULT_RESPONSE_MINUTES),
    );
    expect(late.length).toBeGreaterThan(0);
    const newLate = within(ordersBlock).getByRole('link', {
      name: (name) => name.startsWith(`${ru.home.late(late.length)} №${late[0]!.order.id} ·`),
    });
    expect(newLate).toHaveAttribute('href', `/orders?order=${late[0]!.order.id}&hotel=1`);
  });

  it('lists today’s arrivals without a room first, each with «Назначить номер» to its room dialog', async () => {
    const today = dayInZone(new Date(), hotelTimeZone(session.activeHotel));
    const arrivals = await stays({ check_in: today });
    const waiting = arrivals.results.filter((stay) => stay.room === null);
    expect(waiting.length).toBeGreaterThan(0);
    renderHome();

    const arrivalsBlock = block(ru.home.arrivals);
    await within(arrivalsBlock).findByRole('link', { name: ru.home.showArrivals(arrivals.count) }, WAIT);
    expect(within(arrivalsBlock).getByRole('link', { name: ru.home.withoutRoom(waiting.length) })).toHaveAttribute(
      'href',
      '/guests?view=no_room',
    );
    const rows = within(arrivalsBlock).getAllByRole('listitem');
    const shown = Math.min(rows.length, waiting.length);
    for (const row of rows.slice(0, shown)) {
      const assign = within(row).getByRole('link', { name: /^Назначить номер: / });
      const id = /stay=(\d+)/.exec(assign.getAttribute('href')!)![1];
      expect(assign).toHaveAttribute('href', `/guests?view=arrivals&stay=${id}&assign=1`);
      expect(waiting.map((stay) => String(stay.id))).toContain(id);
    }
  });

  it('shows the same figures against a backend that ignores every filter (an ordinary DRF app)', async () => {
    // Hotel 2: its stays and orders fit one page of 999, so the unfiltered answers hold all a figure counts.
    session = await signedInSession('admin@example.com', 2);
    const today = dayInZone(new Date(), hotelTimeZone(session.activeHotel));
    const [arrivals, departures, inHouse, everyone, fresh, working] = await Promise.all([
      stays({ check_in: today }),
      stays({ check_out: today }),
      stays({ state: 'current' }),
      stays({}),
      orders('new'),
      orders('in_progress'),
    ]);
    // A home that did not narrow the answers would count every stay.
    expect(everyone.count).toBeLessThanOrEqual(999);
    expect(inHouse.count).toBeLessThan(everyone.count);
    ignoreFilters('/dashboard/stays/', '/dashboard/service_orders/');
    renderHome();

    await within(block(ru.home.arrivals)).findByRole('link', { name: ru.home.showArrivals(arrivals.count) }, WAIT);
    await within(block(ru.home.departures)).findByRole(
      'link',
      { name: ru.home.showDepartures(departures.count) },
      WAIT,
    );
    await within(block(ru.home.inHouse)).findByRole('link', { name: ru.home.showInHouse(inHouse.count) }, WAIT);
    const ordersBlock = block(ru.home.openOrders);
    await waitFor(() => {
      const link = (href: string) =>
        within(ordersBlock)
          .getAllByRole('link')
          .find((item) => item.getAttribute('href') === href);
      expect(link('/orders')).toHaveTextContent(new RegExp(`^${fresh.count}$`));
      expect(link('/orders?status=in_progress')).toHaveTextContent(new RegExp(`^${working.count}$`));
    }, WAIT);
    vi.restoreAllMocks();
  });

  it('shows a block’s error with «Повторить» and recovers it alone', async () => {
    await http.post('/dev/faults/', null, { json: { failStatus: 500, failPaths: '*/service_orders/*' } });
    const { user } = renderHome();

    const ordersBlock = block(ru.home.openOrders);
    expect(await within(ordersBlock).findByText(ru.home.loadError.orders, {}, WAIT)).toBeInTheDocument();
    // The stays' blocks are not affected.
    expect(
      await within(block(ru.home.inHouse)).findByRole('link', { name: /^Проживают: \d+/ }, WAIT),
    ).toBeInTheDocument();

    await http.delete('/dev/faults/', null);
    await user.click(within(ordersBlock).getByRole('button', { name: ru.common.retry }));
    await waitFor(
      () =>
        expect(
          within(ordersBlock)
            .getAllByRole('link')
            .some((link) => link.getAttribute('href') === '/orders'),
        ).toBe(true),
      WAIT,
    );
    expect(within(ordersBlock).queryByText(ru.home.loadError.orders)).not.toBeInTheDocument();
  });
});
