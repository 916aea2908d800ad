import * as v from 'valibot';
import { http, parseItemsInSlices } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { connectLive, type LiveState } from '@/lib/http/live';
import {
  count,
  flag,
  list,
  listOf,
  optionalObject,
  optionalText,
  PAGE_ALL,
  requiredText,
  text,
} from '@/lib/http/schemas';

/**
 * Fetchers of the service-order desk (docs/CONTRACTS.md, "Front desk: stays and service orders"): the orders
 * list and detail, the status actions, staff messages, translation, the live events of the hotel, and what the
 * create dialog needs (services, current stays). Every response is validated here.
 */

export const ORDER_STATUSES = ['new', 'in_progress', 'completed', 'cancelled'] as const;
const statusSchema = v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof statusSchema>;

/*
 * What the desk requires of an order (docs/CONTRACTS.md «Required fields»): its `id` and `status` (SPEC §4: the
 * actions), `createdAt` (the list's order, the period filter applied to live events, the waiting time, the «Новый»
 * mark), the service's `id` and `name` (the filter; the name is what a row is called) and the stay's `id` with its
 * `room` key (`null` = no room yet: «номер не назначен» must not be said of an order whose room was simply not sent).
 * Everything else is read with a fallback: no guest reads as «Гость», no stay dates or counts are hidden, an
 * unknown `updatedAt` never makes a snapshot stale.
 */

const userRefSchema = v.object({ id: v.number(), firstName: text(), lastName: text() });

const orderSchema = v.object({
  id: v.number(),
  status: statusSchema,
  service: v.object({ id: v.number(), name: requiredText(), serviceType: text() }),
  stay: v.object({
    id: v.number(),
    room: v.nullable(v.object({ number: requiredText() })),
    guest: optionalObject({ firstName: text(), lastName: text(), language: text(), nationality: text() }),
    checkIn: optionalText(),
    checkOut: optionalText(),
  }),
  data: v.nullish(v.record(v.string(), v.unknown()), {}),
  comment: text(),
  /** `null`: the guest ordered; `undefined`: the backend does not say who did. */
  createdBy: v.optional(v.nullable(userRefSchema)),
  takenBy: optionalObject(userRefSchema.entries),
  takenAt: optionalText(),
  completedAt: optionalText(),
  cancelledAt: optionalText(),
  createdAt: v.string(),
  updatedAt: optionalText(),
  messagesCount: count(),
  lastMessageAt: optionalText(),
});
export type Order = v.InferOutput<typeof orderSchema>;

/** A message needs its id, who wrote it (the thread is a conversation) and its text; `orderId` the fetchers know. */
const messageSchema = v.object({
  id: v.number(),
  orderId: v.nullish(v.number(), null),
  author: v.picklist(['guest', 'staff']),
  user: optionalObject(userRefSchema.entries),
  text: requiredText(),
  language: text(),
  createdAt: optionalText(),
});
/** A message as the desk keeps it: always with the order it belongs to. */
export type Message = Omit<v.InferOutput<typeof messageSchema>, 'orderId'> & { orderId: number };

/** `fromStatus`: `null` = the order was created; `undefined` = not said (the entry shows its new status only). */
const historyEntrySchema = v.object({
  id: v.number(),
  fromStatus: v.optional(v.nullable(statusSchema)),
  toStatus: statusSchema,
  user: optionalObject(userRefSchema.entries),
  createdAt: optionalText(),
});
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

/** The detail needs the thread (an absent one would read as «no messages»); the history is shown when sent. */
const orderDetailSchema = v.object({
  ...orderSchema.entries,
  history: list(historyEntrySchema),
  messages: v.array(messageSchema),
});
export type OrderDetail = Omit<v.InferOutput<typeof orderDetailSchema>, 'messages'> & { messages: Message[] };

/** The message with the order it belongs to, when the answer did not say. */
function ofOrder(message: v.InferOutput<typeof messageSchema>, orderId: number): Message {
  return { ...message, orderId: message.orderId ?? orderId };
}

/** `ordering` values the list accepts; `-created_at` is the server's default. */
export type OrderOrdering = '-created_at' | 'created_at' | '-updated_at';

/** Filters of `GET /dashboard/service_orders/`; absent = not filtered. Dates are `YYYY-MM-DD`, inclusive. */
export interface OrderListFilters {
  status?: readonly OrderStatus[];
  createdAfter?: string;
  createdBefore?: string;
  service?: number;
  stay?: number;
  search?: string;
  ordering?: OrderOrdering;
  /**
   * Not sent: the zone the server reads `createdAfter` / `createdBefore` in (the hotel's, lib/hotel-time.ts). It
   * is part of the list's query key, so the cache (model/cache.ts) places a live event by the same days the server did.
   */
  timeZone?: string;
}

