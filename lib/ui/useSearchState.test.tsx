import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * A router that applies navigations only when told to, as Next's does in a transition: what a second `set` sees
 * before the first one has landed is the point of these tests.
 */
const queued: string[] = [];
/** What `router.back()` queues: the location before the last push. */
const BACK = 'back';
const pushes: string[] = [];
const beforePush: string[] = [];
const listeners = new Set<() => void>();

vi.mock('next/navigation', async () => {
  const { useMemo, useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const router = {
    replace: (url: string) => queued.push(url),
    push: (url: string) => {
      pushes.push(url);
      queued.push(url);
    },
    back: () => queued.push(BACK),
  };
  return {
    usePathname: () => useSyncExternalStore(subscribe, () => window.location.pathname),
    useSearchParams: () => {
      const search = useSyncExternalStore(subscribe, () => window.location.search);
      return useMemo(() => new URLSearchParams(search), [search]);
    },
    useRouter: () => router,
  };
});

const { useSearchState } = await import('./useSearchState');

function applyNavigations(): void {
  act(() => {
    for (const url of queued.splice(0)) {
      if (url === BACK) window.history.replaceState(null, '', beforePush.pop() ?? '/');
      else {
        if (pushes.includes(url)) beforePush.push(window.location.pathname + window.location.search);
        window.history.replaceState(null, '', url);
      }
    }
    pushes.length = 0;
    for (const listener of listeners) listener();
  });
}

describe('useSearchState', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/orders?tab=new');
  });
  afterEach(() => {
    applyNavigations();
  });

  it('reads the given keys, missing ones as empty', () => {
    const { result } = renderHook(() => useSearchState(['tab', 'q'] as const));
    expect(result.current[0]).toEqual({ tab: 'new', q: '' });
  });

  it('keeps both changes when a second set comes before the router applied the first', () => {
    const { result } = renderHook(() => useSearchState(['tab', 'q'] as const));
    act(() => result.current[1]({ tab: 'done' }));
    act(() => result.current[1]({ q: 'пицца' }));
    applyNavigations();
    expect(result.current[0]).toEqual({ tab: 'done', q: 'пицца' });
    expect(window.location.search).toBe('?tab=done&q=%D0%BF%D0%B8%D1%86%D1%86%D0%B0');
  });

  it('builds on the location again once the router applied the request', () => {
    const { result } = renderHook(() => useSearchState(['tab', 'q'] as const));
    act(() => result.current[1]({ tab: 'done' }));
    applyNavigations();
    // Something else moved the URL since (a link, the back button): that is the base now, not the old request.
    act(() => window.history.replaceState(null, '', '/orders?tab=cancelled'));
    act(() => result.current[1]({ q: 'чай' }));
    applyNavigations();
    expect(result.current[0]).toEqual({ tab: 'cancelled', q: 'чай' });
  });

  it('removes a key set to empty or null', () => {
    window.history.replaceState(null, '', '/orders?tab=new&q=x');
    const { result } = renderHook(() => useSearchState(['tab', 'q'] as const));
    act(() => result.current[1]({ tab: null, q: '' }));
    applyNavigations();
    expect(window.location.search).toBe('');
    expect(result.current[0]).toEqual({ tab: '', q: '' });
  });

  it('opens a record with a new history entry, and closing it goes back to that entry instead of replacing', () => {
    const { result } = renderHook(() => useSearchState(['tab', 'order'] as const));
    act(() => result.current[1]({ order: '7' }, { push: true }));
    applyNavigations();
    expect(window.location.search).toBe('?tab=new&order=7');
    act(() => result.current[1]({ order: null }));
    expect(queued).toEqual([BACK]);
    applyNavigations();
    expect(window.location.search).toBe('?tab=new');
  });

  it('replaces when closing a record that was not pushed (a link opened it)', () => {
    window.history.replaceState(null, '', '/orders?tab=new&order=3');
    const { result } = renderHook(() => useSearchState(['tab', 'order'] as const));
    act(() => result.current[1]({ order: null }));
    expect(queued).toEqual(['/orders?tab=new']);
    applyNavigations();
    expect(window.location.search).toBe('?tab=new');
  });
});
