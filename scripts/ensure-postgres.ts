/**
 * A throw-away Postgres server for the tests that must run against the real thing (the Vitest project
 * `server-postgres`, see server/testing/postgres-setup.ts): finds Debian's `postgresql` binaries, installing the
 * package (as root) when missing, and starts a cluster of its own — data directory and socket under the system's
 * temporary directory, TCP on 127.0.0.1, no fsync — that {@link PostgresCluster.stop} removes again.
 *
 * `tsx scripts/ensure-postgres.ts` prints the binaries' directory (installing them when missing); `npm test` and
 * `.ci/run` call it first. `TEST_POSTGRES_URL=postgres://user@host:port/db` skips all this and uses a server of
 * your own (the user must be allowed to CREATE DATABASE).
 *
 * initdb and postgres refuse to run as root: as root they run as the `postgres` account the package creates (Node
 * switches the child's uid and gid and drops the supplementary groups, as `runuser -u postgres` would).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, freePort, isExecutable, processAlive } from './system-deps';

/** What to tell someone whose machine has no Postgres. */
export const POSTGRES_MISSING =
  "Postgres is required by the `server-postgres` tests: install Debian's postgresql (sudo apt-get install " +
  'postgresql), set POSTGRES_BIN to the directory holding initdb and postgres, or set TEST_POSTGRES_URL to a ' +
  'server where the user may CREATE DATABASE.';

const hasServer = (dir: string) => isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'postgres'));

/** POSTGRES_BIN, else the newest /usr/lib/postgresql/<major>/bin with initdb and postgres; null if none. */
export function findPostgresBin(): string | null {
  const fromEnv = process.env.POSTGRES_BIN?.trim();
  if (fromEnv) return hasServer(fromEnv) ? fromEnv : null;
  let majors: string[];
  try {
    majors = readdirSync('/usr/lib/postgresql');
  } catch {
    return null;
  }
  const dir = majors
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => path.join('/usr/lib/postgresql', major, 'bin'))
    .find(hasServer);
  return dir ?? null;
}

/**
 * Finds the Postgres binaries, installing Debian's package when possible (not when POSTGRES_BIN names a directory
 * without them); null if there are still none.
 */
export function ensurePostgres(): string | null {
  const found = findPostgresBin();
  if (found || process.env.POSTGRES_BIN?.trim()) return found;
  console.error("No Postgres found; installing Debian's postgresql.");
  return aptInstall(['postgresql']) ? findPostgresBin() : null;
}

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: a superuser, trusted on the loopback. */
  url: string;
  stop(): Promise<void>;
}

/** The `postgres` account's uid and gid (root only: it must own the data directory). */
function serverAccount(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('Running as root, but there is no `postgres` account.');
  return { uid, gid };
}

/**
 * Removes the clusters of earlier runs that ended without their teardown (a killed test run): a directory of ours
 * over ten minutes old whose server is not running.
 */
function removeAbandoned(base: string): void {
  let names: string[];
  try {
    names = readdirSync(base).filter((name) => name.startsWith('hotel-postgres-'));
  } catch {
    return;
  }
  for (const name of names) {
    const dir = path.join(base, name);
    try {
      if (Date.now() - statSync(dir).mtimeMs < 10 * 60_000) continue;
      const pid = Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) continue;
    } catch {
      // No postmaster.pid: the server is not running.
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits for the server to accept connections (pg_isready), or for it to die. */
async function ready(bin: string, port: number, socketDir: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`postgres exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    const probe = spawnSync(path.join(bin, 'pg_isready'), ['-q', '-h', socketDir, '-p', String(port)]);
    if (probe.status === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`postgres did not accept connections within 60 s:\n${log()}`);
}

/**
 * initdb and start a cluster of our own on a free port (a few seconds). Durability is off (fsync, full page writes,
 * synchronous commit): the cluster lives as long as one test run.
 */
export async function startPostgres(bin: string): Promise<PostgresCluster> {
  const account = serverAccount();
  // The `postgres` account must reach it: as root, /tmp rather than a TMPDIR that may sit under /root.
  const base = account ? '/tmp' : tmpdir();
  removeAbandoned(base);
  const root = mkdtempSync(path.join(base, 'hotel-postgres-'));
  const dataDir = path.join(root, 'data');
  if (account) chownSync(root, account.uid, account.gid);
  const as = account ?? {};
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    const init = spawnSync(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
      { encoding: 'utf8', ...as },
    );
    if (init.status !== 0) throw new Error(`initdb failed (${init.status}):\n${init.stdout}${init.stderr}`);
  } catch (error) {
    remove();
    throw error;
  }

  const port = await freePort();
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    root,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'max_connections=200',
  ];
  const child = spawn(path.join(bin, 'postgres'), args, { stdio: ['ignore', 'ignore', 'pipe'], ...as });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGINT: "fast" shutdown, open connections are ended.
      child.kill('SIGINT');
      await exited;
    }
    remove();
  };
  try {
    await ready(bin, port, root, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.env.TEST_POSTGRES_URL?.trim()) {
    console.log(`TEST_POSTGRES_URL is set: the tests use that server.`);
  } else {
    const bin = ensurePostgres();
    if (!bin) {
      console.error(POSTGRES_MISSING);
      process.exit(1);
    }
    console.log(bin);
  }
}
