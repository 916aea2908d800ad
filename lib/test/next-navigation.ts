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

/**
 * The URLs `push` went from, so `back` returns to them. Kept here rather than in `window.history` itself: happy-dom's
 * history does not move the location on `back()`. A test that never pushes sees `back` do nothing, as in a fresh tab.
 */
const behind: string[] = [];

const router = {
  replace: navigate,
  push: (url: string) => {
    behind.push(window.location.pathname + window.location.search);
    navigate(url);
  },
  back: () => {
    const previous = behind.pop();
    if (previous !== undefined) navigate(previous);
  },
  forward: () => {},
  refresh: () => {},
  prefetch: () => {},
};

/** The current path, as Next's hook gives it. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** The current query string, as Next's hook gives it. */
export function useSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** A router over the one history entry: push remembers where it came from, so back returns there. */
export function useRouter(): typeof router {
  return router;
}
