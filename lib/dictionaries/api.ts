import * as v from 'valibot';
import { http } from '@/lib/http/client';
import {
  type Choice,
  choiceList,
  flag,
  listOf,
  optionalDecimal,
  optionalText,
  PAGE_ALL,
  requiredText,
  text,
} from '@/lib/http/schemas';

/**
 * The helper dictionaries of the session (SPEC §3, §7; shapes in docs/CONTRACTS.md): one response schema and
 * one fetcher per endpoint, the only ones in the dashboard. Every feature that shows a dictionary reads it
 * through lib/dictionaries/queries.ts, so each cache entry (`['dictionaries', name]`) is filled by one fetcher
 * and has one shape, whichever screen asked first (docs/decisions/198-code-layout-and-shared-pieces.md).
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
 * A choice dictionary (`/service_orders/statuses/`, `/dashboard/services/service_types/`, `approve_types/`,
 * `booking_types/`, `geo_levels/`, `feedback_variants/`, `/dashboard/menus/types/`) in any form DRF projects send
 * one (lib/http/schemas.ts `choiceList`): each entry needs a value, a missing label shows the value.
 */
const choicesSchema = choiceList();

export type { Choice };

/** The spec's fixed interface language (SPEC §1), the current one when the backend does not say. */
const INTERFACE_LANGUAGE = 'ru';

/**
 * `GET /config/langs/`: SPEC's `languages` and `currentLanguage`. The languages are a choice list in any form
 * (`[{code, name}]`, `[[code, name]]`, a map…) — a missing name shows the code — sent alone or as `languages`
 * beside the current one, named `currentLanguage` (the spec's word), `current` or `language`. Without one the
 * current language is the interface's, Russian.
 */
const languagesSchema = v.pipe(
  v.unknown(),
  v.transform((input): unknown =>
    typeof input === 'object' && input !== null && !Array.isArray(input) && 'languages' in input
      ? input
      : { languages: input },
  ),
  v.object({
    languages: choiceList(),
    currentLanguage: optionalText(),
    current: optionalText(),
    language: optionalText(),
  }),
  v.transform(({ languages, currentLanguage, current, language }) => ({
    languages: languages.map(({ value, displayName }) => ({ code: value, name: displayName })),
    current: currentLanguage || current || language || INTERFACE_LANGUAGE,
  })),
);

/**
 * `GET /dashboard/hotels/currency_list/`: a choice list of currencies in any form (`[{code, name, symbol}]`, the
 * model's `[code, name]` choices…); a currency needs its code, the name and symbol are left out of the label when
 * missing.
 */
const currenciesSchema = v.pipe(
  choiceList({ symbol: text() }),
  v.transform((entries) =>
    entries.map(({ value, displayName, symbol }) => ({
      code: value,
      name: displayName === value ? '' : displayName,
      symbol,
    })),
  ),
);
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
/**
 * The areas of the user menu by the dashboard path an entry links to (`[{title, url}]`, the usual form of a DRF
 * project's menu): the first path segment decides, `/` is home.
 */
const AREA_OF_PATH: Record<string, string> = {
  '': 'home',
  guests: 'guests',
  stays: 'guests',
  orders: 'orders',
  hotel: 'hotel',
  services: 'services',
  'virtual-categories': 'services',
  staff: 'staff',
  positions: 'structure',
  channels: 'structure',
  content: 'content',
  billing: 'billing',
  promo: 'promo',
  menus: 'menus',
  profile: 'profile',
};

/** The area an entry's link names (absolute or relative, with or without a trailing slash), or null. */
function areaOfLink(link: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(link, 'http://dashboard.invalid/').pathname;
  } catch {
    return null;
  }
  const [segment = ''] = pathname.split('/').filter(Boolean);
  return AREA_OF_PATH[segment] ?? null;
}

/**
 * `GET /dashboard/users/menu/`, plain or paged: each entry names its area by `key` (the dashboard's own form) or by
 * the link it points to (`url`, `link`, `href` or `path`); the navigation needs only the area, the titles are its
 * own. An entry whose area is unknown is left out.
 */
const userMenuSchema = v.pipe(
  listOf(
    v.object({
      key: optionalText(),
      url: optionalText(),
      link: optionalText(),
      href: optionalText(),
      path: optionalText(),
      title: text(),
    }),
  ),
  v.transform(({ results }) =>
    results.flatMap(({ key, url, link, href, path, title }) => {
      const target = url ?? link ?? href ?? path;
      const area = key || (target ? areaOfLink(target) : null);
      return area ? [{ key: area, title }] : [];
    }),
  ),
);

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
      await http.get('/dashboard/facilities/', listOf(facilitySchema), {
        signal,
        searchParams: { page_size: 999 },
      })
    ).results,
  menusTypes: choices('/dashboard/menus/types/'),
  allFacilities: async (signal?: AbortSignal) =>
    (await http.get('/dashboard/facilities/all/', listOf(facilitySchema), { signal, searchParams: PAGE_ALL })).results,
  allCategories: async (signal?: AbortSignal) =>
    (await http.get('/dashboard/categories/all/', listOf(categorySchema), { signal, searchParams: PAGE_ALL })).results,
  userMenu: (signal?: AbortSignal) => http.get('/dashboard/users/menu/', userMenuSchema, { signal }),
};

export type DictionaryName = keyof typeof dictionaryFetchers;
export type DictionaryData = { [K in DictionaryName]: Awaited<ReturnType<(typeof dictionaryFetchers)[K]>> };
