/**
 * Section (f) of `npm run bench`: layout shift while the two long lists load and scroll. Signed in (a new
 * context per run), the page is opened with a `layout-shift` PerformanceObserver installed before its scripts;
 * once the first row is shown and the network settled, the mouse wheel scrolls the window (both lists are
 * virtualised against the window: features/orders OrdersList, features/stays StaysTable) to the bottom and back
 * to the top. The shifts without recent input are summed from the navigation on (bench/layout-shift.ts);
 * budget ≤ 0.01 on every run. The number of row elements in the DOM (the most at any step) against the list's
 * total shows the virtualisation.
 */
import type { Page } from '@playwright/test';
import { shownAt } from './browser';
import { atMost, budgetText, verdictOf } from './budget';
import { type BenchTarget, type DeskResult, GUESTS_PATH, ORDER_ROW, STAY_ROW, withSessionPage } from './front-desk';
import { clsSum, largestShifts, type ShiftEntry } from './layout-shift';

/** The issue's budget of CLS while a list loads and scrolls. */
export const SCROLL_CLS_BUDGET = atMost(0.01);

/** Formats a CLS value. */
export const clsText = (value: number): string => value.toFixed(4);

/** Pixels per wheel step: about a screen, as a fast reader's wheel or trackpad flick. */
const WHEEL_STEP_PX = 600;
/** Enough steps for 999 rows of 128 px (the desk's tallest row) down and the same up. */
const MAX_STEPS = 400;

type ShiftWindow = Window & { benchShifts?: ShiftEntry[] };

/** `LayoutShift` of the Layout Instability API (not in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** Keeps every `layout-shift` entry of the page (from its start) in `window.benchShifts`. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as ShiftWindow;
    store.benchShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        store.benchShifts?.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          startTime: entry.startTime,
          // Each moved element (tag, role, label, first class) and its box before → after (x,y w×h, CSS px).
          sources: (entry.sources ?? []).map(({ node, previousRect: a, currentRect: b }) =>
            [
              node instanceof Element
                ? `${node.tagName.toLowerCase()}${node.getAttribute('role') ? `[role=${node.getAttribute('role')}]` : ''}${node.getAttribute('aria-label') ? `[aria-label="${node.getAttribute('aria-label')?.slice(0, 40)}"]` : ''}${typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : ''}`
                : (node?.nodeName ?? '?'),
              `${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}×${Math.round(a.height)} → ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`,
            ].join(' '),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

interface ScrollState {
  y: number;
  atBottom: boolean;
  rows: number;
}

/** Scroll position and rows in the DOM after the next two frames (the virtualiser renders on scroll, then paints). */
const settleFrame = (page: Page, rowSelector: string): Promise<ScrollState> =>
  page.evaluate(
    (selector) =>
      new Promise<ScrollState>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              y: window.scrollY,
              atBottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
              rows: document.querySelectorAll(selector).length,
            }),
          ),
        );
      }),
    rowSelector,
  );

/** Wheels the window in `direction` until it reaches the end (the position stops changing at the bottom or top). */
async function wheelToEnd(
  page: Page,
  rowSelector: string,
  direction: 1 | -1,
): Promise<{ steps: number; maxRows: number }> {
  let maxRows = 0;
  let still = 0;
  let last = -1;
  for (let step = 1; step <= MAX_STEPS; step += 1) {
    await page.mouse.wheel(0, direction * WHEEL_STEP_PX);
    const state = await settleFrame(page, rowSelector);
    maxRows = Math.max(maxRows, state.rows);
    const atEnd = direction === 1 ? state.atBottom : state.y === 0;
    still = atEnd && state.y === last ? still + 1 : 0;
    last = state.y;
    // At the end and no smooth-scroll animation still moving it for three checks.
    if (still >= 3) return { steps: step, maxRows };
  }
  throw new Error(`the list did not reach its ${direction === 1 ? 'bottom' : 'top'} in ${MAX_STEPS} wheel steps`);
}

interface ScrollRun {
  cls: number;
  shifts: ShiftEntry[];
  /** The most row elements in the DOM at any step, and the list's total. */
  maxRowsInDom: number;
  totalRows: number;
  steps: number;
}

interface ListUnderTest {
  name: string;
  path: string;
  rowSelector: string;
  /** The number of rows of the whole list, read from the page (ARIA set size / row count). */
  totalRows: (page: Page) => Promise<number>;
  /** The selector of the list's last row (to check the bottom was really reached). */
  lastRow: (total: number) => string;
}

