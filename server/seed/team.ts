/**
 * The team part of the demo seed (docs/CONTRACTS.md, «Team» → «Demo data»; data in server/seed/team-data.ts): each
 * demo hotel's positions and channels trees, about eight extra staff (managers of that hotel; one invited, one
 * deactivated), everyone's positions and the channel subscriptions.
 *
 * Runs inside the seed's transaction after the front desk, so the extra staff never take or answer the seeded
 * orders and the front-desk data stays what it was before the team existed. A hotel gets all this only while its
 * positions tree is empty (a root alone counts as empty), which makes the step idempotent; the dates are relative
 * to the seed's moment, so one moment gives one result.
 */
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/migrate';
import {
  channelPositions,
  channelUsers,
  hotelManagers,
  hotels,
  positions,
  userMenu,
  userPositions,
  users,
} from '../db/schema';
import { MANAGER_MENU } from '../domain/menu';
import { ensureRoot, hotelNodes, TREES, type TreeDescriptor } from '../domain/tree';
import { PATH_SEPARATOR, TEAM_PLANS, type TeamNodeSpec, type TeamPlan, type TeamStaffSpec } from './team-data';

export interface TeamSummary {
  /** Positions created (roots included). */
  positions: number;
  /** Channels created (roots included). */
  channels: number;
  /** Extra staff accounts created. */
  staff: number;
}

export interface TeamSeedOptions {
  now: Date;
  /** The demo password's hash the seed shares between its accounts (computed on first use only). */
  passwordHash: () => Promise<string>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Every node of the hotel's tree by its path below the root («Служба приёма › Ресепшн»). */
async function nodesByPath(db: Database, tree: TreeDescriptor, hotelId: number): Promise<Map<string, number>> {
  const nodes = await hotelNodes(db, tree, hotelId);
  const paths = new Map<number, string>();
  const result = new Map<string, number>();
  // By id, so a parent's path is known before its children's.
  for (const node of nodes) {
    if (node.parentId === null) continue;
    const parentPath = paths.get(node.parentId);
    const path = parentPath === undefined ? node.name : `${parentPath}${PATH_SEPARATOR}${node.name}`;
    paths.set(node.id, path);
    result.set(path, node.id);
  }
  return result;
}

/**
 * Plants the nodes under the hotel's root (created when missing) unless the tree already has nodes below its root;
 * returns the number of rows created.
 */
async function plant(
  db: Database,
  tree: TreeDescriptor,
  hotelId: number,
  specs: readonly TeamNodeSpec[],
): Promise<number> {
  const existing = (await hotelNodes(db, tree, hotelId)).length;
  const rootId = await ensureRoot(db, tree, hotelId);
  let created = existing === 0 ? 1 : 0;
  // More than the root: someone built this tree already (e.g. channels before any position); leave it as it is.
  if (existing > 1) return created;
  const insert = async (parentId: number, nodes: readonly TeamNodeSpec[]): Promise<void> => {
    for (const node of nodes) {
      const result = await db.execute(
        sql`INSERT INTO ${tree.table} (hotel_id, parent_id, name) VALUES (${hotelId}, ${parentId}, ${node.name}) RETURNING id`,
      );
      const [row] = rowsOf(result) as { id: number }[];
      created += 1;
      await insert(row!.id, node.children);
    }
  };
  await insert(rootId, specs);
  return created;
}

/** The id of a node the plan names; a path that is not in the tree is a mistake in the plan. */
function idOf(paths: Map<string, number>, path: string, hotelId: number, kind: string): number {
  const id = paths.get(path);
  if (id === undefined) throw new Error(`team seed of hotel ${hotelId}: no ${kind} «${path}»`);
  return id;
}

function accountValues(spec: TeamStaffSpec, password: string, now: Date) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    email: spec.email,
    password,
    firstName: spec.firstName,
    lastName: spec.lastName,
    phone: spec.phone,
    isActive: spec.state === 'active',
    lastLogin: spec.lastLoginHoursAgo === undefined ? null : ago(spec.lastLoginHoursAgo * HOUR_MS),
    dateJoined: ago(spec.joinedDaysAgo * DAY_MS),
    deactivatedAt: spec.state === 'deactivated' ? ago((spec.deactivatedDaysAgo ?? 1) * DAY_MS) : null,
  };
}

