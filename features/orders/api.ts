import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { connectLive, type LiveState } from '@/lib/http/live';
import { type PageQuery, readEveryPage } from '@/lib/http/pages';
import { parseItemsInSlices } from '@/lib/http/parse';
import {
  count,
  list,
  listOf,
  moment,
  optionalMoment,
  optionalText,
  PAGE_ALL,
  type Paged,
  relation,
  requiredText,
  text,
} from '@/lib/http/schemas';
import { foldForSearch } from '@/lib/ui/search-fields';

/**
 * Fetchers of the service-order desk (docs/CONTRACTS.md, "Front desk: stays and service orders"): the orders
 * list and detail, the status actions, staff messages, translation, the live events of the hotel, and the stays
 * the create dialog offers. Every response is validated here. (The hotel's services are lib/hotel-services/'s,
 * shared with promo and kept fresh by the services screen.)
 */

export const ORDER_STATUSES = ['new', 'in_progress', 'completed', 'cancelled'] as const;
/** A status the desk knows the rules of (its tab, its actions). */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether a status is one the desk knows the rules of; any other is shown with its label and offers no action. */
export function isKnownStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/*
 * What the desk requires of an order (docs/CONTRACTS.md «Required fields»): its `id` and `status` (SPEC §4: the
 * actions; a status the desk does not know is kept and shown apart, docs/decisions/193-an-ordinary-drf-backend.md),
 * `createdAt` (the list's order, the period filter applied to live events, the waiting time, the «Новый» mark), the
 * service and the stay. Relations are read as DRF writes them (`relation()`): nested objects, or bare primary keys
 * that queries.ts resolves from the services and stays lists. A nested stay must still say its `room` (`null` = no
 * room yet: «номер не назначен» must not be said of an order whose room was simply not sent). Everything else is
 * read with a fallback: no guest reads as «Гость», no stay dates or counts are hidden,
 * an unknown `updatedAt` never makes a snapshot stale.
 */

/** A member of staff an order names: nested with a name, or a bare key the desk names itself (`expanded: false`). */
const userRefSchema = relation({ firstName: text(), lastName: text() });
export type UserRef = v.InferOutput<typeof userRefSchema>;

/**
 * A stay's room: nested (`{number}`, with or without its id), or a bare key (depth 0) whose number is `null`
 * until the stays list says it.
 */
const roomRefSchema = v.union([
  v.object({ number: requiredText() }),
  v.pipe(
    relation(),
    v.transform((): { number: string | null } => ({ number: null })),
  ),
]);

const guestEntries = { firstName: text(), lastName: text(), language: text(), nationality: text() };

/** The stay's guest: nested (with or without its id), or a bare key whose name the stays list says. */
const guestRefSchema = v.union([
  v.pipe(
    v.object(guestEntries),
    v.transform((guest) => ({ ...guest, expanded: true })),
  ),
  relation(guestEntries),
]);

/** The order's stay; `room` is `undefined` when not known (the stay came as a bare key and is not resolved). */
const stayRefSchema = v.pipe(
  relation({
    room: v.optional(v.nullable(roomRefSchema)),
    guest: v.nullish(guestRefSchema, null),
    checkIn: optionalText(),
    checkOut: optionalText(),
  }),
  v.forward(
    v.partialCheck(
      [['expanded'], ['room']],
      (stay) => !stay.expanded || stay.room !== undefined,
      'a nested stay without its room',
    ),
    ['room'],
  ),
);

const serviceRefSchema = relation({ name: text(), serviceType: text() });

const orderSchema = v.object({
  id: v.number(),
  status: v.string(),
  service: serviceRefSchema,
  stay: stayRefSchema,
  data: v.nullish(v.record(v.string(), v.unknown()), {}),
  comment: text(),
  /** `null`: the guest ordered; `undefined`: the backend does not say who did. */
  createdBy: v.optional(v.nullable(userRefSchema)),
  takenBy: v.nullish(userRefSchema, null),
  takenAt: optionalMoment(),
  completedAt: optionalMoment(),
  cancelledAt: optionalMoment(),
  createdAt: moment(),
  updatedAt: optionalMoment(),
  messagesCount: count(),
  lastMessageAt: optionalMoment(),
});
export type Order = v.InferOutput<typeof orderSchema>;

/**
 * A message needs its id, who wrote it (the thread is a conversation) and its text; the order it belongs to is
 * `orderId` (our backend) or `order` (a ModelSerializer's key), and the fetchers know it anyway.
 */
const messageSchema = v.object({
  id: v.number(),
  orderId: v.nullish(v.number(), null),
  order: v.optional(relation()),
  author: v.picklist(['guest', 'staff']),
  user: v.nullish(userRefSchema, null),
  text: requiredText(),
  language: text(),
  createdAt: optionalMoment(),
});
/** A message as the desk keeps it: always with the order it belongs to. */
export type Message = Omit<v.InferOutput<typeof messageSchema>, 'orderId' | 'order'> & { orderId: number };

