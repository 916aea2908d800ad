/**
 * Fills a database with the demo data of server/seed/data.ts and the front desk of server/seed/front-desk.ts.
 * Idempotent: it only adds what is missing (hotels by id, users by e-mail, the catalogue when empty, a hotel's
 * rooms, guests, stays, services and orders when it has none) and never overwrites what a person changed, so
 * running it twice — or on every start — changes nothing the second time.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { activationMail } from '../auth/emails';
import { hashPassword } from '../auth/passwords';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import {
  categories,
  facilities,
  hotelAdmins,
  hotelFacilities,
  hotelManagers,
  hotels,
  outboxMessages,
  userMenu,
  users,
} from '../db/schema';
import type { Logger } from '../log';
import { sendMail } from '../outbox';
import { seedContent } from './content';
import { CATEGORIES, DEMO_PASSWORD, HOTEL_FACILITIES, HOTELS, UNCATEGORIZED_FACILITIES, USERS } from './data';
import { type FrontDeskSummary, seedFrontDesk } from './front-desk';
import { seedMenus } from './menus';
import { seedPhotos } from './photos';
import { seedPromoBilling } from './promo-billing';
import { withServiceSettings } from './services';
import { seedTeam, type TeamSummary } from './team';
import { seedVirtualCategories } from './virtual-categories';

export interface SeedOptions {
  /**
   * Write the activation e-mail of each inactive demo account that has none yet (default true). The link is
   * signed with `config.secretKey`, so a database copied between servers with different keys (the test template)
   * is seeded without it, and each server adds its own.
   */
  activationMails?: boolean;
  logger?: Logger;
  /** The moment the front-desk data is built around (default now): stays around that day, orders before it. */
  now?: Date;
}

export interface SeedSummary extends FrontDeskSummary, TeamSummary {
  hotels: number;
  users: number;
  categories: number;
  facilities: number;
  mails: number;
}

const silent: Logger = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

