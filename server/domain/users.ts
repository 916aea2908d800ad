/**
 * Reading users the way several routes need them: by e-mail (case-insensitively, as stored lower-cased), with
 * their hotels, and as the `GET /auth/users/me/` shape of docs/CONTRACTS.md.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hotelAdmins, hotelManagers, hotels, type UserRow, users } from '../db/schema';

/** A hotel as the session needs it (`adminedHotels`, `managedHotels`). */
interface HotelSummary {
  id: number;
  name: string;
  city: string;
  /** IANA zone: the dashboard shows the hotel's times and «today» in it. */
  timezone: string;
}

/** `GET /auth/users/me/`. */
export interface MeResponse {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  isActive: boolean;
  lastLogin: string | null;
  adminedHotels: HotelSummary[];
  managedHotels: HotelSummary[];
}

/** E-mails are stored lower-cased, so one address cannot own two accounts through letter case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account with this e-mail, if any (active or not). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return user;
}

/** The account with this id, if any. */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The hotels the user administers and manages, each ordered by id. */
async function hotelsOf(
  db: Database,
  userId: number,
): Promise<{ adminedHotels: HotelSummary[]; managedHotels: HotelSummary[] }> {
  const summary = { id: hotels.id, name: hotels.name, city: hotels.city, timezone: hotels.timezone };
  const [adminedHotels, managedHotels] = await Promise.all([
    db
      .select(summary)
      .from(hotelAdmins)
      .innerJoin(hotels, eq(hotels.id, hotelAdmins.hotelId))
      .where(eq(hotelAdmins.userId, userId))
      .orderBy(asc(hotels.id)),
    db
      .select(summary)
      .from(hotelManagers)
      .innerJoin(hotels, eq(hotels.id, hotelManagers.hotelId))
      .where(eq(hotelManagers.userId, userId))
      .orderBy(asc(hotels.id)),
  ]);
  return { adminedHotels, managedHotels };
}

/** The session user as the dashboard loads it. */
export async function meResponse(db: Database, user: UserRow): Promise<MeResponse> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    isActive: user.isActive,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    ...(await hotelsOf(db, user.id)),
  };
}
