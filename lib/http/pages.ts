import type { Paged } from './schemas';

/** The query of a page's link, to ask the fetcher's own path for it. */
export type PageQuery = Record<string, string>;

/** How many pages a whole list is read in at most: 100 pages of 999 rows, far past any hotel's view. */
const MAX_PAGES = 100;

/**
 * The query of a `next` link (absolute or relative), or null when there is none or it cannot be read. Only the
 * query is taken: the link's host may be the backend's internal one behind a proxy, so the path stays the caller's.
 */
function queryOf(link: string | null): PageQuery | null {
  if (!link) return null;
  try {
    return Object.fromEntries(new URL(link, 'http://link.invalid').searchParams);
  } catch {
    return null;
  }
}

/**
 * A whole list, page by page, for a file of everything a view holds (the screens show its first page; SPEC §9).
 * `load()` asks for the first page with the screen's own query; each next page is asked with the query of the
 * previous page's `next` link, so whichever pagination the backend uses (page numbers, limit and offset, a cursor)
 * is followed as it wrote it, with its own page size. It stops at a page without `next`, at a page that adds no row
 * not seen yet (a backend that ignores the page parameter), or after {@link MAX_PAGES}. The pages come back as one
 * page of them all; its `count` is the backend's last total: more than `results.length` when the list could not be
 * read whole, which the caller says.
 */
export async function readEveryPage<T extends { id: number }>(
  load: (query?: PageQuery) => Promise<Paged<T>>,
): Promise<Paged<T>> {
  const byId = new Map<number, T>();
  let page = await load();
  for (let pages = 1; ; pages += 1) {
    const before = byId.size;
    for (const item of page.results) if (!byId.has(item.id)) byId.set(item.id, item);
    const next = queryOf(page.next);
    if (next === null || byId.size === before || pages >= MAX_PAGES) break;
    page = await load(next);
  }
  return { count: Math.max(page.count, byId.size), next: null, previous: null, results: [...byId.values()] };
}
