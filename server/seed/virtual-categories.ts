/**
 * Virtual categories of the demo seed: per hotel that has none yet, three categories («Завтрак», «Relax», «Как
 * добраться»), each with those of the hotel's active services whose names fit it (2–4 for the demo hotels). Icons
 * are names of the facility icons (server/seed/data.ts), so the dashboard draws them like the facilities; one item
 * per hotel has none, as the editor must show «None» somewhere in the demo. Idempotent: a hotel with a category is
 * left alone, so nothing staff arranged is touched.
 *
 * Runs inside the seed's transaction, after the services and the content.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hotels, services, virtualCategories, virtualCategoryItems } from '../db/schema';

interface SeedItemRule {
  /** Which services of the hotel go here, by name. */
  match: RegExp;
  icon: string | null;
}

interface SeedCategory {
  name: string;
  icon: string;
  items: SeedItemRule[];
}

const MAX_ITEMS = 4;

export const VIRTUAL_CATEGORY_PLAN: readonly SeedCategory[] = [
  {
    name: 'Завтрак',
    icon: 'breakfast',
    items: [
      { match: /^Завтрак/, icon: 'room-service' },
      { match: /сок|чай|Лимонад/i, icon: 'bar' },
      { match: /Блины|Фруктов/, icon: 'restaurant' },
    ],
  },
  {
    name: 'Relax',
    icon: 'spa',
    items: [
      { match: /массаж/i, icon: 'massage' },
      { match: /Баня|Сауна/i, icon: 'banya' },
      { match: /Бунгало/, icon: 'pool-outdoor' },
      { match: /Конная/, icon: 'horse' },
      // The one item without an icon.
      { match: /^Поздний выезд/, icon: null },
    ],
  },
  {
    name: 'Как добраться',
    icon: 'airport-shuttle',
    items: [
      { match: /^Трансфер/, icon: 'airport-shuttle' },
      { match: /^Такси/, icon: 'shuttle' },
    ],
  },
];

/** Seeds the categories of each hotel that has none and has services; returns how many categories were added. */
export async function seedVirtualCategories(db: Database): Promise<number> {
  let added = 0;
  const withCategories = new Set(
    (await db.selectDistinct({ hotelId: virtualCategories.hotelId }).from(virtualCategories)).map((row) => row.hotelId),
  );
  for (const hotel of await db.select({ id: hotels.id }).from(hotels).orderBy(asc(hotels.id))) {
    if (withCategories.has(hotel.id)) continue;
    const offered = await db
      .select({ id: services.id, name: services.name, isActive: services.isActive })
      .from(services)
      .where(eq(services.hotelId, hotel.id))
      .orderBy(asc(services.position), asc(services.id));
    const active = offered.filter((service) => service.isActive);
    if (active.length === 0) continue;
    for (const [index, plan] of VIRTUAL_CATEGORY_PLAN.entries()) {
      const [category] = await db
        .insert(virtualCategories)
        .values({ hotelId: hotel.id, name: plan.name, icon: plan.icon, order: index + 1 })
        .returning({ id: virtualCategories.id });
      added += 1;
      const items = plan.items
        .flatMap((rule) =>
          active.filter((service) => rule.match.test(service.name)).map((service) => ({ service, icon: rule.icon })),
        )
        .filter((item, position, all) => all.findIndex((other) => other.service.id === item.service.id) === position)
        .slice(0, MAX_ITEMS);
      if (items.length === 0) continue;
      await db.insert(virtualCategoryItems).values(
        items.map((item, position) => ({
          categoryId: category!.id,
          serviceId: item.service.id,
          name: item.service.name,
          icon: item.icon,
          order: position + 1,
        })),
      );
    }
  }
  return added;
}
