import { paged, type Shape, type ShapeTable } from './shape';

/*
 * Minimal shapes of the front desk: stays and rooms, service orders, their messages and reports, translation and
 * the live frames (docs/CONTRACTS.md «Required fields»). Each keeps the ids, what SPEC names (the paged lists) and
 * what features/orders, features/stays and features/reports require; everything they read with a fallback is cut.
 * No value of these answers is a decimal (the reports' minutes are optional, hence cut).
 */

/** An order as the desk requires it: id, status, when it was created, the service, the stay and its room key. */
export const ORDER_SHAPE = {
  id: true,
  status: true,
  service: { id: true, name: true },
  stay: { id: true, room: { id: true, number: true } },
  createdAt: true,
} as const satisfies Shape;

/** A message of an order's thread: who wrote what (its order is known from where it is read). */
export const MESSAGE_SHAPE = { id: true, author: true, text: true } as const satisfies Shape;

/** The order's detail: the order and its thread (the history is optional). */
const ORDER_DETAIL_SHAPE = { ...ORDER_SHAPE, messages: [MESSAGE_SHAPE] } as const satisfies Shape;

/** A stay as the guests list and the create-order dialog require it: id, the guest's name, the room key. */
const STAY_SHAPE = {
  id: true,
  guest: { id: true, firstName: true, lastName: true },
  room: { id: true, number: true },
} as const satisfies Shape;

/**
 * A frame of `/ws/dashboard/` (server/live/socket.ts cuts each one to this): the order and the message in it take
 * the same shapes as the REST answers; `hello` is sent as it is.
 */
export const LIVE_EVENT_SHAPE = {
  type: true,
  orderId: true,
  order: ORDER_SHAPE,
  message: MESSAGE_SHAPE,
} as const satisfies Shape;

export const frontDeskShapes: ShapeTable = {
  // Stays and rooms (server/routes/stays.ts).
  'GET /dashboard/stays/': paged(STAY_SHAPE),
  'GET /dashboard/stays/:id/': STAY_SHAPE,
  'POST /dashboard/stays/:id/set_room/': STAY_SHAPE,
  'GET /dashboard/rooms/': paged({ id: true, number: true }),

  // Service orders (server/routes/service-orders.ts).
  'GET /dashboard/service_orders/': paged(ORDER_SHAPE),
  'POST /dashboard/service_orders/': ORDER_SHAPE,
  'GET /dashboard/service_orders/:id/': ORDER_DETAIL_SHAPE,
  'POST /dashboard/service_orders/:id/take_order/': ORDER_SHAPE,
  'POST /dashboard/service_orders/:id/complete_order/': ORDER_SHAPE,
  'POST /dashboard/service_orders/:id/cancel_order/': ORDER_SHAPE,
  'GET /dashboard/service_orders/:id/messages/': [MESSAGE_SHAPE],
  'POST /dashboard/service_orders/:id/messages/': MESSAGE_SHAPE,
  'GET /dashboard/service_orders/report/': {
    byDay: [{ date: true, new: true, inProgress: true, completed: true, cancelled: true }],
    byService: [{ service: { id: true, name: true }, total: true }],
  },
  'GET /dashboard/service_orders/status_report/': { byStatus: [{ status: true, count: true }] },

  // Translation (server/routes/messages.ts): `null` = the provider could not translate it.
  'POST /messages/:id/translate/': { translatedText: true },
};
