/**
 * The hotel's services (docs/CONTRACTS.md, «Services»): the list the front desk and the «Услуги» screen read,
 * with search, filters and ordering; one service; creating, fully updating (PUT, DRF semantics) and deleting one.
 * Everything is hotel-scoped (`Managed-Hotel`): another hotel's service is a 404, as an object outside DRF's
 * queryset. A service with orders cannot be deleted (the orders keep pointing at it): 409 with a detail that
 * says to switch it off instead. The choice dictionaries under `/dashboard/services/` live in
 * routes/dictionaries.ts; the field rules in domain/services.ts.
 */
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { hotels, serviceOrders, services } from '../db/schema';
import { SERVICE_TYPES } from '../domain/dictionaries';
import {
  ALWAYS_AVAILABLE,
  type Availability,
  nameKey,
  parseServiceBody,
  SERVICE_TEXT,
  type ServiceInput,
} from '../domain/services';
import { HttpError, notFound, validationError } from '../http/errors';
import { FIELD_TEXT_RU } from '../http/field-texts';
import { activeHotel, requireHotel } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId, queryParam } from '../http/request';
import { deleteObjectImages } from '../media/images';

/** A service as every route here answers it. */
export interface ServiceResponse {
  id: number;
  name: string;
  description: string;
  serviceType: string;
  /** Decimal text with two places ("450.00"), as DRF's DecimalField; null = free. */
  price: string | null;
  currency: string;
  approveType: string;
  bookingType: string;
  geoLevel: string;
  feedbackVariant: string;
  availability: Availability;
  /** Minutes to take an order into work; null = the service sets none. */
  responseMinutes: number | null;
  /** Minutes to complete an order once taken; null = none. */
  completionMinutes: number | null;
  isActive: boolean;
  position: number;
  /** Orders ever made of it (any status): a service with orders cannot be deleted. */
  ordersCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const ORDERINGS: Readonly<Record<string, SQL[]>> = {
  position: [asc(services.position), asc(services.id)],
  '-position': [desc(services.position), desc(services.id)],
  name: [sql`lower(${services.name}) asc`, asc(services.id)],
  '-name': [sql`lower(${services.name}) desc`, desc(services.id)],
};
const DEFAULT_ORDERING = 'position';

const BOOLEAN_FILTER: Readonly<Record<string, boolean>> = {
  true: true,
  True: true,
  '1': true,
  false: false,
  False: false,
  '0': false,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `?search=&service_type=&is_active=`; a bad value is a 400 under the parameter's camelCased name. */
function listFilter(request: FastifyRequest, hotelId: number): SQL | undefined {
  const errors: Record<string, string[]> = {};
  const conditions: (SQL | undefined)[] = [eq(services.hotelId, hotelId)];

  const search = queryParam(request.query, 'search')?.trim().replace(/\s+/g, ' ');
  if (search) {
    // `ё` is written as `е` as often as not; the search ignores the difference, and case.
    const term = `%${escapeLike(search.toLowerCase().replaceAll('ё', 'е'))}%`;
    conditions.push(sql`translate(lower(${services.name}), 'ё', 'е') like ${term}`);
  }
  const type = queryParam(request.query, 'service_type')?.trim();
  if (type) {
    if (SERVICE_TYPES.some((choice) => choice.value === type)) conditions.push(eq(services.serviceType, type));
    else errors.serviceType = [FIELD_TEXT_RU.selectValidChoice(type)];
  }
  const active = queryParam(request.query, 'is_active')?.trim();
  if (active) {
    const value = BOOLEAN_FILTER[active];
    if (value === undefined) errors.isActive = [FIELD_TEXT_RU.selectValidChoice(active)];
    else conditions.push(eq(services.isActive, value));
  }
  const ordering = queryParam(request.query, 'ordering')?.trim();
  if (ordering && !ORDERINGS[ordering]) errors.ordering = [FIELD_TEXT_RU.selectValidChoice(ordering)];

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return and(...conditions);
}

/** The response columns; the order count is one indexed lookup per service (service_orders_service_idx). */
function selectServices(db: Database) {
  const orders = db
    .select({ total: sql<number>`count(*)::int`.as('orders_count') })
    .from(serviceOrders)
    .where(eq(serviceOrders.serviceId, services.id))
    .as('order_counts');
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      serviceType: services.serviceType,
      // numeric comes back as text ("450.00"), as DRF's DecimalField serialises it.
      price: services.price,
      currency: services.currency,
      approveType: services.approveType,
      bookingType: services.bookingType,
      geoLevel: services.geoLevel,
      feedbackVariant: services.feedbackVariant,
      availability: services.availability,
      responseMinutes: services.responseMinutes,
      completionMinutes: services.completionMinutes,
      isActive: services.isActive,
      position: services.position,
      ordersCount: orders.total,
      createdAt: services.createdAt,
      updatedAt: services.updatedAt,
    })
    .from(services)
    .leftJoinLateral(orders, sql`true`);
}

