import { configure } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayInZone, hotelTimeZone } from '@/lib/hotel-time';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { ignoreFilters } from '@/lib/test/answers';
import { setFaults } from '@/lib/test/faults';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import type { StayView } from './model/filters';
import { StaysPage } from './StaysPage';

/*
 * The guests screen against an ordinary Django REST framework backend (docs/decisions/193-an-ordinary-drf-backend.md):
 * the real in-process server with its stay filters ignored, as django-filter ignores the parameters it does not
 * declare, and without `/dashboard/rooms/` (SPEC lists no such call). Hotel 2 «Azure Bay Resort»: its stays fit one
 * page of 999, so the unfiltered answer holds every stay a view needs.
 */

const server = withTestServer();

configure({ asyncUtilTimeout: 10_000 });

const STAYS = '/dashboard/stays/';
const staySchema = v.object({
  id: v.number(),
  guest: v.object({ firstName: v.string(), lastName: v.string() }),
  room: v.nullable(v.object({ id: v.number(), number: v.string() })),
});
const page = v.object({ count: v.number(), results: v.array(staySchema) });

let session: Session;
let rendered: ReturnType<typeof render> | undefined;

function apiStays(params: Record<string, string> = {}) {
  return http.get(STAYS, page, { searchParams: { ...PAGE_ALL, ordering: 'room__number', ...params } });
}

function renderPage(url = '/guests') {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <StaysPage />
    </SessionContext>,
  );
  return rendered;
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 2);
});

afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  rendered = undefined;
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the guests screen against an ordinary DRF backend', { timeout: 40_000 }, () => {
  it('shows each quick view and a search right when the backend ignores every filter', async () => {
    const today = dayInZone(new Date(), hotelTimeZone(session.activeHotel));
    const all = await apiStays();
    expect(all.count).toBeLessThanOrEqual(999);
    const term = all.results.find((stay) => stay.room !== null)!.guest.lastName;
    const views: [StayView, Record<string, string>][] = [
      ['in_house', { state: 'current' }],
      ['arrivals', { check_in: today }],
      ['departures', { check_out: today }],
      ['no_room', { room__isnull: 'true', check_out__gt: today }],
      ['upcoming', { state: 'upcoming' }],
      ['past', { state: 'past' }],
      ['all', {}],
    ];
    const expected = await Promise.all(views.map(([, params]) => apiStays(params).then((answer) => answer.count)));
    const searched = (await apiStays({ search: term })).count;
    // Each view is a part of the hotel's stays: a screen that did not narrow the answer would show them all.
    expect(expected.slice(0, -1).every((count) => count < all.count)).toBe(true);

    ignoreFilters(STAYS);
    const { user } = renderPage();
    const settled = () => waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
    await settled();
    for (const [index, [view]] of views.entries()) {
      await user.click(screen.getByRole('radio', { name: ru.stays.views[view] }));
      // Two views may count alike: the figure is read once the view's own answer is in, not the previous one's.
      await settled();
      const count = expected[index]!;
      if (count === 0) {
        expect(await screen.findByText(ru.stays.viewEmpty[view].title)).toBeInTheDocument();
      } else {
        expect(await screen.findByText(ru.stays.found(count))).toBeInTheDocument();
      }
    }

    // The search, too (the view is «Все»).
    await user.type(screen.getByRole('searchbox', { name: ru.stays.search }), term);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(term));
    await settled();
    expect(await screen.findByText(ru.stays.found(searched))).toBeInTheDocument();
  });

  it('offers the rooms known from the stays list when the backend has no rooms list, and moves the stay', async () => {
    const { results } = await apiStays({ state: 'upcoming' });
    const stay = results.find((item) => item.room !== null)!;
    const free = await http.get(
      '/dashboard/rooms/',
      v.object({ results: v.array(v.object({ id: v.number(), number: v.string(), available: v.boolean() })) }),
      { searchParams: { ...PAGE_ALL, available_for: stay.id } },
    );
    const known = new Set((await apiStays()).results.flatMap((item) => (item.room ? [item.room.id] : [])));
    const target = free.results.find((room) => room.available && room.id !== stay.room!.id && known.has(room.id))!;
    await setFaults(server().url, { failStatus: 404, failPaths: ['/dashboard/rooms/'] });
    const name = `${stay.guest.firstName} ${stay.guest.lastName}`;
    const { user } = renderPage(`/guests?view=upcoming&q=${encodeURIComponent(name)}&stay=${stay.id}`);

    const drawer = await screen.findByRole('dialog', { name });
    await user.click(await within(drawer).findByRole('button', { name: ru.stays.detail.changeRoom }));
    const dialog = await screen.findByRole('dialog', { name: ru.stays.setRoom.title });
    const select = await within(dialog).findByRole('combobox', { name: ru.stays.setRoom.room });
    expect(within(dialog).getByText(ru.stays.setRoom.roomsFromStays)).toBeInTheDocument();
    await user.clear(select);
    await user.type(select, target.number);
    const option = await screen.findByRole('option', { name: new RegExp(`^${target.number}`) });
    expect(option).toHaveTextContent(ru.stays.setRoom.occupancyUnknown);
    await user.click(option);
    await user.click(within(dialog).getByRole('button', { name: ru.stays.setRoom.save }));

    expect(await screen.findByText(ru.stays.setRoom.changed(target.number))).toBeInTheDocument();
    const moved = await http.get(`${STAYS}${stay.id}/`, staySchema);
    expect(moved.room?.id).toBe(target.id);
  });
});
