/**
 * Vitest `globalSetup` of the `server-postgres` project (vitest.config.ts): starts a Postgres server of its own
 * (scripts/ensure-postgres.ts; or uses `TEST_POSTGRES_URL`), builds a migrated and seeded template database in it
 * once, and hands both to the test files (`inject('postgres')`, server/testing/postgres.ts), which clone the template
 * per file. At the end it drops what it made and stops the server.
 *
 * Without Postgres it does not throw (that would stop every other project's tests too): it hands the reason
 * instead, and every test file of the project fails with it — loudly, never skipped.
 */
import type { TestProject } from 'vitest/node';
import { findPostgresBin, POSTGRES_MISSING, type PostgresCluster, startPostgres } from '../../scripts/ensure-postgres';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedTestDatabase } from './server';

/** What this setup hands the test files: the server and its template, or why there is none. */
export type PostgresContext = { url: string; template: string } | { error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresContext;
  }
}

/** The template's name; a run of its own per process, so two runs against one TEST_POSTGRES_URL do not collide. */
const TEMPLATE = `hotel_template_${process.pid}`;

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, body: (sql: import('postgres').Sql) => Promise<T>): Promise<T> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await body(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let cluster: PostgresCluster | null = null;
  let url = process.env.TEST_POSTGRES_URL?.trim() || null;
  try {
    if (!url) {
      // Installing is the job of `npm test` and .ci/run (scripts/ensure-postgres.ts), before Vitest starts.
      const bin = findPostgresBin();
      if (!bin) throw new Error(POSTGRES_MISSING);
      cluster = await startPostgres(bin);
      url = cluster.url;
    }
    const serverUrl = url;
    await admin(serverUrl, (sql) =>
      sql.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE}`).then(() => sql.unsafe(`CREATE DATABASE ${TEMPLATE}`)),
    );
    const database = await openDatabase({
      ...loadConfig({ DATABASE_URL: databaseUrl(serverUrl, TEMPLATE), SECRET_KEY: 'template' }),
    });
    try {
      await seedTestDatabase(database);
    } finally {
      await database.close();
    }
    project.provide('postgres', { url: serverUrl, template: TEMPLATE });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`server-postgres: no Postgres for the tests.\n${reason}`);
    project.provide('postgres', { error: reason });
    await cluster?.stop();
    cluster = null;
  }
  return async () => {
    if (cluster) {
      await cluster.stop();
      return;
    }
    if (url) await admin(url, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE}`)).catch(() => {});
  };
}
