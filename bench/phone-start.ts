/**
 * Section (i) of `npm run bench`: the order desk opened on a simulated phone, cold and warm
 * (docs/decisions/209-installable-app.md). A phone's screen (390 × 844, touch), its CPU slowed 4× (DevTools), and
 * every byte over Lighthouse's mobile link (bench/throttled-link.ts), to the export behind the same-origin `/api/`
 * proxy so the API's calls cross the same link. In each run, in one new browser context:
 *
 * - cold: the first visit, empty caches, no service worker: navigation start → first order row visible;
 * - the worker installs (precaching the export over the same slow link) and becomes active;
 * - warm: a second navigation to the same desk, now controlled by the worker, which answers the scripts and styles
 *   from its precache (the page itself and every API call still cross the link): navigation start → first row.
 *
 * Median of the runs, after one unmeasured run.
 */
import type { Page } from '@playwright/test';
import { newSessionContext, shownAt } from './browser';
import { type BenchTarget, ORDER_ROW, warmThenRun } from './front-desk';
import { median, ms, runsList } from './stats';
import { PHONE_LINK, startThrottledLink } from './throttled-link';

/** The phone: a common width among staff's phones, its pixel density, touch. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** Precaching the export over the slow link takes a while (about 2 MB compressed at 1.6 Mbit/s). */
const INSTALL_TIMEOUT_MS = 120_000;

export interface PhoneStartResult {
  url: string;
  cold: { runsMs: number[]; medianMs: number };
  warm: { runsMs: number[]; medianMs: number };
  /** How long the worker took to install and activate after the cold load's first row, per run. */
  installMs: number[];
}

interface PhoneRun {
  coldMs: number;
  warmMs: number;
  installMs: number;
}

/** Resolves once the page's service worker is installed (its precache complete) and activated. */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async (timeoutMs) => {
    const activated = navigator.serviceWorker.ready.then(async ({ active }) => {
      if (!active || active.state === 'activated') return;
      await new Promise<void>((resolve) => {
        active.addEventListener('statechange', () => {
          if (active.state === 'activated') resolve();
        });
      });
    });
    const late = new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error(`no active service worker within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    await Promise.race([activated, late]);
  }, INSTALL_TIMEOUT_MS);
}

async function phoneRun(target: BenchTarget, siteUrl: string, deskPath: string): Promise<PhoneRun> {
  const { access, refresh } = await target.api.freshTokens();
  const context = await newSessionContext(
    target.browser,
    siteUrl,
    { access, refresh, activeHotel: target.api.hotel },
    { ...PHONE, serviceWorkers: 'allow' },
  );
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(deskPath, { waitUntil: 'commit' });
    const coldMs = await shownAt(page, ORDER_ROW);
    const rowShown = Date.now();
    await workerActive(page);
    const installMs = Date.now() - rowShown;

    await page.goto(deskPath, { waitUntil: 'commit' });
    const warmMs = await shownAt(page, ORDER_ROW);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('the second visit was not controlled by the service worker');
    return { coldMs, warmMs, installMs };
  } finally {
    await context.close();
  }
}

/**
 * Section (i): the desk at `deskPath` (the 999 orders of section (c)) through a phone's link to the same-origin
 * export at `sameOriginPort`; the link listens on `linkPort`.
 */
export async function measurePhoneStart(
  target: BenchTarget,
  deskPath: string,
  sameOriginPort: number,
  linkPort: number,
  runs: number,
): Promise<PhoneStartResult> {
  const link = await startThrottledLink(sameOriginPort, linkPort);
  try {
    const results = await warmThenRun(runs, () => phoneRun(target, link.url, deskPath));
    const cold = results.map((run) => run.coldMs);
    const warm = results.map((run) => run.warmMs);
    return {
      url: deskPath,
      cold: { runsMs: cold, medianMs: median(cold) },
      warm: { runsMs: warm, medianMs: median(warm) },
      installMs: results.map((run) => run.installMs),
    };
  } finally {
    await link.close();
  }
}

export function printPhoneStart(result: PhoneStartResult): void {
  const link = `${PHONE_LINK.rttMs} ms, ${(PHONE_LINK.downBitsPerSecond / 2 ** 20).toFixed(1)} Mbit/s down`;
  console.log(
    `\nOrder desk on a phone: ${result.url} (${PHONE.viewport.width}×${PHONE.viewport.height}, CPU ${CPU_SLOWDOWN}× slower, ${link}; ${result.cold.runsMs.length} runs)\n`,
  );
  const label = (text: string) => text.padEnd(52);
  console.log(`  ${label('measure')}  ${'median'.padStart(8)}  runs`);
  console.log(
    `  ${label('cold start: first visit → first order row')}  ${ms(result.cold.medianMs).padStart(8)}  ${runsList(result.cold.runsMs)}`,
  );
  console.log(
    `  ${label('warm start: second visit, worker in control → row')}  ${ms(result.warm.medianMs).padStart(8)}  ${runsList(result.warm.runsMs)}`,
  );
  console.log(`  the worker installed and active after the cold row in: ${runsList(result.installMs)}`);
}