/** `fromStatus`: `null` = the order was created; `undefined` = not said (the entry shows its new status only). */
const historyEntrySchema = v.object({
  id: v.number(),
  fromStatus: v.optional(v.nullable(v.string())),
  toStatus: v.string(),
  user: v.nullish(userRefSchema, null),
  createdAt: optionalMoment(),
});
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

/**
 * The detail: the history is shown when sent; the thread, when the detail does not carry it (a ModelSerializer's
 * detail is the order itself), comes from `GET …/{id}/messages/` (`fetchOrderMessages`).
 */
const orderDetailSchema = v.object({
  ...orderSchema.entries,
  history: list(historyEntrySchema),
  messages: v.nullish(v.array(messageSchema)),
});
/** `messages: null`: the detail did not carry the thread; the screen loads it on its own. */
export type OrderDetail = Omit<v.InferOutput<typeof orderDetailSchema>, 'messages'> & { messages: Message[] | null };

/** The message with the order it belongs to, when the answer did not say. */
function ofOrder(message: v.InferOutput<typeof messageSchema>, orderId: number): Message {
  const { order, orderId: sent, ...rest } = message;
  return { ...rest, orderId: sent ?? order?.id ?? orderId };
}

/** `ordering` values the list accepts; `-created_at` is the server's default. */
export type OrderOrdering = '-created_at' | 'created_at' | '-updated_at';

/** Filters of `GET /dashboard/service_orders/`; absent = not filtered. Dates are `YYYY-MM-DD`, inclusive. */
export interface OrderListFilters {
  status?: readonly OrderStatus[];
  /**
   * With `status`: the list also holds orders whose status is none of ours (the desk's «Другие»). Those the
   * statuses dictionary names are asked for with `status` (sent as one list); any other the answer holds is kept.
   */
  otherStatuses?: readonly string[];
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
 * The list's filters as query parameters, spelled the way django-filter reads them: one status as `status` (an
 * exact ChoiceFilter), several as `status__in` (its `in` lookup, comma-separated); the period as
 * `created_after` / `created_before` (a DateFromToRangeFilter named `created`; decision 193).
 */
function filterParams(filters: OrderListFilters) {
  const statuses =
    filters.status && filters.status.length > 0 ? [...filters.status, ...(filters.otherStatuses ?? [])] : [];
  return {
    status: statuses.length === 1 ? statuses[0] : undefined,
    status__in: statuses.length > 1 ? statuses.join(',') : undefined,
    created_after: filters.createdAfter,
    created_before: filters.createdBefore,
    service: filters.service,
    stay: filters.stay,
    search: filters.search || undefined,
  };
}

/**
 * The filter parameters the desk also applies in the browser (queries.ts, model/filters.ts `narrowList`): a
 * backend that refuses one is asked again without it (lib/http/refusals.ts), one that ignores it changes nothing.
 */
const BROWSER_FILTERS = Object.keys(filterParams({}));

/**
 * `GET /dashboard/service_orders/` — page 1 of 999 (SPEC §9) with the filters as query params, or the page a
 * `next` link's query names (`pageQuery`, lib/http/pages.ts). The rows are
 * validated in slices that yield to the browser (docs/decisions/191-first-paint-and-the-desk.md): a list of 999
 * orders costs no long task, and a malformed row fails the list with the same error as before. The answer is as
 * the backend filtered it: queries.ts narrows it again and resolves relations sent as keys.
 */
export async function fetchOrders(
  filters: OrderListFilters,
  signal?: AbortSignal,
  pageQuery?: PageQuery,
): Promise<Paged<Order>> {
  const path = '/dashboard/service_orders/';
  const page = await http.get(path, orderPageSchema, {
    signal,
    searchParams: pageQuery ?? { ...PAGE_ALL, ...filterParams(filters), ordering: filters.ordering },
    browserFilters: BROWSER_FILTERS,
  });
  return { ...page, results: await parseItemsInSlices(path, page.results, orderSchema, { signal }) };
}

/** Every page of the list (a file of the desk's view), asked as `fetchOrders` asks for the first. */
export function fetchEveryOrder(filters: OrderListFilters, signal?: AbortSignal): Promise<Paged<Order>> {
  return readEveryPage((pageQuery) => fetchOrders(filters, signal, pageQuery));
}

/**
 * `GET /dashboard/service_orders/{id}/` — the order with its status history (when sent) and its message thread
 * (`null` when the detail does not carry it: `fetchOrderMessages`).
 */
export async function fetchOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  const detail = await http.get(`/dashboard/service_orders/${id}/`, orderDetailSchema, { signal });
  return { ...detail, messages: detail.messages?.map((message) => ofOrder(message, detail.id)) ?? null };
}

