import * as v from 'valibot';
import { http } from '@/lib/http/client';
import {
  decimal,
  flag,
  list,
  listOf,
  optionalMinutes,
  optionalText,
  PAGE_ALL,
  requiredText,
  text,
} from '@/lib/http/schemas';

/*
 * The hotel's services as the screens that name or offer them read them
 * (docs/decisions/198-code-layout-and-shared-pieces.md): the desk (its service filter, the create dialog, the services
 * orders sent by key) and promo (the call to action). Their fetcher and schema live here because features do not import
 * each other; the services screen edits them with its own fuller reader (features/services/api.ts) and marks this list
 * stale after each change (queries.ts).
 */

/** When guests can order a service: ISO weekdays and hours (docs/CONTRACTS.md «Services»). */
export const availabilitySchema = v.object({
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  days: list(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
  /** `HH:MM`; both null = around the clock; `to` before `from` runs past midnight. */
  from: optionalText(),
  to: optionalText(),
});
export type Availability = v.InferOutput<typeof availabilitySchema>;

/** The longest response or completion time a service can have: a day (the reference server's bound too). */
export const MAX_RESPONSE_MINUTES = 24 * 60;

/**
 * A service needs its id and name; the type reads as `''` and the active flag as true when not sent. Its price,
 * currency and hours, shown where an order is made, are read when sent and `null` when not (or unreadable). Its
 * response times (docs/CONTRACTS.md «Services»: `responseMinutes`, `completionMinutes`; a DurationField's
 * `responseTime`/`completionTime` read too) set when its orders are late (features/orders/model/late.ts); `null`
 * when not sent: the hotel's default then applies to taking, nothing to completing.
 */
const hotelServiceSchema = v.pipe(
  v.object({
    id: v.number(),
    name: requiredText(),
    serviceType: text(),
    isActive: flag(true),
    price: v.fallback(
      v.nullish(
        v.pipe(
          decimal(),
          v.transform((value) => value.toFixed(2)),
        ),
        null,
      ),
      null,
    ),
    currency: v.fallback(optionalText(), null),
    availability: v.fallback(v.nullish(availabilitySchema, null), null),
    responseMinutes: optionalMinutes(),
    responseTime: optionalMinutes(),
    completionMinutes: optionalMinutes(),
    completionTime: optionalMinutes(),
  }),
  v.transform(({ responseTime, completionTime, ...service }) => ({
    ...service,
    responseMinutes: service.responseMinutes ?? responseTime,
    completionMinutes: service.completionMinutes ?? completionTime,
  })),
);
export type HotelService = v.InferOutput<typeof hotelServiceSchema>;

/** `GET /dashboard/services/?page=1&page_size=999` — every service of the hotel, inactive ones included, by position. */
export async function fetchHotelServices(signal?: AbortSignal): Promise<HotelService[]> {
  return (await http.get('/dashboard/services/', listOf(hotelServiceSchema), { signal, searchParams: PAGE_ALL }))
    .results;
}