/** A loaded list: one page of up to 999 orders and the total the server counted. */
export interface OrderList {
  count: number;
  results: Order[];
}

/** The orders list's envelope: its rows are validated apart, in slices (see `fetchOrders`). */
const orderPageSchema = listOf(v.unknown());

/**
 * `GET /dashboard/service_orders/` — page 1 of 999 (SPEC §9) with the filters as snake_case query params. The
 * rows are validated in slices that yield to the browser (docs/decisions/135-desk-with-999-orders.md): a list of
 * 999 orders costs no long task, and a malformed row fails the list with the same error as before.
 */
export async function fetchOrders(filters: OrderListFilters, signal?: AbortSignal): Promise<OrderList> {
  const path = '/dashboard/service_orders/';
  const page = await http.get(path, orderPageSchema, {
    signal,
    searchParams: {
      ...PAGE_ALL,
      status: filters.status && filters.status.length > 0 ? filters.status.join(',') : undefined,
      created_after: filters.createdAfter,
      created_before: filters.createdBefore,
      service: filters.service,
      stay: filters.stay,
      search: filters.search || undefined,
      ordering: filters.ordering,
    },
  });
  return { count: page.count, results: await parseItemsInSlices(path, page.results, orderSchema, { signal }) };
}

/** `GET /dashboard/service_orders/{id}/` — the order with its status history and message thread. */
export async function fetchOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  const detail = await http.get(`/dashboard/service_orders/${id}/`, orderDetailSchema, { signal });
  return { ...detail, messages: detail.messages.map((message) => ofOrder(message, detail.id)) };
}

/** What the create dialog sends: `data` is the service's form (quantity, time, …). */
export interface CreateOrderPayload {
  stay: number;
  service: number;
  data?: Record<string, unknown>;
  comment?: string;
}

/** `POST /dashboard/service_orders/` → 201 `Order` (status `new`). Field errors arrive per field (400). */
export function createOrder(payload: CreateOrderPayload): Promise<Order> {
  return http.post('/dashboard/service_orders/', orderSchema, { json: payload });
}

/** A status action and its endpoint. */
export type OrderAction = 'take' | 'complete' | 'cancel';
const actionPaths: Record<OrderAction, string> = {
  take: 'take_order',
  complete: 'complete_order',
  cancel: 'cancel_order',
};

/**
 * `POST /dashboard/service_orders/{id}/take_order/` (or `/complete_order/`, `/cancel_order/`) → 200 `Order`.
 * An illegal transition is a 400 with `detail`; a lost race a 409 whose body carries the current order
 * (read it with {@link conflictOrderOf}).
 */
export function runOrderAction(id: number, action: OrderAction): Promise<Order> {
  return http.post(`/dashboard/service_orders/${id}/${actionPaths[action]}/`, orderSchema, { json: {} });
}

/** The current order a 409 conflict carries (`{detail, code: "conflict", order}`), or null when there is none. */
export function conflictOrderOf(error: unknown): Order | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = v.safeParse(v.object({ order: orderSchema }), error.data);
  return body.success ? body.output.order : null;
}

/** `POST /dashboard/service_orders/{id}/messages/ {text}` → 201 `Message` (author `staff`). */
export async function sendStaffMessage(orderId: number, text: string): Promise<Message> {
  return ofOrder(
    await http.post(`/dashboard/service_orders/${orderId}/messages/`, messageSchema, { json: { text } }),
    orderId,
  );
}

/**
 * A translation needs its `translatedText` (`null`: the provider could not translate it). Whether it `translated`
 * defaults to having a text; the language defaults to the one asked for.
 */
const translationSchema = v.object({
  sourceLanguage: text(),
  destinationLanguage: text(),
  translatedText: v.nullable(v.string()),
  translated: v.nullish(v.boolean(), null),
});
interface Translation {
  sourceLanguage: string;
  destinationLanguage: string;
  translatedText: string | null;
  translated: boolean;
}

/** A translation, or the error the server answered with (`status` 0 when no response arrived). */
export type TranslationResult =
  | { ok: true; translation: Translation }
  | { ok: false; error: { status: number; message: string } };

/**
 * `POST /messages/{id}/translate/ {destinationLanguage}`. SPEC §7: this call returns the error response
 * instead of throwing, so a failed translation is shown in place of the translation, never as a screen error.
 * An abort is still thrown: nobody is waiting for that result.
 */
