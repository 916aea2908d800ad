import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListScreen } from './useListScreen';

interface Filters {
  search: string;
  kind: string | null;
}

function setup(filters: Filters = { search: '', kind: 'a' }, list = { isFetching: false, isPlaceholderData: false }) {
  const write = vi.fn<(patch: Partial<Filters>) => void>();
  const hook = renderHook(
    (props: { filters: Filters; list: typeof list }) =>
      useListScreen({ searchParam: props.filters.search, ...props, write, cleared: { search: '', kind: null } }),
    { initialProps: { filters, list } },
  );
  return { write, hook };
}

describe('useListScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes what is typed once typing pauses, and is searching until the list has it', () => {
    const { write, hook } = setup();
    act(() => hook.result.current.searchProps.onSearchChange('ан'));
    act(() => hook.result.current.searchProps.onSearchChange('анна'));
    expect(hook.result.current.searchProps).toMatchObject({ search: 'анна', searching: true });
    expect(write).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(write.mock.calls).toEqual([[{ search: 'анна' }]]);

    hook.rerender({
      filters: { search: 'анна', kind: 'a' },
      list: { isFetching: true, isPlaceholderData: true },
    });
    expect(hook.result.current).toMatchObject({ stale: true, searchProps: { searching: true } });
    hook.rerender({
      filters: { search: 'анна', kind: 'a' },
      list: { isFetching: false, isPlaceholderData: false },
    });
    expect(hook.result.current).toMatchObject({ stale: false, searchProps: { searching: false } });
  });

  it('clears the search and resets the filters at once, dropping a pending search', () => {
    const { write, hook } = setup({ search: 'анна', kind: 'a' });
    act(() => hook.result.current.searchProps.onSearchChange('анна с'));
    act(() => hook.result.current.searchProps.onSearchClear());
    expect(hook.result.current.searchProps.search).toBe('');
    act(() => hook.result.current.searchProps.onSearchChange('б'));
    act(() => hook.result.current.resetFilters());
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(write.mock.calls).toEqual([[{ search: '' }], [{ search: '', kind: null }]]);

    act(() => hook.result.current.changeFilters({ kind: 'b' }));
    expect(write).toHaveBeenLastCalledWith({ kind: 'b' });
  });

  it('says a search or filter is on when a reset would change something, for the empty list', () => {
    const { hook, write } = setup({ search: '', kind: null });
    expect(hook.result.current.emptyProps).toMatchObject({ filtered: false, search: '' });
    hook.rerender({ filters: { search: '', kind: 'a' }, list: { isFetching: false, isPlaceholderData: false } });
    expect(hook.result.current.emptyProps.filtered).toBe(true);
    hook.rerender({ filters: { search: 'анна', kind: null }, list: { isFetching: false, isPlaceholderData: false } });
    expect(hook.result.current.emptyProps).toMatchObject({ filtered: true, search: 'анна' });
    act(() => hook.result.current.emptyProps.onReset());
    expect(write).toHaveBeenLastCalledWith({ search: '', kind: null });
  });
});
