import * as v from 'valibot';
import { http } from '@/lib/http/client';
import {
  type Choice,
  choicesSchema,
  currenciesSchema,
  facilitySchema,
  fieldRestrictionsSchema,
  languagesSchema,
  optionalText,
  PAGE_ALL,
  pagedSchema as paged,
  requiredText,
  text,
} from '@/lib/http/schemas';

/**
 * Fetchers of the helper dictionaries (SPEC §3, §7; shapes in docs/CONTRACTS.md), one per endpoint, each
 * validated here. Lists of the paged endpoints return their `results`.
 *
 * Required: what identifies an entry and the name a list shows (a choice's value and displayName, a language's
 * code and name, a currency's code, a facility's or category's id and name), the spec's `currentLanguage`, and
 * a facility's category and flags (SPEC §4: facilities are selected and linked per category). Everything else
 * has a fallback. The dictionaries other features also read under the same keys (choices, languages, currencies,
 * field restrictions, facilities) are read by lib/http/schemas' one schema each, so a cache entry has one shape
 * whichever feature fetched it.
 */

const categorySchema = v.object({ id: v.number(), name: requiredText(), icon: optionalText() });

/** The navigation needs only each entry's area key; the title is the navigation's own. */
const userMenuSchema = v.array(v.object({ key: v.string(), title: text() }));

function choices(path: string) {
  return (signal?: AbortSignal): Promise<Choice[]> => http.get(path, choicesSchema, { signal });
}

/** Every dictionary by the spec's name: a fetcher each. */
export const dictionaryFetchers = {
  serviceOrderStatuses: choices('/service_orders/statuses/'),
  /** The interface languages and the current one (the spec's `languages` and `currentLanguage`: one call). */
  languages: (signal?: AbortSignal) => http.get('/config/langs/', languagesSchema, { signal }),
  hotelCurrencies: (signal?: AbortSignal) => http.get('/dashboard/hotels/currency_list/', currenciesSchema, { signal }),
  hotelFieldRestrictions: (signal?: AbortSignal) =>
    http.get('/hotels/field_restrictions/', fieldRestrictionsSchema, { signal }),
  itemTypes: choices('/dashboard/services/service_types/'),
  approveTypes: choices('/dashboard/services/approve_types/'),
  bookingTypes: choices('/dashboard/services/booking_types/'),
  geoLevels: choices('/dashboard/services/geo_levels/'),
  feedbackVariants: choices('/dashboard/services/feedback_variants/'),
  /** The active hotel's facilities. */
  hotelFacilities: async (signal?: AbortSignal) =>
    (await http.get('/dashboard/facilities/', paged(facilitySchema), { signal, searchParams: { page_size: 999 } }))
      .results,
  menusTypes: choices('/dashboard/menus/types/'),
  allFacilities: async (signal?: AbortSignal) =>
    (await http.get('/dashboard/facilities/all/', paged(facilitySchema), { signal, searchParams: PAGE_ALL })).results,
  allCategories: async (signal?: AbortSignal) =>
    (await http.get('/dashboard/categories/all/', paged(categorySchema), { signal, searchParams: PAGE_ALL })).results,
  userMenu: (signal?: AbortSignal) => http.get('/dashboard/users/menu/', userMenuSchema, { signal }),
};

export type DictionaryName = keyof typeof dictionaryFetchers;
export type DictionaryData = { [K in DictionaryName]: Awaited<ReturnType<(typeof dictionaryFetchers)[K]>> };
