import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { type PageQuery, readEveryPage } from '@/lib/http/pages';
import {
  count,
  flag,
  listOf,
  optionalMoment,
  optionalObject,
  optionalText,
  PAGE_ALL,
  relation,
  requiredText,
  text,
} from '@/lib/http/schemas';

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

/**
 * A room to move to: without `available`, every room is offered and the server decides on saving.
 * `occupancyKnown` is false for a room known only from the stays list (a backend without `/dashboard/rooms/`).
 */
const roomOptionSchema = v.object({
  ...roomSchema.entries,
  available: flag(true),
  occupiedBy: optionalObject({
    guestName: text(),
    checkIn: optionalText(),
    checkOut: optionalText(),
  }),
  occupancyKnown: flag(true),
});
export type RoomOption = v.InferOutput<typeof roomOptionSchema>;

/*
 * Only the fields the stay's detail shows, read as tolerantly as the desk reads orders (features/orders): an id,
 * a status, the service (nested, or a bare key named from the services list), the stay it belongs to (to narrow an
 * answer that ignored `stay`); the time is shown when sent.
 */
const stayOrderSchema = v.object({
  id: v.number(),
  status: v.string(),
  service: relation({ name: text() }),
  stay: v.optional(relation()),
  createdAt: optionalMoment(),
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

/**
 * `GET /dashboard/stays/` — every matching stay on one page (SPEC §9: page size 999), or the page a `next` link's
 * query names (`pageQuery`, lib/http/pages.ts). The filters are applied
 * again in the browser (model/filters.ts `narrowPage`): a backend that refuses one is asked again without it
 * (lib/http/refusals.ts), one that ignores it changes nothing the screen shows.
 */
export function fetchStays(params: StayListParams, signal?: AbortSignal, pageQuery?: PageQuery) {
  return http.get('/dashboard/stays/', listOf(staySchema), {
    signal,
    searchParams: pageQuery ?? {
      ...PAGE_ALL,
      ordering: params.ordering,
      search: params.search || undefined,
      state: params.state ?? undefined,
      check_in: params.checkIn,
      check_out: params.checkOut,
      check_out__gt: params.checkOutAfter,
      room__isnull: params.noRoom === undefined ? undefined : String(params.noRoom),
    },
    browserFilters: ['search', 'state', 'check_in', 'check_out', 'check_out__gt', 'room__isnull'],
  });
}

/** A page of the list: `{count, next, previous, results}`. */
export type StaysPage = Awaited<ReturnType<typeof fetchStays>>;

/** Every page of the list (the guests' file), asked as `fetchStays` asks for the first. */
export function fetchEveryStay(params: StayListParams, signal?: AbortSignal): Promise<StaysPage> {
  return readEveryPage((pageQuery) => fetchStays(params, signal, pageQuery));
}

/** `GET /dashboard/stays/{id}/`. */
export function fetchStay(id: number, signal?: AbortSignal): Promise<Stay> {
  return http.get(`/dashboard/stays/${id}/`, staySchema, { signal });
}

/** The leading digits of a room number, so "9" < "10" < "101" < "101A" (the API's `room__number` order). */
function byRoomNumber(a: { number: string }, b: { number: string }): number {
  const lead = (number: string) => Number(/^\d+/.exec(number)?.[0] ?? Number.POSITIVE_INFINITY);
  return lead(a.number) - lead(b.number) || a.number.localeCompare(b.number, 'ru');
}

/**
 * The rooms the stays list knows (each room some stay is or was in), for a backend without `/dashboard/rooms/`
 * (SPEC lists no such call). Their occupancy is not known: each is offered, and the server decides on saving.
 */
async function roomsFromStays(signal?: AbortSignal): Promise<RoomOption[]> {
  const page = await http.get('/dashboard/stays/', listOf(staySchema), { signal, searchParams: PAGE_ALL });
  const rooms = new Map<number, RoomOption>();
  for (const { room } of page.results) {
    if (room && !rooms.has(room.id)) {
      rooms.set(room.id, { ...room, available: true, occupiedBy: null, occupancyKnown: false });
    }
  }
  return [...rooms.values()].sort(byRoomNumber);
}

/**
 * `GET /dashboard/rooms/?available_for=<stayId>` — the hotel's rooms, each with whether the stay fits in it. A
 * backend without that call (404; SPEC lists none) or with an answer the dialog cannot read: the rooms the stays list
 * knows (docs/decisions/193-an-ordinary-drf-backend.md).
 */
export async function fetchRoomsForStay(stayId: number, signal?: AbortSignal): Promise<RoomOption[]> {
  try {
    const page = await http.get('/dashboard/rooms/', listOf(roomOptionSchema), {
      signal,
      searchParams: { ...PAGE_ALL, available_for: stayId },
    });
    return page.results;
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.kind !== 'malformed')) throw error;
    return roomsFromStays(signal);
  }
}

/** `POST /dashboard/stays/{id}/set_room/ {room}` → the updated stay; 400 `{room: [message]}` when it cannot move. */
export function setStayRoom({ stayId, roomId }: { stayId: number; roomId: number }): Promise<Stay> {
  return http.post(`/dashboard/stays/${stayId}/set_room/`, staySchema, { json: { room: roomId } });
}

/**
 * `GET /dashboard/service_orders/?stay=<id>` — the stay's orders, newest first (the API's default ordering). A
 * backend that ignores or refuses `stay` answers every order: those of other stays are left out here (an order
 * that does not say its stay is kept: the server chose it).
 */
export async function fetchStayOrders(stayId: number, signal?: AbortSignal): Promise<StayOrder[]> {
  const page = await http.get('/dashboard/service_orders/', listOf(stayOrderSchema), {
    signal,
    searchParams: { ...PAGE_ALL, stay: stayId },
    browserFilters: ['stay'],
  });
  return page.results.filter((order) => order.stay === undefined || order.stay.id === stayId);
}

/** A service as a stay's orders name it: its id and name. */
const serviceNameSchema = v.object({ id: v.number(), name: requiredText() });
export type ServiceName = v.InferOutput<typeof serviceNameSchema>;

/**
 * `GET /dashboard/services/?page=1&page_size=999` — the hotel's services, only asked for when a stay's orders named
 * their service by key (a ModelSerializer's default).
 */
export async function fetchServiceNames(signal?: AbortSignal): Promise<ServiceName[]> {
  return (await http.get('/dashboard/services/', listOf(serviceNameSchema), { signal, searchParams: PAGE_ALL }))
    .results;
}
