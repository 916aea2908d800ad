/**
 * Safety and sights content of the demo seed (data in server/seed/content-data.ts): the global category lists,
 * filled once while they are empty, and per demo hotel 5–6 safety items and 6–8 sights, each step only while the
 * hotel has no item of that kind — so the step is idempotent and never touches what staff wrote. A sight's
 * distance is the straight line from the hotel's coordinates, rounded to 0.1 km. A few items get a painted
 * picture (server/seed/photos.ts: the file is painted on its first request, so the seed writes nothing to disk).
 *
 * Runs inside the seed's transaction, after the team.
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hotels, safetyCategories, safetyItems, sightsCategories, sightsItems } from '../db/schema';
import { images } from '../media/schema';
import { SAFETY_CATEGORIES, SAFETY_ITEMS, type SeedCategory, SIGHTS, SIGHTS_CATEGORIES } from './content-data';
import { demoName, photoRow, type Scene } from './photos';

export interface ContentSummary {
  safetyItems: number;
  sights: number;
}

type CategoryTable = typeof safetyCategories | typeof sightsCategories;

/** The category ids by name, after adding the list when the table is empty. */
async function ensureCategories(
  db: Database,
  table: CategoryTable,
  list: readonly SeedCategory[],
): Promise<Map<string, number>> {
  const [existing] = await db.select({ value: count() }).from(table);
  if ((existing?.value ?? 0) === 0) {
    await db.insert(table).values(list.map((category, index) => ({ ...category, position: index + 1 })));
  }
  return new Map((await db.select({ id: table.id, name: table.name }).from(table)).map((row) => [row.name, row.id]));
}

const EARTH_RADIUS_KM = 6371;

/** The great-circle distance in km, rounded to 0.1 km (the column's precision). */
function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a)) * 10) / 10;
}

function categoryId(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`seed content: no category «${name}»`);
  return id;
}

/** The image row of a seeded item's painted picture. */
function pictureRow(scene: Scene, contentType: 'safety' | 'sight', objectId: number, hotelId: number, title: string) {
  return photoRow(demoName(scene, `${contentType}-${objectId}`), `${title}.png`, {
    contentType,
    objectId,
    hotelId,
    isMain: true,
    position: 1,
  });
}

/** Seeds the categories and each demo hotel's items (see the module comment). */
export async function seedContent(db: Database): Promise<ContentSummary> {
  const summary: ContentSummary = { safetyItems: 0, sights: 0 };
  const safetyIds = await ensureCategories(db, safetyCategories, SAFETY_CATEGORIES);
  const sightsIds = await ensureCategories(db, sightsCategories, SIGHTS_CATEGORIES);

  const hotelIds = [...new Set([...Object.keys(SAFETY_ITEMS), ...Object.keys(SIGHTS)].map(Number))];
  const demoHotels = await db
    .select({ id: hotels.id, phone: hotels.phone, latitude: hotels.latitude, longitude: hotels.longitude })
    .from(hotels)
    .where(inArray(hotels.id, hotelIds));
  const pictures: (typeof images.$inferInsert)[] = [];

  for (const hotel of demoHotels) {
    const [safetyCount] = await db
      .select({ value: count() })
      .from(safetyItems)
      .where(eq(safetyItems.hotelId, hotel.id));
    const safetyPlan = SAFETY_ITEMS[hotel.id] ?? [];
    if ((safetyCount?.value ?? 0) === 0 && safetyPlan.length > 0) {
      const rows = await db
        .insert(safetyItems)
        .values(
          safetyPlan.map((item) => ({
            hotelId: hotel.id,
            categoryId: categoryId(safetyIds, item.category),
            title: item.title,
            text: item.text,
            // The hotel's own number where the plan says "hotel"; none when the hotel has no phone.
            phones: item.phones.flatMap((phone) => (phone === 'hotel' ? (hotel.phone ? [hotel.phone] : []) : [phone])),
          })),
        )
        .returning({ id: safetyItems.id });
      safetyPlan.forEach((item, index) => {
        if (item.scene) pictures.push(pictureRow(item.scene, 'safety', rows[index]!.id, hotel.id, item.title));
      });
      summary.safetyItems += rows.length;
    }

    const [sightsCount] = await db
      .select({ value: count() })
      .from(sightsItems)
      .where(eq(sightsItems.hotelId, hotel.id));
    const sightsPlan = SIGHTS[hotel.id] ?? [];
    if ((sightsCount?.value ?? 0) === 0 && sightsPlan.length > 0) {
      const origin =
        hotel.latitude !== null && hotel.longitude !== null
          ? { latitude: hotel.latitude, longitude: hotel.longitude }
          : null;
      const rows = await db
        .insert(sightsItems)
        .values(
          sightsPlan.map((sight) => ({
            hotelId: hotel.id,
            categoryId: categoryId(sightsIds, sight.category),
            title: sight.title,
            description: sight.description,
            address: sight.address,
            latitude: sight.latitude,
            longitude: sight.longitude,
            distance: origin ? distanceKm(origin, sight).toFixed(1) : null,
          })),
        )
        .returning({ id: sightsItems.id });
      sightsPlan.forEach((sight, index) => {
        if (sight.scene) pictures.push(pictureRow(sight.scene, 'sight', rows[index]!.id, hotel.id, sight.title));
      });
      summary.sights += rows.length;
    }
  }
  if (pictures.length > 0) await db.insert(images).values(pictures).onConflictDoNothing();
  return summary;
}
