import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { StaffAccount } from '../../api';
import { teamQueries } from '../../queries';

/**
 * The account as the staff lists in the cache have it now: the row of the most recently loaded list that holds it
 * (a refetch on returning to the tab, or after a colleague's save this screen made), or `account` itself when no
 * list has it. An open edit dialog follows it, so a colleague's change reaches the form (decision 197).
 */
export function useLatestAccount(account: StaffAccount | undefined): StaffAccount | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const latest = useCallback(() => {
    if (!account) return undefined;
    let found: StaffAccount | undefined;
    let loadedAt = -1;
    for (const query of queryClient.getQueryCache().findAll({ queryKey: teamQueries.staffLists() })) {
      const row = (query.state.data as StaffAccount[] | undefined)?.find((candidate) => candidate.id === account.id);
      if (row && query.state.dataUpdatedAt > loadedAt) {
        found = row;
        loadedAt = query.state.dataUpdatedAt;
      }
    }
    return found ?? account;
  }, [queryClient, account]);
  return useSyncExternalStore(subscribe, latest, latest);
}
