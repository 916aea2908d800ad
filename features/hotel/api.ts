import * as v from 'valibot';
import type { FieldRestrictions } from '@/lib/dictionaries/api';
import { http } from '@/lib/http/client';
import { clockTime, decimal, requiredText } from '@/lib/http/schemas';

/**
 * Fetchers of the «Отель» screen (docs/CONTRACTS.md, "Hotel info"): the hotel record and saving changed fields.
 * Every response is validated here. (The two dictionaries the form is built from are the session's, lib/dictionaries/.)
 *
 * The record needs only its `id` (SPEC §7 names the call, not its fields). Every other field may be missing: it
 * then stays absent (`undefined`) rather than taking a fallback, so the form shows an empty input and a save can
 * tell "not sent" from "cleared" (see `completeSaved`). A `null` text reads as `''`; coordinates may come as
 * DRF's decimal strings ("59.931590").
 */

/** A text of the record: absent when not sent, `null` read as `''`. */
const field = () => v.optional(requiredText());
/** A time of day of the record (`TimeField`'s `14:00:00` read as `14:00`): absent when not sent. */
const timeField = () => v.optional(clockTime());
/** A number of the record (null = none, e.g. a cleared coordinate): absent when not sent; decimal strings accepted. */
const numberField = () => v.optional(v.nullable(decimal()));

const hotelSchema = v.object({
  id: v.number(),
  name: field(),
  stars: numberField(),
  description: field(),
  city: field(),
  address: field(),
  postalCode: field(),
  latitude: numberField(),
  longitude: numberField(),
  phone: field(),
  email: field(),
  website: field(),
  checkInTime: timeField(),
  checkOutTime: timeField(),
  checkInNotes: field(),
  wifiName: field(),
  wifiPassword: field(),
  currency: field(),
  timezone: field(),
});
export type Hotel = v.InferOutput<typeof hotelSchema>;

/** The fields `PATCH /dashboard/hotels/{id}/` may change. */
export type HotelField = Exclude<keyof Hotel, 'id'>;
export type HotelPatch = Partial<Omit<Hotel, 'id'>>;

/**
 * The record after a save: what the answer has, else what was sent, else what was known before. A backend may
 * answer a PATCH with less than the whole record; the form must not then show the fields just saved as empty.
 */
export function completeSaved(saved: Hotel, patch: HotelPatch, previous: Hotel | undefined): Hotel {
  const result: Record<string, unknown> = { ...previous, ...patch };
  for (const [key, value] of Object.entries(saved)) if (value !== undefined) result[key] = value;
  return result as Hotel;
}

/** The rule of one field, out of the session dictionary `hotelFieldRestrictions` (lib/dictionaries/). */
export type FieldRestriction = FieldRestrictions[string];

/** `GET /dashboard/hotels/{id}/`. */
export function fetchHotel(id: number, signal?: AbortSignal): Promise<Hotel> {
  return http.get(`/dashboard/hotels/${id}/`, hotelSchema, { signal });
}

/** `PATCH /dashboard/hotels/{id}/` with the changed fields only → the record (maybe in part); 400 `{field: [messages]}`. */
export function updateHotel({ id, patch }: { id: number; patch: HotelPatch }): Promise<Hotel> {
  return http.patch(`/dashboard/hotels/${id}/`, hotelSchema, { json: patch });
}
