import type { Order, OrderList } from '@/features/orders/api';
import type { Stay, StaysPage } from '@/features/stays/api';
import type { HotelService } from '@/lib/hotel-services/api';
import type { NavItem } from '@/lib/ui/nav';
import { foldForSearch } from '@/lib/ui/search-fields';

/*
 * What the quick search (Ctrl+K) finds, as pure functions over what it is given: the cached lists and the
 * navigation. The panel (quick-search-panel.tsx) asks the server for the rest.
 */

/** How many guests the panel lists; more is a job for the guests screen's search. */
export const GUEST_LIMIT = 8;

/** How many services the panel lists. */
const SERVICE_LIMIT = 5;

/** The order a query names: `#123` (spaces allowed after `#`), else null. A bare number is a room. */
export function orderIdOf(query: string): number | null {
  const match = /^#\s*(\d{1,9})$/.exec(query.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/** Whether a query is a search for guests: two characters or more, or a room number, and not `#…`. */
export function guestTermOf(query: string): string {
  const term = query.replace(/\s+/g, ' ').trim();
  if (term.startsWith('#')) return '';
  return term.length >= 2 || /^\d+$/.test(term) ? term : '';
}

/** The screens whose name holds the query, those whose name starts with it first. Nothing for an empty query. */
export function matchScreens(nav: readonly NavItem[], query: string): NavItem[] {
  const needle = foldForSearch(query);
  if (needle === '' || needle.startsWith('#')) return [];
  const found = nav.filter((item) => foldForSearch(item.label).includes(needle));
  const starts = (item: NavItem) => (foldForSearch(item.label).startsWith(needle) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b));
}

/**
 * Whether the server's stays search would find the stay (server/routes/stays.ts): a part of "first last" or
 * "last first", or the start of the room number.
 */
export function matchesStay(stay: Pick<Stay, 'guest' | 'room'>, term: string): boolean {
  const needle = foldForSearch(term);
  if (needle === '') return false;
  const { firstName, lastName } = stay.guest;
  if (
    foldForSearch(`${firstName} ${lastName}`).includes(needle) ||
    foldForSearch(`${lastName} ${firstName}`).includes(needle)
  )
    return true;
  return (
    stay.room !== null && stay.room.number.toLocaleLowerCase('ru-RU').startsWith(term.trim().toLocaleLowerCase('ru-RU'))
  );
}

/** The cached stays a term finds, each once, in the order the cached lists have them, up to `limit`. */
export function cachedStayMatches(
  pages: readonly (StaysPage | undefined)[],
  term: string,
  limit = GUEST_LIMIT,
): Stay[] {
  const found = new Map<number, Stay>();
  for (const page of pages) {
    for (const stay of page?.results ?? []) {
      if (found.size >= limit) return [...found.values()];
      if (!found.has(stay.id) && matchesStay(stay, term)) found.set(stay.id, stay);
    }
  }
  return [...found.values()];
}

/** An order as some cached list already has it. */
export function cachedOrder(lists: readonly (OrderList | undefined)[], id: number): Order | undefined {
  for (const list of lists) {
    const order = list?.results.find((candidate) => candidate.id === id);
    if (order) return order;
  }
  return undefined;
}

/**
 * Where a stay stands on the hotel's `today`: in house (0), arriving (1) or gone (2) — its `state` when the backend
 * sends one, else its dates. A stay without dates counts as in house: it is not known to be over.
 */
function stayStage(stay: Pick<Stay, 'state' | 'checkIn' | 'checkOut'>, today: string): number {
  if (stay.state !== null) return { current: 0, upcoming: 1, past: 2 }[stay.state];
  if (stay.checkIn !== null && stay.checkIn > today) return 1;
  if (stay.checkOut !== null && stay.checkOut <= today) return 2;
  return 0;
}

/**
 * Stays ranked as a desk looks for a guest: those in the hotel now first, then arrivals (the nearest first), then
 * those gone (the latest first). A room number typed at the desk means its guest of today, not last October's.
 */
export function rankStays<T extends Pick<Stay, 'state' | 'checkIn' | 'checkOut'>>(
  stays: readonly T[],
  today: string,
): T[] {
  const key = (stay: T) => stayStage(stay, today);
  return [...stays].sort((a, b) => {
    const stage = key(a) - key(b);
    if (stage !== 0) return stage;
    if (key(a) === 1) return (a.checkIn ?? '').localeCompare(b.checkIn ?? '');
    if (key(a) === 2) return (b.checkOut ?? '').localeCompare(a.checkOut ?? '');
    return 0;
  });
}

/** The hotel's services whose name holds the query (two characters or more), those whose name starts with it first. */
export function matchServices(services: readonly HotelService[], query: string, limit = SERVICE_LIMIT): HotelService[] {
  const needle = foldForSearch(query);
  if (needle.length < 2 || needle.startsWith('#')) return [];
  const found = services.filter((service) => foldForSearch(service.name).includes(needle));
  const starts = (service: HotelService) => (foldForSearch(service.name).startsWith(needle) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b)).slice(0, limit);
}
