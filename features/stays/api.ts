import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { count, flag, listOf, optionalObject, optionalText, PAGE_ALL, requiredText, text } from '@/lib/http/schemas';

/**
 * Fetchers of the guests screen (docs/CONTRACTS.md, «Front desk: stays and service orders»): the stays list, one
 * stay, the rooms a stay may move to, moving it, and the stay's service orders. Every response is validated here.
 */

const STAY_STATES = ['current', 'upcoming', 'past'] as const;
export type StayState = (typeof STAY_STATES)[number];

/** The list orderings the screen offers (the API also knows the descending ones). */
export type StayOrdering = 'room__number' | 'check_in' | 'guest__last_name';

/*
 * What the guests screen requires (docs/CONTRACTS.md «Required fields»): a stay's `id`, its guest's name (what the
 * list shows) and its `room` key — `null` is «Без номера», which must not be said of a stay whose room was simply
 * not sent — with the room's `id` (the set-room dialog's current choice) and `number` (SPEC §3: the list is ordered by
 * it). Everything else reads with a fallback: no dates, state or counts are hidden, a missing floor is not shown.
 */

/** A room: its id and number; the rest is shown when sent. */
const roomSchema = v.object({
  id: v.number(),
  number: requiredText(),
  floor: count(),
  kind: text(),
  capacity: count(),
});

const guestSchema = v.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: text(),
  phone: text(),
  nationality: text(),
  language: text(),
});

const staySchema = v.object({
  id: v.number(),
  guest: guestSchema,
  room: v.nullable(roomSchema),
  checkIn: optionalText(),
  checkOut: optionalText(),
  adults: count(),
  children: count(),
  state: v.nullish(v.picklist(STAY_STATES), null),
  ordersCount: count(),
  openOrdersCount: count(),
});
export type Stay = v.InferOutput<typeof staySchema>;

/** A room to move to: without `available`, every room is offered and the server decides on saving. */
const roomOptionSchema = v.object({
  ...roomSchema.entries,
  available: flag(true),
  occupiedBy: optionalObject({
    guestName: text(),
    checkIn: optionalText(),
    checkOut: optionalText(),
  }),
});
export type RoomOption = v.InferOutput<typeof roomOptionSchema>;

/*
 * Only the fields the stay's detail shows, read as tolerantly as the desk reads orders (features/orders): an id,
 * a status, the service's name; the time is shown when sent.
 */
const stayOrderSchema = v.object({
  id: v.number(),
  status: v.string(),
  service: v.object({ id: v.number(), name: requiredText() }),
  createdAt: optionalText(),
});
export type StayOrder = v.InferOutput<typeof stayOrderSchema>;

/** Query parameters of the list, as the API names them; empty ones are left out. */
export interface StayListParams {
  search: string;
  state: StayState | null;
  ordering: StayOrdering;
  /** `check_in=`: arrivals of that day (docs/CONTRACTS.md «Stays: day filters»). */
  checkIn?: string;
  /** `check_out=`: departures of that day. */
  checkOut?: string;
  /** `check_out__gt=`: stays that leave after that day. */
  checkOutAfter?: string;
  /** `room__isnull=true`: stays without a room. */
  noRoom?: boolean;
}

/** `GET /dashboard/stays/` — every matching stay on one page (SPEC §9: page size 999). */
export function fetchStays(params: StayListParams, signal?: AbortSignal) {
  return http.get('/dashboard/stays/', listOf(staySchema), {
    signal,
    searchParams: {
      ...PAGE_ALL,
      ordering: params.ordering,
      search: params.search || undefined,
      state: params.state ?? undefined,
      check_in: params.checkIn,
      check_out: params.checkOut,
      check_out__gt: params.checkOutAfter,
      room__isnull: params.noRoom === undefined ? undefined : String(params.noRoom),
    },
  });
}

/** A page of the list: `{count, next, previous, results}`. */
export type StaysPage = Awaited<ReturnType<typeof fetchStays>>;

/** `GET /dashboard/stays/{id}/`. */
export function fetchStay(id: number, signal?: AbortSignal): Promise<Stay> {
  return http.get(`/dashboard/stays/${id}/`, staySchema, { signal });
}

/** `GET /dashboard/rooms/?available_for=<stayId>` — the hotel's rooms, each with whether the stay fits in it. */
export async function fetchRoomsForStay(stayId: number, signal?: AbortSignal): Promise<RoomOption[]> {
  const page = await http.get('/dashboard/rooms/', listOf(roomOptionSchema), {
    signal,
    searchParams: { ...PAGE_ALL, available_for: stayId },
  });
  return page.results;
}

/** `POST /dashboard/stays/{id}/set_room/ {room}` → the updated stay; 400 `{room: [message]}` when it cannot move. */
export function setStayRoom({ stayId, roomId }: { stayId: number; roomId: number }): Promise<Stay> {
  return http.post(`/dashboard/stays/${stayId}/set_room/`, staySchema, { json: { room: roomId } });
}

/** `GET /dashboard/service_orders/?stay=<id>` — the stay's orders, newest first (the API's default ordering). */
export async function fetchStayOrders(stayId: number, signal?: AbortSignal): Promise<StayOrder[]> {
  const page = await http.get('/dashboard/service_orders/', listOf(stayOrderSchema), {
    signal,
    searchParams: { ...PAGE_ALL, stay: stayId },
  });
  return page.results;
}