/** `GET /dashboard/service_orders/{id}/messages/` — the thread on its own, a plain list or a page; oldest first. */
export async function fetchOrderMessages(orderId: number, signal?: AbortSignal): Promise<Message[]> {
  const page = await http.get(`/dashboard/service_orders/${orderId}/messages/`, listOf(messageSchema), {
    signal,
    searchParams: PAGE_ALL,
  });
  return page.results
    .map((message) => ofOrder(message, orderId))
    .sort((a, b) => Date.parse(a.createdAt ?? '') - Date.parse(b.createdAt ?? '') || a.id - b.id);
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

/**
 * The hotel's stays as the desk names an order's stay by them, when an order sent its stay as a bare key (or its
 * guest or room so): the guest, the room and the dates. A DRF `depth = 1` stay nests both.
 */
const stayLookupSchema = v.object({
  id: v.number(),
  guest: v.nullish(guestRefSchema, null),
  room: v.optional(v.nullable(roomRefSchema)),
  checkIn: optionalText(),
  checkOut: optionalText(),
});
export type StayLookup = v.InferOutput<typeof stayLookupSchema>;

/** `GET /dashboard/stays/?page=1&page_size=999` — every stay, only asked for when an order named its stay by key. */
export async function fetchStaysForOrders(signal?: AbortSignal): Promise<StayLookup[]> {
  return (await http.get('/dashboard/stays/', listOf(stayLookupSchema), { signal, searchParams: PAGE_ALL })).results;
}

/**
 * A stay to order for: its id and its `room` key (`null` = no room yet; a room sent as a bare key has the number
 * `null`); the guest and dates shown when sent (a guest sent as a bare key reads as none).
 */
const stayOptionSchema = v.object({
  id: v.number(),
  guest: v.nullish(
    v.union([
      v.object({ firstName: text(), lastName: text() }),
      v.pipe(
        relation(),
        v.transform(() => null),
      ),
    ]),
    null,
  ),
  room: v.nullable(roomRefSchema),
  checkIn: optionalText(),
  checkOut: optionalText(),
});
type StayOption = v.InferOutput<typeof stayOptionSchema>;

/** A stay an order can be created for; `arriving`: the guest is expected (checks in after today), not in house yet. */
export type OrderableStay = StayOption & { arriving: boolean };

/** How many stays of each kind the create dialog lists for one search. */
const STAY_SEARCH_SIZE = 20;

/**
 * The server's stays search, again in the browser: ours takes a part of either order of the guest's name or a room's
 * start, DRF's SearchFilter each word in a name or the room number; either is enough. A stay whose guest the answer
 * did not name is kept: the server may have matched it by the name.
 */
function matchesStaySearch(stay: StayOption, term: string): boolean {
  const needle = foldForSearch(term);
  if (needle === '') return true;
  const { guest, room } = stay;
  if (!guest) return true;
  const first = foldForSearch(guest.firstName);
  const last = foldForSearch(guest.lastName);
  const number = room?.number ? foldForSearch(room.number) : '';
  if (`${first} ${last}`.includes(needle) || `${last} ${first}`.includes(needle)) return true;
  if (number !== '' && number.startsWith(needle)) return true;
  return needle.split(' ').every((word) => first.includes(word) || last.includes(word) || number.includes(word));
}

/**
 * Whether a stay is in the state asked for on the hotel's `today` ([checkIn, checkOut), as the server reads
 * `state`). A stay whose dates were not sent is kept: the server chose it, and nothing here says otherwise.
 */
function inState(stay: StayOption, state: 'current' | 'upcoming', today: string): boolean {
  if (stay.checkIn === null) return true;
  if (state === 'upcoming') return stay.checkIn > today;
  return stay.checkIn <= today && (stay.checkOut === null || stay.checkOut > today);
}

/**
 * The stays an order can be created for, found by guest name or room number: those in house
 * (`GET /dashboard/stays/?state=current`) and those arriving in the coming days (`?state=upcoming`, nearest
 * arrival first), so a guest who asks for a transfer or an early breakfast before arriving can be served. The
 * server reads both states against the hotel's today; `today` (the hotel's) applies them again in the browser,
 * with the search, for a backend that ignores or refuses them (decision 193).
 */
export async function searchOrderableStays(
  search: string,
  today: string,
  signal?: AbortSignal,
): Promise<OrderableStay[]> {
  const term = search.trim() || undefined;
  const page = async (state: 'current' | 'upcoming', ordering?: string) => {
    const answer = await http.get('/dashboard/stays/', listOf(stayOptionSchema), {
      signal,
      searchParams: { page: 1, page_size: STAY_SEARCH_SIZE, state, search: term, ordering },
      browserFilters: ['state', 'search'],
    });
    return answer.results.filter((stay) => inState(stay, state, today) && matchesStaySearch(stay, term ?? ''));
  };
  const [current, upcoming] = await Promise.all([page('current'), page('upcoming', 'check_in')]);
  return [
    ...current.map((stay) => ({ ...stay, arriving: false })),
    ...upcoming.map((stay) => ({ ...stay, arriving: true })),
  ];
}

/**
 * One stay for «Новый заказ» opened from the stay's card (`/orders?new=<stay>`): the field shows it chosen before
 * any search. `arriving` when it checks in after today.
 */
export async function fetchOrderableStay(id: number, today: string, signal?: AbortSignal): Promise<OrderableStay> {
  const stay = await http.get(`/dashboard/stays/${id}/`, stayOptionSchema, { signal });
  return { ...stay, arriving: inState(stay, 'upcoming', today) && stay.checkIn !== null };
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
