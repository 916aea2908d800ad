/**
 * Staff accounts of a hotel (docs/CONTRACTS.md, «Team» → «Staff accounts»): the `StaffAccount` shape, who works
 * where and in which role, and the writes behind add_staff, PATCH and deactivate. The HTTP side (validation,
 * status codes) is server/routes/accounts.ts.
 */
import { and, asc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { type MenuKey } from '../../lib/menu-areas';
import { activationMail } from '../auth/emails';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { lockList } from '../db/locks';
import { hotelAdmins, hotelManagers, positions, type UserRow, userMenu, userPositions, users } from '../db/schema';
import type { Logger } from '../log';
import { sendMail } from '../outbox';
import { ADMIN_MENU, defaultMenuKeys, MANAGER_MENU } from './menu';
import { normalizeEmail } from './users';

export const STAFF_ROLES = ['admin', 'manager'] as const;
/** The role in one hotel: a row in `hotel_admins` or in `hotel_managers` (admin wins when both). */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** `invited`: inactive and never deactivated (the activation e-mail is pending); `deactivated`: switched off. */
type StaffStatus = 'active' | 'invited' | 'deactivated';

/** `GET /dashboard/accounts/staff/` item. */
export interface StaffAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: StaffRole;
  status: StaffStatus;
  isActive: boolean;
  lastLogin: string | null;
  dateJoined: string;
  positions: { id: number; name: string }[];
  worksElsewhere: boolean;
}

/** The columns of `users` a staff account shows (never the password hash). */
export const staffColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  isActive: users.isActive,
  lastLogin: users.lastLogin,
  dateJoined: users.dateJoined,
  deactivatedAt: users.deactivatedAt,
};

export type StaffUserRow = Pick<UserRow, keyof typeof staffColumns>;

/** The status of an account as the staff list tells it. */
function staffStatus(user: { isActive: boolean; deactivatedAt: Date | null }): StaffStatus {
  if (user.isActive) return 'active';
  return user.deactivatedAt ? 'deactivated' : 'invited';
}

/** SQL over `users`: the user administers or manages the hotel (whatever the account's state). */
export function worksInHotel(hotelId: number): SQL {
  return or(
    sql`exists (select 1 from ${hotelAdmins} where ${hotelAdmins.userId} = ${users.id} and ${hotelAdmins.hotelId} = ${hotelId})`,
    sql`exists (select 1 from ${hotelManagers} where ${hotelManagers.userId} = ${users.id} and ${hotelManagers.hotelId} = ${hotelId})`,
  )!;
}

/** A staff member of the hotel as a `users` row (without the password), or undefined. */
async function findStaffUser(db: Database, hotelId: number, userId: number): Promise<StaffUserRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, userId), worksInHotel(hotelId)))
    .limit(1);
  return row;
}

/** The user's role in the hotel (the user must work there). */
export async function roleIn(db: Database, hotelId: number, userId: number): Promise<StaffRole> {
  const [admin] = await db
    .select({ id: hotelAdmins.userId })
    .from(hotelAdmins)
    .where(and(eq(hotelAdmins.hotelId, hotelId), eq(hotelAdmins.userId, userId)))
    .limit(1);
  return admin ? 'admin' : 'manager';
}

/**
 * Of the given users, those who also work in a hotel other than `hotelId` that `viewerId` does not administer:
 * the viewer cannot switch such an account off, as that would lock the person out of hotels the viewer has no
 * say in.
 */
export async function usersWorkingElsewhere(
  db: Database,
  hotelId: number,
  viewerId: number,
  userIds: number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const viewerHotels = db.select({ id: hotelAdmins.hotelId }).from(hotelAdmins).where(eq(hotelAdmins.userId, viewerId));
  const [asAdmin, asManager] = await Promise.all([
    db
      .selectDistinct({ userId: hotelAdmins.userId })
      .from(hotelAdmins)
      .where(
        and(
          inArray(hotelAdmins.userId, userIds),
          ne(hotelAdmins.hotelId, hotelId),
          notInArray(hotelAdmins.hotelId, viewerHotels),
        ),
      ),
    db
      .selectDistinct({ userId: hotelManagers.userId })
      .from(hotelManagers)
      .where(
        and(
          inArray(hotelManagers.userId, userIds),
          ne(hotelManagers.hotelId, hotelId),
          notInArray(hotelManagers.hotelId, viewerHotels),
        ),
      ),
  ]);
  return new Set([...asAdmin, ...asManager].map((row) => row.userId));
}

/**
 * Users of the hotel as `StaffAccount`s, in the order given. Role, positions (this hotel's tree only, by name) and
 * `worksElsewhere` come from three queries for the whole page, not three per person.
 */
export async function toStaffAccounts(
  db: Database,
  hotelId: number,
  viewerId: number,
  rows: StaffUserRow[],
): Promise<StaffAccount[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [admins, held, elsewhere] = await Promise.all([
    db
      .select({ userId: hotelAdmins.userId })
      .from(hotelAdmins)
      .where(and(eq(hotelAdmins.hotelId, hotelId), inArray(hotelAdmins.userId, ids))),
    db
      .select({ userId: userPositions.userId, id: positions.id, name: positions.name })
      .from(userPositions)
      .innerJoin(positions, eq(positions.id, userPositions.positionId))
      .where(and(eq(positions.hotelId, hotelId), inArray(userPositions.userId, ids)))
      .orderBy(asc(positions.name), asc(positions.id)),
    usersWorkingElsewhere(db, hotelId, viewerId, ids),
  ]);
  const adminIds = new Set(admins.map((row) => row.userId));
  const positionsOf = new Map<number, { id: number; name: string }[]>();
  for (const { userId, id, name } of held) {
    let list = positionsOf.get(userId);
    if (!list) positionsOf.set(userId, (list = []));
    list.push({ id, name });
  }
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: adminIds.has(row.id) ? 'admin' : 'manager',
    status: staffStatus(row),
    isActive: row.isActive,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    dateJoined: row.dateJoined.toISOString(),
    positions: positionsOf.get(row.id) ?? [],
    worksElsewhere: elsewhere.has(row.id),
  }));
}

