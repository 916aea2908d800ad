import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { PAGE_ALL, pagedSchema } from '@/lib/http/schemas';

/**
 * Fetchers of the «Услуги» screen (docs/CONTRACTS.md, «Services»): the hotel's services with their filters, one
 * service, create, full update (PUT), delete, and the choice dictionaries the form offers. Every response is
 * validated here.
 */

const availabilitySchema = v.object({
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  days: v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
  /** `HH:MM`; both null = around the clock; `to` before `from` runs past midnight. */
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
});
export type Availability = v.InferOutput<typeof availabilitySchema>;

const serviceSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  serviceType: v.string(),
  /** Decimal text with two places ("450.00"); null = free. */
  price: v.nullable(v.string()),
  currency: v.string(),
  approveType: v.string(),
  bookingType: v.string(),
  geoLevel: v.string(),
  feedbackVariant: v.string(),
  availability: availabilitySchema,
  isActive: v.boolean(),
  position: v.number(),
  ordersCount: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
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
  return http.get('/dashboard/services/', pagedSchema(serviceSchema), {
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

/** What a create or a full update sends. `currency` absent on a create = the hotel's currency. */
export interface ServicePayload {
  name: string;
  description: string;
  serviceType: string;
  price: string | null;
  currency?: string;
  approveType: string;
  bookingType: string;
  geoLevel: string;
  feedbackVariant: string;
  availability: Availability;
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

/** The full-update payload that keeps a service as it is, but for the given changes (e.g. switching it off). */
export function payloadOf(service: Service, changes: Partial<ServicePayload> = {}): ServicePayload {
  return {
    name: service.name,
    description: service.description,
    serviceType: service.serviceType,
    price: service.price,
    currency: service.currency,
    approveType: service.approveType,
    bookingType: service.bookingType,
    geoLevel: service.geoLevel,
    feedbackVariant: service.feedbackVariant,
    availability: service.availability,
    isActive: service.isActive,
    ...changes,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Dictionaries: the same calls and shapes as features/dictionaries, so both share one cache entry per key.

const choiceSchema = v.object({ value: v.string(), displayName: v.string() });
export type Choice = v.InferOutput<typeof choiceSchema>;

const currencySchema = v.object({ code: v.string(), name: v.string(), symbol: v.string() });
export type Currency = v.InferOutput<typeof currencySchema>;

function choices(path: string) {
  return (signal?: AbortSignal): Promise<Choice[]> => http.get(path, v.array(choiceSchema), { signal });
}

/** The form's dictionaries by the spec's names (the dictionaries feature's keys). */
export const dictionaryFetchers = {
  itemTypes: choices('/dashboard/services/service_types/'),
  approveTypes: choices('/dashboard/services/approve_types/'),
  bookingTypes: choices('/dashboard/services/booking_types/'),
  geoLevels: choices('/dashboard/services/geo_levels/'),
  feedbackVariants: choices('/dashboard/services/feedback_variants/'),
  hotelCurrencies: (signal?: AbortSignal): Promise<Currency[]> =>
    http.get('/dashboard/hotels/currency_list/', v.array(currencySchema), { signal }),
};
