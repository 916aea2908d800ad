import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/errors';
import { createQueryClient, QUERY_RETRIES, retryDelay, shouldRetry, tabQueryClient } from './query-client';

const serverError = () => new ApiError({ status: 503, message: 'down', kind: 'http' });
const networkError = () => new ApiError({ status: 0, message: 'no answer', kind: 'network' });

describe('shouldRetry', () => {
  it('retries no response and 5xx, up to QUERY_RETRIES times', () => {
    for (const error of [networkError(), serverError()]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(QUERY_RETRIES - 1, error)).toBe(true);
      expect(shouldRetry(QUERY_RETRIES, error)).toBe(false);
    }
    expect(QUERY_RETRIES).toBe(2);
  });

  it('never retries an answer it cannot read: the backend would send the same form again', () => {
    expect(shouldRetry(0, new ApiError({ status: 200, message: 'bad', kind: 'malformed' }))).toBe(false);
  });

  it('never retries a 4xx nor an abort', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetry(0, new ApiError({ status, message: 'no', kind: 'http' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 0, message: 'aborted', kind: 'aborted' }))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s and stops at 8 s', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4, 10].map((count) => retryDelay(count, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('adds at most 20 % of jitter', () => {
    expect(retryDelay(0, () => 0.999)).toBe(1200);
    expect(retryDelay(1, () => 0.5)).toBe(2200);
    for (let i = 0; i < 50; i += 1) {
      const delay = retryDelay(1);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(2400);
    }
  });
});

describe('createQueryClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('retries a failing query twice with backoff, then succeeds', async () => {
    const client = createQueryClient();
    const queryFn = vi
      .fn()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(serverError())
      .mockResolvedValue('data');
    const result = client.fetchQuery({ queryKey: ['q'], queryFn });
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1200);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2400);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('data');
  });

  it('gives up after the retries and does not retry a 404', async () => {
    const client = createQueryClient();
    const failing = vi.fn().mockRejectedValue(serverError());
    const settled = client.fetchQuery({ queryKey: ['down'], queryFn: failing }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await settled).toMatchObject({ status: 503 });
    expect(failing).toHaveBeenCalledTimes(1 + QUERY_RETRIES);

    const missing = vi.fn().mockRejectedValue(new ApiError({ status: 404, message: 'none', kind: 'http' }));
    await expect(client.fetchQuery({ queryKey: ['missing'], queryFn: missing })).rejects.toMatchObject({ status: 404 });
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('never retries a mutation', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn().mockRejectedValue(networkError());
    const settled = client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await settled).toMatchObject({ kind: 'network' });
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('pauses a query while offline and runs it when the network returns', async () => {
    const client = createQueryClient();
    // What QueryClientProvider does: only a mounted client follows onlineManager.
    client.mount();
    onlineManager.setOnline(false);
    const queryFn = vi.fn().mockResolvedValue('fresh');
    const result = client.fetchQuery({ queryKey: ['offline'], queryFn });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryState(['offline'])?.fetchStatus).toBe('paused');
    onlineManager.setOnline(true);
    await expect(result).resolves.toBe('fresh');
    expect(queryFn).toHaveBeenCalledTimes(1);
    client.unmount();
  });

  it('refetches a watched query when the network returns, even a fresh one', async () => {
    const client = createQueryClient();
    client.mount();
    const queryFn = vi.fn().mockResolvedValue('data');
    const observer = new QueryObserver(client, { queryKey: ['watched'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(false);
    // A short outage: the data is still within its staleTime, and refetched all the same.
    await vi.advanceTimersByTimeAsync(5_000);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
    client.unmount();
  });
});

describe('a query whose answer could not be read', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is asked once, and again only when asked to (its «Повторить»), not when another screen mounts it', async () => {
    const client = createQueryClient();
    client.mount();
    const queryFn = vi.fn().mockRejectedValue(new ApiError({ status: 200, message: 'bad', kind: 'malformed' }));
    const first = new QueryObserver(client, { queryKey: ['unreadable'], queryFn });
    const stopFirst = first.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(20_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(first.getCurrentResult().status).toBe('error');
    const second = new QueryObserver(client, { queryKey: ['unreadable'], queryFn });
    const stopSecond = second.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(20_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await second.refetch();
    expect(queryFn).toHaveBeenCalledTimes(2);
    stopFirst();
    stopSecond();
    client.unmount();
  });
});

describe('tabQueryClient', () => {
  it("is one client per tab, with the app's defaults", () => {
    const client = tabQueryClient();
    expect(tabQueryClient()).toBe(client);
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetry);
  });
});
