/**
 * `startTestServer()` for Vitest (docs/CONTRACTS.md): the real backend, in-process, on a fresh in-memory PGlite
 * database (migrated and seeded), listening on 127.0.0.1 on a free port.
 *
 * Speed: a fresh PGlite runs initdb, which takes several seconds. So the first server of a machine builds a
 * *template* — initdb, migrations, seed — dumps it as a tarball into `node_modules/.cache/hotel-server/`, and
 * every server after that (in any process) loads the tarball instead, well under a second. The cache key hashes
 * the migrations, the seed, the password hashing code, the PGlite version and today's date in UTC and in each hotel's
 * zone (the front-desk data is dated relative to the day the seed runs, so yesterday's template would show stale
 * stays and orders),
 * so a change to any of them rebuilds the template; a lock file keeps parallel test workers from building it
 * twice. `warmTestTemplate()` lets a Vitest globalSetup pay the one-time cost before the workers start.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { processAlive } from '../../scripts/system-deps';
import { buildApp } from '../app';
import { IN_MEMORY_DATABASE, loadConfig, type ServerConfig } from '../config';
import { type DatabaseHandle, openDatabase, openPglite, pgliteDistDir, preparePglite } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { todayIn } from '../domain/stays';
import { listOutbox, type OutboxMessage } from '../outbox';
import { seed, seedActivationMails } from '../seed';
import { HOTELS } from '../seed/data';

export type { OutboxMessage } from '../outbox';

export interface TestServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:43121`. */
  url: string;
  config: ServerConfig;
  close(): Promise<void>;
  /** The e-mails "sent" so far, newest first (same as `GET /dev/outbox/`). */
  outbox(): Promise<OutboxMessage[]>;
  /** The Fastify instance, for server tests that arrange state no endpoint offers yet (`app.db`) or `inject`. */
  app: FastifyInstance;
}

/** Cheaper password hashes for tests (N = 2^12 instead of 2^17): every sign-in verifies one. */
export const TEST_PASSWORD_HASH_COST = 12;

const SERVER_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Files and folders (relative to server/) whose code decides what the seeded database contains; tests excluded.
 * Routes and HTTP helpers are left out on purpose, so editing them does not rebuild the template. Seed code
 * that moves elsewhere must be listed here (the lib/ modules the seed reads: the transliteration of its e-mails
 * and landing addresses, the users' default menus).
 */
const TEMPLATE_SOURCES = [
  'seed',
  'translation/phrases.ts',
  'config.ts',
  'db',
  'auth',
  'domain',
  '../lib/translit.ts',
  '../lib/menu-areas.ts',
];
const LOCK_STALE_MS = 120_000;

let serial = 0;

function testConfig(overrides: Partial<ServerConfig>): ServerConfig {
  serial += 1;
  const base = loadConfig({
    DATABASE_URL: IN_MEMORY_DATABASE,
    DATA_DIR: path.join(tmpdir(), `hotel-test-${process.pid}-${serial}`),
    ENABLE_DEV_ENDPOINTS: '1',
    // Tests sign the same accounts in over and over; a test of these limits sets them low itself.
    AUTH_ACCOUNT_RATE_LIMIT: '10000',
    REFRESH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
  });
  return { ...base, port: 0, host: '127.0.0.1', ...overrides };
}

function cacheDir(): string {
  const preferred = path.join(SERVER_DIR, '..', 'node_modules', '.cache', 'hotel-server');
  try {
    mkdirSync(preferred, { recursive: true });
    return preferred;
  } catch {
    const fallback = path.join(tmpdir(), 'hotel-server-cache');
    mkdirSync(fallback, { recursive: true });
    return fallback;
  }
}

/** The source files under the given paths, sorted, relative to server/ (missing paths are skipped). */
async function sourceFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const entry of paths) {
    const info = await stat(path.join(SERVER_DIR, entry)).catch(() => null);
    if (!info) continue;
    if (info.isFile()) {
      files.push(entry);
      continue;
    }
    const nested = await readdir(path.join(SERVER_DIR, entry), { recursive: true });
    files.push(
      ...nested
        .filter((name) => /\.(ts|sql)$/.test(name) && !name.endsWith('.test.ts'))
        .map((name) => path.join(entry, name)),
    );
  }
  return files.sort();
}

/**
 * The seed's days: its stays are dated around each hotel's today, in the hotel's zone, so the template is per day of
 * every seeded hotel's zone and of UTC. A UTC day alone served Moscow's new day, from 21:00 UTC, a template of the
 * day before: no arrivals today.
 */
function templateDay(now = new Date()): string {
  const days = new Set([now.toISOString().slice(0, 10), ...HOTELS.map((hotel) => todayIn(hotel.timezone, now))]);
  return [...days].join(',');
}