/** One service of the hotel, or a 404. */
async function loadService(db: Database, hotelId: number, serviceId: number): Promise<ServiceResponse> {
  const [row] = await selectServices(db)
    .where(and(eq(services.id, serviceId), eq(services.hotelId, hotelId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function servicePage(app: FastifyInstance, request: FastifyRequest) {
  const hotelId = activeHotel(request).id;
  const where = listFilter(request, hotelId);
  const ordering = ORDERINGS[queryParam(request.query, 'ordering')?.trim() || DEFAULT_ORDERING]!;
  const [total] = await app.db.select({ value: count() }).from(services).where(where);
  return paginate<ServiceResponse>(request, total?.value ?? 0, (limit, offset) =>
    selectServices(app.db)
      .where(where)
      .orderBy(...ordering)
      .limit(limit)
      .offset(offset),
  );
}

/** The body's fields, or the 400 with every error of it. */
function validBody(request: FastifyRequest): ServiceInput & { name: string } {
  const { input, fields } = parseServiceBody(request.body);
  fields.done();
  return input as ServiceInput & { name: string };
}

/** Names are unique per hotel, ignoring case, `ё`/`е` and spacing: staff tell services apart by name. */
async function assertNameFree(db: Database, hotelId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.hotelId, hotelId),
        sql`translate(lower(regexp_replace(trim(${services.name}), '\\s+', ' ', 'g')), 'ё', 'е') = ${nameKey(name)}`,
        exceptId === undefined ? undefined : ne(services.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw validationError({ name: [SERVICE_TEXT.nameTaken] });
}

/**
 * Locks the hotel's row for the rest of the transaction: creates and renames of one hotel's services run one
 * after the other, so two at once can neither both take a name nor both take the next position.
 */
async function lockHotel(db: Database, hotelId: number): Promise<{ currency: string }> {
  const [hotel] = await db
    .select({ currency: hotels.currency })
    .from(hotels)
    .where(eq(hotels.id, hotelId))
    .for('update');
  if (!hotel) throw notFound();
  return hotel;
}

async function createService(app: FastifyInstance, request: FastifyRequest): Promise<ServiceResponse> {
  const hotelId = activeHotel(request).id;
  const input = validBody(request);
  const id = await app.db.transaction(async (tx) => {
    const hotel = await lockHotel(tx, hotelId);
    await assertNameFree(tx, hotelId, input.name);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${services.position}), 0)::int` })
      .from(services)
      .where(eq(services.hotelId, hotelId));
    const [row] = await tx
      .insert(services)
      .values({
        hotelId,
        name: input.name,
        description: input.description ?? '',
        serviceType: input.serviceType ?? 'service',
        price: input.price ?? null,
        // A new service is billed in its hotel's currency unless the request names another.
        currency: input.currency ?? hotel.currency,
        approveType: input.approveType ?? 'auto',
        bookingType: input.bookingType ?? 'none',
        geoLevel: input.geoLevel ?? 'hotel',
        feedbackVariant: input.feedbackVariant ?? 'none',
        availability: input.availability ?? ALWAYS_AVAILABLE,
        responseMinutes: input.responseMinutes ?? null,
        completionMinutes: input.completionMinutes ?? null,
        isActive: input.isActive ?? true,
        position: (last?.position ?? 0) + 1,
      })
      .returning({ id: services.id });
    return row!.id;
  });
  return loadService(app.db, hotelId, id);
}

/** PUT: the object first (another hotel's is the 404 before the body is read), then the body, as DRF's update. */
async function updateService(app: FastifyInstance, request: FastifyRequest): Promise<ServiceResponse> {
  const hotelId = activeHotel(request).id;
  const serviceId = pathId(request);
  await loadService(app.db, hotelId, serviceId);
  const input = validBody(request);
  await app.db.transaction(async (tx) => {
    await lockHotel(tx, hotelId);
    await assertNameFree(tx, hotelId, input.name, serviceId);
    // Absent optional fields keep their values (DRF's update sets only the validated fields).
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as ServiceInput;
    await tx
      .update(services)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(services.id, serviceId), eq(services.hotelId, hotelId)));
  });
  return loadService(app.db, hotelId, serviceId);
}

function protectedError(orders: number): HttpError {
  return new HttpError(409, { detail: SERVICE_TEXT.protectedDelete(orders), code: 'protected', ordersCount: orders });
}

async function ordersOf(db: Database, serviceId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(serviceOrders).where(eq(serviceOrders.serviceId, serviceId));
  return row?.value ?? 0;
}

/**
 * DELETE: refused with a 409 while any order (of any status) points at the service — the orders and reports
 * keep naming it. The service row is locked first, so an order cannot slip in between the count and the delete
 * (inserting one takes a key-share lock on it); the foreign key's RESTRICT is the last word all the same. The
 * service's photos and their files are deleted with it.
 */
async function deleteService(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const hotelId = activeHotel(request).id;
  const serviceId = pathId(request);
  await app.db
    .transaction(async (tx) => {
      const [service] = await tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.id, serviceId), eq(services.hotelId, hotelId)))
        .for('update');
      if (!service) throw notFound();
      const orders = await ordersOf(tx, serviceId);
      if (orders > 0) throw protectedError(orders);
      // Its photos go with it, files included (the images table has no foreign key to services).
      await deleteObjectImages(tx, app.config, 'service', serviceId);
      await tx.delete(services).where(eq(services.id, serviceId));
    })
    .catch(async (error: unknown) => {
      if (isForeignKeyViolation(error)) throw protectedError(await ordersOf(app.db, serviceId));
      throw error;
    });
}

function isForeignKeyViolation(error: unknown): boolean {
  for (
    let current = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** Registers the list, create, read, full update and delete of `/dashboard/services/`. */
export function serviceRoutes(app: FastifyInstance): void {
  app.get('/dashboard/services/', { preHandler: requireHotel }, (request) => servicePage(app, request));

  app.post('/dashboard/services/', { preHandler: requireHotel }, async (request, reply) => {
    const service = await createService(app, request);
    return reply.code(201).send(service);
  });

  app.get('/dashboard/services/:id/', { preHandler: requireHotel }, (request) =>
    loadService(app.db, activeHotel(request).id, pathId(request)),
  );

  app.put('/dashboard/services/:id/', { preHandler: requireHotel }, (request) => updateService(app, request));

  app.delete('/dashboard/services/:id/', { preHandler: requireHotel }, async (request, reply) => {
    await deleteService(app, request);
    return reply.code(204).send();
  });
}