export async function translateMessage(
  messageId: number,
  destinationLanguage: string,
  signal?: AbortSignal,
): Promise<TranslationResult> {
  try {
    const answer = await http.post(`/messages/${messageId}/translate/`, translationSchema, {
      json: { destinationLanguage },
      signal,
    });
    const translation: Translation = {
      sourceLanguage: answer.sourceLanguage,
      destinationLanguage: answer.destinationLanguage || destinationLanguage,
      translatedText: answer.translatedText,
      translated: answer.translated ?? answer.translatedText !== null,
    };
    return { ok: true, translation };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.kind === 'aborted' && signal?.aborted) throw error;
      return { ok: false, error: error.toShape() };
    }
    throw error;
  }
}

const serviceSchema = v.object({
  id: v.number(),
  name: requiredText(),
  serviceType: text(),
  isActive: flag(true),
});
export type Service = v.InferOutput<typeof serviceSchema>;

/** `GET /dashboard/services/?page=1&page_size=999` — the hotel's services (for the filter and the create dialog). */
export async function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  return (await http.get('/dashboard/services/', listOf(serviceSchema), { signal, searchParams: PAGE_ALL })).results;
}

/** A stay to order for: its id and its `room` key (`null` = no room yet); the guest and dates shown when sent. */
const stayOptionSchema = v.object({
  id: v.number(),
  guest: optionalObject({ firstName: text(), lastName: text() }),
  room: v.nullable(v.object({ number: requiredText() })),
  checkIn: optionalText(),
  checkOut: optionalText(),
});
type StayOption = v.InferOutput<typeof stayOptionSchema>;

/** A stay an order can be created for; `arriving`: the guest is expected (checks in after today), not in house yet. */
export type OrderableStay = StayOption & { arriving: boolean };

/** How many stays of each kind the create dialog lists for one search. */
const STAY_SEARCH_SIZE = 20;

/**
 * The stays an order can be created for, found by guest name or room number: those in house
 * (`GET /dashboard/stays/?state=current`) and those arriving in the coming days (`?state=upcoming`, nearest
 * arrival first), so a guest who asks for a transfer or an early breakfast before arriving can be served. The
 * server reads both states against the hotel's today.
 */
export async function searchOrderableStays(search: string, signal?: AbortSignal): Promise<OrderableStay[]> {
  const term = search.trim() || undefined;
  const page = (state: 'current' | 'upcoming', ordering?: string) =>
    http.get('/dashboard/stays/', listOf(stayOptionSchema), {
      signal,
      searchParams: { page: 1, page_size: STAY_SEARCH_SIZE, state, search: term, ordering },
    });
  const [current, upcoming] = await Promise.all([page('current'), page('upcoming', 'check_in')]);
  return [
    ...current.results.map((stay) => ({ ...stay, arriving: false })),
    ...upcoming.results.map((stay) => ({ ...stay, arriving: true })),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Live events.

const liveEventSchema = v.variant('type', [
  v.object({ type: v.literal('hello') }),
  v.object({ type: v.literal('order.created'), order: orderSchema }),
  v.object({ type: v.literal('order.updated'), order: orderSchema }),
  // The server also sends the order as it is after the message (its count and time); older ones may not.
  v.object({
    type: v.literal('message.created'),
    orderId: v.number(),
    message: messageSchema,
    order: v.nullish(orderSchema),
  }),
]);

/** An event of the hotel that changes the desk (the `hello` greeting is not one). */
export type OrderEvent = Exclude<v.InferOutput<typeof liveEventSchema>, { type: 'hello' }>;

export type { LiveState };

/** Frames may arrive parsed or as text, depending on the transport. */
function frameData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * Subscribes to the live events of a hotel (`/ws/dashboard/?hotel=<id>`; the transport adds the token,
 * reconnects and refreshes it). Each frame is validated: unknown or malformed ones are skipped (and reported to
 * the console in development), so a newer server never breaks the desk. Returns the unsubscribe function.
 */
export function subscribeOrderEvents(
  hotelId: number,
  handlers: { onEvent: (event: OrderEvent) => void; onState: (state: LiveState) => void },
): () => void {
  const connection = connectLive({
    path: '/ws/dashboard/',
    params: { hotel: String(hotelId) },
    onState: handlers.onState,
    onMessage: (raw) => {
      const result = v.safeParse(liveEventSchema, frameData(raw));
      if (!result.success) {
        if (process.env.NODE_ENV === 'development')
          console.warn('[orders] ignored a live frame', raw, v.flatten(result.issues));
        return;
      }
      if (result.output.type !== 'hello') handlers.onEvent(result.output);
    },
  });
  return () => connection.close();
}
