import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashParameters } from './auth/passwords';
import type { Database } from './db/database';
import { rowsOf } from './db/migrate';
import { findUserByEmail } from './domain/users';
import { seed } from './seed';
import { CATEGORIES, HOTELS, UNCATEGORIZED_FACILITIES, USERS } from './seed-data';
import { startTestServer, TEST_PASSWORD_HASH_COST, type TestServer } from './testing';

const TABLES = ['users', 'hotels', 'hotel_admins', 'hotel_managers', 'user_menu', 'categories', 'facilities', 'hotel_facilities', 'outbox_messages'];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** Every row of every seeded table, in a stable order. */
async function snapshot(db: Database): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    result[table] = rowsOf(await db.execute(sql.raw(`SELECT * FROM ${table} ORDER BY 1, 2`)));
  }
  return result;
}

describe('seed', () => {
  it('contains the demo data of docs/CONTRACTS.md', async () => {
    const db = server.app.db;
    const hotels = rowsOf(await db.execute(sql`SELECT id, name, city, currency FROM hotels ORDER BY id`));
    expect(hotels).toEqual([
      { id: 1, name: 'Гранд Отель Нева', city: 'Санкт-Петербург', currency: 'RUB' },
      { id: 2, name: 'Azure Bay Resort', city: 'Сочи', currency: 'RUB' },
      { id: 3, name: 'Алтай Лодж', city: 'Горно-Алтайск', currency: 'RUB' },
    ]);
    expect(await findUserByEmail(db, 'inactive@example.com')).toMatchObject({ isActive: false, firstName: 'Игорь' });
    const admin = await findUserByEmail(db, 'admin@example.com');
    expect(hashParameters(admin!.password)).toEqual({ n: 2 ** TEST_PASSWORD_HASH_COST, r: 8, p: 1, saltBytes: 16, keyBytes: 64 });
    const [counts] = rowsOf(
      await db.execute(sql`SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM facilities) AS facilities`),
    ) as [{ categories: number; facilities: number }];
    expect(counts).toEqual({ categories: CATEGORIES.length, facilities: CATEGORIES.reduce((sum, c) => sum + c.facilities.length, 0) + UNCATEGORIZED_FACILITIES.length });
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(server.app.db);
    const summary = await seed(server.app.db, server.config);
    expect(summary).toEqual({ hotels: 0, users: 0, categories: 0, facilities: 0, mails: 0 });
    expect(await snapshot(server.app.db)).toEqual(before);
  });

  it('fills an empty database, then changes nothing the second time', async () => {
    const other = await startTestServer();
    try {
      const db = other.app.db;
      await db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`));
      const first = await seed(db, other.config);
      expect(first).toMatchObject({ hotels: HOTELS.length, users: USERS.length, categories: CATEGORIES.length, mails: 1 });
      const after = await snapshot(db);
      expect(await seed(db, other.config)).toEqual({ hotels: 0, users: 0, categories: 0, facilities: 0, mails: 0 });
      expect(await snapshot(db)).toEqual(after);
      // Explicit hotel ids must not collide with the next generated one.
      const [next] = rowsOf(await db.execute(sql`INSERT INTO hotels (name) VALUES ('Новый') RETURNING id`)) as [{ id: number }];
      expect(next.id).toBe(HOTELS.length + 1);
    } finally {
      await other.close();
    }
  });
});
