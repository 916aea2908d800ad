import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SavedRecord } from '@/features/guest-app/model/ordered-list';
import type { ApiError } from '@/lib/http/errors';
import type { OrderedItemsEditorProps } from '../components/OrderedItemsEditor';

/**
 * The saved records of one list for {@link OrderedItemsEditor}, the same for every entity: the list's query mapped to
 * records, its load state, and `afterSave`, which reloads the list (the next diff starts from what the server has)
 * and the groups' list (their item counts). Spread into the editor's props.
 */
export function useEditorRecords<T, V, K extends QueryKey>(
  items: UseQueryOptions<T[], ApiError, T[], K> & { queryKey: K },
  toRecords: (items: readonly T[]) => SavedRecord<V>[],
  groupsKey: QueryKey,
): Pick<OrderedItemsEditorProps<V, { id: number }>, 'records' | 'loadError' | 'onRetry' | 'retrying' | 'afterSave'> {
  const queryClient = useQueryClient();
  const query = useQuery(items);
  const records = useMemo(() => (query.data ? toRecords(query.data) : undefined), [query.data, toRecords]);
  return {
    records,
    loadError: query.error,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
    afterSave: () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: items.queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: groupsKey, exact: true }),
      ]),
  };
}
