/**
 * The hotel's services (docs/CONTRACTS.md, "Services"): today only the list the front desk needs to create and
 * filter orders; the hotel-settings issue adds creating, editing and deleting them. The choice dictionaries under
 * `/dashboard/services/` live in routes/dictionaries.ts.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { services } from '../db/schema';
import { activeHotel, requireHotel } from '../http/guard';
import { paginate } from '../http/pagination';

/** Registers `GET /dashboard/services/`. */
export function serviceRoutes(app: FastifyInstance): void {
  app.get('/dashboard/services/', { preHandler: requireHotel }, async (request) => {
    const hotelId = activeHotel(request).id;
    const [total] = await app.db.select({ value: count() }).from(services).where(eq(services.hotelId, hotelId));
    return paginate(request, total?.value ?? 0, (limit, offset) =>
      app.db
        .select({
          id: services.id,
          name: services.name,
          description: services.description,
          serviceType: services.serviceType,
          // numeric comes back as text ("450.00"), as DRF's DecimalField serialises it.
          price: services.price,
          isActive: services.isActive,
        })
        .from(services)
        .where(eq(services.hotelId, hotelId))
        .orderBy(asc(services.position), asc(services.id))
        .limit(limit)
        .offset(offset),
    );
  });
}
