/**
 * Service orders (docs/CONTRACTS.md, "Service orders"): the hotel's order list with its filters, one order with
 * its history and messages, creating an order for a stay, the status actions, staff replies and the two reports.
 * Every change is written together with its history row and published to the hotel's live feed (server/live/).
 *
 * Status changes are conditional updates (`… WHERE status = <the status we decided from>`): of two staff members
 * taking the same order at once exactly one update matches, and the other request re-reads the order and answers
 * 409 naming the winner — no lock is held while a request thinks.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages, serviceOrderEvents, serviceOrders, services, stays } from '../db/schema';
import { isOrderStatus, ORDER_STATUSES, type OrderAction, type OrderStatus, transition } from '../domain/order-machine';
import { orderReport, type ReportPeriod, statusReport } from '../domain/order-reports';
import {
  countOrders,
  findMessage,
  findOrder,
  findOrderDetail,
  findOrderMessages,
  fullName,
  listOrders,
  ORDER_ORDERINGS,
  type Order,
  type OrderFilter,
  writeTransition,
} from '../domain/orders';
import { hotelToday, stayState } from '../domain/stays';
import { conflict, HttpError, notFound, validationError } from '../http/errors';
import { FIELD_TEXT, FIELD_TEXT_RU, type FieldTexts } from '../http/field-texts';
import { activeHotel, currentUser, requireHotel } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId, queryParam } from '../http/request';
import { dayTime, Fields } from '../http/validation';

/**
 * The texts the order desk's requests are answered in: DRF's and Django's Russian field messages (the dashboard
 * always sends `Accept-Language: ru`) and the filters' choice message; a body that is not an object in DRF's
 * English, as these routes always have.
 */
const ORDER_FIELD_TEXTS: FieldTexts = {
  ...FIELD_TEXT_RU,
  invalidChoice: FIELD_TEXT_RU.selectValidChoice,
  notADict: FIELD_TEXT.notADict,
};

/** The messages of the orders' own rules. */
const TEXT = {
  stayNotFound: 'Проживание не найдено в этом отеле.',
  stayPast: 'Проживание уже завершено.',
  serviceNotFound: 'Услуга не найдена в этом отеле.',
  serviceInactive: 'Услуга отключена: её нельзя заказать.',
  periodReversed: 'Дата окончания периода раньше даты начала.',
  periodTooLong: (days: number) => `Период не может быть длиннее ${days} дней.`,
  alreadyTaken: (name: string) => (name ? `Заказ уже взят в работу: ${name}.` : 'Заказ уже взят в работу.'),
} as const;

/** A text the desk may leave out: missing or `null` reads as `''`; anything but a string is refused. */
const OPTIONAL_TEXT = { required: false, allowBlank: true, allowNull: true, numbers: false } as const;
const COMMENT_MAX_LENGTH = 2000;
const MESSAGE_MAX_LENGTH = 4000;
/**
 * The longest order `data`, counted in characters of its compact JSON: the answers to a service's form are a few
 * short fields, and each order is pushed whole to every open desk (docs/CONTRACTS.md, «Limits»).
 */
const DATA_MAX_LENGTH = 16_384;
const REPORT_DEFAULT_DAYS = 30;
const REPORT_MAX_DAYS = 366;
/** Re-decisions after losing a race; each loss means another request changed the order meanwhile. */
const MAX_TRANSITION_ATTEMPTS = 5;

const DAY_MS = 86_400_000;

function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The list's query parameters; a bad one is a 400 under its name (camelCased, as the renderer does). */
function parseListFilter(query: unknown): OrderFilter {
  const fields = Fields.fromText(query, ORDER_FIELD_TEXTS);
  const filter: OrderFilter = {};

  // django-filter: `status` is a ChoiceFilter (one value; a comma list is a value no choice has, so a 400 naming
  // it), `status__in` its BaseInFilter (a comma list, each value a choice). Both together narrow by both.
  const status = fields.choice('status', ORDER_STATUSES);
  if (status) filter.statuses = [status];
  const statusIn = fields.value('status__in');
  if (typeof statusIn === 'string') {
    const values = statusIn
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    const bad = values.filter((value) => !isOrderStatus(value));
    if (bad.length > 0) fields.add('status__in', ORDER_FIELD_TEXTS.invalidChoice(bad[0]!));
    else {
      const listed = [...new Set(values as OrderStatus[])];
      filter.statuses = filter.statuses ? filter.statuses.filter((one) => listed.includes(one)) : listed;
    }
  }
  const createdFrom = fields.day('created_after');
  if (createdFrom) filter.createdFrom = createdFrom;
  const createdTo = fields.day('created_before');
  if (createdTo) filter.createdTo = createdTo;
  const stayId = fields.integer('stay');
  if (stayId !== undefined) filter.stayId = stayId;
  const serviceId = fields.integer('service');
  if (serviceId !== undefined) filter.serviceId = serviceId;
  const search = queryParam(query, 'search');
  if (search?.trim()) filter.search = search;
  const ordering = fields.choice('ordering', ORDER_ORDERINGS);
  if (ordering) filter.ordering = ordering;

  fields.done();
  return filter;
}

