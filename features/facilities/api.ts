import * as v from 'valibot';
import { type Facility, facilitySchema } from '@/lib/dictionaries/api';
import { http } from '@/lib/http/client';
import { count, listOf, optionalText, PAGE_ALL, requiredText } from '@/lib/http/schemas';

/**
 * Fetchers of the facilities screen (docs/CONTRACTS.md, «Hotel settings: categories and facilities»): the
 * facility catalogue with the active hotel's flags, the categories with the hotel's counts, and the four
 * actions. Every response is validated here.
 */

/** What the POST actions do: selected = the hotel has it; linked = shown to guests (link selects too, unselect unlinks). */
export type FacilityAction = 'select' | 'unselect' | 'link' | 'unlink';

/*
 * A facility is read by the session dictionaries' `facilitySchema` (lib/dictionaries/api.ts), the one their
 * `hotelFacilities` and `allFacilities` use, so this screen can put its answers into those dictionaries (cache.ts).
 */
export type { Facility };

/** A category needs its id and name; the hotel's counts are shown only when the backend gives them. */
const categorySchema = v.object({
  id: v.number(),
  name: requiredText(),
  icon: optionalText(),
  facilitiesCount: count(),
  selectedCount: count(),
  linkedCount: count(),
});
export type Category = v.InferOutput<typeof categorySchema>;

/** The list's category filter: every facility (`all`), those without a category (`none`), or one category's id. */
export type CategoryFilter = 'all' | 'none' | number;

/** `?category=` as the API reads it (SPEC §7): empty for all, the text `null` for none, else the id. */
function categoryParam(filter: CategoryFilter): string {
  if (filter === 'all') return '';
  if (filter === 'none') return 'null';
  return String(filter);
}

/** Whether a facility is in the part of the catalogue `filter` names. */
function inCategory(facility: Facility, filter: CategoryFilter): boolean {
  if (filter === 'all') return true;
  return facility.category === (filter === 'none' ? null : filter);
}

/**
 * `GET /dashboard/facilities/?category=` — the catalogue (or a part of it) with the hotel's flags, on one page. The
 * category is applied again here: a backend may ignore it, or refuse the text `null` (django-filter's exact filter
 * of a foreign key: a 400 naming `category`, then asked again without it; lib/http/refusals.ts).
 */
export async function fetchFacilities(filter: CategoryFilter, signal?: AbortSignal): Promise<Facility[]> {
  const page = await http.get('/dashboard/facilities/', listOf(facilitySchema), {
    signal,
    searchParams: { ...PAGE_ALL, category: categoryParam(filter) },
    browserFilters: ['category'],
  });
  return page.results.filter((facility) => inCategory(facility, filter));
}

/** `GET /dashboard/categories/` — the categories that hold facilities, with the hotel's counts, in order. */
export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await http.get('/dashboard/categories/', listOf(categorySchema), { signal, searchParams: PAGE_ALL })).results;
}

/** `POST /dashboard/facilities/{id}/{action}/` → the facility with its new flags (idempotent; 404 for an unknown id). */
export function runFacilityAction(id: number, action: FacilityAction): Promise<Facility> {
  return http.post(`/dashboard/facilities/${id}/${action}/`, facilitySchema, { json: {} });
}
