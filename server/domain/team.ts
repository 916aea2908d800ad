/**
 * Who belongs to a hotel's team: everyone who administers or manages it. Shared by the staff routes and the
 * structure routes (a subscription or a position can only be given to the hotel's own staff).
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hotelAdmins, hotelManagers, users } from '../db/schema';

/** True when the user administers or manages the hotel (active or not). */
export async function isHotelStaff(db: Database, hotelId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        or(
          sql`exists (select 1 from ${hotelAdmins} where ${hotelAdmins.userId} = ${users.id} and ${hotelAdmins.hotelId} = ${hotelId})`,
          sql`exists (select 1 from ${hotelManagers} where ${hotelManagers.userId} = ${users.id} and ${hotelManagers.hotelId} = ${hotelId})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
