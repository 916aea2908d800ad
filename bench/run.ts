/**
 * `npm run bench`: figures of the built dashboard, printed as tables and written to bench/results/<time>.json.
 * (a) First-load JS and CSS per route of the static export (gzip bytes; see bench/first-load.ts).
 * (b) Sign-in: the time from submitting the sign-in form to the main application's shell being shown, in
 *     Chromium, against the reference backend on a fresh database; median of RUNS runs, each in a new browser
 *     context (empty cache and storage).
 * (c) Order desk, hotel 1, as admin@example.com (signed in through the API, tokens put into localStorage; the
 *     sign-in itself is (b)). The hotel is first filled up to 999 orders in its period (first order's day …
 *     today) through the API. Median of RUNS runs, each in a new context: (1) navigation start → first order row
 *     visible on `/orders?status=all&from=…&to=…`, with the «Все» tab's count (must be ≥ 999); (2) a status
 *     change: «Взять» on the first row of «Новые» (a fresh order created for each run) → that row gone from the
 *     tab. Also the API requests of the desk load (start and end from navigation start) and how many of them
 *     repeat an earlier one (same method and URL; should be 0).
 * (d) Guests list, hotel 1: navigation start → first stay row visible on `/guests`, with «Найдено: N»; median
 *     of RUNS runs, each in a new context.
 * Browser sections run one unmeasured warm-up first; times are read in the page (bench/browser.ts).
 *
 * The export is built into `out-bench/` (when stale) with NEXT_PUBLIC_API_URL pointing at the bench's own
 * backend port (the URL is inlined at build time), so the bench runs beside `npm start` and `npm test`.
 * Later issues add their figures as further sections.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { buildIfStale, PROJECT_ROOT } from '../scripts/build-if-stale';
import { DEMO_PASSWORD } from '../scripts/demo-accounts';
import { onShutdown, shutdown, startChild, stopOnSignals, waitForHttp } from '../scripts/processes';
import { startStaticServer } from '../scripts/serve';
import { findChromium } from '../scripts/system-deps';
import { armClickTimer, shownAt } from './browser';
import { firstLoadBudget, measureRoutes, type RouteWeight } from './first-load';
import { measureDesk, measureGuests, printDesk, printGuests, type BenchTarget } from './front-desk';
import { StaffApi } from './staff-api';
import { median } from './stats';

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
const APP_READY_SELECTOR = 'header input[aria-label="Отель"]';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The account and hotel of the front-desk sections (c) and (d). */
const DESK_ACCOUNT = { email: 'admin@example.com', password: DEMO_PASSWORD };
const DESK_HOTEL = 1;

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

function printRoutes(routes: RouteWeight[]): void {
  const width = Math.max(5, ...routes.map((r) => r.route.length));
  console.log(`\nFirst-load JS and CSS per route (gzip, polyfill chunk excluded), JS against its budget\n`);
  console.log(`  ${'route'.padEnd(width)}  ${'JS'.padStart(10)}  ${'budget'.padStart(10)}  verdict          files  ${'CSS'.padStart(10)}  files`);
  for (const r of routes) {
    const budget = firstLoadBudget(r.route);
    const verdict = r.jsGzip <= budget ? 'within' : `over by ${kib(r.jsGzip - budget)}`;
    console.log(
      `  ${r.route.padEnd(width)}  ${kib(r.jsGzip).padStart(10)}  ${kib(budget).padStart(10)}  ${verdict.padEnd(15)}  ${String(r.jsFiles).padStart(5)}  ${kib(r.cssGzip).padStart(10)}  ${String(r.cssFiles).padStart(5)}`,
    );
  }
  const over = routes.filter((r) => r.jsGzip > firstLoadBudget(r.route)).length;
  console.log(`\n  ${over === 0 ? 'every route within its budget' : `${over} of ${routes.length} routes over their budget`}`);
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
    // Both ends are read on the page's own clock, per animation frame: Playwright's own waiting polls ever more
    // slowly (up to every 500 ms) and would add its polling delay to the figure.
    const timer = await armClickTimer(page);
    await submit.click();
    const shown = await shownAt(page, APP_READY_SELECTOR);
    return shown - (await timer.clickedAt());
  } finally {
    await context.close();
  }
}

/** Starts the bench's backend (fresh database) and static server, then Chromium; all stopped by `shutdown`. */
async function startBrowserBench(): Promise<Browser> {
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
  return browser;
}

async function measureSignIn(browser: Browser): Promise<{ runsMs: number[]; medianMs: number; chromiumVersion: string }> {
  const runsMs: number[] = [];
  // One unmeasured run first: the backend's first login pays for its own warm-up (JIT, database pages).
  await signInOnce(browser);
  for (let i = 0; i < RUNS; i += 1) runsMs.push(await signInOnce(browser));
  return { runsMs, medianMs: median(runsMs), chromiumVersion: browser.version() };
}

type Failure = { error: string };
const isFailure = (value: unknown): value is Failure => typeof value === 'object' && value !== null && 'error' in value;

/** Runs one step: its result, or its error (printed) so the other sections still run and the bench exits 1. */
async function step<T>(name: string, run: () => Promise<T>, print: (result: T) => void = () => undefined): Promise<T | Failure> {
  try {
    const result = await run();
    print(result);
    return result;
  } catch (error) {
    const failure = { error: error instanceof Error ? error.message : String(error) };
    console.error(`\n${name} failed: ${failure.error}`);
    return failure;
  }
}

/** `run(dependency)`, or a failure naming why it could not run. */
const after =
  <D, T>(dependency: D | Failure, run: (value: D) => Promise<T>) =>
  (): Promise<T> =>
    isFailure(dependency) ? Promise.reject(new Error(`not run (${dependency.error})`)) : run(dependency);

stopOnSignals();
await buildIfStale({
  dir: OUT_DIR,
  publicEnv: { NEXT_PUBLIC_API_URL: apiUrl, NEXT_PUBLIC_ENVIRONMENT: 'local' },
  inheritPublicEnv: false,
});

const routes = measureRoutes(path.join(PROJECT_ROOT, OUT_DIR));
printRoutes(routes);

const browser = await step('Starting the backend and Chromium', startBrowserBench);

const signIn = await step('Sign-in benchmark', after(browser, measureSignIn), (result) => {
  console.log(`\nSign-in: submit → main application shown (Chromium ${result.chromiumVersion}, ${RUNS} runs)\n`);
  console.log(`  median ${result.medianMs.toFixed(0)} ms   runs: ${result.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
});

// (c) and (d) after (b): the sign-in is measured on the fresh database, before the desk is filled with orders.
const target = await step(
  'Signing in for the front desk',
  after(browser, async (b): Promise<BenchTarget> => ({ browser: b, webUrl, apiUrl, api: await StaffApi.signIn(apiUrl, DESK_ACCOUNT, DESK_HOTEL), runs: RUNS })),
);
const orderDesk = await step('Order desk benchmark', after(target, measureDesk), (result) => printDesk(result, RUNS));
const guests = await step('Guests list benchmark', after(target, measureGuests), (result) => printGuests(result, RUNS));

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
  orderDesk,
  guests,
};
const resultsDir = path.join(PROJECT_ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${result.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
await shutdown([signIn, orderDesk, guests].some(isFailure) ? 1 : 0);
