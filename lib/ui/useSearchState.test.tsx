import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entriesBehind, useRouter } from '@/lib/test/next-navigation';

const { useSearchState } = await import('./useSearchState');

/** The test router: one object, taken the way a component takes it. */
function testRouter() {
  return renderHook(() => useRouter()).result.current;
}

/** Goes back through every push a test left, so each test starts on a fresh history. */
function leaveHistory(): void {
  const router = testRouter();
  while (entriesBehind() > 0) router.back();
}

describe('useSearchState', () => {
  beforeEach(() => {
    leaveHistory();
    window.history.replaceState(null, '', '/orders?tab=new');
    vi.restoreAllMocks();
  });

  it('reads the given keys, missing ones as empty', () => {
    const { result } = renderHook(() => useSearchState(['tab', 'q'] as const));
    expect(result.current[0]).toEqual({ tab: 'new', q: '' });
  });

  it('keeps both of two changes made one right after the other, before a render', () => {
    // Next's router applies its navigations later, in a transition: a second `router.replace` built on the
    // location would undo the first. The History API moves the location at once.
    const router = testRouter();
    const replace = vi.spyOn(router, 'replace');
    const push = vi.spyOn(router, 'push');
    const { result } = renderHook(() => useSearchState(['tab', 'q'] as const));
    act(() => {
      const set = result.current[1];
      set({ tab: 'done' });
      set({ q: 'пицца' });
    });
    expect(window.location.search).toBe('?tab=done&q=%D0%BF%D0%B8%D1%86%D1%86%D0%B0');
    expect(result.current[0]).toEqual({ tab: 'done', q: 'пицца' });
    expect(replace).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect(entriesBehind()).toBe(0);
  });

  it('builds on the location as it is now, whoever moved it', () => {
    const { result } = renderHook(() => useSearchState(['tab', 'q'] as const));
    act(() => result.current[1]({ tab: 'done' }));
    // Something else moved the URL since (a link, the back button): that is the base now.
    act(() => window.history.replaceState(null, '', '/orders?tab=cancelled'));
    act(() => result.current[1]({ q: 'чай' }));
    expect(result.current[0]).toEqual({ tab: 'cancelled', q: 'чай' });
  });

  it('removes a key set to empty or null', () => {
    window.history.replaceState(null, '', '/orders?tab=new&q=x');
    const { result } = renderHook(() => useSearchState(['tab', 'q'] as const));
    act(() => result.current[1]({ tab: null, q: '' }));
    expect(window.location.search).toBe('');
    expect(result.current[0]).toEqual({ tab: '', q: '' });
  });

  it('opens a record with a new history entry, and closing it goes back to that entry instead of replacing', () => {
    const { result } = renderHook(() => useSearchState(['tab', 'order'] as const));
    act(() => result.current[1]({ order: '7' }, { push: true }));
    expect(window.location.search).toBe('?tab=new&order=7');
    expect(entriesBehind()).toBe(1);
    act(() => result.current[1]({ order: null }));
    expect(window.location.search).toBe('?tab=new');
    expect(entriesBehind()).toBe(0);
  });

  it('goes back on close after the pushed record got its id (a new one saved)', () => {
    const { result } = renderHook(() => useSearchState(['tab', 'order'] as const));
    act(() => result.current[1]({ order: 'new' }, { push: true }));
    act(() => result.current[1]({ order: '12' }));
    expect(window.location.search).toBe('?tab=new&order=12');
    expect(entriesBehind()).toBe(1);
    act(() => result.current[1]({ order: null }));
    expect(window.location.search).toBe('?tab=new');
    expect(entriesBehind()).toBe(0);
  });

  it('replaces when closing a record that was not pushed (a link opened it)', () => {
    window.history.replaceState(null, '', '/orders?tab=new&order=3');
    const back = vi.spyOn(testRouter(), 'back');
    const { result } = renderHook(() => useSearchState(['tab', 'order'] as const));
    act(() => result.current[1]({ order: null }));
    expect(back).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?tab=new');
  });
});
