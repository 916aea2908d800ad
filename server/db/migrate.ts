/**
 * Schema migrations without drizzle-kit at run time: `server/db/migrations/NNNN_name.sql` files applied in name
 * order, each exactly once, recorded in `schema_migrations`. Plain SQL keeps every change reviewable and runnable
 * by hand with psql.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database';

/** Where the migration files live (also hashed by the test template cache, see server/testing/server.ts). */
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const NAME = /^(\d{4}_[a-z0-9_]+)\.sql$/;

export interface Migration {
  id: string;
  sql: string;
}

/** The migrations shipped with the server, in the order they must run. */
export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => NAME.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      id: NAME.exec(file)![1]!,
      sql: await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'),
    })),
  );
}

/**
 * Applies the migrations the database has not seen yet and returns their ids. Each file and its bookkeeping row
 * go to the server as one multi-statement query, which Postgres runs as one implicit transaction: a failing
 * migration leaves nothing half-applied. Not safe against two processes migrating one Postgres at the same
 * moment; start one server first.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  await handle.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (id varchar(255) PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());`,
  );
  const rows = await handle.db.execute<{ id: string }>(`SELECT id FROM schema_migrations`);
  const applied = new Set((rowsOf(rows) as { id: string }[]).map((row) => row.id));
  const done: string[] = [];
  for (const migration of await loadMigrations()) {
    if (applied.has(migration.id)) continue;
    await handle.exec(
      `${migration.sql.trim().replace(/;?\s*$/, ';')}\nINSERT INTO schema_migrations (id) VALUES ('${migration.id}');`,
    );
    done.push(migration.id);
  }
  return done;
}

/** Drizzle's `execute` answers `{rows}` on PGlite and an array on postgres-js; this reads either. */
export function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  const rows = (result as { rows?: unknown[] } | null)?.rows;
  return Array.isArray(rows) ? rows : [];
}