/** `date_from` / `date_to` of a report: both days included; default the last 30 days up to the hotel's today. */
async function parsePeriod(app: FastifyInstance, hotelId: number, query: unknown): Promise<ReportPeriod> {
  const fields = Fields.fromText(query, ORDER_FIELD_TEXTS);
  const from = fields.day('date_from');
  const to = fields.day('date_to');
  fields.done();

  let dateTo = to === undefined ? undefined : dayTime(to)!;
  if (dateTo === undefined) {
    const today = await hotelToday(app.db, hotelId);
    if (!today) throw notFound();
    dateTo = dayTime(today)!;
  }
  const dateFrom = from === undefined ? dateTo - (REPORT_DEFAULT_DAYS - 1) * DAY_MS : dayTime(from)!;
  if (dateFrom > dateTo) throw validationError({ dateTo: [TEXT.periodReversed] });
  if ((dateTo - dateFrom) / DAY_MS + 1 > REPORT_MAX_DAYS)
    throw validationError({ dateTo: [TEXT.periodTooLong(REPORT_MAX_DAYS)] });
  return { dateFrom: formatDay(dateFrom), dateTo: formatDay(dateTo) };
}

/** Reads an order that was just written (it exists: the write went through in this hotel). */
async function reload(app: FastifyInstance, hotelId: number, orderId: number): Promise<Order> {
  const order = await findOrder(app.db, hotelId, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after a write`);
  return order;
}

/**
 * Applies an action: decide from the current status with the state machine, then update on the condition that
 * the status is still that one, with the history row in the same transaction. Losing the race re-reads and
 * decides again (a cancel that lost to a take still cancels; a take that lost to a take is the 409).
 */
async function applyAction(app: FastifyInstance, request: FastifyRequest, action: OrderAction): Promise<Order> {
  const hotelId = activeHotel(request).id;
  const user = currentUser(request);
  const orderId = pathId(request);
  for (let attempt = 0; attempt < MAX_TRANSITION_ATTEMPTS; attempt += 1) {
    const [current] = await app.db
      .select({ status: serviceOrders.status })
      .from(serviceOrders)
      .where(and(eq(serviceOrders.id, orderId), eq(serviceOrders.hotelId, hotelId)))
      .limit(1);
    if (!current) throw notFound();
    const status = current.status as OrderStatus;
    const outcome = transition(action, status);
    if (!outcome.ok) {
      if (action === 'take' && status === 'in_progress') {
        const order = await reload(app, hotelId, orderId);
        throw conflict(TEXT.alreadyTaken(order.takenBy ? fullName(order.takenBy) : ''), { order });
      }
      throw new HttpError(400, { detail: outcome.message, code: 'invalid_transition' });
    }
    const applied = await writeTransition(app.db, {
      hotelId,
      orderId,
      action,
      from: outcome.from,
      to: outcome.to,
      userId: user.id,
    });
    if (applied) {
      const order = await reload(app, hotelId, orderId);
      app.live.publish(hotelId, { type: 'order.updated', order });
      return order;
    }
  }
  throw new Error(`order ${orderId} kept changing during ${action}`);
}

async function createOrder(app: FastifyInstance, request: FastifyRequest): Promise<Order> {
  const hotelId = activeHotel(request).id;
  const user = currentUser(request);
  const fields = new Fields(request.body, ORDER_FIELD_TEXTS);
  const stayId = fields.primaryKey('stay', { notFound: TEXT.stayNotFound });
  const serviceId = fields.primaryKey('service', { notFound: TEXT.serviceNotFound });
  let data: Record<string, unknown> = {};
  const rawData = fields.value('data');
  if (rawData !== undefined && rawData !== null) {
    if (typeof rawData !== 'object' || Array.isArray(rawData)) fields.add('data', FIELD_TEXT_RU.notAnObject);
    else if (JSON.stringify(rawData).length > DATA_MAX_LENGTH)
      fields.add('data', FIELD_TEXT_RU.maxLength(DATA_MAX_LENGTH));
    else data = rawData as Record<string, unknown>;
  }
  const comment = fields.string('comment', { ...OPTIONAL_TEXT, maxLength: COMMENT_MAX_LENGTH }) ?? '';

  const [stay, service, today] = await Promise.all([
    stayId === undefined
      ? undefined
      : app.db
          .select({ checkIn: stays.checkIn, checkOut: stays.checkOut })
          .from(stays)
          .where(and(eq(stays.id, stayId), eq(stays.hotelId, hotelId)))
          .limit(1)
          .then((rows) => rows[0] ?? null),
    serviceId === undefined
      ? undefined
      : app.db
          .select({ isActive: services.isActive })
          .from(services)
          .where(and(eq(services.id, serviceId), eq(services.hotelId, hotelId)))
          .limit(1)
          .then((rows) => rows[0] ?? null),
    hotelToday(app.db, hotelId),
  ]);
  if (stay === null) fields.add('stay', TEXT.stayNotFound);
  else if (stay && today && stayState(stay.checkIn, stay.checkOut, today) === 'past') fields.add('stay', TEXT.stayPast);
  if (service === null) fields.add('service', TEXT.serviceNotFound);
  else if (service && !service.isActive) fields.add('service', TEXT.serviceInactive);
  fields.done();

  const orderId = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceOrders)
      .values({ hotelId, stayId: stayId!, serviceId: serviceId!, status: 'new', data, comment, createdBy: user.id })
      .returning({ id: serviceOrders.id });
    await tx
      .insert(serviceOrderEvents)
      .values({ orderId: row!.id, fromStatus: null, toStatus: 'new', userId: user.id });
    return row!.id;
  });
  const order = await reload(app, hotelId, orderId);
  app.live.publish(hotelId, { type: 'order.created', order });
  return order;
}

/** Registers `/dashboard/service_orders/…`. */
export function serviceOrderRoutes(app: FastifyInstance): void {
  const base = '/dashboard/service_orders';

  app.get(`${base}/`, { preHandler: requireHotel }, async (request) => {
    const hotelId = activeHotel(request).id;
    const filter = parseListFilter(request.query);
    const total = await countOrders(app.db, hotelId, filter);
    return paginate(request, total, (limit, offset) => listOrders(app.db, hotelId, filter, limit, offset));
  });

  app.post(`${base}/`, { preHandler: requireHotel }, async (request, reply) =>
    reply.code(201).send(await createOrder(app, request)),
  );

  app.get(`${base}/report/`, { preHandler: requireHotel }, async (request) => {
    const hotelId = activeHotel(request).id;
    return orderReport(app.db, hotelId, await parsePeriod(app, hotelId, request.query));
  });

  app.get(`${base}/status_report/`, { preHandler: requireHotel }, async (request) => {
    const hotelId = activeHotel(request).id;
    return statusReport(app.db, hotelId, await parsePeriod(app, hotelId, request.query));
  });

  app.get(`${base}/:id/`, { preHandler: requireHotel }, async (request) => {
    const detail = await findOrderDetail(app.db, activeHotel(request).id, pathId(request));
    if (!detail) throw notFound();
    return detail;
  });

  app.post(`${base}/:id/take_order/`, { preHandler: requireHotel }, (request) => applyAction(app, request, 'take'));
  app.post(`${base}/:id/complete_order/`, { preHandler: requireHotel }, (request) =>
    applyAction(app, request, 'complete'),
  );
  app.post(`${base}/:id/cancel_order/`, { preHandler: requireHotel }, (request) => applyAction(app, request, 'cancel'));

  // The thread on its own, a plain list as a ModelViewSet's `@action(detail=True)` answers it: what a backend whose
  // detail does not carry the thread offers, and the dashboard reads then
  // (docs/decisions/193-an-ordinary-drf-backend.md).
  app.get(`${base}/:id/messages/`, { preHandler: requireHotel }, async (request) => {
    const thread = await findOrderMessages(app.db, activeHotel(request).id, pathId(request));
    if (!thread) throw notFound();
    return thread;
  });

  app.post(`${base}/:id/messages/`, { preHandler: requireHotel }, async (request, reply) => {
    const hotelId = activeHotel(request).id;
    const orderId = pathId(request);
    const fields = new Fields(request.body, ORDER_FIELD_TEXTS);
    // A body that is not an object is refused before the order is looked up.
    fields.done();
    const existing = await findOrder(app.db, hotelId, orderId);
    if (!existing) throw notFound();
    const text = fields.string('text', { ...OPTIONAL_TEXT, maxLength: MESSAGE_MAX_LENGTH }) ?? '';
    if (!fields.failed('text') && text === '') fields.add('text', FIELD_TEXT_RU.required);
    fields.done();
    // Staff write Russian (the dashboard's language); guests read it through the translation endpoint.
    const [row] = await app.db
      .insert(messages)
      .values({ orderId, author: 'staff', userId: currentUser(request).id, text, language: 'ru' })
      .returning({ id: messages.id });
    const [message, order] = await Promise.all([findMessage(app.db, row!.id), reload(app, hotelId, orderId)]);
    app.live.publish(hotelId, { type: 'message.created', orderId, message: message!, order });
    return reply.code(201).send(message);
  });
}
