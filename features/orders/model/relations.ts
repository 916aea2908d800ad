import type { HotelService } from '@/lib/hotel-services/api';
import type { Order, StayLookup, UserRef } from '../api';

/*
 * An order's relations sent as bare keys (a ModelSerializer's default: `service: 3`, `stay: 17`), named from the
 * lists the desk can get: the services (their names) and the stays (guest, room, dates). Pure: queries.ts fetches
 * the lists, only when some order needs them, so an answer with nested relations costs one pass of checks.
 * docs/decisions/193-an-ordinary-drf-backend.md.
 */

/** The lists relations are named from; a list that could not be had is absent. */
export interface OrderLookups {
  services?: ReadonlyMap<number, HotelService>;
  stays?: ReadonlyMap<number, StayLookup>;
}

/** Whether the order's service came as a key only. */
export function needsService(order: Order): boolean {
  return !order.service.expanded;
}

/** Whether the order's stay, its guest or its room came as a key only (or the room was not said). */
export function needsStay(order: Order): boolean {
  const { stay } = order;
  return !stay.expanded || stay.room === undefined || stay.room?.number === null || stay.guest?.expanded === false;
}

/** The order with what the lookups know of its service and stay; the same object when they add nothing. */
export function resolveOrder<T extends Order>(order: T, lookups: OrderLookups): T {
  let next = order;
  if (needsService(order)) {
    const service = lookups.services?.get(order.service.id);
    if (service) {
      next = {
        ...next,
        service: { ...order.service, name: service.name, serviceType: service.serviceType, expanded: true },
      };
    }
  }
  if (needsStay(order)) {
    const stay = lookups.stays?.get(order.stay.id);
    if (stay) {
      const known = order.stay;
      next = {
        ...next,
        stay: {
          ...known,
          expanded: true,
          guest: known.guest?.expanded ? known.guest : (stay.guest ?? known.guest),
          room: known.room === undefined || known.room?.number === null ? stay.room : known.room,
          checkIn: known.checkIn ?? stay.checkIn,
          checkOut: known.checkOut ?? stay.checkOut,
        },
      };
    }
  }
  return next;
}

/** The orders with their relations named; the same array when none needed it or nothing could be named. */
export function resolveOrders<T extends Order>(orders: T[], lookups: OrderLookups): T[] {
  let changed = false;
  const next = orders.map((order) => {
    const resolved = resolveOrder(order, lookups);
    if (resolved !== order) changed = true;
    return resolved;
  });
  return changed ? next : orders;
}

/** A user as a newer snapshot names them: the older snapshot's names when the newer sent the same user by key. */
function keptUser<U extends UserRef | null | undefined>(older: U | UserRef | null | undefined, newer: U): U {
  if (newer && !newer.expanded && older?.expanded && older.id === newer.id) return older as U;
  return newer;
}

/**
 * A newer snapshot of an order (an action's answer, a live event) with the names the older one knew for the same
 * service, stay and people, where the newer sent them by key only.
 */
export function keepKnownNames(older: Order, newer: Order): Order {
  const sameService = older.service.id === newer.service.id;
  const sameStay = older.stay.id === newer.stay.id;
  return {
    ...newer,
    service: !newer.service.expanded && sameService ? older.service : newer.service,
    stay: needsStay(newer) && sameStay && !needsStay(older) ? older.stay : newer.stay,
    createdBy: keptUser(older.createdBy, newer.createdBy),
    takenBy: keptUser(older.takenBy, newer.takenBy),
  };
}
