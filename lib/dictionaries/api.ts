import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { flag, optionalDecimal, optionalText, PAGE_ALL, pagedSchema, requiredText, text } from '@/lib/http/schemas';

/**
 * The helper dictionaries of the session (SPEC §3, §7; shapes in docs/CONTRACTS.md): one response schema and
 * one fetcher per endpoint, the only ones in the dashboard. Every feature that shows a dictionary reads it
 * through lib/dictionaries/queries.ts, so each cache entry (`['dictionaries', name]`) is filled by one fetcher
 * and has one shape, whichever screen asked first (docs/decisions/020-shared-dictionaries.md).
 *
 * This is the one file of lib/ besides lib/http/ that may import the HTTP client (eslint.config.mjs says so):
 * it plays the part of a feature's api.ts for data every feature shares.
 *
 * Required: what identifies an entry and the name a list shows (a choice's value, a language's code, a
 * currency's code, a facility's or category's id and name), the spec's `currentLanguage`, and a facility's
 * category and flags (SPEC §4: facilities are selected and linked per category). Everything else has a fallback
 * (docs/CONTRACTS.md «Required fields»).
 */

/**
 * An entry of a choice dictionary (`/service_orders/statuses/`, `/dashboard/services/service_types/`,
 * `approve_types/`, `booking_types/`, `geo_levels/`, `feedback_variants/`, `/dashboard/menus/types/`): the
 * `value` is required, a missing `displayName` shows the value.
 */
const choiceSchema = v.pipe(
  v.object({ value: v.string(), displayName: optionalText() }),
  v.transform(({ value, displayName }) => ({ value, displayName: displayName || value })),
);
const choicesSchema = v.array(choiceSchema);
export type Choice = v.InferOutput<typeof choiceSchema>;

/** `GET /config/langs/`: SPEC's `languages` and `currentLanguage`; each language needs its code, a missing name shows the code. */
const languagesSchema = v.object({
  languages: v.array(
    v.pipe(
      v.object({ code: v.string(), name: optionalText() }),
      v.transform(({ code, name }) => ({ code, name: name || code })),
    ),
  ),
  current: v.string(),
});

/** `GET /dashboard/hotels/currency_list/`: a currency needs its code; name and symbol are left out of the label when missing. */
const currenciesSchema = v.array(v.object({ code: v.string(), name: text(), symbol: text() }));
export type Currency = v.InferOutput<typeof currenciesSchema>[number];

/** `GET /hotels/field_restrictions/`: an object keyed by field; a rule that says nothing restricts nothing. */
const fieldRestrictionsSchema = v.record(
  v.string(),
  v.object({ required: flag(false), maxLength: optionalDecimal(), readOnlyForManager: flag(false) }),
);
export type FieldRestrictions = v.InferOutput<typeof fieldRestrictionsSchema>;

/**
 * A facility of `GET /dashboard/facilities/` and `/all/`, and of the facilities screen's own list and action
 * answers (features/facilities reads them with this schema and writes them into these dictionaries). Required: the
 * id, the name the list shows, the category the screen groups by (SPEC §4: selectable per category; null = none)
 * and the two flags the switches show and change. The icon is decoration.
 */
export const facilitySchema = v.object({
  id: v.number(),
  name: requiredText(),
  icon: optionalText(),
  category: v.nullable(v.number()),
  selected: v.boolean(),
  linked: v.boolean(),
});
export type Facility = v.InferOutput<typeof facilitySchema>;

const categorySchema = v.object({ id: v.number(), name: requiredText(), icon: optionalText() });

/** The navigation needs only each entry's area key; the title is the navigation's own. */
const userMenuSchema = v.array(v.object({ key: v.string(), title: text() }));

function choices(path: string) {
  return (signal?: AbortSignal): Promise<Choice[]> => http.get(path, choicesSchema, { signal });
}

/** Every dictionary by the spec's name: a fetcher each. Lists of the paged endpoints return their `results`. */
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
    (
      await http.get('/dashboard/facilities/', pagedSchema(facilitySchema), {
        signal,
        searchParams: { page_size: 999 },
      })
    ).results,
  menusTypes: choices('/dashboard/menus/types/'),
  allFacilities: async (signal?: AbortSignal) =>
    (await http.get('/dashboard/facilities/all/', pagedSchema(facilitySchema), { signal, searchParams: PAGE_ALL }))
      .results,
  allCategories: async (signal?: AbortSignal) =>
    (await http.get('/dashboard/categories/all/', pagedSchema(categorySchema), { signal, searchParams: PAGE_ALL }))
      .results,
  userMenu: (signal?: AbortSignal) => http.get('/dashboard/users/menu/', userMenuSchema, { signal }),
};

export type DictionaryName = keyof typeof dictionaryFetchers;
export type DictionaryData = { [K in DictionaryName]: Awaited<ReturnType<(typeof dictionaryFetchers)[K]>> };
