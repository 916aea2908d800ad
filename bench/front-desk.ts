/**
 * Sections (c) and (d) of `npm run bench`: the order desk and the guests list of one hotel, signed in as a staff
 * member, each run in a new browser context. See bench/run.ts for what is measured and bench/browser.ts for how
 * times are taken.
 */
import type { Browser, Page } from '@playwright/test';
import {
  type ApiRequest,
  armClickTimer,
  goneAt,
  newSessionContext,
  type RequestLog,
  recordApiRequests,
  repeatCount,
  shownAt,
} from './browser';
import { createOrders, deskPeriod, fillDeskPeriod, type StaffApi } from './staff-api';
import { median, medianIndex, ms, runsList } from './stats';

/** The desk is filled up to this many orders: one full page of its list (it loads page 1, page_size 999). */
const DESK_MIN_ORDERS = 999;

// In-page selectors, the CSS twins of the e2e specs' role locators (e2e/desk.spec.ts, e2e/guests.spec.ts).
/** An order row of the desk: an `article` named «Заказ #<id>: …» in the `feed`. */
export const ORDER_ROW = '[role="feed"] article[aria-label^="Заказ #"]';
const orderRowOf = (id: number) => `[role="feed"] article[aria-label^="Заказ #${id}:"]`;
/** The guests list with every stay (its default view shows only the guests in the hotel now). */
export const GUESTS_PATH = '/guests?view=all';
/** A stay row of the guests table (the head row is row 1; skeleton rows carry no index). */
export const STAY_ROW = '[role="table"] [role="row"][aria-rowindex]:not([aria-rowindex="1"])';

/** Everything a section needs to open signed-in pages. */
export interface BenchTarget {
  browser: Browser;
  webUrl: string;
  apiUrl: string;
  api: StaffApi;
  runs: number;
}

