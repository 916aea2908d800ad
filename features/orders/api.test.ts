import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import { parseItemsInSlices } from '@/lib/http/parse';
import * as ru from '@/lib/i18n/ru';
import { cutAnswer } from '@/lib/test/answers';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { fetchOrders } from './api';

/*
 * The desk's list of 999 orders (SPEC §9: one page of 999): its rows are validated in slices that yield to the
 * browser, with the same rows and the same error as one validation of the whole answer.
 */

withTestServer();
withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

const LIST_SIZE = 999;

/** The real answer of the orders list, its first row repeated to 999 rows with ids 1…999 (`bad` rows cut by `cut`). */
function answerWith999Rows(cut?: { index: number; row: (row: Record<string, unknown>) => unknown }) {
  cutAnswer('/dashboard/service_orders/', (body: { count: number; results: Record<string, unknown>[] }) => {
    const [first] = body.results;
    const results = Array.from({ length: LIST_SIZE }, (_, index) => {
      const row = { ...first, id: index + 1 };
      return cut && index === cut.index ? cut.row(row) : row;
    });
    return { ...body, count: LIST_SIZE, results };
  });
}

describe('the orders list of 999 rows', () => {
  it('reads every row as one validation of the whole list would', async () => {
    const one = await fetchOrders({});
    expect(one.results.length).toBeGreaterThan(0);
    const [first] = one.results;

    answerWith999Rows();
    const list = await fetchOrders({});
    expect(list.count).toBe(LIST_SIZE);
    expect(list.results).toHaveLength(LIST_SIZE);
    expect(list.results[0]).toEqual({ ...first, id: 1 });
    expect(list.results[998]).toEqual({ ...first, id: 999 });
  });

  it('fails on a malformed row deep in the list with the error that names it', async () => {
    // A status that is not text at all (an unknown status text is read, and shown under «Другие»).
    answerWith999Rows({ index: 700, row: (row) => ({ ...row, status: 42 }) });
    await expect(fetchOrders({})).rejects.toMatchObject({
      kind: 'malformed',
      message: ru.httpErrors.malformedAt('/dashboard/service_orders/', 'results.700.status', false),
    });
    answerWith999Rows({ index: 998, row: ({ stay: _stay, ...row }) => row });
    await expect(fetchOrders({})).rejects.toMatchObject({
      kind: 'malformed',
      message: ru.httpErrors.malformedAt('/dashboard/service_orders/', 'results.998.stay', true),
    });
  });

  it('names the same key as a validation of the whole answer', async () => {
    answerWith999Rows({ index: 3, row: (row) => ({ ...row, service: { id: 'x', name: 'Завтрак' } }) });
    const sliced = await fetchOrders({}).catch((error: unknown) => error);
    const whole = await http
      .get(
        '/dashboard/service_orders/',
        v.object({ results: v.array(v.object({ service: v.object({ id: v.number() }) })) }),
      )
      .catch((error: unknown) => error);
    expect(sliced).toMatchObject({ kind: 'malformed' });
    expect((sliced as Error).message).toBe((whole as Error).message);
  });
});

describe('parseItemsInSlices', () => {
  it('gives the browser turns while it validates a long list, not one long task', async () => {
    const items = Array.from({ length: LIST_SIZE }, (_, id) => ({ id }));
    let turns = 0;
    const parsing = parseItemsInSlices('/x/', items, v.object({ id: v.number() }));
    // Timers queued now run only if the validation lets the event loop turn before it finishes.
    const counting = setInterval(() => {
      turns += 1;
    }, 0);
    const parsed = await parsing;
    clearInterval(counting);
    expect(parsed).toEqual(items);
    expect(turns).toBeGreaterThan(0);
  });

  it('stops between slices once its signal is aborted', async () => {
    const controller = new AbortController();
    const items = Array.from({ length: LIST_SIZE }, (_, id) => ({ id }));
    const parsing = parseItemsInSlices('/x/', items, v.object({ id: v.number() }), { signal: controller.signal });
    controller.abort();
    await expect(parsing).rejects.toMatchObject({ kind: 'aborted' });
  });
});
