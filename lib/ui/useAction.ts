'use client';

import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '@/lib/http/errors';

/** The state of an {@link useAction}: what TanStack's `useMutation` reports, for the fields the screens read. */
export interface ActionState<V> {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** The failure of the latest run (what `features/*\/api.ts` throws: an ApiError). */
  error: ApiError | null;
  /** The arguments of the latest run. */
  variables: V | undefined;
  /**
   * Starts a run; a result of an earlier run that arrives later is ignored. Its failure is only reported here: the
   * promise settles with the run and never rejects (for `useSingleFlight`, which holds a second submit until then).
   */
  mutate: (variables: V) => Promise<void>;
}

type Settled<V> = Pick<ActionState<V>, 'isPending' | 'isSuccess' | 'isError' | 'error' | 'variables'>;

const idle: Settled<never> = { isPending: false, isSuccess: false, isError: false, error: null, variables: undefined };

/**
 * A one-off call of a screen with its pending, success and error state, like `useMutation` but without a query
 * client: the screens reached without a session (sign-in, activation, password reset) use it, so their pages load
 * none of TanStack Query (docs/decisions/190-first-load.md). `run` may import the
 * transport on demand; give a stable function (module level or memoised): `mutate` changes with it.
 */
export function useAction<V>(run: (variables: V) => Promise<unknown>): ActionState<V> {
  const [state, setState] = useState<Settled<V>>(idle);
  const latest = useRef(0);
  const mutate = useCallback(
    (variables: V) => {
      const call = ++latest.current;
      setState({ ...idle, isPending: true, variables });
      return run(variables).then(
        () => {
          if (call === latest.current) setState({ ...idle, isSuccess: true, variables });
        },
        (error: unknown) => {
          if (call === latest.current) setState({ ...idle, isError: true, error: error as ApiError, variables });
        },
      );
    },
    [run],
  );
  return { ...state, mutate };
}
