/**
 * Does the Drizzle schema (server/db/schema.ts) describe the database the SQL migrations build? Two fresh PGlite
 * databases answer it: one gets the migrations (server/db/migrations/), the other the DDL that drizzle-kit
 * generates from the schema (what `drizzle-kit generate` would write for an empty database). Postgres then
 * describes both in its own words (pg_catalog, `format_type`, `pg_get_constraintdef`, `pg_get_indexdef`), so
 * spelling, quoting and constraint names do not matter, only what the database does.
 *
 * What must agree, both ways: the tables, their columns (type, nullability, default), primary keys and foreign
 * keys — everything the routes' queries rely on. Unique constraints, indexes and checks that the schema declares
 * must exist in the migrations; the migrations may hold more of them (the schema need not repeat every index or
 * check: Drizzle builds queries without them). See docs/decisions/201-the-database.md.
 */
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { type DatabaseHandle, openPglite } from '../db/database';
import { loadMigrations, rowsOf } from '../db/migrate';

/** One fact about a table, e.g. `column status: varchar(16) not null default 'new'::character varying`. */
type Fact = string;

/** A database as a set of facts, each prefixed by its table: `orders: foreign key (…) references …`. */
export interface Catalog {
  /** Facts that must match both ways: tables, columns, primary keys, foreign keys. */
  exact: Set<Fact>;
  /** Facts the migrations may have beyond the schema: unique constraints, indexes, checks. */
  extra: Set<Fact>;
}

export interface Drift {
  /** In the migrations' database, missing from the schema (or different there). */
  onlyInMigrations: Fact[];
  /** Declared by the schema, missing from the migrations' database (or different there). */
  onlyInSchema: Fact[];
}

const COLUMNS = `
  SELECT c.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS "type",
         a.attnotnull AS "notNull", pg_get_expr(d.adbin, d.adrelid) AS "default"
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`;

const CONSTRAINTS = `
  SELECT c.relname AS "table", k.contype AS "kind", pg_get_constraintdef(k.oid) AS "definition"
  FROM pg_constraint k
  JOIN pg_class c ON c.oid = k.conrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public'`;

/** Indexes not made by a constraint (those are compared as constraints). */
const INDEXES = `
  SELECT c.relname AS "table", pg_get_indexdef(i.indexrelid) AS "definition"
  FROM pg_index i
  JOIN pg_class c ON c.oid = i.indrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`;

const CONSTRAINT_KINDS: Record<string, { label: string; exact: boolean }> = {
  p: { label: 'primary key', exact: true },
  f: { label: 'foreign key', exact: true },
  u: { label: 'unique', exact: false },
  c: { label: 'check', exact: false },
};

async function rows<T>(handle: DatabaseHandle, query: string): Promise<T[]> {
  return rowsOf(await handle.db.execute(query)) as T[];
}

/** Describes the `public` schema of a database as facts (see {@link Catalog}). */
async function catalogOf(handle: DatabaseHandle): Promise<Catalog> {
  const catalog: Catalog = { exact: new Set(), extra: new Set() };
  const columns = await rows<{ table: string; column: string; type: string; notNull: boolean; default: string | null }>(
    handle,
    COLUMNS,
  );
  for (const column of columns) {
    const nullability = column.notNull ? ' not null' : '';
    const fallback = column.default === null ? '' : ` default ${column.default}`;
    catalog.exact.add(`${column.table}: column ${column.column} ${column.type}${nullability}${fallback}`);
  }
  for (const constraint of await rows<{ table: string; kind: string; definition: string }>(handle, CONSTRAINTS)) {
    // Postgres 18 records NOT NULL as constraints too; the columns already say it.
    if (constraint.kind === 'n') continue;
    const kind = CONSTRAINT_KINDS[constraint.kind] ?? { label: `constraint ${constraint.kind}`, exact: false };
    (kind.exact ? catalog.exact : catalog.extra).add(`${constraint.table}: ${constraint.definition}`);
  }
  for (const index of await rows<{ table: string; definition: string }>(handle, INDEXES)) {
    // The name is the author's choice; what is indexed, how, and whether it is unique is the behaviour.
    const definition = index.definition.replace(/ INDEX \S+ ON /, ' INDEX ON ');
    catalog.extra.add(`${index.table}: ${definition}`);
  }
  return catalog;
}

/** The differences between the migrations' database and the schema's (empty lists: no drift). */
export function compareCatalogs(migrations: Catalog, schema: Catalog): Drift {
  const missing = (from: Set<Fact>, to: Set<Fact>) => [...from].filter((fact) => !to.has(fact)).sort();
  return {
    onlyInMigrations: missing(migrations.exact, schema.exact),
    onlyInSchema: [...missing(schema.exact, migrations.exact), ...missing(schema.extra, migrations.extra)].sort(),
  };
}

/**
 * Empty in-memory databases, cloned from one initdb (a fresh PGlite takes seconds; a clone a fraction of that).
 * `close()` closes every database it opened.
 */
export function emptyDatabases(): { open(): Promise<DatabaseHandle>; close(): Promise<void> } {
  let template: Promise<Buffer> | undefined;
  const opened: DatabaseHandle[] = [];
  return {
    async open() {
      template ??= openPglite(null).then(async (first) => {
        const tarball = await first.dump!();
        await first.close();
        return tarball;
      });
      const handle = await openPglite(null, await template);
      opened.push(handle);
      return handle;
    },
    async close() {
      await Promise.all(opened.splice(0).map((handle) => handle.close()));
    },
  };
}

/** Every migration, in order, as one script (each statement terminated, as server/db/migrate.ts runs them). */
export async function migrationsScript(): Promise<string> {
  return (await loadMigrations()).map((migration) => migration.sql.trim().replace(/;?\s*$/, ';')).join('\n');
}

/** What drizzle-kit would run to create the tables of the schema modules in an empty database, as one script. */
export async function schemaScript(...modules: Record<string, unknown>[]): Promise<string> {
  const tables = Object.fromEntries(modules.flatMap((module) => Object.entries(module)));
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  return statements.join('\n');
}

/**
 * Runs the script on the database inside a transaction, describes the result and rolls it back (Postgres DDL is
 * transactional), so one database serves any number of scripts.
 */
export async function catalogAfter(database: DatabaseHandle, script: string): Promise<Catalog> {
  await database.exec('BEGIN');
  try {
    await database.exec(script);
    return await catalogOf(database);
  } finally {
    await database.exec('ROLLBACK');
  }
}
