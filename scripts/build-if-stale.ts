/**
 * Builds the static export only when it is missing or stale. Used by `npm start` (into `out/`), Playwright
 * (into `out-e2e/`, with the e2e backend's URL) and the benchmark.
 *
 * An export is stale when its stamp (`<dir>/.build-stamp.json`, never served) is missing, when it was built
 * with other NEXT_PUBLIC_* values than the ones asked for now (they are inlined at build time), or when any
 * input changed after the build started: app/, features/, lib/, public/ (test files excepted), the root
 * config and entry files, `.env*`. The check is mtime-based, like make.
 *
 * After a build it moves the source maps out of the export (into `<dir>-sourcemaps/`, or SOURCEMAPS_DIR; not for
 * ANALYZE=1, whose export is never served: scripts/source-maps.ts) and writes the export's Content-Security-Policy
 * files (`.csp.json`, `.csp.nginx.conf`: scripts/csp.ts). Between the two, each page gets its critical CSS inline and
 * its stylesheets deferred (scripts/critical-css.ts), and then the service worker `sw.js` is built over the finished
 * pages (scripts/service-worker.ts).
 *
 * The Sentry release (NEXT_PUBLIC_SENTRY_RELEASE, inlined into the app like every NEXT_PUBLIC_* value) is the
 * environment's when set, else the git commit being built. Only an explicit one is part of the stamp: a commit that
 * changes no input leaves the export as it was.
 *
 * CLI: `tsx scripts/build-if-stale.ts [--dir out-e2e] [--force]`, NEXT_PUBLIC_* taken from the environment;
 * `--e2e` builds with the e2e export's values instead (e2e/env.ts; `npm test` builds `out-e2e/` so before Playwright).
 * `npm run build` is `--force` into `out/`.
 */
import { execFileSync, type StdioOptions, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { e2eWebPublicEnv } from '../e2e/env';
import { inlineCriticalCss } from './critical-css';
import { writeCspFiles } from './csp';
import { buildServiceWorker } from './service-worker';
import { hideSourceMaps, sourceMapsDirFor } from './source-maps';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const INPUT_DIRS = ['app', 'features', 'lib', 'public'];
const INPUT_FILES = [
  'next.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'instrumentation-client.ts',
  'sentry.client.config.ts',
];
const STAMP = '.build-stamp.json';

/** The public configuration `npm start` builds with when the environment sets nothing. */
export const DEFAULT_PUBLIC_ENV = {
  NEXT_PUBLIC_API_URL: 'http://localhost:8000',
  NEXT_PUBLIC_ENVIRONMENT: 'local',
} as const;

export interface BuildOptions {
  /** Export directory relative to the project (`out` is Next's default; others go through NEXT_DIST_DIR). */
  dir?: string;
  /** NEXT_PUBLIC_* values for this build; added to (and overriding) those of process.env. */
  publicEnv?: Record<string, string>;
  /** Take NEXT_PUBLIC_* of process.env too (default true); e2e builds set false to be hermetic. */
  inheritPublicEnv?: boolean;
  force?: boolean;
  /** Print the build's output (default true). */
  verbose?: boolean;
}

interface Stamp {
  builtAt: number;
  publicEnv: Record<string, string>;
  nextVersion: string;
  /** The Sentry release the app reports (informative: see the module comment). */
  release?: string;
}

export interface BuildResult {
  dir: string;
  built: boolean;
  /** Why it was (re)built, or why not. */
  reason: string;
}

/** NEXT_PUBLIC_* of `env`, sorted, so two stamps compare as strings. */
function publicEnvOf(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[0].startsWith('NEXT_PUBLIC_') && entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function newestInput(root: string, since: number): string | null {
  const isTestFile = (name: string): boolean => /\.test\.[cm]?[jt]sx?$/.test(name);
  const visit = (dir: string): string | null => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return null;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'node_modules' || entry.name === 'test') continue;
        const found = visit(full);
        if (found) return found;
      } else if (!isTestFile(entry.name) && statSync(full).mtimeMs > since) {
        return full;
      }
    }
    return null;
  };
  for (const dir of INPUT_DIRS) {
    const found = visit(path.join(root, dir));
    if (found) return found;
  }
  const rootFiles = [...INPUT_FILES, ...readdirSync(root).filter((name) => name.startsWith('.env'))];
  for (const file of rootFiles) {
    const full = path.join(root, file);
    if (existsSync(full) && statSync(full).mtimeMs > since) return full;
  }
  return null;
}

/** The commit checked out in `root`, or '' outside a git work tree. */
function gitCommit(root: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

function nextVersion(root: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return 'unknown';
  }
}