/** Runs `use` on a new page of a new context that starts signed in as `target.api`'s user (fresh tokens). */
export async function withSessionPage<T>(target: BenchTarget, use: (page: Page) => Promise<T>): Promise<T> {
  const { access, refresh } = await target.api.freshTokens();
  const context = await newSessionContext(target.browser, target.webUrl, {
    access,
    refresh,
    activeHotel: target.api.hotel,
  });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Runs `once` one time unmeasured (the backend's and the static server's warm-up), then `runs` times. */
export async function warmThenRun<T>(runs: number, once: () => Promise<T>): Promise<T[]> {
  await once();
  const results: T[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await once());
  return results;
}

const countIn = (text: string | null, pattern: RegExp): number => Number(pattern.exec(text ?? '')?.[1] ?? NaN);

// ---------------------------------------------------------------------------------------------------------
// (c) Order desk

interface DeskLoadRun {
  firstRowMs: number;
  /** The «Все» tab's count. */
  allCount: number;
  /** The rows the list reports (`aria-setsize` of its rows). */
  listRows: number;
  log: RequestLog;
}

/** Opens the desk on `deskPath` and times the first order row; then waits for the network to settle. */
async function deskLoadOnce(target: BenchTarget, deskPath: string): Promise<DeskLoadRun> {
  return withSessionPage(target, async (page) => {
    const recorder = await recordApiRequests(page, target.apiUrl);
    await page.goto(deskPath, { waitUntil: 'commit' });
    const firstRowMs = await shownAt(page, ORDER_ROW);
    // What the desk loads after its first rows (the rest of the page's calls) belongs to the waterfall too.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const firstRow = page
      .getByRole('feed')
      .getByRole('article', { name: /^Заказ #\d+:/ })
      .first();
    if (!(await firstRow.isVisible()))
      throw new Error('the desk shows no order row by its accessible name (selector out of date?)');
    const allCount = countIn(await page.getByRole('tab', { name: /^Все/ }).textContent(), /(\d+)\s*$/);
    const listRows = Number(await firstRow.getAttribute('aria-setsize'));
    return { firstRowMs, allCount, listRows, log: await recorder.collect() };
  });
}

/**
 * Creates a new order, opens the «Новые» tab, clicks «Взять» on its first row and times click → that row gone
 * from the tab; checks through the API that the order is in progress.
 */
async function takeOnce(target: BenchTarget): Promise<{ ms: number; orderId: number }> {
  await createOrders(target.api, 1, 'bench: take');
  // The period is read again each run: the hotel's day may have turned since the desk was filled.
  const period = await deskPeriod(target.api);
  return withSessionPage(target, async (page) => {
    await page.goto(`/orders?status=new&from=${period.from}&to=${period.to}`, { waitUntil: 'commit' });
    await shownAt(page, ORDER_ROW);
    // Live: the desk applies the action's answer, not a poll. Settled: nothing else competes with the click.
    await page.getByText('В реальном времени').waitFor();
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

    const row = page.locator(`${ORDER_ROW}[aria-posinset="1"]`);
    const orderId = countIn(await row.getAttribute('aria-label'), /^Заказ #(\d+):/);
    if (!Number.isInteger(orderId)) throw new Error('the «Новые» tab has no order to take');
    const timer = await armClickTimer(page);
    await row.getByRole('button', { name: 'Взять' }).click();
    const gone = await goneAt(page, orderRowOf(orderId));
    const elapsed = gone - (await timer.clickedAt());

    const order = await target.api.get<{ status: string }>(`/dashboard/service_orders/${orderId}/`);
    if (order.status !== 'in_progress') throw new Error(`order #${orderId} left «Новые» but is ${order.status}`);
    return { ms: elapsed, orderId };
  });
}

export interface DeskResult {
  url: string;
  period: { from: string; to: string };
  orders: number;
  created: number;
  createMs: number;
  load: { runsMs: number[]; medianMs: number; allCount: number; listRows: number };
  take: { runsMs: number[]; medianMs: number; orderIds: number[] };
  /** The API requests of the desk load with the median time. */
  waterfall: RequestLog;
  /** Repeated requests (same method and URL) in each load run. */
  repeatedPerRun: number[];
}

/** Section (c) without its take: the desk filled and its load timed (bench/run.ts runs (e) and (f) between the two). */
export type DeskLoadResult = Omit<DeskResult, 'take'>;

/**
 * Section (c), first part: fills the desk to `DESK_MIN_ORDERS` orders and times its load. The period then holds
 * exactly that many orders (when the seed had fewer) until {@link measureTake} adds one per run.
 */
export async function measureDeskLoad(target: BenchTarget): Promise<DeskLoadResult> {
  const filled = await fillDeskPeriod(target.api, DESK_MIN_ORDERS);
  const url = `/orders?status=all&from=${filled.from}&to=${filled.to}`;

  const loads = await warmThenRun(target.runs, () => deskLoadOnce(target, url));
  for (const run of loads) {
    if (!(run.allCount >= DESK_MIN_ORDERS)) {
      throw new Error(
        `the «Все» tab counts ${run.allCount} orders, expected at least ${DESK_MIN_ORDERS} (period ${filled.from}…${filled.to})`,
      );
    }
  }
  const loadMs = loads.map((run) => run.firstRowMs);
  const typical = loads[medianIndex(loadMs)]!;

  return {
    url,
    period: { from: filled.from, to: filled.to },
    orders: filled.orders,
    created: filled.created,
    createMs: filled.createMs,
    load: { runsMs: loadMs, medianMs: median(loadMs), allCount: typical.allCount, listRows: typical.listRows },
    waterfall: typical.log,
    repeatedPerRun: loads.map((run) => repeatCount(run.log)),
  };
}

/** Section (c), second part: times a take, on a new order each run (so the period grows by one order per run). */
export async function measureTake(target: BenchTarget): Promise<DeskResult['take']> {
  const takes = await warmThenRun(target.runs, () => takeOnce(target));
  const takeMs = takes.map((run) => run.ms);
  return { runsMs: takeMs, medianMs: median(takeMs), orderIds: takes.map((run) => run.orderId) };
}

/**
 * The requests as bars on one time axis (`start`/`end` in ms from the axis' zero); rows whose index is in `marked`
 * carry a `*` (a chain the section points out).
 */
export function printWaterfall(rows: ApiRequest[], marked: ReadonlySet<number> = new Set()): void {
  const span = Math.max(1, ...rows.map((r) => r.endMs ?? r.startMs));
  const BAR = 32;
  const bar = (start: number, end: number | null): string => {
    const from = Math.floor((start / span) * BAR);
    const to = Math.max(from + 1, Math.ceil(((end ?? start) / span) * BAR));
    return `${' '.repeat(from)}${'█'.repeat(to - from)}`.padEnd(BAR);
  };
  console.log(
    `  ${'start'.padStart(6)} ${'end'.padStart(6)}  ${'0'.padEnd(BAR - 6)}${`${span.toFixed(0)}ms`.padStart(6)}  method status path`,
  );
  rows.forEach((r, index) => {
    const end = r.endMs === null ? '—' : r.endMs.toFixed(0);
    const status = r.status === null ? (r.failure ?? '—') : String(r.status);
    const mark = marked.has(index) ? '*' : ' ';
    console.log(
      `${mark} ${r.startMs.toFixed(0).padStart(6)} ${end.padStart(6)}  ${bar(r.startMs, r.endMs)}  ${r.method.padEnd(6)} ${status.padEnd(6)} ${r.path}`,
    );
  });
}

export function printDesk(result: DeskResult, runs: number): void {
  const created = result.created > 0 ? `, ${result.created} created in ${(result.createMs / 1000).toFixed(1)} s` : '';
  console.log(
    `\nOrder desk, hotel 1, admin: ${result.url} (${result.orders} orders${created}; ${runs} runs, each in a new context)\n`,
  );
  const label = (text: string) => text.padEnd(40);
  console.log(`  ${label('measure')}  ${'median'.padStart(8)}  runs`);
  console.log(
    `  ${label('navigation → first order row visible')}  ${ms(result.load.medianMs).padStart(8)}  ${runsList(result.load.runsMs)}`,
  );
  console.log(
    `  ${label('«Взять» click → row gone from «Новые»')}  ${ms(result.take.medianMs).padStart(8)}  ${runsList(result.take.runsMs)}`,
  );
  console.log(`  «Все» tab: ${result.load.allCount} orders; the list reports ${result.load.listRows} rows`);

  const { waterfall } = result;
  console.log(`\nDesk load: requests to the API, ms from navigation start (the run with the median time)\n`);
  printWaterfall(waterfall.requests);
  const repeated = waterfall.repeated.map((r) => `${r.method} ${r.path} ×${r.times}`).join('; ');
  console.log(
    `\n  ${waterfall.requests.length} requests, made twice to the same URL: ${repeatCount(waterfall)}${repeated ? ` (${repeated})` : ''}`,
  );
  console.log(`  CORS preflights (OPTIONS, not listed; each bar includes its own): ${waterfall.preflights}`);
  if (result.repeatedPerRun.some((count) => count !== repeatCount(waterfall))) {
    console.log(`  repeated requests per run: ${result.repeatedPerRun.join(', ')}`);
  }
  console.log(`  websockets: ${waterfall.websockets.length ? waterfall.websockets.join(', ') : 'none'}`);
}

// ---------------------------------------------------------------------------------------------------------
// (d) Guests list

async function guestsOnce(target: BenchTarget): Promise<{ firstRowMs: number; found: number }> {
  return withSessionPage(target, async (page) => {
    await page.goto(GUESTS_PATH, { waitUntil: 'commit' });
    const firstRowMs = await shownAt(page, STAY_ROW);
    if (!(await page.getByRole('rowgroup').last().getByRole('row').first().isVisible())) {
      throw new Error('the guests list shows no stay row by its role (selector out of date?)');
    }
    const found = page.getByText(/^Найдено: \d+/);
    await found.waitFor();
    return { firstRowMs, found: countIn(await found.textContent(), /^Найдено: (\d+)/) };
  });
}

export interface GuestsResult {
  url: string;
  found: number;
  runsMs: number[];
  medianMs: number;
}

/** Section (d): times the guests list's first row; checks «Найдено: N» against the API's count. */
export async function measureGuests(target: BenchTarget): Promise<GuestsResult> {
  const runs = await warmThenRun(target.runs, () => guestsOnce(target));
  const { count } = await target.api.get<{ count: number }>('/dashboard/stays/?page_size=1');
  const found = runs[0]?.found ?? NaN;
  if (runs.some((run) => run.found !== count))
    throw new Error(`the list says «Найдено: ${found}», the API counts ${count} stays`);
  const runsMs = runs.map((run) => run.firstRowMs);
  return { url: GUESTS_PATH, found, runsMs, medianMs: median(runsMs) };
}

export function printGuests(result: GuestsResult, runs: number): void {
  console.log(
    `\nGuests list, hotel 1, admin: ${result.url} (Найдено: ${result.found}; ${runs} runs, each in a new context)\n`,
  );
  console.log(
    `  navigation → first stay row visible   median ${ms(result.medianMs)}   runs: ${runsList(result.runsMs)}`,
  );
}
