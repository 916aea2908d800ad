/**
 * Test files that run in two Vitest projects (vitest.config.ts): in `server` on in-memory PGlite, in
 * `server-postgres` on a real Postgres server (server/testing/postgres-setup.ts). {@link startProjectServer} and
 * {@link emptyProjectDatabase} give each file a database of its own, whichever project runs it: on Postgres a
 * clone of the seeded template (`CREATE DATABASE … TEMPLATE`, a fraction of a second) or an empty one.
 */
import { inject } from 'vitest';
import type { ServerConfig } from '../config';
import { type DatabaseHandle, openPostgres } from '../db/database';
import { databaseUrl, type PostgresContext } from './postgres-setup';
import { startTestServer, type TestServer } from './server';

/** The Postgres server of this test run, or null in a project without one; throws when it should be there. */
function projectPostgres(): { url: string; template: string } | null {
  const context: PostgresContext | undefined = inject('postgres');
  if (context === undefined) return null;
  if ('error' in context) throw new Error(`No Postgres for the server-postgres tests: ${context.error}`);
  return context;
}

/** Which database this file's tests run on, for test names: `postgres` or `pglite`. */
export function projectDatabaseKind(): 'postgres' | 'pglite' {
  return inject('postgres') === undefined ? 'pglite' : 'postgres';
}

let serial = 0;

async function adminSql(url: string) {
  const { default: postgres } = await import('postgres');
  return postgres(url, { max: 1, onnotice: () => {} });
}

/** Creates a database on the project's server (a clone of `template` when given) and returns its URL and a drop. */
async function createDatabase(
  server: { url: string },
  template: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  serial += 1;
  const name = `hotel_test_${process.pid}_${serial}`;
  const sql = await adminSql(server.url);
  try {
    // FILE_COPY: a copy of the template's files, much faster than the default WAL_LOG for a seeded template.
    await sql.unsafe(
      template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY` : `CREATE DATABASE ${name}`,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
  return {
    url: databaseUrl(server.url, name),
    drop: async () => {
      const admin = await adminSql(server.url);
      try {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}

/**
 * {@link startTestServer} on this project's database: in-memory PGlite, or on Postgres a fresh clone of the seeded
 * template, dropped when the server closes.
 */
export async function startProjectServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const postgres = projectPostgres();
  if (!postgres) return startTestServer(overrides);
  const database = await createDatabase(postgres, postgres.template);
  const server = await startTestServer({ ...overrides, databaseUrl: database.url }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    ...server,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/**
 * An empty database of this project, on one connection (so `BEGIN` … `ROLLBACK` scripts work): a fresh Postgres
 * database, dropped on close, or null in a PGlite project (which opens its own).
 */
export async function emptyProjectDatabase(): Promise<DatabaseHandle | null> {
  const postgres = projectPostgres();
  if (!postgres) return null;
  const database = await createDatabase(postgres, null);
  const handle = await openPostgres(database.url, 1);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
