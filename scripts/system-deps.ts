/**
 * Finding (and on Debian, installing) the system programs the tests need: Chromium for Playwright and the
 * benchmark, nginx for the deploy-config test. Installs only as root with apt-get, never downloads a browser
 * build of its own (Playwright's download does not work on these machines).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import path from 'node:path';

/** True when `file` exists and is executable. */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable of `names` on PATH (plus the sbin directories, often missing from a user's PATH). */
function which(...names: string[]): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const name of names) {
    for (const dir of dirs) {
      if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
    }
  }
  return null;
}

/** Chromium executables in Playwright's browser cache, newest revision first. */
function playwrightCacheChromiums(): string[] {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(homedir(), '.cache', 'ms-playwright');
  let entries: string[];
  try {
    entries = readdirSync(cache);
  } catch {
    return [];
  }
  const revision = (name: string): number => Number(/-(\d+)$/.exec(name)?.[1] ?? 0);
  return entries
    .filter((name) => /^chromium(_headless_shell)?-\d+$/.test(name))
    .sort((a, b) => revision(b) - revision(a))
    .flatMap((dir) => [
      path.join(cache, dir, 'chrome-linux64', 'chrome'),
      path.join(cache, dir, 'chrome-linux', 'chrome'),
      path.join(cache, dir, 'chrome-linux', 'headless_shell'),
      path.join(cache, dir, 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
    ]);
}

/** CHROME_PATH, else Debian's /usr/bin/chromium (or another Chromium on PATH), else Playwright's own; null if none. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', ...playwrightCacheChromiums()];
  return candidates.find(isExecutable) ?? which('chromium', 'chromium-browser');
}

/** NGINX_PATH, else nginx on PATH or in /usr/sbin; null if none. */
export function findNginx(): string | null {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return which('nginx');
}

/** Installs Debian packages when running as root with apt-get; false when that is not possible or fails. */
export function aptInstall(packages: string[]): boolean {
  const apt = which('apt-get');
  if (!apt || process.getuid?.() !== 0) {
    console.error(
      `Cannot install ${packages.join(', ')}: apt-get is ${apt ? 'there, but this is not root' : 'missing'}.`,
    );
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = (): boolean =>
    spawnSync(apt, ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env }).status === 0;
  // The package lists are often there already; refresh them only when the install fails without.
  if (install()) return true;
  console.error('apt-get install failed; running apt-get update and retrying.');
  if (spawnSync(apt, ['update'], { stdio: 'inherit', env }).status !== 0) return false;
  return install();
}

/** A TCP port free on 127.0.0.1 right now (for a server the tests start: nginx, Postgres, the Django app). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Whether a process of `pid` runs (one of another user counts: signalling it is only not permitted). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
