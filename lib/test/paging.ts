import { vi } from 'vitest';

/**
 * A backend with a small page (DRF's `max_page_size` below the 999 the screens ask for): the reference server's
 * answers on `path` are cut into pages of `size` rows, each with DRF's `count` and its absolute `next` link (the same
 * query with `page` and `page_size` set), whatever page size was asked for; a failure is passed on as it is. Every
 * call's query is recorded in order.
 * The spy goes with `vi.restoreAllMocks()`.
 */
export function pageAnswersBy(path: string, size: number): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== path) return realFetch(request);
    asked.push(url.searchParams);
    const page = Number(url.searchParams.get('page') ?? '1');
    const whole = new URL(url);
    whole.searchParams.set('page', '1');
    whole.searchParams.set('page_size', '999');
    const response = await realFetch(new Request(whole, { headers: request.headers, signal: request.signal }));
    if (!response.ok) return response;
    const body = (await response.json()) as { count: number; results: unknown[] };
    const next = new URL(url);
    next.searchParams.set('page', String(page + 1));
    next.searchParams.set('page_size', String(size));
    return Response.json(
      {
        count: body.count,
        next: page * size < body.count ? next.href : null,
        previous: null,
        results: body.results.slice((page - 1) * size, page * size),
      },
      { status: response.status },
    );
  });
  return asked;
}
