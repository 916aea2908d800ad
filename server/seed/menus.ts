/**
 * Menus of the demo seed: per hotel without a menu, a «Главное меню» of type `main` whose items mix the kinds of
 * content a menu can point at — two of the hotel's active services, its first virtual category, its running promo
 * landing, its first safety item and its first sight (whichever of these the hotel has; a hotel with none of them
 * gets no menu). Idempotent: a hotel with a menu is left alone, so nothing staff arranged is touched.
 *
 * Runs inside the seed's transaction, after the services, the content, the virtual categories and the landings.
 */
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  hotels,
  menuItems,
  menus,
  promoLandings,
  safetyItems,
  services,
  sightsItems,
  virtualCategories,
} from '../db/schema';
import type { ContentType } from '../domain/content-objects';

export const DEMO_MENU_NAME = 'Главное меню';

/** The objects the hotel's main menu points at, in the menu's order. */
async function planFor(
  db: Database,
  hotelId: number,
  now: Date,
): Promise<{ cContentType: ContentType; objectId: number }[]> {
  const [serviceRows, categoryRows, landingRows, safetyRows, sightRows] = await Promise.all([
    db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.hotelId, hotelId), eq(services.isActive, true)))
      .orderBy(asc(services.position), asc(services.id))
      .limit(2),
    db
      .select({ id: virtualCategories.id })
      .from(virtualCategories)
      .where(eq(virtualCategories.hotelId, hotelId))
      .orderBy(asc(virtualCategories.order), asc(virtualCategories.id))
      .limit(1),
    // The landing running now: what a guest should see from the main menu.
    db
      .select({ id: promoLandings.id })
      .from(promoLandings)
      .where(
        and(
          eq(promoLandings.hotelId, hotelId),
          eq(promoLandings.isActive, true),
          or(isNull(promoLandings.publishFrom), lte(promoLandings.publishFrom, now)),
          or(isNull(promoLandings.publishUntil), gt(promoLandings.publishUntil, now)),
        ),
      )
      .orderBy(sql`${promoLandings.publishFrom} DESC NULLS FIRST`, desc(promoLandings.id))
      .limit(1),
    db
      .select({ id: safetyItems.id })
      .from(safetyItems)
      .where(eq(safetyItems.hotelId, hotelId))
      .orderBy(asc(safetyItems.id))
      .limit(1),
    db
      .select({ id: sightsItems.id })
      .from(sightsItems)
      .where(eq(sightsItems.hotelId, hotelId))
      .orderBy(asc(sightsItems.id))
      .limit(1),
  ]);
  const pick = (type: ContentType, rows: { id: number }[]) =>
    rows.map((row) => ({ cContentType: type, objectId: row.id }));
  // The first service leads, the second closes the menu, so services are not all bunched together.
  return [
    ...pick('service', serviceRows.slice(0, 1)),
    ...pick('virtualcategory', categoryRows),
    ...pick('promolanding', landingRows),
    ...pick('safetyitem', safetyRows),
    ...pick('sightsitem', sightRows),
    ...pick('service', serviceRows.slice(1)),
  ];
}

/** Seeds the main menu of each hotel that has no menu yet (see the module comment); returns how many menus. */
export async function seedMenus(db: Database, now: Date): Promise<number> {
  const hotelRows = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(sql`NOT EXISTS (SELECT 1 FROM ${menus} WHERE ${menus.hotelId} = ${hotels.id})`)
    .orderBy(asc(hotels.id));
  let created = 0;
  for (const hotel of hotelRows) {
    const plan = await planFor(db, hotel.id, now);
    if (plan.length === 0) continue;
    const [menu] = await db
      .insert(menus)
      .values({ hotelId: hotel.id, name: DEMO_MENU_NAME, type: 'main' })
      .returning({ id: menus.id });
    await db.insert(menuItems).values(plan.map((item, index) => ({ ...item, menuId: menu!.id, order: index + 1 })));
    created += 1;
  }
  return created;
}