/** Why the export in `dir` must be rebuilt for `publicEnv`, or null when it is fresh. */
function staleReason(dir: string, publicEnv: Record<string, string>, root = PROJECT_ROOT): string | null {
  const outDir = path.resolve(root, dir);
  if (!existsSync(path.join(outDir, 'index.html'))) return `${dir}/index.html is missing`;
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(outDir, STAMP), 'utf8')) as Stamp;
  } catch {
    return `${dir}/${STAMP} is missing`;
  }
  if (JSON.stringify(stamp.publicEnv) !== JSON.stringify(publicEnv)) {
    return `built with ${JSON.stringify(stamp.publicEnv)}, now ${JSON.stringify(publicEnv)}`;
  }
  if (stamp.nextVersion !== nextVersion(root)) return `built with next ${stamp.nextVersion}`;
  const changed = newestInput(root, stamp.builtAt);
  if (changed) return `${path.relative(root, changed)} changed since the build`;
  return null;
}

/** Runs `next build` into `dir` when stale (see the module comment), then writes the stamp. */
export async function buildIfStale(options: BuildOptions = {}): Promise<BuildResult> {
  const dir = options.dir ?? 'out';
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => options.inheritPublicEnv !== false || !key.startsWith('NEXT_PUBLIC_'),
    ),
  );
  const env: Record<string, string | undefined> = { ...inherited, ...options.publicEnv };
  const publicEnv = publicEnvOf(env);
  const reason = options.force ? 'forced' : staleReason(dir, publicEnv);
  if (reason === null) return { dir, built: false, reason: 'up to date' };

  console.log(`Building the static export into ${dir}/ (${reason}) ...`);
  const builtAt = Date.now();
  const release = env.NEXT_PUBLIC_SENTRY_RELEASE || gitCommit(PROJECT_ROOT);
  const buildEnv: NodeJS.ProcessEnv = {
    ...env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    NEXT_DIST_DIR: dir === 'out' ? undefined : dir,
    ...(release ? { NEXT_PUBLIC_SENTRY_RELEASE: release } : {}),
  };
  const stdio: StdioOptions = options.verbose === false ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: PROJECT_ROOT,
      env: buildEnv,
      stdio,
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`next build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
  const exportDir = path.join(PROJECT_ROOT, dir);
  if (env.ANALYZE !== '1') {
    const mapsDir = sourceMapsDirFor(exportDir, env);
    const moved = hideSourceMaps(exportDir, mapsDir);
    if (options.verbose !== false) {
      console.log(
        `Source maps: ${moved} moved to ${path.relative(PROJECT_ROOT, mapsDir)}/ (release ${release || 'unset'}).`,
      );
    }
  }
  // Before the policy: it hashes the inline scripts of the pages as served (the step adds none, but rewrites them).
  const criticalPages = await inlineCriticalCss(exportDir);
  if (options.verbose !== false)
    console.log(`Critical CSS: inlined in ${criticalPages} pages, the stylesheets deferred.`);
  // After the pages' last rewrite: the precache list carries a hash of each page as it will be served.
  const worker = await buildServiceWorker(exportDir);
  for (const warning of worker.warnings) console.warn(`Service worker: ${warning}`);
  if (options.verbose !== false)
    console.log(`Service worker: sw.js precaches ${worker.count} files (${(worker.size / 1024).toFixed(0)} KiB).`);
  const stamp: Stamp = { builtAt, publicEnv, nextVersion: nextVersion(PROJECT_ROOT), release: release || undefined };
  writeFileSync(path.join(exportDir, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  // After the stamp: the policy falls back to the build-time values it records.
  const csp = writeCspFiles(path.join(PROJECT_ROOT, dir));
  if (options.verbose !== false)
    console.log(`Content-Security-Policy: ${csp.scriptHashes.length} inline script hashes over ${csp.pages} pages.`);
  return { dir, built: true, reason };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      force: { type: 'boolean', default: false },
      e2e: { type: 'boolean', default: false },
    },
  });
  // --e2e: exactly the values Playwright's `web` server builds `out-e2e/` with, none of the shell's.
  const publicEnv = values.e2e
    ? e2eWebPublicEnv
    : values.dir === 'out'
      ? { ...DEFAULT_PUBLIC_ENV, ...publicEnvOf(process.env) }
      : {};
  try {
    const result = await buildIfStale({
      dir: values.dir,
      force: values.force,
      publicEnv,
      inheritPublicEnv: !values.e2e,
    });
    console.log(result.built ? `Built ${result.dir}/.` : `${result.dir}/ is up to date.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
