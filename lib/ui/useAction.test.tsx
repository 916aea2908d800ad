import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAction } from './useAction';

/** A promise settled from the test. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('reports pending, then success, with the variables of the run', async () => {
    const call = deferred();
    const run = () => call.promise;
    const { result } = renderHook(() => useAction<string>(run));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false, isError: false, error: null });
    act(() => {
      void result.current.mutate('a@example.com');
    });
    expect(result.current).toMatchObject({ isPending: true, variables: 'a@example.com' });
    await act(async () => {
      call.resolve();
      await call.promise;
    });
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, variables: 'a@example.com' });
  });

  it('reports the failure as the error, and a new run starts clean', async () => {
    const calls = [deferred(), deferred()];
    let next = 0;
    const run = () => (calls[next++] as ReturnType<typeof deferred>).promise;
    const { result } = renderHook(() => useAction<number>(run));
    let settled: Promise<void> | undefined;
    act(() => {
      settled = result.current.mutate(1);
    });
    const error = { status: 401, message: 'no', fieldErrors: {} };
    await act(async () => {
      calls[0]?.reject(error);
      // The run's promise settles with it and does not reject: a single-flight submit waits on it.
      await expect(settled).resolves.toBeUndefined();
    });
    expect(result.current).toMatchObject({ isError: true, error, variables: 1, isPending: false });
    act(() => {
      void result.current.mutate(2);
    });
    expect(result.current).toMatchObject({ isError: false, error: null, isPending: true, variables: 2 });
  });

  it('ignores the result of an earlier run that settles after a later one started', async () => {
    const calls = [deferred(), deferred()];
    let next = 0;
    const run = () => (calls[next++] as ReturnType<typeof deferred>).promise;
    const { result } = renderHook(() => useAction<number>(run));
    act(() => {
      void result.current.mutate(1);
    });
    act(() => {
      void result.current.mutate(2);
    });
    await act(async () => {
      calls[0]?.reject({ status: 500, message: 'late', fieldErrors: {} });
      await calls[0]?.promise.catch(() => undefined);
    });
    expect(result.current).toMatchObject({ isPending: true, isError: false, variables: 2 });
    await act(async () => {
      calls[1]?.resolve();
      await calls[1]?.promise;
    });
    await waitFor(() => expect(result.current).toMatchObject({ isSuccess: true, variables: 2 }));
  });
});
