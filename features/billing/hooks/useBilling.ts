'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import { billingQueries } from '../queries';
import { offeredGateways } from '../schemas';

/**
 * What the billing screen reads: the hotel's payment points and the gateways on offer, each loading and failing on
 * its own; the hotel's currencies only when a gateway does not say which it takes (it is then offered in the
 * hotel's); the gateways' names by code and how many points use each.
 */
export function useBilling(hotelId: number) {
  const points = useQuery(billingQueries.points(hotelId));
  const sent = useQuery(billingQueries.gateways());
  // Asked for only when a gateway does not say which currencies it takes: it is then offered in the hotel's.
  const needsCurrencies = sent.data?.some((gateway) => gateway.currencies === null) ?? false;
  const currencies = useQuery({ ...dictionaryQueries.hotelCurrencies(), enabled: needsCurrencies });
  const offered = useMemo(
    () =>
      sent.data &&
      offeredGateways(
        sent.data,
        (currencies.data ?? []).map((currency) => currency.code),
      ),
    [sent.data, currencies.data],
  );
  const gatewayNames = useMemo(
    () => new Map((sent.data ?? []).map((gateway) => [gateway.code, gateway.name])),
    [sent.data],
  );
  const usage = useMemo(() => {
    if (!points.data) return undefined;
    const counts = new Map<string, number>();
    for (const point of points.data) counts.set(point.gateway, (counts.get(point.gateway) ?? 0) + 1);
    return counts;
  }, [points.data]);
  return { points, sent, needsCurrencies, currencies, offered, gatewayNames, usage };
}
