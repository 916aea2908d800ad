import type { Order, OrderList } from '@/features/orders/api';
import type { Stay, StaysPage } from '@/features/stays/api';
import type { NavItem } from '@/lib/ui/nav';
import { foldForSearch } from '@/lib/ui/search-fields';

/*
 * What the quick search (Ctrl+K) finds, as pure functions over what it is given: the cached lists and the
 * navigation. The panel (quick-search-panel.tsx) asks the server for the rest.
 */

/** How many guests the panel lists; more is a job for the guests screen's search. */
export const GUEST_LIMIT = 8;

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
