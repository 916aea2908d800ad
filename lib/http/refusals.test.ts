import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { http } from './client';
import { ApiError } from './errors';
import { refusedParams } from './refusals';
import { PAGE_ALL } from './schemas';

/*
 * The filters a backend refuses (refusals.ts): the rule that reads a 400, and the client asking again without what
 * it names, against the reference backend, which answers an exact `status` filter given a comma list as django-filter
 * does: 400 `{"status": ["Выберите корректный вариант. new,in_progress нет среди допустимых значений."]}`.
 */

withTestServer();
withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

const ORDERS = '/dashboard/service_orders/';
const page = v.object({ count: v.number(), results: v.array(v.object({ id: v.number(), status: v.string() })) });

function badRequest(data: unknown): ApiError {
  return new ApiError({ status: 400, message: 'refused', kind: 'http', data });
}

/** The environment's fetch, taken before any test spies on it. */
const realFetch = globalThis.fetch;

/** The query strings of the calls made to `path`, in order (the calls go on to the server). */
function sentQueries(path: string): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === path) queries.push(url.searchParams);
    return realFetch(request);
  });
  return queries;
}

describe('refusedParams', () => {
  it('names the parameters a 400 keys by their name in snake_case or camelCase, or by a lookup’s field', () => {
    expect(refusedParams(badRequest({ status: ['…'] }), ['status', 'search'])).toEqual(['status']);
    expect(refusedParams(badRequest({ createdAfter: ['…'] }), ['created_after'])).toEqual(['created_after']);
    // django-filter keys a lookup's error by its filter; the camel-case renderer writes `status__in` as `status_In`.
    expect(refusedParams(badRequest({ status: ['…'] }), ['status__in'])).toEqual(['status__in']);
    expect(refusedParams(badRequest({ status_In: ['…'] }), ['status__in'])).toEqual(['status__in']);
    expect(refusedParams(badRequest({ checkOut: ['…'], state: ['…'] }), ['check_out', 'state'])).toEqual([
      'check_out',
      'state',
    ]);
  });

  it('swallows nothing else: another key, a detail, another status, another lookup of the same field', () => {
    expect(refusedParams(badRequest({ ordering: ['…'] }), ['status'])).toBeNull();
    expect(refusedParams(badRequest({ status: ['…'], ordering: ['…'] }), ['status'])).toBeNull();
    expect(refusedParams(badRequest({ detail: 'Нельзя.' }), ['status'])).toBeNull();
    expect(refusedParams(badRequest({}), ['status'])).toBeNull();
    expect(refusedParams(badRequest(['…']), ['status'])).toBeNull();
    expect(refusedParams(badRequest({ check_out__lt: ['…'] }), ['check_out__gt'])).toBeNull();
    const forbidden = new ApiError({ status: 403, message: 'no', kind: 'http', data: { status: ['…'] } });
    expect(refusedParams(forbidden, ['status'])).toBeNull();
    expect(refusedParams(new Error('boom'), ['status'])).toBeNull();
  });
});

describe('a GET with browserFilters', { timeout: 30_000 }, () => {
  it('asks again without a parameter the backend refused, and does not send it again on that path', async () => {
    const sent = sentQueries(ORDERS);
    const options = {
      searchParams: { ...PAGE_ALL, status: 'new,in_progress', ordering: 'created_at' },
      browserFilters: ['status'],
    };
    const first = await http.get(ORDERS, page, options);
    // The answer is the unfiltered list: the fetcher narrows it itself.
    expect(new Set(first.results.map((order) => order.status)).size).toBeGreaterThan(2);
    expect(sent.map((query) => query.get('status'))).toEqual(['new,in_progress', null]);
    expect(sent[1]!.get('ordering')).toBe('created_at');

    await http.get(ORDERS, page, options);
    expect(sent).toHaveLength(3);
    expect(sent[2]!.has('status')).toBe(false);
    // Another path has its own memory: the stays list is still sent a `status` (which it ignores).
    const stays = sentQueries('/dashboard/stays/');
    await http.get('/dashboard/stays/', v.unknown(), { searchParams: { status: 'new' }, browserFilters: ['status'] });
    expect(stays[0]!.get('status')).toBe('new');
  });

  it('throws a 400 that names a parameter the fetcher cannot do without', async () => {
    const sent = sentQueries(ORDERS);
    const refused = http.get(ORDERS, page, {
      searchParams: { ...PAGE_ALL, status: 'new', ordering: 'price' },
      browserFilters: ['status'],
    });
    await expect(refused).rejects.toMatchObject({ status: 400, fieldErrors: { ordering: [expect.any(String)] } });
    expect(sent).toHaveLength(1);
    // Without the option, a refused filter is the screen's error as before.
    await expect(http.get(ORDERS, page, { searchParams: { status: 'new,in_progress' } })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { status: [expect.stringContaining('new,in_progress')] },
    });
  });

  it('never retries a write: a 400 naming a body field that shares a filter’s name is thrown', async () => {
    const sent = sentQueries(ORDERS);
    const created = http.post(ORDERS, v.unknown(), {
      json: { stay: 'x', service: 1 },
      searchParams: { stay: 1 },
      browserFilters: ['stay'],
    });
    await expect(created).rejects.toMatchObject({ status: 400, fieldErrors: { stay: [expect.any(String)] } });
    expect(sent).toHaveLength(1);
  });
});
