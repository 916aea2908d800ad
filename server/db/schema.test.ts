import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mediaSchema from '../media/schema';
import { emptyProjectDatabase, projectDatabaseKind } from '../testing/postgres';
import {
  type Catalog,
  catalogAfter,
  compareCatalogs,
  emptyDatabases,
  migrationsScript,
  schemaScript,
} from '../testing/schema-drift';
import type { DatabaseHandle } from './database';
import * as dbSchema from './schema';

/** Every module that declares Drizzle tables; a table missing from all of them shows up as drift. */
const SCHEMA_MODULES = [dbSchema, mediaSchema];

const databases = emptyDatabases();
/** The project's own empty databases (Postgres in `server-postgres`), closed after the file. */
const opened: DatabaseHandle[] = [];
let forMigrations: DatabaseHandle;
let forSchema: DatabaseHandle;
let migrations: string;
let schema: Catalog;

/** An empty database: a fresh one on the project's Postgres server, else an in-memory PGlite clone. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const postgres = await emptyProjectDatabase();
  if (!postgres) return databases.open();
  opened.push(postgres);
  return postgres;
}

beforeAll(async () => {
  [forMigrations, forSchema] = await Promise.all([emptyDatabase(), emptyDatabase()]);
  migrations = await migrationsScript();
  schema = await catalogAfter(forSchema, await schemaScript(...SCHEMA_MODULES));
}, 180_000);

afterAll(async () => {
  await Promise.all([databases.close(), ...opened.map((database) => database.close())]);
});

/** The drift between the schema and the migrations followed by `more` (a migration of the test's own). */
async function driftAfter(more = '') {
  return compareCatalogs(await catalogAfter(forMigrations, `${migrations}\n${more}`), schema);
}

describe(`server/db/schema.ts and the SQL migrations (${projectDatabaseKind()})`, { timeout: 120_000 }, () => {
  it('describe the same tables, columns, keys and foreign keys', async () => {
    expect(await driftAfter()).toEqual({ onlyInMigrations: [], onlyInSchema: [] });
  });

  it('both describe what matters: every table, a column with its default, a foreign key with its rule', async () => {
    const catalog = await catalogAfter(forMigrations, migrations);
    expect(catalog.exact).toContain("hotels: column currency character(3) not null default 'RUB'::bpchar");
    expect(catalog.exact).toContain('images: FOREIGN KEY (hotel_id) REFERENCES hotels(id) ON DELETE CASCADE');
    expect(catalog.extra).toContain('users: CREATE UNIQUE INDEX ON public.users USING btree (lower((email)::text))');
    expect(schema.exact).toContain("hotels: column currency character(3) not null default 'RUB'::bpchar");
    expect(schema.exact).toContain('images: FOREIGN KEY (hotel_id) REFERENCES hotels(id) ON DELETE CASCADE');
  });
});

describe('the drift check', { timeout: 120_000 }, () => {
  it('reports a column of the schema that no migration creates', async () => {
    const drift = await driftAfter('ALTER TABLE users DROP COLUMN deactivated_at;');
    expect(drift).toEqual({
      onlyInMigrations: [],
      onlyInSchema: ['users: column deactivated_at timestamp with time zone'],
    });
  });

  it('reports a column a migration adds that the schema lacks', async () => {
    const drift = await driftAfter('ALTER TABLE hotels ADD COLUMN fax varchar(32);');
    expect(drift).toEqual({ onlyInMigrations: ['hotels: column fax character varying(32)'], onlyInSchema: [] });
  });

  it('reports a changed type, nullability or default on both sides', async () => {
    const drift = await driftAfter(
      "ALTER TABLE hotels ALTER COLUMN currency SET DEFAULT 'EUR', ALTER COLUMN name TYPE varchar(100), " +
        'ALTER COLUMN stars SET NOT NULL;',
    );
    expect(drift.onlyInMigrations).toEqual([
      "hotels: column currency character(3) not null default 'EUR'::bpchar",
      'hotels: column name character varying(100) not null',
      'hotels: column stars smallint not null',
    ]);
    expect(drift.onlyInSchema).toEqual([
      "hotels: column currency character(3) not null default 'RUB'::bpchar",
      'hotels: column name character varying(255) not null',
      'hotels: column stars smallint',
    ]);
  });

  it('reports a foreign key whose delete rule differs', async () => {
    const drift = await driftAfter(
      'ALTER TABLE images DROP CONSTRAINT images_hotel_id_fkey, ' +
        'ADD CONSTRAINT images_hotel_id_fkey FOREIGN KEY (hotel_id) REFERENCES hotels (id) ON DELETE RESTRICT;',
    );
    expect(drift).toEqual({
      onlyInMigrations: ['images: FOREIGN KEY (hotel_id) REFERENCES hotels(id) ON DELETE RESTRICT'],
      onlyInSchema: ['images: FOREIGN KEY (hotel_id) REFERENCES hotels(id) ON DELETE CASCADE'],
    });
  });

  it('reports a unique constraint the schema declares and the migrations lack, not an index only they have', async () => {
    const notes = pgTable('notes', { id: serial('id').primaryKey(), slug: varchar('slug', { length: 50 }).unique() });
    const withNotes = await catalogAfter(forSchema, await schemaScript(...SCHEMA_MODULES, { notes }));
    const drift = compareCatalogs(
      await catalogAfter(
        forMigrations,
        `${migrations}\nCREATE TABLE notes (id serial PRIMARY KEY, slug varchar(50));\nCREATE INDEX notes_slug_idx ON notes (slug);`,
      ),
      withNotes,
    );
    expect(drift).toEqual({ onlyInMigrations: [], onlyInSchema: ['notes: UNIQUE (slug)'] });
  });
});
