/**
 * Transaction-scoped advisory locks that serialise the writes of one ordered list (docs/decisions/201-the-database.md).
 * An append reads the list's largest position and writes the next one; a reorder rewrites many positions. Two of
 * them at once on Postgres would give two rows one position, or lock rows in opposite orders and deadlock. Each
 * takes its list's lock first, so they run one after the other; reads are not affected.
 *
 * The lock is per hotel and kind of list (a reorder may name the items of several menus of the hotel), held until
 * the transaction ends. On PGlite, a single connection, the lock is always free: the calls cost next to nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** The first key of `pg_advisory_xact_lock(int, int)` per kind of list; the second is the hotel's (or user's) id. */
const LIST_LOCK_KEYS = {
  menuItems: 120_001,
  virtualCategories: 120_002,
  virtualCategoryItems: 120_003,
  /** Per user, not per hotel: a user's own menu of dashboard areas (server/domain/menu.ts). */
  userMenu: 120_004,
} as const;

export type OrderedList = keyof typeof LIST_LOCK_KEYS;

/**
 * Waits for, and takes until the end of the transaction, the lock of the hotel's (user's) list of that kind. Call it inside
 * `db.transaction` and before the statement that reads the positions: under READ COMMITTED each statement sees what
 * was committed when it started, so a statement after the lock sees the previous holder's rows.
 */
export async function lockList(tx: Database, list: OrderedList, ownerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIST_LOCK_KEYS[list]}::int, ${ownerId}::int)`);
}
