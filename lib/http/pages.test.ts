import { describe, expect, it } from 'vitest';
import { type PageQuery, readEveryPage } from './pages';
import type { Paged } from './schemas';

const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => ({ id: from + index }));
const page = (results: { id: number }[], count: number, next: string | null): Paged<{ id: number }> => ({
  count,
  next,
  previous: null,
  results,
});

describe('readEveryPage', () => {
  it('follows each `next` link by its query, whatever pagination wrote it, and returns one page of them all', async () => {
    const asked: (PageQuery | undefined)[] = [];
    const whole = await readEveryPage((query) => {
      asked.push(query);
      if (!query)
        return Promise.resolve(page(rows(1, 2), 5, 'http://internal:8000/api/orders/?limit=2&offset=2&status=new'));
      if (query.offset === '2') return Promise.resolve(page(rows(3, 4), 5, '/api/orders/?limit=2&offset=4&status=new'));
      return Promise.resolve(page(rows(5, 5), 5, null));
    });
    expect(asked).toEqual([
      undefined,
      { limit: '2', offset: '2', status: 'new' },
      { limit: '2', offset: '4', status: 'new' },
    ]);
    expect(whole).toEqual({ count: 5, next: null, previous: null, results: rows(1, 5) });
  });

  it('stops at a page that adds nothing (a backend that ignores the page), its count saying the list is cut', async () => {
    let calls = 0;
    const whole = await readEveryPage(() => {
      calls += 1;
      return Promise.resolve(page(rows(1, 3), 10, '?page=2'));
    });
    expect(calls).toBe(2);
    expect(whole.count).toBe(10);
    expect(whole.results).toEqual(rows(1, 3));
  });

  it('reads a plain list, or a page without a `next` link, once', async () => {
    let calls = 0;
    const whole = await readEveryPage(() => {
      calls += 1;
      return Promise.resolve(page(rows(1, 2), 2, null));
    });
    expect(calls).toBe(1);
    expect(whole.results).toEqual(rows(1, 2));
  });

  it('stops after 100 pages of a list that never ends', async () => {
    let calls = 0;
    const whole = await readEveryPage(() => {
      calls += 1;
      return Promise.resolve(page(rows(calls, calls), 1_000_000, `?page=${calls + 1}`));
    });
    expect(calls).toBe(100);
    expect(whole.results).toHaveLength(100);
    expect(whole.count).toBe(1_000_000);
  });

  it('passes on a failed page as the failure of the whole', async () => {
    const failure = new Error('offline');
    await expect(
      readEveryPage((query) => {
        if (query) throw failure;
        return Promise.resolve(page(rows(1, 1), 2, '?page=2'));
      }),
    ).rejects.toBe(failure);
  });
});
