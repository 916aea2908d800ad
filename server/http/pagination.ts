/**
 * DRF's PageNumberPagination: `?page=` and `?page_size=` (capped at 999), answers
 * `{count, next, previous, results}` with absolute `next`/`previous` URLs, and 404 `{"detail": "Invalid page."}`
 * for a page that is not a positive number or lies past the end.
 */
import type { FastifyRequest } from 'fastify';
import { notFound } from './errors';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 999;

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

type Query = Record<string, string | string[] | undefined>;

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** DRF's `_positive_int(strict=True)` with a cutoff; anything else falls back to the default size. */
function pageSizeOf(query: Query): number {
  const raw = firstValue(query.page_size);
  if (raw === undefined || !/^\s*\d+\s*$/.test(raw)) return DEFAULT_PAGE_SIZE;
  const size = Number(raw);
  if (size <= 0) return DEFAULT_PAGE_SIZE;
  return Math.min(size, MAX_PAGE_SIZE);
}

/** The request's absolute URL with `page` replaced or removed; other parameters sorted, as Django's helpers do. */
function pageUrl(request: FastifyRequest, page: number | null): string {
  const [pathname, search = ''] = request.url.split('?') as [string, string?];
  const params = new URLSearchParams(search);
  params.delete('page');
  if (page !== null) params.set('page', String(page));
  params.sort();
  const query = params.toString();
  return `${request.protocol}://${request.host}${pathname}${query ? `?${query}` : ''}`;
}

/**
 * Pages a list: `count` is the total, `load(limit, offset)` fetches one page. The first page stays valid for an
 * empty list (DRF's `allow_empty_first_page`).
 */
export async function paginate<T>(
  request: FastifyRequest,
  count: number,
  load: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const query = request.query as Query;
  const size = pageSizeOf(query);
  const pages = Math.max(1, Math.ceil(count / size));
  const rawPage = firstValue(query.page) ?? '1';
  const page = rawPage === 'last' ? pages : /^\d+$/.test(rawPage) ? Number(rawPage) : Number.NaN;
  if (!Number.isInteger(page) || page < 1 || page > pages) throw notFound('Invalid page.');
  const results = count === 0 ? [] : await load(size, (page - 1) * size);
  return {
    count,
    next: page < pages ? pageUrl(request, page + 1) : null,
    previous: page > 1 ? pageUrl(request, page === 2 ? null : page - 1) : null,
    results,
  };
}
