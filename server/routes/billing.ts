/**
 * Billing (docs/CONTRACTS.md, «Billing»): the fixed list of payment gateways and a hotel's payment points. Unlike
 * the other hotel areas these routes name the hotel in a `hotel` parameter (query on GET, body on POST), as the
 * real API does, instead of the `Managed-Hotel` header; the hotel must still be one of the user's (the same
 * `hotelAccess` as the header), and only its administrators may add a point (money is theirs, as in the team area).
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { type PaymentPointRow, paymentPoints } from '../db/schema';
import { BILLING_CURRENCIES, BILLING_TEXT, GATEWAYS, gatewayOf, POINT_NAME_MAX_LENGTH } from '../domain/billing';
import { parseBoolean, parseId } from '../domain/form-values';
import { isUniqueViolation } from '../domain/staff';
import { permissionDenied, validationError } from '../http/errors';
import { FIELD_TEXT } from '../http/field-texts';
import { type ActiveHotel, currentUser, hotelAccess, requireUser } from '../http/guard';
import { paginate } from '../http/pagination';
import { queryParam } from '../http/request';
import { Fields } from '../http/validation';

/** A payment point as the API answers it. */
export interface PaymentPointResponse {
  id: number;
  hotel: number;
  name: string;
  gateway: string;
  currency: string;
  isActive: boolean;
  createdAt: Date;
}

/** The same refusal as a foreign `Managed-Hotel` header (server/http/guard.ts). */
const NO_ACCESS = 'You do not have access to this hotel.';

function toResponse(row: PaymentPointRow): PaymentPointResponse {
  return {
    id: row.id,
    hotel: row.hotelId,
    name: row.name,
    gateway: row.gateway,
    currency: row.currency,
    isActive: row.isActive,
    createdAt: row.createdAt,
  };
}

/** `hotel` as text or a number: undefined and an error message when it is absent or not a whole number. */
function readHotelId(value: unknown): { id: number } | { error: string } {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return { error: FIELD_TEXT.required };
  const id = parseId(value);
  return id === undefined ? { error: FIELD_TEXT.invalidInteger } : { id };
}

/** The user's roles in the hotel, or the 403 a foreign `Managed-Hotel` gets. */
async function accessTo(app: FastifyInstance, request: FastifyRequest, hotelId: number): Promise<ActiveHotel> {
  const access = await hotelAccess(app.db, currentUser(request).id, hotelId);
  if (!access) throw permissionDenied(NO_ACCESS);
  return access;
}

async function pointPage(app: FastifyInstance, request: FastifyRequest) {
  const hotel = readHotelId(queryParam(request.query, 'hotel'));
  if ('error' in hotel) throw validationError({ hotel: [hotel.error] });
  await accessTo(app, request, hotel.id);
  const where = eq(paymentPoints.hotelId, hotel.id);
  const [total] = await app.db.select({ value: count() }).from(paymentPoints).where(where);
  return paginate(request, total?.value ?? 0, async (limit, offset) => {
    const rows = await app.db
      .select()
      .from(paymentPoints)
      .where(where)
      .orderBy(sql`lower(${paymentPoints.name})`, asc(paymentPoints.id))
      .limit(limit)
      .offset(offset);
    return rows.map(toResponse);
  });
}

interface PointInput {
  name: string;
  gateway: string;
  currency: string;
  isActive: boolean;
}

async function nameTaken(db: Database, hotelId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentPoints.id })
    .from(paymentPoints)
    .where(and(eq(paymentPoints.hotelId, hotelId), sql`lower(${paymentPoints.name}) = lower(${name})`))
    .limit(1);
  return row !== undefined;
}

/**
 * The fields of a new point, every error at once. `hotelId` is undefined when `hotel` itself is invalid (its
 * error is already in `fields`); the name's uniqueness is checked only when the hotel is known.
 */
async function readPoint(
  db: Database,
  fields: Fields,
  body: Record<string, unknown>,
  hotelId: number | undefined,
): Promise<PointInput> {
  const name = fields.string('name', { maxLength: POINT_NAME_MAX_LENGTH });
  const gatewayCode = fields.string('gateway');
  const gateway = gatewayCode === undefined ? undefined : gatewayOf(gatewayCode);
  if (gatewayCode !== undefined && !gateway) fields.add('gateway', FIELD_TEXT.invalidChoice(gatewayCode));
  const rawCurrency = fields.string('currency');
  const currency = rawCurrency?.toUpperCase();
  if (currency !== undefined) {
    if (!BILLING_CURRENCIES.includes(currency)) fields.add('currency', FIELD_TEXT.invalidChoice(rawCurrency!));
    else if (gateway && !gateway.currencies.includes(currency))
      fields.add('currency', BILLING_TEXT.currencyNotTaken(gateway));
  }
  let isActive = true;
  if (fields.has('isActive') && body.isActive !== undefined) {
    const value = parseBoolean(body.isActive);
    if (value === undefined)
      fields.add('isActive', body.isActive === null ? FIELD_TEXT.null : FIELD_TEXT.invalidBoolean);
    else isActive = value;
  }
  if (name !== undefined && hotelId !== undefined && (await nameTaken(db, hotelId, name)))
    fields.add('name', BILLING_TEXT.nameTaken);
  fields.done();
  return { name: name!, gateway: gateway!.code, currency: currency!, isActive };
}

/**
 * POST: the hotel first (a malformed one is a 400 with the other fields' errors; a foreign one a 403; a hotel the
 * user only manages the administrators-only 403), then the fields, as DRF runs permissions before the serializer.
 */
async function createPoint(app: FastifyInstance, request: FastifyRequest): Promise<PaymentPointResponse> {
  const body =
    typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};
  const fields = new Fields(request.body);
  const hotel = readHotelId(body.hotel);
  if ('error' in hotel) {
    fields.add('hotel', hotel.error);
    await readPoint(app.db, fields, body, undefined); // throws the 400, with the other fields' errors too
    throw new Error('unreachable: readPoint() throws when the hotel is invalid');
  }
  const access = await accessTo(app, request, hotel.id);
  if (!access.isAdmin) throw permissionDenied(BILLING_TEXT.adminOnly);
  const input = await readPoint(app.db, fields, body, hotel.id);
  try {
    const [row] = await app.db
      .insert(paymentPoints)
      .values({ hotelId: hotel.id, ...input })
      .returning();
    return toResponse(row!);
  } catch (error) {
    // Another request took the name between the check and the insert (payment_points_hotel_name).
    if (isUniqueViolation(error)) throw validationError({ name: [BILLING_TEXT.nameTaken] });
    throw error;
  }
}

/** Registers `/dashboard/billing/gateways/` and `/dashboard/billing/payment_points/` (GET, POST). */
export function billingRoutes(app: FastifyInstance): void {
  app.get('/dashboard/billing/gateways/', { preHandler: requireUser }, async () => GATEWAYS);

  app.get('/dashboard/billing/payment_points/', { preHandler: requireUser }, (request) => pointPage(app, request));

  app.post('/dashboard/billing/payment_points/', { preHandler: requireUser }, async (request, reply) => {
    const point = await createPoint(app, request);
    return reply.code(201).send(point);
  });
}
