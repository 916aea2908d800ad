/**
 * Section (e) of `npm run bench`: the critical path from signing in on a deep link to the order desk's first
 * row. A new context (no session) opens `/orders?status=all&from=…&to=…` of section (c), where the sign-in form
 * shows in place; the form is submitted and every API request from then on is recorded (method, URL, start
 * and end in ms from the submit click) until the page's network settles.
 *
 * Two budgeted figures per run: the depth of the longest chain of requests that waited for one another and ends
 * in the orders list call that brought the first rows (≤ 3: token → session → orders, the dictionaries beside
 * them), and the number of requests made twice (same method and URL) after the submit (0).
 */

import { type ApiRequest, armClickTimer, recordApiRequests, shownAt } from './browser';
import { atMost, budgetText, verdictOf } from './budget';
import { type BenchTarget, type DeskResult, ORDER_ROW, printWaterfall, warmThenRun } from './front-desk';
import { duplicateCount, lastEndedBefore, longestChain, repeatedRequests } from './requests';
import { median, medianIndex, ms, runsList } from './stats';

/** The issue's budgets: at most 3 requests one after another to the rows (token → session → orders), none made twice. */
export const CHAIN_DEPTH_BUDGET = atMost(3);
export const DUPLICATES_BUDGET = atMost(0);

/**
 * A list call of the desk's rows (`GET /dashboard/service_orders/?…`): not an order's detail or the report, nor the
 * shell's count of the orders waiting to be taken (`?status=new` and paging only, decision 203), which runs beside
 * the desk and may end before its first row shows.
 */
export function isDeskList(request: Pick<ApiRequest, 'method' | 'path'>): boolean {
  if (request.method !== 'GET' || !request.path.startsWith('/dashboard/service_orders/?')) return false;
  const query = new URLSearchParams(request.path.slice(request.path.indexOf('?') + 1));
  const filters = [...query.keys()].filter((key) => key !== 'page' && key !== 'page_size');
  return !(filters.length === 1 && query.get('status') === 'new');
}

interface SignInPathRun {
  /** Submit click → first order row visible. */
  firstRowMs: number;
  /** Requests started at or after the submit, times from the submit, in start order. */
  requests: ApiRequest[];
  /** Indexes (into `requests`) of the longest chain ending in the list call that brought the rows. */
  chain: number[];
  duplicates: number;
  repeated: { method: string; path: string; times: number }[];
  preflights: number;
}

async function signInToDeskOnce(
  target: BenchTarget,
  deskPath: string,
  account: { email: string; password: string },
): Promise<SignInPathRun> {
  const context = await target.browser.newContext({ baseURL: target.webUrl, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    const recorder = await recordApiRequests(page, target.apiUrl);
    await page.goto(deskPath);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Пароль', { exact: true }).fill(account.password);
    const submit = page.getByRole('button', { name: 'Войти' });
    await submit.waitFor();
    // The sign-in form replaces nothing in the address and the desk opens in the same document, so the click,
    // the row and the Resource Timing entries share the page's clock (see bench/browser.ts).
    const timer = await armClickTimer(page);
    await submit.click();
    const shown = await shownAt(page, ORDER_ROW);
    const submitMs = await timer.clickedAt();
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const log = await recorder.collect();

    const requests = log.requests
      .filter((request) => request.startMs >= submitMs)
      .map((request) => ({
        ...request,
        startMs: request.startMs - submitMs,
        endMs: request.endMs === null ? null : request.endMs - submitMs,
      }));
    const firstRowMs = shown - submitMs;
    const rowsCall = lastEndedBefore(requests, firstRowMs, isDeskList);
    if (rowsCall < 0)
      throw new Error(`no orders list call had ended when the first row showed (${ms(firstRowMs)} after the submit)`);
    const chain = longestChain(requests, rowsCall).map((request) => requests.indexOf(request));
    return {
      firstRowMs,
      requests,
      chain,
      duplicates: duplicateCount(requests),
      repeated: repeatedRequests(requests),
      preflights: log.preflights,
    };
  } finally {
    await context.close();
  }
}

export interface SignInPathResult {
  url: string;
  /** Submit → first order row, per run. */
  runsMs: number[];
  medianMs: number;
  /** Chain depth and repeated requests of each run. */
  depthPerRun: number[];
  duplicatesPerRun: number[];
  /** The worst run's figures (every run must keep to the budget). */
  depth: number;
  duplicates: number;
  /** The run with the median time, for its waterfall. */
  typical: SignInPathRun;
}

/** Section (e): `runs` sign-ins on the desk's deep link of section (c) (one unmeasured first). */
export async function measureSignInPath(
  target: BenchTarget,
  desk: Pick<DeskResult, 'url'>,
  account: { email: string; password: string },
): Promise<SignInPathResult> {
  const runs = await warmThenRun(target.runs, () => signInToDeskOnce(target, desk.url, account));
  const runsMs = runs.map((run) => run.firstRowMs);
  const depthPerRun = runs.map((run) => run.chain.length);
  const duplicatesPerRun = runs.map((run) => run.duplicates);
  return {
    url: desk.url,
    runsMs,
    medianMs: median(runsMs),
    depthPerRun,
    duplicatesPerRun,
    depth: Math.max(...depthPerRun),
    duplicates: Math.max(...duplicatesPerRun),
    typical: runs[medianIndex(runsMs)]!,
  };
}

/** The section's table and the waterfall of its median run, the chain starred. */
export function printSignInPath(result: SignInPathResult): void {
  const judged = (value: number, budget: typeof CHAIN_DEPTH_BUDGET): string =>
    `budget ${budgetText(budget, String)}: ${verdictOf(value, budget, String).text}`;
  console.log(
    `\nSign-in → order desk critical path: ${result.url}, submit → first order row (${result.runsMs.length} runs, each in a new context)\n`,
  );
  console.log(`  submit → first order row visible   median ${ms(result.medianMs)}   runs: ${runsList(result.runsMs)}`);
  const { typical } = result;
  console.log(
    `\n  API requests, ms from the submit (the run with the median time; * the longest chain to the rows' list call)\n`,
  );
  printWaterfall(typical.requests, new Set(typical.chain));
  const chain = typical.chain.map((index) => {
    const request = typical.requests[index]!;
    return `${request.method} ${request.path.split('?')[0]}`;
  });
  console.log(`\n  first row shown at ${ms(typical.firstRowMs)}; longest chain: ${chain.join(' → ')}`);
  console.log(
    `  chain depth: ${result.depth} (runs: ${result.depthPerRun.join(', ')})   ${judged(result.depth, CHAIN_DEPTH_BUDGET)}`,
  );
  const repeated = typical.repeated.map((r) => `${r.method} ${r.path} ×${r.times}`).join('; ');
  console.log(
    `  requests made twice: ${result.duplicates} (runs: ${result.duplicatesPerRun.join(', ')})${repeated ? ` — ${repeated}` : ''}   ${judged(result.duplicates, DUPLICATES_BUDGET)}`,
  );
  console.log(`  CORS preflights (OPTIONS, not listed; each bar includes its own): ${typical.preflights}`);
}
