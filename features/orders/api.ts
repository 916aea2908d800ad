import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { connectLive, type LiveState } from '@/lib/http/live';
import { PAGE_ALL, pagedSchema } from '@/lib/http/schemas';

/**
 * Fetchers of the service-order desk (docs/CONTRACTS.md, "Front desk: stays and service orders"): the orders
 * list and detail, the status actions, staff messages, translation, the live events of the hotel, and what the
 * create dialog needs (services, current stays). Every response is validated here.
 */

export const ORDER_STATUSES = ['new', 'in_progress', 'completed', 'cancelled'] as const;
const statusSchema = v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof statusSchema>;

const userRefSchema = v.object({ id: v.number(), firstName: v.string(), lastName: v.string() });
export type UserRef = v.InferOutput<typeof userRefSchema>;

const orderSchema = v.object({
  id: v.number(),
  status: statusSchema,
  service: v.object({ id: v.number(), name: v.string(), serviceType: v.string() }),
  stay: v.object({
    id: v.number(),
    room: v.nullable(v.object({ id: v.number(), number: v.string() })),
    guest: v.object({
      id: v.number(),
      firstName: v.string(),
      lastName: v.string(),
      language: v.string(),
      nationality: v.string(),
    }),
    checkIn: v.string(),
    checkOut: v.string(),
  }),
  data: v.nullish(v.record(v.string(), v.unknown()), {}),
  comment: v.nullish(v.string(), ''),
  createdBy: v.nullable(userRefSchema),
  takenBy: v.nullable(userRefSchema),
  takenAt: v.nullable(v.string()),
  completedAt: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  messagesCount: v.number(),
  lastMessageAt: v.nullable(v.string()),
});
export type Order = v.InferOutput<typeof orderSchema>;

const messageSchema = v.object({
  id: v.number(),
  orderId: v.number(),
  author: v.picklist(['guest', 'staff']),
  user: v.nullable(userRefSchema),
  text: v.string(),
  language: v.string(),
  createdAt: v.string(),
});
export type Message = v.InferOutput<typeof messageSchema>;

const historyEntrySchema = v.object({
  id: v.number(),
  fromStatus: v.nullable(statusSchema),
  toStatus: statusSchema,
  user: v.nullable(userRefSchema),
  createdAt: v.string(),
});
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

const orderDetailSchema = v.object({
  ...orderSchema.entries,
  history: v.array(historyEntrySchema),
  messages: v.array(messageSchema),
});
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>;

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
}

/** A loaded list: one page of up to 999 orders and the total the server counted. */
export interface OrderList {
  count: number;
  results: Order[];
}

/** `GET /dashboard/service_orders/` — page 1 of 999 (SPEC §9) with the filters as snake_case query params. */
export async function fetchOrders(filters: OrderListFilters, signal?: AbortSignal): Promise<OrderList> {
  const page = await http.get('/dashboard/service_orders/', pagedSchema(orderSchema), {
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
  return { count: page.count, results: page.results };
}

/** `GET /dashboard/service_orders/{id}/` — the order with its status history and message thread. */
export function fetchOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return http.get(`/dashboard/service_orders/${id}/`, orderDetailSchema, { signal });
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
export function sendStaffMessage(orderId: number, text: string): Promise<Message> {
  return http.post(`/dashboard/service_orders/${orderId}/messages/`, messageSchema, { json: { text } });
}

const translationSchema = v.object({
  messageId: v.number(),
  sourceLanguage: v.string(),
  destinationLanguage: v.string(),
  text: v.string(),
  translatedText: v.nullable(v.string()),
  translated: v.boolean(),
  provider: v.string(),
});
export type Translation = v.InferOutput<typeof translationSchema>;

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
    const translation = await http.post(`/messages/${messageId}/translate/`, translationSchema, {
      json: { destinationLanguage },
      signal,
    });
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
  name: v.string(),
  serviceType: v.nullish(v.string(), ''),
  isActive: v.nullish(v.boolean(), true),
});
export type Service = v.InferOutput<typeof serviceSchema>;

/** `GET /dashboard/services/?page=1&page_size=999` — the hotel's services (for the filter and the create dialog). */
export async function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  return (await http.get('/dashboard/services/', pagedSchema(serviceSchema), { signal, searchParams: PAGE_ALL })).results;
}

const stayOptionSchema = v.object({
  id: v.number(),
  guest: v.object({ id: v.number(), firstName: v.string(), lastName: v.string(), language: v.string() }),
  room: v.nullable(v.object({ id: v.number(), number: v.string() })),
  checkIn: v.string(),
  checkOut: v.string(),
});
export type StayOption = v.InferOutput<typeof stayOptionSchema>;

/** `GET /dashboard/stays/?search=&state=current&page_size=20` — the stays an order can be created for. */
export async function searchCurrentStays(search: string, signal?: AbortSignal): Promise<StayOption[]> {
  const page = await http.get('/dashboard/stays/', pagedSchema(stayOptionSchema), {
    signal,
    searchParams: { page: 1, page_size: 20, state: 'current', search: search.trim() || undefined },
  });
  return page.results;
}

const choicesSchema = v.array(v.object({ value: v.string(), displayName: v.string() }));
export type Choice = v.InferOutput<typeof choicesSchema>[number];

const languagesSchema = v.object({ languages: v.array(v.object({ code: v.string(), name: v.string() })), current: v.string() });
export type Languages = v.InferOutput<typeof languagesSchema>;

/**
 * `GET /service_orders/statuses/` → `[{value, displayName}]`. Same result as the dictionaries feature's fetcher:
 * both share the `['dictionaries', 'serviceOrderStatuses']` cache entry.
 */
export function fetchStatusesDictionary(signal?: AbortSignal): Promise<Choice[]> {
  return http.get('/service_orders/statuses/', choicesSchema, { signal });
}

/** `GET /config/langs/` → `{languages, current}`; shares `['dictionaries', 'languages']` with the dictionaries feature. */
export function fetchLanguagesDictionary(signal?: AbortSignal): Promise<Languages> {
  return http.get('/config/langs/', languagesSchema, { signal });
}

// ---------------------------------------------------------------------------------------------------------
// Live events.

const liveEventSchema = v.variant('type', [
  v.object({ type: v.literal('hello'), hotel: v.number() }),
  v.object({ type: v.literal('order.created'), order: orderSchema }),
  v.object({ type: v.literal('order.updated'), order: orderSchema }),
  // The server also sends the order as it is after the message (its count and time); older ones may not.
  v.object({ type: v.literal('message.created'), orderId: v.number(), message: messageSchema, order: v.optional(orderSchema) }),
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
        if (process.env.NODE_ENV === 'development') console.warn('[orders] ignored a live frame', raw, v.flatten(result.issues));
        return;
      }
      if (result.output.type !== 'hello') handlers.onEvent(result.output);
    },
  });
  return () => connection.close();
}
