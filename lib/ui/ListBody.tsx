import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '../http/errors';
import { ListEmpty, type ListEmptyProps } from './ListEmpty';
import { LoadError } from './LoadError';

export interface ListBodyProps<T> {
  /** The list's query. */
  list: UseQueryResult<T, ApiError>;
  /** Something else the rows need is still on its way (the skeleton stays, unless the list failed). */
  waiting?: boolean;
  /** The list's shape while it loads. */
  skeleton: ReactNode;
  /** The title of the error shown when the list did not load (with «Повторить»). */
  errorTitle: string;
  /** Whether the answer has no rows; by default, whether it is an empty array or a page with no `results`. */
  isEmpty?: (data: T) => boolean;
  /** What shows for no rows: nothing yet, or nothing matching the filters. */
  empty: ListEmptyProps;
  /** The rows. */
  children: (data: T) => ReactNode;
}

/** An empty array or an empty page. */
function noRows(data: unknown): boolean {
  const rows = Array.isArray(data) ? data : (data as { results?: unknown }).results;
  return Array.isArray(rows) && rows.length === 0;
}

/**
 * The body of a list screen, one ladder for all of them: the skeleton while the list loads, its error with a retry,
 * the empty state (ListEmpty), or the rows.
 */
export function ListBody<T>({
  list,
  waiting = false,
  skeleton,
  errorTitle,
  isEmpty = noRows,
  empty,
  children,
}: ListBodyProps<T>) {
  if (list.isPending || (waiting && !list.isError)) return skeleton;
  if (list.isError)
    return (
      <LoadError
        title={errorTitle}
        message={list.error.message}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (isEmpty(list.data)) return <ListEmpty {...empty} />;
  return children(list.data);
}
