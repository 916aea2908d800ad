import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import {
  count,
  decimal,
  listOf,
  optionalMinutes,
  optionalObject,
  optionalText,
  PAGE_ALL,
  requiredText,
} from '@/lib/http/schemas';

/**
 * Fetchers of the «Услуги» screen (docs/CONTRACTS.md, «Services»): the hotel's services with their filters, one
 * service, create, full update (PUT) and delete. Every response is validated here. (The choice dictionaries the
 * form offers are the session's, lib/dictionaries/.)
 */

import { type Availability, availabilitySchema } from '@/lib/hotel-services/api';

/** A price as DRF's DecimalField renders it ("450.00") or a plain number, kept as decimal text with two places. */
const priceText = v.pipe(
  decimal(),
  v.transform((value) => value.toFixed(2)),
);

/**
 * A service needs its id, the name the list shows, whether guests can order it (the state «Отключить» changes)
 * and its price, where `null` means free — so a missing price must not read as «Бесплатно», nor be sent back as
 * free by a full update. Every other field is `null` when the backend does not send it: shown as «—», and left
 * out of the next full update (`payloadOf`), so the backend keeps what it has (DRF's update sets only the
 * fields it is given).
 */
const serviceSchema = v.object({
  id: v.number(),
  name: requiredText(),
  isActive: v.boolean(),
  price: v.nullable(priceText),
  description: optionalText(),
  serviceType: optionalText(),
  currency: optionalText(),
  approveType: optionalText(),
  bookingType: optionalText(),
  geoLevel: optionalText(),
  feedbackVariant: optionalText(),
  availability: optionalObject(availabilitySchema.entries),
  /** Minutes to take an order, and to complete it once taken; null = none, or not sent. */
  responseMinutes: optionalMinutes(),
  completionMinutes: optionalMinutes(),
  ordersCount: count(),
});
export type Service = v.InferOutput<typeof serviceSchema>;

/** Query parameters of the list; empty ones are left out. */
export interface ServiceListParams {
  search: string;
  serviceType: string | null;
  isActive: boolean | null;
}

/** `GET /dashboard/services/` — every matching service on one page (SPEC §9: page size 999), by position. */
export function fetchServices(params: ServiceListParams, signal?: AbortSignal) {
  return http.get('/dashboard/services/', listOf(serviceSchema), {
    signal,
    searchParams: {
      ...PAGE_ALL,
      search: params.search || undefined,
      service_type: params.serviceType ?? undefined,
      is_active: params.isActive === null ? undefined : String(params.isActive),
    },
  });
}

/** A loaded list: `{count, next, previous, results}`. */
export type ServiceList = Awaited<ReturnType<typeof fetchServices>>;

/** `GET /dashboard/services/{id}/`. */
export function fetchService(id: number, signal?: AbortSignal): Promise<Service> {
  return http.get(`/dashboard/services/${id}/`, serviceSchema, { signal });
}

/**
 * What a create or a full update sends. `currency` absent on a create = the hotel's currency; any other optional
 * field absent = the server's default on a create, the stored value on an update.
 */
export interface ServicePayload {
  name: string;
  description?: string;
  serviceType?: string;
  price: string | null;
  currency?: string;
  approveType?: string;
  bookingType?: string;
  geoLevel?: string;
  feedbackVariant?: string;
  availability?: Availability;
  responseMinutes?: number | null;
  completionMinutes?: number | null;
  isActive: boolean;
}

/** `POST /dashboard/services/` → 201 `Service`; field errors arrive per field (400). */
export function createService(payload: ServicePayload): Promise<Service> {
  return http.post('/dashboard/services/', serviceSchema, { json: payload });
}

/** `PUT /dashboard/services/{id}/` (a full update: every field is sent) → `Service`. */
export function updateService({ id, payload }: { id: number; payload: ServicePayload }): Promise<Service> {
  return http.put(`/dashboard/services/${id}/`, serviceSchema, { json: payload });
}

/** `DELETE /dashboard/services/{id}/` → 204; a service with orders is refused with a 409 (see {@link protectedDeleteOf}). */
export async function deleteService(id: number): Promise<void> {
  await http.delete(`/dashboard/services/${id}/`, null);
}

/** The refusal to delete a service that has orders: the server's message and how many orders there are. */
export interface ProtectedDelete {
  detail: string;
  ordersCount: number;
}

/** The 409 `{detail, code: "protected", ordersCount}` of a delete, or null for any other failure. */
export function protectedDeleteOf(error: unknown): ProtectedDelete | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = v.safeParse(v.object({ detail: v.string(), ordersCount: v.optional(v.number(), 0) }), error.data);
  return body.success ? body.output : { detail: error.message, ordersCount: 0 };
}

/**
 * The full-update payload that keeps a service as it is, but for the given changes (e.g. switching it off). A
 * field the backend did not send is left out, so the update does not overwrite it with a guess.
 */
export function payloadOf(service: Service, changes: Partial<ServicePayload> = {}): ServicePayload {
  const optional = {
    description: service.description,
    serviceType: service.serviceType,
    currency: service.currency,
    approveType: service.approveType,
    bookingType: service.bookingType,
    geoLevel: service.geoLevel,
    feedbackVariant: service.feedbackVariant,
    availability: service.availability,
    responseMinutes: service.responseMinutes,
    completionMinutes: service.completionMinutes,
  };
  const known = Object.fromEntries(
    Object.entries(optional).filter(([, value]) => value !== null),
  ) as Partial<ServicePayload>;
  return {
    name: service.name,
    price: service.price,
    isActive: service.isActive,
    ...known,
    ...changes,
  };
}

/**
 * The service after a create or update: what the answer has, else what was sent, else what was known before. A
 * backend may answer with less than the whole record; the drawer must not then show what was just saved as
 * missing.
 */
export function completeService(saved: Service, payload: ServicePayload, previous?: Service): Service {
  const pick = <K extends keyof ServicePayload & keyof Service>(key: K): Service[K] =>
    (saved[key] ?? payload[key] ?? previous?.[key] ?? null) as Service[K];
  return {
    ...saved,
    description: pick('description'),
    serviceType: pick('serviceType'),
    currency: pick('currency'),
    approveType: pick('approveType'),
    bookingType: pick('bookingType'),
    geoLevel: pick('geoLevel'),
    feedbackVariant: pick('feedbackVariant'),
    availability: pick('availability'),
    // As answered: a backend that does not keep response times must not seem to have saved them.
    responseMinutes: saved.responseMinutes,
    completionMinutes: saved.completionMinutes,
    ordersCount: saved.ordersCount ?? previous?.ordersCount ?? null,
  };
}