/** Creates the plan's extra staff that do not exist yet, as managers of its hotel; returns how many were created. */
async function addStaff(db: Database, plan: TeamPlan, options: TeamSeedOptions): Promise<number> {
  let created = 0;
  for (const spec of plan.staff) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, spec.email))
      .limit(1);
    let userId = existing?.id;
    if (userId === undefined) {
      const [row] = await db
        .insert(users)
        .values(accountValues(spec, await options.passwordHash(), options.now))
        .returning({ id: users.id });
      userId = row!.id;
      await db
        .insert(userMenu)
        .values(MANAGER_MENU.map((key, position) => ({ userId: userId!, key, position: position + 1 })))
        .onConflictDoNothing();
      created += 1;
    }
    await db.insert(hotelManagers).values({ userId, hotelId: plan.hotelId }).onConflictDoNothing();
  }
  return created;
}

/** Ids of the accounts by lower-case e-mail (demo accounts missing from the database are simply absent). */
async function userIds(db: Database, emails: readonly string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...new Set(emails)]));
  return new Map(rows.map((row) => [row.email, row.id]));
}

async function seedHotel(db: Database, plan: TeamPlan, options: TeamSeedOptions, summary: TeamSummary): Promise<void> {
  const { hotelId } = plan;
  summary.positions += await plant(db, TREES.positions, hotelId, plan.positions);
  summary.channels += await plant(db, TREES.channels, hotelId, plan.channels);
  summary.staff += await addStaff(db, plan, options);

  const positionIds = await nodesByPath(db, TREES.positions, hotelId);
  const channelIds = await nodesByPath(db, TREES.channels, hotelId);
  const holders: [string, string[]][] = [
    ...Object.entries(plan.holders),
    ...plan.staff.map((spec): [string, string[]] => [spec.email, spec.positions]),
  ];
  const people = await userIds(db, [...holders.map(([email]) => email), ...Object.values(plan.channelUsers).flat()]);

  const held = holders.flatMap(([email, paths]) => {
    const userId = people.get(email);
    return userId === undefined
      ? []
      : paths.map((path) => ({ userId, positionId: idOf(positionIds, path, hotelId, 'position') }));
  });
  if (held.length > 0) await db.insert(userPositions).values(held).onConflictDoNothing();

  const byPosition = Object.entries(plan.channelPositions).flatMap(([channel, paths]) =>
    paths.map((path) => ({
      channelId: idOf(channelIds, channel, hotelId, 'channel'),
      positionId: idOf(positionIds, path, hotelId, 'position'),
    })),
  );
  if (byPosition.length > 0) await db.insert(channelPositions).values(byPosition).onConflictDoNothing();

  const byPerson = Object.entries(plan.channelUsers).flatMap(([channel, emails]) =>
    emails.flatMap((email) => {
      const userId = people.get(email);
      return userId === undefined ? [] : [{ channelId: idOf(channelIds, channel, hotelId, 'channel'), userId }];
    }),
  );
  if (byPerson.length > 0) await db.insert(channelUsers).values(byPerson).onConflictDoNothing();
}

/**
 * Seeds the team of each demo hotel that exists and has no positions below its root yet. Returns what it created.
 */
export async function seedTeam(db: Database, options: TeamSeedOptions): Promise<TeamSummary> {
  const summary: TeamSummary = { positions: 0, channels: 0, staff: 0 };
  for (const plan of TEAM_PLANS) {
    const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, plan.hotelId)).limit(1);
    if (!hotel) continue;
    const [filled] = await db
      .select({ value: count() })
      .from(positions)
      .where(and(eq(positions.hotelId, plan.hotelId), isNotNull(positions.parentId)));
    if ((filled?.value ?? 0) > 0) continue;
    await seedHotel(db, plan, options, summary);
  }
  return summary;
}
