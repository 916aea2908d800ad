/**
 * Starting the contract backend (contract/django/, a real Django REST framework + djoser + SimpleJWT app) from
 * Node: a fresh sqlite database in a new temporary DATA_DIR, migrated and seeded with the hotels and accounts of
 * server/seed/data.ts, then Django's development server (`manage.py serve`: migrate, seed, runserver --noreload,
 * in one interpreter). Used by the contract tests (contract/*.test.ts) and by scripts/django-backend.ts (the
 * Playwright `django` project's backend).
 *
 * Debian's Python and packages only: /usr/bin/python3 explicitly (a `python3` earlier on PATH, e.g. pyenv's, lacks
 * them); scripts/ensure-django.ts installs them when missing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DJANGO_PYTHON } from '../scripts/ensure-django';
import { freePort } from '../scripts/system-deps';
import { DEMO_PASSWORD, HOTELS, USERS } from '../server/seed/data';

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

/** The demo hotels and accounts of server/seed/data.ts as `manage.py seed --data` reads them. */
function seedData(): string {
  return JSON.stringify({
    password: DEMO_PASSWORD,
    hotels: HOTELS.map(({ id, name, city }) => ({ id, name, city })),
    users: USERS.map(({ email, firstName, lastName, phone, isActive, adminOf, managerOf }) => ({
      email,
      firstName,
      lastName,
      phone,
      isActive,
      adminOf,
      managerOf,
    })),
  });
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
  writeFileSync(seedFile, seedData());
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
