/**
 * server/db/migrate.ts on an empty database: in `server` an in-memory PGlite, in `server-postgres` a fresh database
 * on the run's Postgres server — the one check that the SQL migrations run on Postgres itself, not only on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyProjectDatabase, projectDatabaseKind } from '../testing/postgres';
import { emptyDatabases } from '../testing/schema-drift';
import type { DatabaseHandle } from './database';
import { loadMigrations, migrate, rowsOf } from './migrate';

const pglite = emptyDatabases();
/** The project's Postgres database, or null: then `pglite` opened the database and closes it. */
let postgres: DatabaseHandle | null = null;
let database: DatabaseHandle;

beforeAll(async () => {
  postgres = await emptyProjectDatabase();
  database = postgres ?? (await pglite.open());
}, 60_000);

afterAll(async () => {
  await Promise.all([postgres?.close(), pglite.close()]);
});

describe(`migrate (${projectDatabaseKind()})`, () => {
  it('applies every migration once, in order, and records each', async () => {
    const ids = (await loadMigrations()).map((migration) => migration.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(await migrate(database)).toEqual(ids);
    const recorded = rowsOf(await database.db.execute('SELECT id FROM schema_migrations ORDER BY id'));
    expect(recorded).toEqual(ids.map((id) => ({ id })));
    // What the migrations create is there.
    const tables = rowsOf(
      await database.db.execute(`SELECT to_regclass('public.menu_items') IS NOT NULL AS "exists"`),
    ) as { exists: boolean }[];
    expect(tables).toEqual([{ exists: true }]);
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(database)).toEqual([]);
  });
});
