/**
 * The facility catalogue and a hotel's choice from it (SPEC §7 "Facilities", "Categories"). Facilities carry the
 * active hotel's `selected` / `linked` flags, so these lists are hotel-scoped (`Managed-Hotel`); the category
 * catalogue is the same for every hotel.
 */
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categories, facilities, hotelFacilities } from '../db/schema';
import { validationError } from '../http/errors';
import { activeHotel, requireHotel, requireUser } from '../http/guard';
import { paginate } from '../http/pagination';

/** `?category=`: empty or absent → every facility, `null` → those without a category, an id → that category. */
async function categoryFilter(app: FastifyInstance, request: FastifyRequest): Promise<SQL | undefined> {
  const raw = (request.query as Record<string, string | undefined>).category;
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'null') return isNull(facilities.categoryId);
  const invalid = validationError({ category: ['Select a valid choice. That choice is not one of the available choices.'] });
  if (!/^\d{1,9}$/.test(raw)) throw invalid;
  const [category] = await app.db.select({ id: categories.id }).from(categories).where(eq(categories.id, Number(raw))).limit(1);
  if (!category) throw invalid;
  return eq(facilities.categoryId, category.id);
}

async function facilityPage(app: FastifyInstance, request: FastifyRequest) {
  const hotelId = activeHotel(request).id;
  const where = await categoryFilter(app, request);
  const [total] = await app.db.select({ value: count() }).from(facilities).where(where);
  return paginate(request, total?.value ?? 0, (limit, offset) =>
    app.db
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
      .where(where)
      .orderBy(sql`${categories.position} asc nulls last`, asc(facilities.position), asc(facilities.id))
      .limit(limit)
      .offset(offset),
  );
}

/** Registers the facility and category lists. */
export function facilityRoutes(app: FastifyInstance): void {
  app.get('/dashboard/facilities/', { preHandler: requireHotel }, (request) => facilityPage(app, request));
  app.get('/dashboard/facilities/all/', { preHandler: requireHotel }, (request) => facilityPage(app, request));

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
