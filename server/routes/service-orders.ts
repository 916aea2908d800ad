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
import { isOrderStatus, type OrderAction, type OrderStatus, transition } from '../domain/order-machine';
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
  type OrderOrdering,
  writeTransition,
} from '../domain/orders';
import { hotelToday, stayState } from '../domain/stays';
import { conflict, HttpError, notFound, validationError } from '../http/errors';
import { activeHotel, currentUser, requireHotel } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId, queryParam } from '../http/request';
import { typeName } from '../http/validation';

type Errors = Record<string, string[]>;

/** Russian field messages (the dashboard always sends `Accept-Language: ru`; DRF would translate its own). */
const TEXT = {
  required: 'Обязательное поле.',
  notAString: 'Ожидалась строка.',
  notAnObject: 'Ожидался объект.',
  invalidInteger: 'Введите целое число.',
  invalidDate: 'Неправильный формат даты. Используйте формат ГГГГ-ММ-ДД.',
  invalidChoice: (value: string) => `Выберите корректный вариант. ${value} нет среди допустимых значений.`,
  invalidPk: (type: string) => `Некорректный тип. Ожидалось значение первичного ключа, получен ${type}.`,
  maxLength: (max: number) => `Убедитесь, что в этом поле не больше ${max} символов.`,
  stayNotFound: 'Проживание не найдено в этом отеле.',
  stayPast: 'Проживание уже завершено.',
  serviceNotFound: 'Услуга не найдена в этом отеле.',
  serviceInactive: 'Услуга отключена: её нельзя заказать.',
  periodReversed: 'Дата окончания периода раньше даты начала.',
  periodTooLong: (days: number) => `Период не может быть длиннее ${days} дней.`,
  alreadyTaken: (name: string) => (name ? `Заказ уже взят в работу: ${name}.` : 'Заказ уже взят в работу.'),
} as const;

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

/** A real calendar date in `YYYY-MM-DD` (2026-02-30 is not), as its UTC midnight in ms; null otherwise. */
function parseDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** DRF's PrimaryKeyRelatedField input: an integer or a string of digits. */
function primaryKey(body: Record<string, unknown>, name: string, errors: Errors): number | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    errors[name] = [TEXT.required];
    return undefined;
  }
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1e9) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) && Number(value) > 0) return Number(value);
  // A well-typed id that cannot exist is "not found", a wrong type is a type error, as in DRF.
  errors[name] = [
    typeof value === 'number' || typeof value === 'string'
      ? TEXT[name === 'stay' ? 'stayNotFound' : 'serviceNotFound']
      : TEXT.invalidPk(typeName(value)),
  ];
  return undefined;
}

function optionalText(body: Record<string, unknown>, name: string, maxLength: number, errors: Errors): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    errors[name] = [TEXT.notAString];
    return '';
  }
  const text = value.trim();
  if (text.length > maxLength) errors[name] = [TEXT.maxLength(maxLength)];
  return text;
}

function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw validationError({ nonFieldErrors: [`Invalid data. Expected a dictionary, but got ${typeName(body)}.`] });
  }
  return body as Record<string, unknown>;
}

