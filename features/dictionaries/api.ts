import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { PAGE_ALL, pagedSchema as paged } from '@/lib/http/schemas';

/**
 * Fetchers of the helper dictionaries (SPEC §3, §7; shapes in docs/CONTRACTS.md), one per endpoint, each
 * validated here. Lists of the paged endpoints return their `results`.
 */

const choiceSchema = v.object({ value: v.string(), displayName: v.string() });
const choicesSchema = v.array(choiceSchema);
export type Choice = v.InferOutput<typeof choiceSchema>;

const languagesSchema = v.object({
  languages: v.array(v.object({ code: v.string(), name: v.string() })),
  current: v.string(),
});
export type Languages = v.InferOutput<typeof languagesSchema>;

const currencySchema = v.object({ code: v.string(), name: v.string(), symbol: v.string() });
export type Currency = v.InferOutput<typeof currencySchema>;

const fieldRestrictionsSchema = v.record(
  v.string(),
  v.object({ required: v.boolean(), maxLength: v.nullable(v.number()), readOnlyForManager: v.boolean() }),
);
export type FieldRestrictions = v.InferOutput<typeof fieldRestrictionsSchema>;

const facilitySchema = v.object({
  id: v.number(),
  name: v.string(),
  icon: v.nullish(v.string(), null),
  category: v.nullable(v.number()),
  selected: v.boolean(),
  linked: v.boolean(),
});
export type Facility = v.InferOutput<typeof facilitySchema>;

const categorySchema = v.object({ id: v.number(), name: v.string(), icon: v.nullish(v.string(), null) });
export type Category = v.InferOutput<typeof categorySchema>;

const userMenuSchema = v.array(v.object({ key: v.string(), title: v.string() }));
export type UserMenuItem = v.InferOutput<typeof userMenuSchema>[number];

function choices(path: string) {
  return (signal?: AbortSignal): Promise<Choice[]> => http.get(path, choicesSchema, { signal });
}

/** Every dictionary by the spec's name: a fetcher each. */
export const dictionaryFetchers = {
  serviceOrderStatuses: choices('/service_orders/statuses/'),
  /** The interface languages and the current one (the spec's `languages` and `currentLanguage`: one call). */
  languages: (signal?: AbortSignal) => http.get('/config/langs/', languagesSchema, { signal }),
  hotelCurrencies: (signal?: AbortSignal) => http.get('/dashboard/hotels/currency_list/', v.array(currencySchema), { signal }),
  hotelFieldRestrictions: (signal?: AbortSignal) => http.get('/hotels/field_restrictions/', fieldRestrictionsSchema, { signal }),
  itemTypes: choices('/dashboard/services/service_types/'),
  approveTypes: choices('/dashboard/services/approve_types/'),
  bookingTypes: choices('/dashboard/services/booking_types/'),
  geoLevels: choices('/dashboard/services/geo_levels/'),
  feedbackVariants: choices('/dashboard/services/feedback_variants/'),
  /** The active hotel's facilities. */
  hotelFacilities: async (signal?: AbortSignal) =>
    (await http.get('/dashboard/facilities/', paged(facilitySchema), { signal, searchParams: { page_size: 999 } })).results,
  menusTypes: choices('/dashboard/menus/types/'),
  allFacilities: async (signal?: AbortSignal) =>
    (await http.get('/dashboard/facilities/all/', paged(facilitySchema), { signal, searchParams: PAGE_ALL })).results,
  allCategories: async (signal?: AbortSignal) =>
    (await http.get('/dashboard/categories/all/', paged(categorySchema), { signal, searchParams: PAGE_ALL })).results,
  userMenu: (signal?: AbortSignal) => http.get('/dashboard/users/menu/', userMenuSchema, { signal }),
};

export type DictionaryName = keyof typeof dictionaryFetchers;
export type DictionaryData = { [K in DictionaryName]: Awaited<ReturnType<(typeof dictionaryFetchers)[K]>> };
