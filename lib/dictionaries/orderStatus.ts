import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as ru from '@/lib/i18n/ru';
import { dictionaryQueries } from './queries';

const ourNames: Readonly<Record<string, string>> = ru.orders.statuses;

/**
 * An order status's name, for the desk and a stay's orders: the statuses dictionary's `displayName`, or ours until it
 * has loaded or when it names the status only by its code (the shared choice schema shows the value for a missing
 * name; we know better names for ours); a status neither knows shows its code. With `fetch` false it only reads
 * what is cached: for a screen whose own first requests must go first (the desk's rows ask for it once they are in).
 */
export function useOrderStatusLabel(fetch = true): (status: string) => string {
  const { data } = useQuery({ ...dictionaryQueries.serviceOrderStatuses(), enabled: fetch });
  return useCallback(
    (status: string) => {
      const named = data?.find((choice) => choice.value === status)?.displayName;
      return named && named !== status ? named : (ourNames[status] ?? status);
    },
    [data],
  );
}