/** The list's query parameters; a bad one is a 400 under its (camelCased, as the renderer does) name. */
function parseListFilter(query: unknown): OrderFilter {
  const errors: Errors = {};
  const filter: OrderFilter = {};

  // django-filter: `status` is a ChoiceFilter (one value; a comma list is a value no choice has, so a 400 naming
  // it), `status__in` its BaseInFilter (a comma list, each value a choice). Both together narrow by both.
  const status = queryParam(query, 'status')?.trim();
  if (status) {
    if (isOrderStatus(status)) filter.statuses = [status];
    else errors.status = [TEXT.invalidChoice(status)];
  }
  const statusIn = queryParam(query, 'status__in')?.trim();
  if (statusIn) {
    const values = statusIn
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    const bad = values.filter((value) => !isOrderStatus(value));
    if (bad.length > 0) errors.status__in = [TEXT.invalidChoice(bad[0]!)];
    else {
      const listed = [...new Set(values as OrderStatus[])];
      filter.statuses = filter.statuses ? filter.statuses.filter((one) => listed.includes(one)) : listed;
    }
  }
  for (const [name, key, target] of [
    ['created_after', 'createdAfter', 'createdFrom'],
    ['created_before', 'createdBefore', 'createdTo'],
  ] as const) {
    const value = queryParam(query, name)?.trim();
    if (!value) continue;
    if (parseDay(value) === null) errors[key] = [TEXT.invalidDate];
    else filter[target] = value;
  }
  for (const [name, target] of [
    ['stay', 'stayId'],
    ['service', 'serviceId'],
  ] as const) {
    const value = queryParam(query, name)?.trim();
    if (!value) continue;
    if (!/^\d{1,9}$/.test(value)) errors[name] = [TEXT.invalidInteger];
    else filter[target] = Number(value);
  }
  const search = queryParam(query, 'search');
  if (search?.trim()) filter.search = search;
  const ordering = queryParam(query, 'ordering')?.trim();
  if (ordering) {
    if ((ORDER_ORDERINGS as readonly string[]).includes(ordering)) filter.ordering = ordering as OrderOrdering;
    else errors.ordering = [TEXT.invalidChoice(ordering)];
  }

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return filter;
}

/** `date_from` / `date_to` of a report: both days included; default the last 30 days up to the hotel's today. */
async function parsePeriod(app: FastifyInstance, hotelId: number, query: unknown): Promise<ReportPeriod> {
  const errors: Errors = {};
  const days: { dateFrom?: number; dateTo?: number } = {};
  for (const [name, key] of [
    ['date_from', 'dateFrom'],
    ['date_to', 'dateTo'],
  ] as const) {
    const value = queryParam(query, name)?.trim();
    if (!value) continue;
    const day = parseDay(value);
    if (day === null) errors[key] = [TEXT.invalidDate];
    else days[key] = day;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  let dateTo = days.dateTo;
  if (dateTo === undefined) {
    const today = await hotelToday(app.db, hotelId);
    if (!today) throw notFound();
    dateTo = parseDay(today)!;
  }
  const dateFrom = days.dateFrom ?? dateTo - (REPORT_DEFAULT_DAYS - 1) * DAY_MS;
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
  const body = bodyObject(request.body);
  const errors: Errors = {};
  const stayId = primaryKey(body, 'stay', errors);
  const serviceId = primaryKey(body, 'service', errors);
  let data: Record<string, unknown> = {};
  if (body.data !== undefined && body.data !== null) {
    if (typeof body.data !== 'object' || Array.isArray(body.data)) errors.data = [TEXT.notAnObject];
    else if (JSON.stringify(body.data).length > DATA_MAX_LENGTH) errors.data = [TEXT.maxLength(DATA_MAX_LENGTH)];
    else data = body.data as Record<string, unknown>;
  }
  const comment = optionalText(body, 'comment', COMMENT_MAX_LENGTH, errors);

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
  if (stay === null) errors.stay = [TEXT.stayNotFound];
  else if (stay && today && stayState(stay.checkIn, stay.checkOut, today) === 'past') errors.stay = [TEXT.stayPast];
  if (service === null) errors.service = [TEXT.serviceNotFound];
  else if (service && !service.isActive) errors.service = [TEXT.serviceInactive];
  if (Object.keys(errors).length > 0) throw validationError(errors);

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
  // detail does not carry the thread offers, and the dashboard reads then (docs/decisions/182).
  app.get(`${base}/:id/messages/`, { preHandler: requireHotel }, async (request) => {
    const thread = await findOrderMessages(app.db, activeHotel(request).id, pathId(request));
    if (!thread) throw notFound();
    return thread;
  });

  app.post(`${base}/:id/messages/`, { preHandler: requireHotel }, async (request, reply) => {
    const hotelId = activeHotel(request).id;
    const orderId = pathId(request);
    const body = bodyObject(request.body);
    const existing = await findOrder(app.db, hotelId, orderId);
    if (!existing) throw notFound();
    const errors: Errors = {};
    const text = optionalText(body, 'text', MESSAGE_MAX_LENGTH, errors);
    if (!errors.text && text === '') errors.text = [TEXT.required];
    if (Object.keys(errors).length > 0) throw validationError(errors);
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