async function scrollOnce(target: BenchTarget, list: ListUnderTest): Promise<ScrollRun> {
  return withSessionPage(target, async (page) => {
    await observeShifts(page);
    await page.goto(list.path, { waitUntil: 'commit' });
    await shownAt(page, list.rowSelector);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const totalRows = await list.totalRows(page);
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    const down = await wheelToEnd(page, list.rowSelector, 1);
    if ((await page.locator(list.lastRow(totalRows)).count()) === 0)
      throw new Error(`${list.path}: at the bottom, row ${totalRows} is not in the DOM`);
    const up = await wheelToEnd(page, list.rowSelector, -1);
    // Shifts are reported after the frame they happen in: one more frame and a short pause before reading.
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as ShiftWindow).benchShifts ?? []);
    return {
      cls: clsSum(shifts),
      shifts,
      maxRowsInDom: Math.max(down.maxRows, up.maxRows),
      totalRows,
      steps: down.steps + up.steps,
    };
  });
}

export interface ScrollResult {
  name: string;
  path: string;
  /** The worst run's sum. */
  cls: number;
  clsPerRun: number[];
  maxRowsInDom: number;
  totalRows: number;
  steps: number;
  /** The largest shifts of the worst run. */
  largest: ShiftEntry[];
}

/** Section (f): the desk of section (c) (999 orders) and the guests list, each loaded and scrolled `runs` times. */
export async function measureScrolling(
  target: BenchTarget,
  desk: Pick<DeskResult, 'url'>,
  runs: number,
): Promise<ScrollResult[]> {
  const lists: ListUnderTest[] = [
    {
      name: 'order desk',
      path: desk.url,
      rowSelector: ORDER_ROW,
      totalRows: async (page) => Number(await page.locator(ORDER_ROW).first().getAttribute('aria-setsize')),
      lastRow: (total) => `${ORDER_ROW}[aria-posinset="${total}"]`,
    },
    {
      name: 'guests list',
      path: GUESTS_PATH,
      rowSelector: STAY_ROW,
      // The head row is counted too.
      totalRows: async (page) =>
        Number(await page.locator('[role="table"][aria-rowcount]').getAttribute('aria-rowcount')) - 1,
      lastRow: (total) => `[role="table"] [role="row"][aria-rowindex="${total + 1}"]`,
    },
  ];
  const results: ScrollResult[] = [];
  for (const list of lists) {
    const done: ScrollRun[] = [];
    for (let i = 0; i < runs; i += 1) done.push(await scrollOnce(target, list));
    const worst = done.reduce((a, b) => (b.cls > a.cls ? b : a));
    results.push({
      name: list.name,
      path: list.path,
      cls: worst.cls,
      clsPerRun: done.map((run) => run.cls),
      maxRowsInDom: Math.max(...done.map((run) => run.maxRowsInDom)),
      totalRows: worst.totalRows,
      steps: worst.steps,
      largest: largestShifts(worst.shifts, 5),
    });
  }
  return results;
}

/** The section's table: CLS against its budget, rows in the DOM, and what moved in the worst run. */
export function printScrolling(results: ScrollResult[]): void {
  console.log(
    `\nLayout shift while loading and scrolling to the bottom and back (mouse wheel, ${WHEEL_STEP_PX} px steps; worst run)\n`,
  );
  const name = Math.max(...results.map((r) => r.name.length));
  console.log(
    `  ${'list'.padEnd(name)}  ${'CLS'.padStart(7)}  budget   verdict         runs                  rows in DOM (most) / total`,
  );
  for (const r of results) {
    const virtualised = r.maxRowsInDom < r.totalRows ? 'virtualised' : 'all rows rendered';
    console.log(
      `  ${r.name.padEnd(name)}  ${clsText(r.cls).padStart(7)}  ${budgetText(SCROLL_CLS_BUDGET, clsText).padEnd(8)} ${verdictOf(r.cls, SCROLL_CLS_BUDGET, clsText).text.padEnd(14)}  ${r.clsPerRun.map(clsText).join(', ').padEnd(20)}  ${r.maxRowsInDom} / ${r.totalRows} (${virtualised})`,
    );
  }
  for (const r of results) {
    for (const shift of r.largest) {
      console.log(
        `  ${r.name}: shift ${shift.value.toFixed(4)} at ${shift.startTime.toFixed(0)} ms: ${shift.sources.join('; ') || '?'}`,
      );
    }
  }
}
