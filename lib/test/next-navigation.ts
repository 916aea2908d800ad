import { useMemo, useSyncExternalStore } from 'react';

/**
 * A stand-in for `next/navigation` in component tests, which run without Next's app router: a minimal router over
 * `window.history` that re-renders its readers — enough for lib/ui/useSearchState. Like Next's app router, it
 * follows the History API: `history.pushState` and `replaceState` (as `useSearchState` writes) move its
 * `usePathname` and `useSearchParams` too. Use it as
 * `vi.mock('next/navigation', () => import('@/lib/test/next-navigation'))`.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The URLs a push went from, so `back` returns to them. Kept here rather than in `window.history` itself: happy-dom's
 * history does not move the location on `back()`. A test that never pushes sees `back` do nothing, as in a fresh tab.
 */
const behind: string[] = [];

const replaceState = window.history.replaceState.bind(window.history);

function notify(): void {
  for (const listener of listeners) listener();
}

function navigate(url: string): void {
  replaceState(null, '', url);
  notify();
}

function push(url: string): void {
  behind.push(window.location.pathname + window.location.search);
  navigate(url);
}

// As Next's app router does: a page's own History API calls reach the router's readers. A push is a replace that
// remembers where it came from (see `behind`).
window.history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
  behind.push(window.location.pathname + window.location.search);
  replaceState(data, unused, url);
  notify();
};
window.history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
  replaceState(data, unused, url);
  notify();
};

const router = {
  replace: navigate,
  push,
  back: () => {
    const previous = behind.pop();
    if (previous !== undefined) navigate(previous);
  },
  forward: () => {},
  refresh: () => {},
  prefetch: () => {},
};

/** How many entries `back` can still return through: the pushes not gone back from. */
export function entriesBehind(): number {
  return behind.length;
}

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

/**
 * Back to a fresh tab at `/`: no entries behind, no readers. The unit project runs its files in one module graph
 * (`isolate: false`), so each file starts from here (lib/test/setup.ts) instead of from a new window.
 */
export function resetNavigation(): void {
  behind.length = 0;
  listeners.clear();
  replaceState(null, '', '/');
}