/** True when the database has no account at all: `main.ts` seeds only then. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

/** Moves a serial column's sequence past explicitly inserted ids. */
async function syncSequence(db: Database, table: string): Promise<void> {
  await db.execute(
    sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`),
  );
}

/**
 * Seeds the database. The demo accounts share one scrypt hash of the demo password, computed once: hashing is
 * deliberately slow (~0.6 s each at the OWASP cost) and the seed runs on every fresh test database and first
 * start. The trade-off — equal salts reveal that these accounts share a password — costs nothing, as that
 * password is published in the README anyway; every password set later gets its own salt.
 */
export async function seed(db: Database, config: ServerConfig, options: SeedOptions = {}): Promise<SeedSummary> {
  const logger = options.logger ?? silent;
  const now = options.now ?? new Date();
  const summary: SeedSummary = {
    hotels: 0,
    users: 0,
    categories: 0,
    facilities: 0,
    mails: 0,
    rooms: 0,
    guests: 0,
    stays: 0,
    services: 0,
    orders: 0,
    messages: 0,
    positions: 0,
    channels: 0,
    staff: 0,
  };

  const existingUsers = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        USERS.map((user) => user.email),
      ),
    );
  const missingUsers = USERS.filter((user) => !existingUsers.some((row) => row.email.toLowerCase() === user.email));
  const passwordHash = missingUsers.length > 0 ? await hashPassword(DEMO_PASSWORD, config.passwordHashCost) : '';

  await db.transaction(async (tx) => {
    const newHotels = await tx
      .insert(hotels)
      .values(HOTELS.map((hotel) => ({ ...hotel })))
      .onConflictDoNothing({ target: hotels.id })
      .returning({ id: hotels.id });
    summary.hotels = newHotels.length;
    if (newHotels.length > 0) await syncSequence(tx, 'hotels');

    const [catalogue] = await tx.select({ value: count() }).from(facilities);
    if ((catalogue?.value ?? 0) === 0) {
      for (const [index, category] of CATEGORIES.entries()) {
        const [row] = await tx
          .insert(categories)
          .values({ name: category.name, icon: category.icon, position: index + 1 })
          .returning({ id: categories.id });
        await tx.insert(facilities).values(
          category.facilities.map((facility, position) => ({
            ...facility,
            categoryId: row!.id,
            position: position + 1,
          })),
        );
        summary.categories += 1;
        summary.facilities += category.facilities.length;
      }
      await tx.insert(facilities).values(
        UNCATEGORIZED_FACILITIES.map((facility, position) => ({
          ...facility,
          categoryId: null,
          position: position + 1,
        })),
      );
      summary.facilities += UNCATEGORIZED_FACILITIES.length;
    }

    const catalogueIds = new Map(
      (await tx.select({ id: facilities.id, name: facilities.name }).from(facilities)).map((row) => [row.name, row.id]),
    );
    for (const { id: hotelId } of newHotels) {
      const choice = HOTEL_FACILITIES[hotelId];
      if (!choice) continue;
      const rows = choice.selected
        .map((name) => ({
          hotelId,
          facilityId: catalogueIds.get(name),
          selected: true,
          linked: choice.linked.includes(name),
        }))
        .filter((row): row is typeof row & { facilityId: number } => row.facilityId !== undefined);
      if (rows.length > 0) await tx.insert(hotelFacilities).values(rows).onConflictDoNothing();
    }

    for (const user of missingUsers) {
      const [row] = await tx
        .insert(users)
        .values({
          email: user.email,
          password: passwordHash,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          isActive: user.isActive,
        })
        .returning({ id: users.id });
      const userId = row!.id;
      if (user.adminOf.length > 0)
        await tx
          .insert(hotelAdmins)
          .values(user.adminOf.map((hotelId) => ({ userId, hotelId })))
          .onConflictDoNothing();
      if (user.managerOf.length > 0)
        await tx
          .insert(hotelManagers)
          .values(user.managerOf.map((hotelId) => ({ userId, hotelId })))
          .onConflictDoNothing();
      await tx
        .insert(userMenu)
        .values(user.menu.map((key, position) => ({ userId, key, position: position + 1 })))
        .onConflictDoNothing();
      summary.users += 1;
    }

    // After the staff: orders are taken and answered by each hotel's administrators and managers.
    Object.assign(summary, await withServiceSettings(tx, () => seedFrontDesk(tx, now)));
    // After the services: a few of them get a photo too.
    await seedPhotos(tx);
    // After the front desk, so its extra staff never take or answer the seeded orders.
    let teamHash: Promise<string> | undefined;
    const demoHash = () =>
      (teamHash ??= passwordHash
        ? Promise.resolve(passwordHash)
        : hashPassword(DEMO_PASSWORD, config.passwordHashCost));
    Object.assign(summary, await seedTeam(tx, { now, passwordHash: demoHash }));
    // Safety and sights content: categories once, items for demo hotels that have none.
    await seedContent(tx);
    // After the services: each category groups some of the hotel's services.
    await seedVirtualCategories(tx);
    // After the services: a landing's call to action leads to one of them.
    await seedPromoBilling(tx, now);
    // Last: the main menu points at services, a virtual category, a landing, a safety item and a sight.
    await seedMenus(tx, now);
  });

  if (options.activationMails ?? true) summary.mails = await seedActivationMails(db, config, logger);
  return summary;
}

/**
 * Writes the activation e-mail of each inactive demo account that has no activation e-mail yet, signed with this
 * server's key. Separate from {@link seed} so a test server loading the pre-seeded template adds only this.
 */
export async function seedActivationMails(
  db: Database,
  config: ServerConfig,
  logger: Logger = silent,
): Promise<number> {
  let mails = 0;
  for (const seedUser of USERS.filter((user) => !user.isActive)) {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, seedUser.email))
      .limit(1);
    if (!user || user.isActive) continue;
    const [sent] = await db
      .select({ value: count() })
      .from(outboxMessages)
      .where(
        and(
          eq(sql`lower(${outboxMessages.toEmail})`, seedUser.email),
          sql`${outboxMessages.links}::text LIKE '%/activate/%'`,
        ),
      );
    if ((sent?.value ?? 0) > 0) continue;
    await sendMail(db, logger, activationMail(config, user));
    mails += 1;
  }
  return mails;
}
