'use client';

import { useCallback, useRef } from 'react';

/**
 * Single-flight submits: `once(handler)` runs the handler unless an earlier run has not finished, so a zero-gap
 * double click (two submit events before React re-renders the button as loading) sends once. A run lasts until the
 * handler's promise settles: give it react-hook-form's `handleSubmit(...)` whose callback returns the mutation's
 * `mutateAsync` (or {@link settle}'s promise), not a fire-and-forget `mutate`. A dropped form submit event still
 * has its default prevented, or the browser would submit the form itself.
 *
 * `<form onSubmit={once(form.handleSubmit((values) => mutation.mutateAsync(values)))}>`
 */
export function useSingleFlight(): <A extends unknown[]>(handler: (...args: A) => unknown) => (...args: A) => void {
  const running = useRef(false);
  return useCallback(
    <A extends unknown[]>(handler: (...args: A) => unknown) =>
      (...args: A) => {
        if (running.current) {
          const [first] = args;
          if (first instanceof Event || (typeof first === 'object' && first !== null && 'preventDefault' in first)) {
            (first as { preventDefault: () => void }).preventDefault();
          }
          return;
        }
        running.current = true;
        let result: unknown;
        try {
          result = handler(...args);
        } catch (error) {
          running.current = false;
          throw error;
        }
        void Promise.resolve(result)
          .catch(() => undefined)
          .finally(() => {
            running.current = false;
          });
      },
    [],
  );
}

/**
 * A promise of a `mutate(variables, callbacks)` call, settled when the mutation is, for a single-flight handler
 * that keeps the per-call callbacks: `settle((onSettled) => mutation.mutate(v, { onSuccess, onError, onSettled }))`.
 */
export function settle(start: (onSettled: () => void) => void): Promise<void> {
  return new Promise((resolve) => start(() => resolve()));
}
