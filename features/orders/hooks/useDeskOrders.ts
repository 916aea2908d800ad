'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import { isKnownStatus, type OrderList, type OrderListFilters } from '../api';
import { type DeskTab, deskLists, listsOfTab, mergeDeskLists } from '../model/desk';
import { orderQueries } from '../queries';

export interface DeskOrdersOptions {
  /** The period's days; `isDefault` when none was chosen (open-ended). */
  period: { from: string; to: string; isDefault: boolean };
  service: string;
  search: string;
  /** The hotel's zone, the period's days are its days. */
  timeZone: string;
  /** How often the lists are asked again while the live connection is down; false while it is open. */
  pollInterval: number | false;
}

/**
 * The desk's orders: its two lists (the open ones however old, the closed ones of the period; model/desk.ts) and the
 * statuses a backend has beyond the desk's four, merged into one list rendered in a deferred pass. `list` reads like a
 * query: undefined data while loading, the first error, a retry of the list that failed; and `readWhole(tab)`, the
 * lists that hold a tab's orders with every page of each, merged (the tab's file).
 */
export function useDeskOrders({ period, service, search, timeZone, pollInterval }: DeskOrdersOptions) {
  // The statuses a backend has beyond the desk's four, from its dictionary: the closed list asks for them too. Most
  // backends have none, and the list's key then never changes. Read, not fetched, here: the dictionary is asked
  // for once the rows are in (the rows' labels, the dictionaries' loader; decision 191).
  const statuses = useQuery({ ...dictionaryQueries.serviceOrderStatuses(), enabled: false });
  const otherStatuses = useMemo(
    () => (statuses.data ?? []).map((choice) => choice.value).filter((value) => !isKnownStatus(value)),
    [statuses.data],
  );
  const lists = useMemo(
    // The default period is open-ended: a desk left open overnight still receives today's orders. The period
    // limits completed and cancelled orders only; new and in-progress ones are on the desk however old.
    () =>
      deskLists({ from: period.from, to: period.isDefault ? '' : period.to, service, search }, timeZone, otherStatuses),
    [period.from, period.to, period.isDefault, service, search, timeZone, otherStatuses],
  );

  const openList = useQuery({
    ...orderQueries.list(lists.open),
    refetchInterval: pollInterval,
    placeholderData: keepPreviousData,
  });
  const closedList = useQuery({
    ...orderQueries.list(lists.closed),
    refetchInterval: pollInterval,
    placeholderData: keepPreviousData,
  });
  // An answer reaches the screen as a synchronous render (React Query's store): the merge and the rows of up to
  // 2 × 999 orders are rendered in a deferred pass instead, which React interrupts to let the browser in, so no
  // answer costs one long task (docs/decisions/191-first-paint-and-the-desk.md). Meanwhile the skeleton, or the
  // rows of the previous answer, stay on the screen.
  const openData = useDeferredValue(openList.data);
  const closedData = useDeferredValue(closedList.data);
  const data = useMemo(() => mergeDeskLists(openData, closedData), [openData, closedData]);
  const queryClient = useQueryClient();
  /**
   * The lists of a tab whole (its file): each its held copy when that holds every order, otherwise every page read.
   * A list the tab does not need counts as empty.
   */
  const readWhole = async (tab: DeskTab) => {
    const needed = listsOfTab(tab);
    const whole = (filters: OrderListFilters, held: OrderList | undefined, need: boolean) => {
      if (!need) return { count: 0, results: [] };
      return held && held.count <= held.results.length ? held : queryClient.fetchQuery(orderQueries.whole(filters));
    };
    const [open, closed] = await Promise.all([
      whole(lists.open, openList.data, needed.open),
      whole(lists.closed, closedList.data, needed.closed),
    ]);
    return mergeDeskLists(open, closed)!;
  };
  return {
    data,
    isPending: data === undefined && !openList.isError && !closedList.isError,
    isFetching: openList.isFetching || closedList.isFetching,
    error: openList.error ?? closedList.error,
    refetch: () =>
      Promise.all([openList.isError ? openList.refetch() : null, closedList.isError ? closedList.refetch() : null]),
    readWhole,
  };
}