/** One staff member of the hotel as `StaffAccount`, or undefined when the user does not work there. */
export async function loadStaffAccount(
  db: Database,
  hotelId: number,
  viewerId: number,
  userId: number,
): Promise<StaffAccount | undefined> {
  const row = await findStaffUser(db, hotelId, userId);
  if (!row) return undefined;
  const [account] = await toStaffAccounts(db, hotelId, viewerId, [row]);
  return account;
}

/** Of the given ids, the positions of the hotel's tree that a person can hold: every node but the root. */
export async function holdablePositionIds(db: Database, hotelId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(inArray(positions.id, ids), eq(positions.hotelId, hotelId), sql`${positions.parentId} is not null`));
  return new Set(rows.map((row) => row.id));
}

/** True when the position is a node (root included) of the hotel's positions tree. */
export async function isHotelPosition(db: Database, hotelId: number, positionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.hotelId, hotelId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes `userId` hold exactly `positionIds` of the hotel's tree; positions in other hotels' trees stay as they
 * are (a person working in two hotels holds positions in both).
 */
export async function replaceHotelPositions(
  db: Database,
  hotelId: number,
  userId: number,
  positionIds: number[],
): Promise<void> {
  const ofHotel = db.select({ id: positions.id }).from(positions).where(eq(positions.hotelId, hotelId));
  await db
    .delete(userPositions)
    .where(and(eq(userPositions.userId, userId), inArray(userPositions.positionId, ofHotel)));
  if (positionIds.length > 0) {
    await db
      .insert(userPositions)
      .values([...new Set(positionIds)].map((positionId) => ({ userId, positionId })))
      .onConflictDoNothing();
  }
}

async function menuKeysOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db.select({ key: userMenu.key }).from(userMenu).where(eq(userMenu.userId, userId));
  return rows.map((row) => row.key);
}

async function writeMenu(db: Database, userId: number, keys: readonly MenuKey[]): Promise<void> {
  await db.delete(userMenu).where(eq(userMenu.userId, userId));
  await db.insert(userMenu).values(keys.map((key, index) => ({ userId, key, position: index + 1 })));
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
}

/**
 * Gives the user `role` in the hotel: the row moves between `hotel_admins` and `hotel_managers` of this hotel only.
 * A menu that still is the default of the person's strongest role follows the new strongest role (a manager made
 * administrator gets the staff and structure areas); a menu someone tailored stays as it is. Call it inside a
 * transaction (the menu's lock lasts until it ends).
 */
export async function setHotelRole(db: Database, hotelId: number, userId: number, role: StaffRole): Promise<void> {
  // The user's menu may be rewritten below: the same lock as a PUT of the menu, so the two cannot interleave.
  await lockList(db, 'userMenu', userId);
  const menuBefore = await defaultMenuKeys(db, userId);
  if (role === 'admin') {
    await db.insert(hotelAdmins).values({ hotelId, userId }).onConflictDoNothing();
    await db.delete(hotelManagers).where(and(eq(hotelManagers.hotelId, hotelId), eq(hotelManagers.userId, userId)));
  } else {
    await db.insert(hotelManagers).values({ hotelId, userId }).onConflictDoNothing();
    await db.delete(hotelAdmins).where(and(eq(hotelAdmins.hotelId, hotelId), eq(hotelAdmins.userId, userId)));
  }
  const menuAfter = await defaultMenuKeys(db, userId);
  if (menuAfter === menuBefore) return;
  const current = await menuKeysOf(db, userId);
  if (current.length > 0 && sameKeys(current, menuBefore)) await writeMenu(db, userId, menuAfter);
}

export interface NewStaff {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: StaffRole;
  /** Already hashed. */
  passwordHash: string;
  positionIds: number[];
}

/**
 * Creates the inactive account of a new staff member in the hotel (role, positions, the default menu of the role)
 * and writes the activation e-mail to the outbox, all in one transaction: either the person exists and has the
 * link, or nothing happened. Returns the new user's id. A duplicate e-mail fails on the unique index
 * (`users_email_key`); see {@link isUniqueViolation}.
 */
export async function createStaff(
  db: Database,
  config: ServerConfig,
  logger: Logger,
  hotelId: number,
  input: NewStaff,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        password: input.passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        isActive: false,
      })
      .returning();
    const userId = user!.id;
    await tx.insert(input.role === 'admin' ? hotelAdmins : hotelManagers).values({ hotelId, userId });
    if (input.positionIds.length > 0) await replaceHotelPositions(tx, hotelId, userId, input.positionIds);
    await writeMenu(tx, userId, input.role === 'admin' ? ADMIN_MENU : MANAGER_MENU);
    await sendMail(tx, logger, activationMail(config, user!));
    return userId;
  });
}

/**
 * Switches the account off: it can no longer sign in, refresh or use an access token, and `deactivated_at` keeps an
 * old activation link from switching it back on. Repeating it keeps the first moment.
 */
export async function deactivateUser(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ isActive: false, deactivatedAt: sql`coalesce(${users.deactivatedAt}, now())` })
    .where(eq(users.id, userId));
}

/** True for Postgres' unique_violation (23505), also when Drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