async function templateKey(cost: number, day: string): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(await readFile(path.join(pgliteDistDir(), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(`pglite ${pglite.version}\ncost ${cost}\nday ${day}\n`);
  for (const migration of await loadMigrations()) hash.update(`${migration.id}\n${migration.sql}\n`);
  for (const file of await sourceFiles(TEMPLATE_SOURCES))
    hash.update(`${file}\n${await readFile(path.join(SERVER_DIR, file), 'utf8')}\n`);
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(config: ServerConfig): Promise<Buffer> {
  const database = await openPglite(null);
  try {
    await migrate(database);
    await seed(database.db, config, { activationMails: false });
    // initdb's template0/template1 are a third of the files every test database would unpack; tests never
    // CREATE DATABASE, so the template goes without them. The checkpoint spares the WAL replay at each start.
    await database.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    await database.exec('DROP DATABASE template1');
    await database.exec('DROP DATABASE template0');
    await database.exec('CHECKPOINT');
    return await database.dump!();
  } finally {
    await database.close();
  }
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** Whether a lock file was left by a builder that died (a killed test worker) or has been held for too long. */
async function lockAbandoned(lockFile: string): Promise<boolean> {
  const [owner, info] = await Promise.all([
    readFile(lockFile, 'utf8').catch(() => ''),
    stat(lockFile).catch(() => null),
  ]);
  if (!info) return false;
  const pid = Number(owner.trim());
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid)) return true;
  return Date.now() - info.mtimeMs > LOCK_STALE_MS;
}

/** Waits for another process's build (its lock file holds the builder's pid), taking over from a dead builder. */
async function withLock<T>(lockFile: string, ready: () => Promise<T | null>, build: () => Promise<T>): Promise<T> {
  for (;;) {
    const done = await ready();
    if (done !== null) return done;
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      try {
        return (await ready()) ?? (await build());
      } finally {
        await unlink(lockFile).catch(() => {});
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await lockAbandoned(lockFile)) await unlink(lockFile).catch(() => {});
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const templates = new Map<string, Promise<Buffer>>();

/** The seeded template of this process (built or read from the cache once, then kept in memory). */
function templateFor(config: ServerConfig): Promise<Buffer> {
  const cost = config.passwordHashCost;
  const day = templateDay();
  const memoKey = `${cost} ${day}`;
  let template = templates.get(memoKey);
  if (!template) {
    template = (async () => {
      const dir = cacheDir();
      const key = await templateKey(cost, day);
      // Uncompressed (~25 MB): gunzip would cost each test process ~0.2 s.
      const file = path.join(dir, `template-${key}.tar`);
      return withLock(
        `${file}.lock`,
        () => readIfExists(file),
        async () => {
          const tarball = await buildTemplate(config);
          const temporary = `${file}.${process.pid}.tmp`;
          await writeFile(temporary, tarball);
          await rename(temporary, file);
          // Templates of other keys unused for a day are dead weight (a fresher one may serve another cost).
          for (const name of await readdir(dir)) {
            if (!/^template-[0-9a-f]+\.tar$/.test(name) || name.includes(key)) continue;
            const old = path.join(dir, name);
            const age = await stat(old).then(
              (info) => Date.now() - info.atimeMs,
              () => 0,
            );
            if (age > 86_400_000) await rm(old, { force: true });
          }
          return tarball;
        },
      );
    })();
    template.catch(() => templates.delete(memoKey));
    templates.set(memoKey, template);
  }
  return template;
}

/**
 * Builds (or reads) the seeded template now, so that the first test server of each worker only loads it. For a
 * Vitest `globalSetup`: `export default () => warmTestTemplate()`.
 */
export async function warmTestTemplate(overrides: Partial<ServerConfig> = {}): Promise<void> {
  await templateFor(testConfig(overrides));
}

/**
 * Migrates and seeds a database as the template of the in-memory servers is (test settings: cheap password hashes,
 * no activation e-mails — {@link startTestServer} adds them with its own key). For a Postgres template database
 * (server/testing/postgres-setup.ts).
 */
export async function seedTestDatabase(database: DatabaseHandle): Promise<void> {
  await migrate(database);
  await seed(database.db, testConfig({}), { activationMails: false });
}

/**
 * An in-memory database loaded from the seeded template (built or read from the cache as for a test server): the
 * demo data exactly as {@link startTestServer} has it, for a reader of its rows (contract/django-backend.ts copies
 * them into the Django contract backend). The caller closes it.
 */
export async function openSeededTemplate(): Promise<DatabaseHandle> {
  preparePglite();
  return openPglite(null, await templateFor(testConfig({})));
}

async function openTestDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl !== IN_MEMORY_DATABASE) {
    const database = await openDatabase(config);
    await migrate(database);
    return database;
  }
  preparePglite();
  return openPglite(null, await templateFor(config));
}

/**
 * Starts the backend on a fresh seeded database. `overrides` change any setting, e.g.
 * `{ authRateLimit: 10_000 }` or `{ accessTokenLifetime: 0 }` (every access token is born expired).
 * Defaults: in-memory PGlite, random secret key, dev endpoints on, per-account and refresh limits out of the way,
 * silent logs, cheap password hashes.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const config = testConfig(overrides);
  const database = await openTestDatabase(config);
  let app;
  try {
    // Adds what the template leaves out: activation e-mails signed with this server's key.
    await seedActivationMails(database.db, config);
    app = await buildApp(config, { database });
  } catch (error) {
    await database.close();
    throw error;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  let closed: Promise<void> | undefined;
  return {
    url,
    config: { ...config, port },
    outbox: () => listOutbox(app.db),
    app,
    close: () => {
      closed ??= (async () => {
        await app.close();
        await rm(config.dataDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
