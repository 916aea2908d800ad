import { useMemo, useSyncExternalStore } from 'react';

/**
 * A stand-in for `next/navigation` in component tests, which run without Next's app router: a minimal router over
 * `window.history` that re-renders its readers — enough for lib/ui/useSearchState. Use it as
 * `vi.mock('next/navigation', () => import('@/lib/test/next-navigation'))`.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function navigate(url: string): void {
  window.history.replaceState(null, '', url);
  for (const listener of listeners) listener();
}

const router = { replace: navigate, push: navigate, back: () => {}, forward: () => {}, refresh: () => {}, prefetch: () => {} };

/** The current path, as Next's hook gives it. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** The current query string, as Next's hook gives it. */
export function useSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** A router whose push and replace both replace the history entry. */
export function useRouter(): typeof router {
  return router;
}
