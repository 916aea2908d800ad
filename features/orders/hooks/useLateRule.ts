'use client';

import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { hotelServicesQuery } from '@/lib/hotel-services/queries';
import type { Order } from '../api';
import {
  DEFAULT_RESPONSE_MINUTES,
  type Lateness,
  latenessOf,
  parseResponseMinutes,
  type ServiceTimes,
} from '../model/late';

/** Where this browser keeps a hotel's default time to take an order (SPEC §9: keys are prefixed `hotels.`). */
function responseMinutesKey(hotelId: number | null): string {
  return `hotels.responseMinutes.${hotelId ?? 'none'}`;
}

/**
 * The hotel's default time to take an order, in minutes, for services that set none. SPEC lists no call to store it,
 * so it is kept in this browser and the setting says so; until an administrator changes it, 15 minutes.
 */
export function useDefaultResponseMinutes(hotelId: number | null): [number, (minutes: number) => void] {
  const [minutes, setMinutes] = useLocalStorage<number>({
    key: responseMinutesKey(hotelId),
    defaultValue: DEFAULT_RESPONSE_MINUTES,
    serialize: String,
    deserialize: (value) => parseResponseMinutes(value ?? null),
    getInitialValueInEffect: false,
  });
  return [minutes, setMinutes];
}

/**
 * How late an order is at a moment (model/late.ts), by its service's times — read from the hotel's services, one
 * cached list, `enabled` while there is something to judge — and the hotel's default.
 * `ready` once the services' times are known, or could not be (their list failed: the default then applies).
 */
export function useLateRule(
  hotelId: number | null,
  enabled = true,
): {
  lateness: (order: Order, now: number) => Lateness | null;
  ready: boolean;
  /** Reads the services again when an order names one the loaded list has not (created since it was read). */
  learn: (orders: readonly Order[]) => void;
} {
  const [defaultMinutes] = useDefaultResponseMinutes(hotelId);
  const on = enabled && hotelId !== null;
  const services = useQuery({ ...hotelServicesQuery(), enabled: on });
  const times = useMemo(() => {
    const byId = new Map<number, ServiceTimes>();
    for (const service of services.data ?? []) byId.set(service.id, service);
    return byId;
  }, [services.data]);
  const lateness = useCallback(
    (order: Order, now: number) => latenessOf(order, now, times.get(order.service.id), defaultMinutes),
    [times, defaultMinutes],
  );
  // Each service id asked about once: a service the backend does not list (deleted, hidden) is no reason to ask again.
  const asked = useRef(new Set<number>());
  const { data, refetch } = services;
  const learn = useCallback(
    (orders: readonly Order[]) => {
      if (!data) return;
      const unknown = orders.map((order) => order.service.id).filter((id) => !times.has(id) && !asked.current.has(id));
      if (unknown.length === 0) return;
      for (const id of unknown) asked.current.add(id);
      void refetch();
    },
    [data, times, refetch],
  );
  return { lateness, ready: !on || !services.isPending, learn };
}
