/**
 * `npm run bench`: figures of the built dashboard, printed as tables and written to bench/results/<time>.json.
 * (a) First-load JS and CSS per route of the static export (gzip bytes; see bench/first-load.ts).
 * (b) Sign-in: the time from submitting the sign-in form to the main application's shell being shown, in
 *     Chromium, against the reference backend on a fresh database; median of RUNS runs, each in a new browser
 *     context (empty cache and storage).
 *
 * The export is built into `out-bench/` (when stale) with NEXT_PUBLIC_API_URL pointing at the bench's own
 * backend port (the URL is inlined at build time), so the bench runs beside `npm start` and `npm test`.
 * Later issues add their figures as further sections.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { buildIfStale, PROJECT_ROOT } from '../scripts/build-if-stale';
import { DEMO_PASSWORD } from '../scripts/demo-accounts';
import { onShutdown, shutdown, startChild, stopOnSignals, waitForHttp } from '../scripts/processes';
import { startStaticServer } from '../scripts/serve';
import { findChromium } from '../scripts/system-deps';
import { measureRoutes, type RouteWeight } from './first-load';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 8200);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3200);
const OUT_DIR = 'out-bench';
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;

/**
 * What "the main application is interactive" means: the header with the hotel switcher is shown (the same
 * marker as e2e/helpers.ts `expectShell`). Change it here when the shell changes.
 */
const APP_READY = (page: Page): Locator => page.getByRole('banner').getByLabel('Отель');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function printRoutes(routes: RouteWeight[]): void {
  const width = Math.max(5, ...routes.map((r) => r.route.length));
  console.log(`\nFirst-load JS and CSS per route (gzip, polyfill chunk excluded)\n`);
  console.log(`  ${'route'.padEnd(width)}  ${'JS'.padStart(10)}  files  ${'CSS'.padStart(10)}  files`);
  for (const r of routes) {
    console.log(
      `  ${r.route.padEnd(width)}  ${kib(r.jsGzip).padStart(10)}  ${String(r.jsFiles).padStart(5)}  ${kib(r.cssGzip).padStart(10)}  ${String(r.cssFiles).padStart(5)}`,
    );
  }
}

async function signInOnce(browser: Browser): Promise<number> {
  const context = await browser.newContext({ baseURL: webUrl, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
    const submit = page.getByRole('button', { name: 'Войти' });
    await submit.waitFor();
    const started = performance.now();
    await submit.click();
    await APP_READY(page).waitFor({ state: 'visible', timeout: 30_000 });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

async function measureSignIn(): Promise<{ runsMs: number[]; medianMs: number; chromiumVersion: string }> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: run `npx tsx scripts/ensure-chromium.ts` or set CHROME_PATH.');

  const backend = startChild('api', 'tsx', ['scripts/fresh-backend.ts'], {
    ...process.env,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    DASHBOARD_URL: webUrl,
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    // PASSWORD_HASH_COST stays the server's default (scrypt N=2^17, ~0.6 s of CPU per sign-in), as npm start has.
  });
  const web = await startStaticServer({ root: path.join(PROJECT_ROOT, OUT_DIR), port: WEB_PORT });
  onShutdown(() => web.close());
  await waitForHttp(`${apiUrl}/auth/users/me/`, backend.child);

  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  onShutdown(() => browser.close());
  const runsMs: number[] = [];
  // One unmeasured run first: the backend's first login pays for its own warm-up (JIT, database pages).
  await signInOnce(browser);
  for (let i = 0; i < RUNS; i += 1) runsMs.push(await signInOnce(browser));
  return { runsMs, medianMs: median(runsMs), chromiumVersion: browser.version() };
}

stopOnSignals();
await buildIfStale({
  dir: OUT_DIR,
  publicEnv: { NEXT_PUBLIC_API_URL: apiUrl, NEXT_PUBLIC_ENVIRONMENT: 'local' },
  inheritPublicEnv: false,
});

const routes = measureRoutes(path.join(PROJECT_ROOT, OUT_DIR));
printRoutes(routes);

let signIn: Awaited<ReturnType<typeof measureSignIn>> | { error: string };
try {
  signIn = await measureSignIn();
  console.log(`\nSign-in: submit → main application shown (Chromium ${signIn.chromiumVersion}, ${RUNS} runs)\n`);
  console.log(`  median ${signIn.medianMs.toFixed(0)} ms   runs: ${signIn.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
} catch (error) {
  signIn = { error: error instanceof Error ? error.message : String(error) };
  console.error(`\nSign-in benchmark failed: ${signIn.error}`);
}

const nextVersion = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version;
const result = {
  date: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    next: nextVersion,
  },
  firstLoad: routes,
  signIn,
};
const resultsDir = path.join(PROJECT_ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${result.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
await shutdown('error' in signIn ? 1 : 0);
