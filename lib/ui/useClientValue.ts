'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value that exists only in the browser (the real pathname, localStorage), read after hydration.
 *
 * During hydration React renders `serverValue`, exactly as the prerendered HTML did, then renders again with
 * `read()`; on a client-side navigation `read()` is used at once. This is the effect-after-hydration pattern
 * without a state update inside an effect. `read` must return a primitive (compared with Object.is).
 */
export function useClientValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
