/**
 * The facility catalogue and a hotel's choice from it (SPEC §7 "Facilities", "Categories"; docs/CONTRACTS.md,
 * "Hotel settings: categories and facilities"). Facilities carry the active hotel's `selected` / `linked` flags,
 * so their lists and actions are hotel-scoped (`Managed-Hotel`); the category catalogue (`/all/`) is the same for
 * every hotel, while `/dashboard/categories/` and `/filled/` count the active hotel's choice.
 *
 * The flags: `selected` = the hotel has the facility; `linked` = it is shown to guests in the app. A facility is
 * never linked without being selected: `link` selects too, `unselect` unlinks too. Every action is idempotent and
 * answers the facility as the lists show it, so the client replaces it by id (SPEC §4).
 */
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { categories, facilities, hotelFacilities } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { activeHotel, requireHotel, requireUser } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId, queryParam } from '../http/request';

/** A facility as every list and action answers it, with the active hotel's flags. */
export interface FacilityResponse {
  id: number;
  name: string;
  icon: string | null;
  category: number | null;
  selected: boolean;
  linked: boolean;
}

/** A category with the active hotel's counts (`/dashboard/categories/`, `/filled/`). */
export interface CategoryCountsResponse {
  id: number;
  name: string;
  icon: string | null;
  facilitiesCount: number;
  selectedCount: number;
  linkedCount: number;
}

/** What the POST actions do to the hotel's flags. */
export const FACILITY_ACTIONS = ['select', 'unselect', 'link', 'unlink'] as const;
export type FacilityAction = (typeof FACILITY_ACTIONS)[number];

/** `?category=`: empty or absent → every facility, `null` → those without a category, an id → that category. */
async function categoryFilter(db: Database, request: FastifyRequest): Promise<SQL | undefined> {
  const raw = queryParam(request.query, 'category');
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'null') return isNull(facilities.categoryId);
  const invalid = validationError({
    category: ['Select a valid choice. That choice is not one of the available choices.'],
  });
  if (!/^\d{1,9}$/.test(raw)) throw invalid;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, Number(raw)))
    .limit(1);
  if (!category) throw invalid;
  return eq(facilities.categoryId, category.id);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * `?search=`: a case-insensitive substring of the name, trimmed, inner spaces collapsed; `ё` and `е` match each
 * other (they are written either way) and `%` / `_` are literal.
 */
function searchFilter(request: FastifyRequest): SQL | undefined {
  const term = queryParam(request.query, 'search')?.trim().replace(/\s+/g, ' ').toLowerCase().replaceAll('ё', 'е');
  if (!term) return undefined;
  return sql`translate(lower(${facilities.name}), 'ё', 'е') like ${`%${escapeLike(term)}%`}`;
}

/** The facilities with the hotel's flags (no row in hotel_facilities = neither), in catalogue order. */
function selectFacilities(db: Database, hotelId: number) {
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      icon: facilities.icon,
      category: facilities.categoryId,
      selected: sql<boolean>`coalesce(${hotelFacilities.selected}, false)`,
      linked: sql<boolean>`coalesce(${hotelFacilities.linked}, false)`,
    })
    .from(facilities)
    .leftJoin(hotelFacilities, and(eq(hotelFacilities.facilityId, facilities.id), eq(hotelFacilities.hotelId, hotelId)))
    .leftJoin(categories, eq(categories.id, facilities.categoryId))
    .$dynamic();
}

async function facilityPage(app: FastifyInstance, request: FastifyRequest) {
  const hotelId = activeHotel(request).id;
  const where = and(await categoryFilter(app.db, request), searchFilter(request));
  const [total] = await app.db.select({ value: count() }).from(facilities).where(where);
  return paginate<FacilityResponse>(request, total?.value ?? 0, (limit, offset) =>
    selectFacilities(app.db, hotelId)
      .where(where)
      // Categories in their order, the uncategorised last (the client's «Без категории» group comes last too).
      .orderBy(
        sql`${categories.position} asc nulls last`,
        asc(categories.id),
        asc(facilities.position),
        asc(facilities.id),
      )
      .limit(limit)
      .offset(offset),
  );
}

