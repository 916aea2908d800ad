/**
 * Starting the contract backend (contract/django/, a real Django REST framework + djoser + SimpleJWT app) from
 * Node: a fresh sqlite database in a new temporary DATA_DIR, migrated and seeded with the demo data of our reference
 * server — every table of its seeded database (server/testing/server.ts `openSeededTemplate`, the cached template
 * the in-process test servers load) written as JSON for `manage.py seed --data`, and the seed's demo photos painted
 * into DATA_DIR/media/images/ — then Django's development server (`manage.py serve`: migrate, seed, runserver
 * --noreload, in one interpreter). Used by the contract tests (contract/*.test.ts) and by scripts/django-backend.ts
 * (the Playwright `django` project's backend).
 *
 * Debian's Python and packages only: /usr/bin/python3 explicitly (a `python3` earlier on PATH, e.g. pyenv's, lacks
 * them); scripts/ensure-django.ts installs them when missing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { DJANGO_PYTHON } from '../scripts/ensure-django';
import { freePort } from '../scripts/system-deps';
import { DEMO_PASSWORD } from '../server/seed/data';
import { demoPhoto } from '../server/seed/photos';
import { openSeededTemplate } from '../server/testing/server';

/** The Django project (manage.py). */
const DJANGO_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'django');

/** One line of runserver's request log. */
interface LoggedRequest {
  method: string;
  path: string;
  status: number;
}

export interface DjangoBackend {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:43121`. */
  url: string;
  port: number;
  /** The requests the server has answered so far, from its log, oldest first. */
  requests(): LoggedRequest[];
  /** Everything the process printed (for a failure message). */
  output(): string;
  /** Stops the server (SIGTERM to its process group) and removes the temporary DATA_DIR. */
  close(): Promise<void>;
  /** The same at once, synchronously (SIGKILL): for a process `exit` handler, where nothing can be awaited. */
  killNow(): void;
}

export interface DjangoBackendOptions {
  /** Default: a free port. */
  port?: number;
  /** Settings of contract/django/hotelapi/settings.py (SECRET_KEY, ACCESS_TOKEN_LIFETIME, DASHBOARD_URL, ...). */
  env?: Record<string, string>;
  /** How long to wait for the first answer. */
  timeoutMs?: number;
  /** Each output line, as it comes (the runner script prints them). */
  onLine?: (line: string) => void;
}

/** Our server's tables that hold no demo data the Django app takes (bookkeeping, history, per-user menus). */
const SKIPPED_TABLES = new Set([
  'schema_migrations',
  'blacklisted_tokens',
  'outbox_messages',
  'service_order_events',
  'user_menu',
]);

interface SeedData {
  /** `manage.py seed --data`: {password, tables: {table: rows}} (rows as PostgreSQL's json_agg writes them). */
  json: string;
  /** The file names of the `images` rows (the seed's demo photos, painted on demand). */
  photos: string[];
}

/** Every table of our server's seeded database, read from its cached template (well under a second when cached). */
async function seedData(): Promise<SeedData> {
  const database = await openSeededTemplate();
  try {
    const rowsOf = async (query: string): Promise<Record<string, unknown>[]> => {
      const result: unknown = await database.db.execute(sql.raw(query));
      // PGlite's driver answers {rows}, postgres.js the rows themselves.
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
    };
    const names = (
      await rowsOf(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`)
    )
      .map((row) => String(row.table_name))
      .filter((name) => !SKIPPED_TABLES.has(name));
    const tables: Record<string, unknown> = {};
    for (const name of names) {
      const [row] = await rowsOf(`SELECT coalesce(json_agg(t), '[]'::json) AS rows FROM "${name}" t`);
      tables[name] = row?.rows ?? [];
    }
    const photos = ((tables.images ?? []) as { file_name: string }[]).map((image) => image.file_name);
    return { json: JSON.stringify({ password: DEMO_PASSWORD, tables }), photos };
  } finally {
    await database.close();
  }
}

/** Paints the demo photos into MEDIA_ROOT/images/ (server/seed/photos.ts, the same bytes as our server serves). */
function writePhotos(dataDir: string, names: readonly string[]): void {
  const dir = path.join(dataDir, 'media', 'images');
  mkdirSync(dir, { recursive: true });
  for (const name of names) {
    const photo = demoPhoto(name);
    if (photo) writeFileSync(path.join(dir, name), photo.bytes);
  }
}

const REQUEST_LINE = /"([A-Z]+) (\S+) HTTP\/[\d.]+" (\d{3})/;

/**
 * Whether `url` answers HTTP at all. node:http, not fetch: a test in happy-dom has happy-dom's fetch, which prints
 * every refused connection of the wait.
 */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { timeout: 2_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
    request.end();
  });
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the contract backend and resolves once it answers HTTP. */
export async function startDjangoBackend(options: DjangoBackendOptions = {}): Promise<DjangoBackend> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-django-'));
  const seedFile = path.join(dataDir, 'seed.json');
  let seed: SeedData;
  try {
    seed = await seedData();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(seedFile, seed.json);
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A pyenv or virtualenv of the caller must not leak into Debian's interpreter.
  for (const name of ['PYTHONHOME', 'PYTHONPATH', 'VIRTUAL_ENV', 'DJANGO_SETTINGS_MODULE']) delete env[name];
  Object.assign(env, {
    DATA_DIR: dataDir,
    PYTHONUNBUFFERED: '1',
    // No __pycache__ in the repository.
    PYTHONDONTWRITEBYTECODE: '1',
    DEV_ENDPOINTS: '1',
    // Django's 260000 PBKDF2 rounds cost ~0.3 s per sign-in on this machine; tests sign in often.
    PASSWORD_HASH_ITERATIONS: '2000',
    ...options.env,
  });
  const child = spawn(DJANGO_PYTHON, ['manage.py', 'serve', `127.0.0.1:${port}`, '--data', seedFile], {
    cwd: DJANGO_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so close() stops whatever it started.
    detached: true,
  });
  const lines: string[] = [];
  const requests: LoggedRequest[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      options.onLine?.(line);
      const match = REQUEST_LINE.exec(line);
      if (match) requests.push({ method: match[1]!, path: match[2]!, status: Number(match[3]) });
    });
  }
  let closed = false;
  const signalGroup = (signal: NodeJS.Signals): void => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Gone meanwhile.
    }
  };
  const killNow = (): void => {
    closed = true;
    signalGroup('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const close = async (): Promise<void> => {
    if (!closed) {
      closed = true;
      if (child.exitCode === null && child.signalCode === null) {
        const kill = setTimeout(() => signalGroup('SIGKILL'), 3_000);
        signalGroup('SIGTERM');
        await waitForExit(child);
        clearTimeout(kill);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // While Django migrates and seeds (its own process): the files of the image rows it is loading.
  writePhotos(dataDir, seed.photos);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await close();
      throw new Error(`the Django backend exited before answering:\n${lines.slice(-30).join('\n')}`);
    }
    if (await answers(`${url}/auth/users/me/`)) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(
        `the Django backend did not answer within ${(options.timeoutMs ?? 60_000) / 1000} s:\n${lines.slice(-30).join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, requests: () => [...requests], output: () => lines.join('\n'), close, killNow };
}
