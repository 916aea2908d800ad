import * as v from 'valibot';
import { http } from '@/lib/http/client';

/**
 * Fetchers of the «Отель» screen (docs/CONTRACTS.md, "Hotel info"): the hotel record, saving changed fields, and
 * the two dictionaries the form is built from. Every response is validated here.
 */

const hotelSchema = v.object({
  id: v.number(),
  name: v.string(),
  stars: v.nullable(v.number()),
  description: v.string(),
  city: v.string(),
  address: v.string(),
  postalCode: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  phone: v.string(),
  email: v.string(),
  website: v.string(),
  checkInTime: v.string(),
  checkOutTime: v.string(),
  checkInNotes: v.string(),
  wifiName: v.string(),
  wifiPassword: v.string(),
  currency: v.string(),
  timezone: v.string(),
});
export type Hotel = v.InferOutput<typeof hotelSchema>;

/** The fields `PATCH /dashboard/hotels/{id}/` may change. */
export type HotelField = Exclude<keyof Hotel, 'id'>;
export type HotelPatch = Partial<Omit<Hotel, 'id'>>;

/*
 * The two dictionaries below are the dictionaries feature's `hotelFieldRestrictions` and `hotelCurrencies`:
 * the same calls and the same shapes, so both features share one cache entry (see queries.ts).
 */
const fieldRestrictionsSchema = v.record(
  v.string(),
  v.object({ required: v.boolean(), maxLength: v.nullable(v.number()), readOnlyForManager: v.boolean() }),
);
export type FieldRestrictions = v.InferOutput<typeof fieldRestrictionsSchema>;
export type FieldRestriction = FieldRestrictions[string];

const currencySchema = v.object({ code: v.string(), name: v.string(), symbol: v.string() });
export type Currency = v.InferOutput<typeof currencySchema>;

/** `GET /dashboard/hotels/{id}/`. */
export function fetchHotel(id: number, signal?: AbortSignal): Promise<Hotel> {
  return http.get(`/dashboard/hotels/${id}/`, hotelSchema, { signal });
}

/** `PATCH /dashboard/hotels/{id}/` with the changed fields only → the whole record; 400 `{field: [messages]}`. */
export function updateHotel({ id, patch }: { id: number; patch: HotelPatch }): Promise<Hotel> {
  return http.patch(`/dashboard/hotels/${id}/`, hotelSchema, { json: patch });
}

/** `GET /hotels/field_restrictions/`: `{field: {required, maxLength, readOnlyForManager}}`. */
export function fetchFieldRestrictions(signal?: AbortSignal): Promise<FieldRestrictions> {
  return http.get('/hotels/field_restrictions/', fieldRestrictionsSchema, { signal });
}

/** `GET /dashboard/hotels/currency_list/`: `[{code, name, symbol}]`. */
export function fetchCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  return http.get('/dashboard/hotels/currency_list/', v.array(currencySchema), { signal });
}