/** One facility with the hotel's flags, or a 404. */
async function loadFacility(db: Database, hotelId: number, facilityId: number): Promise<FacilityResponse> {
  const [row] = await selectFacilities(db, hotelId).where(eq(facilities.id, facilityId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Applies an action in one statement each, so two simultaneous requests never leave a half-applied state, and
 * keeps `linked ⇒ selected`: `link` upserts both flags on, `unselect` turns both off. Repeating an action changes
 * nothing.
 */
async function applyAction(db: Database, hotelId: number, facilityId: number, action: FacilityAction): Promise<void> {
  const row = and(eq(hotelFacilities.hotelId, hotelId), eq(hotelFacilities.facilityId, facilityId));
  switch (action) {
    case 'select':
      await db
        .insert(hotelFacilities)
        .values({ hotelId, facilityId, selected: true, linked: false })
        .onConflictDoUpdate({ target: [hotelFacilities.hotelId, hotelFacilities.facilityId], set: { selected: true } });
      return;
    case 'link':
      await db
        .insert(hotelFacilities)
        .values({ hotelId, facilityId, selected: true, linked: true })
        .onConflictDoUpdate({
          target: [hotelFacilities.hotelId, hotelFacilities.facilityId],
          set: { selected: true, linked: true },
        });
      return;
    case 'unselect':
      await db.update(hotelFacilities).set({ selected: false, linked: false }).where(row);
      return;
    case 'unlink':
      await db.update(hotelFacilities).set({ linked: false }).where(row);
      return;
  }
}

/**
 * The categories that hold at least one facility, each with the hotel's counts; `filled` keeps those in which
 * the hotel selected at least one. Paged like every list (SPEC §9), though the catalogue is small.
 */
async function categoryCountsPage(app: FastifyInstance, request: FastifyRequest, filled: boolean) {
  const hotelId = activeHotel(request).id;
  const selectedCount = sql<number>`(count(*) filter (where ${hotelFacilities.selected}))::int`;
  const counted = app.db
    .select({
      id: categories.id,
      name: categories.name,
      icon: categories.icon,
      position: categories.position,
      facilitiesCount: sql<number>`count(*)::int`.as('facilities_count'),
      selectedCount: selectedCount.as('selected_count'),
      linkedCount: sql<number>`(count(*) filter (where ${hotelFacilities.linked}))::int`.as('linked_count'),
    })
    .from(categories)
    .innerJoin(facilities, eq(facilities.categoryId, categories.id))
    .leftJoin(hotelFacilities, and(eq(hotelFacilities.facilityId, facilities.id), eq(hotelFacilities.hotelId, hotelId)))
    .groupBy(categories.id)
    .having(filled ? sql`${selectedCount} > 0` : undefined)
    .as('counted');
  const [total] = await app.db.select({ value: count() }).from(counted);
  return paginate<CategoryCountsResponse>(request, total?.value ?? 0, (limit, offset) =>
    app.db
      .select({
        id: counted.id,
        name: counted.name,
        icon: counted.icon,
        facilitiesCount: counted.facilitiesCount,
        selectedCount: counted.selectedCount,
        linkedCount: counted.linkedCount,
      })
      .from(counted)
      .orderBy(asc(counted.position), asc(counted.id))
      .limit(limit)
      .offset(offset),
  );
}

/** Registers the facility and category lists and the four facility actions. */
export function facilityRoutes(app: FastifyInstance): void {
  app.get('/dashboard/facilities/', { preHandler: requireHotel }, (request) => facilityPage(app, request));
  app.get('/dashboard/facilities/all/', { preHandler: requireHotel }, (request) => facilityPage(app, request));

  for (const action of FACILITY_ACTIONS) {
    app.post(`/dashboard/facilities/:id/${action}/`, { preHandler: requireHotel }, async (request) => {
      const hotelId = activeHotel(request).id;
      const facilityId = pathId(request);
      // The 404 comes before any write: an unknown id must not reach the foreign key.
      await loadFacility(app.db, hotelId, facilityId);
      await applyAction(app.db, hotelId, facilityId, action);
      return loadFacility(app.db, hotelId, facilityId);
    });
  }

  app.get('/dashboard/categories/', { preHandler: requireHotel }, (request) => categoryCountsPage(app, request, false));
  app.get('/dashboard/categories/filled/', { preHandler: requireHotel }, (request) =>
    categoryCountsPage(app, request, true),
  );

  app.get('/dashboard/categories/all/', { preHandler: requireUser }, async (request) => {
    const [total] = await app.db.select({ value: count() }).from(categories);
    return paginate(request, total?.value ?? 0, (limit, offset) =>
      app.db
        .select({ id: categories.id, name: categories.name, icon: categories.icon })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id))
        .limit(limit)
        .offset(offset),
    );
  });
}
