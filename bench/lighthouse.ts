/**
 * Section (g) of `npm run bench`: Lighthouse's performance category on the sign-in page (`/`, no session), on
 * the order desk (`/orders`, signed in) and on the floor page (bench/floor.ts, served by its own static server),
 * one page at a time, after every other section has finished, with the mobile preset (Lighthouse's default config) and the desktop
 * preset (`desktopConfig`), and a check that the export's text is served compressed.
 *
 * Lighthouse drives its own headless Chromium (the system one, scripts/system-deps.ts), started here with
 * `--remote-debugging-port` and a throw-away profile; nothing may leave this machine, so every host name but
 * the loopback address resolves to nothing (`--host-resolver-rules`), Chromium's background services are off,
 * and each report's request list is checked for anything outside the bench's two origins. Lighthouse's own
 * error reporting is off unless asked for (`enableErrorReporting`), and it is not asked.
 *
 * The desk run starts signed in: the tokens go into the origin's localStorage (a tab of the same profile opens
 * `/icon.svg`, which loads none of the app) and the HTTP cache, the service worker and Cache Storage are cleared
 * after, so the run is a cold load as the sign-in page's is; `disableStorageReset` keeps Lighthouse from wiping the
 * tokens.
 *
 * Scores use Lighthouse's simulated throttling (Lantern): network times are modelled, but the main thread's
 * task times are this machine's, slowed 4× for mobile. A busy machine (a build alongside) lowers them; the
 * report's `benchmarkIndex` and the load average are printed with them for that reason.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { storageKeys } from '@/lib/storage';
import type { BrowserSession } from './browser';
import { atLeast, atMost, type Budget, budgetText, verdictOf } from './budget';
import { firstLoadAssets } from './first-load';
import { type LighthouseFigures, lighthouseFigures } from './lighthouse-result';
import { medianIndex } from './stats';

/** Chromium's switches for Lighthouse: chrome-launcher's defaults (no background work), headless, nothing off the machine. */
const AUDIT_CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-gpu',
  '--disable-quic',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication,CertificateTransparencyComponentUpdater,PrivacySandboxSettings4',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  // Host names resolve to nothing: only the bench's 127.0.0.1 servers are reachable by name or address.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

const START_TIMEOUT_MS = 30_000;

/** A Chromium listening for DevTools on `port`; `close()` stops it and removes its profile. */
interface AuditChromium {
  port: number;
  close(): Promise<void>;
}

/** Starts headless Chromium with a fresh profile and DevTools on a free port (read from its "DevTools listening" line). */
async function startAuditChromium(executablePath: string): Promise<AuditChromium> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  // Own process group: stopping it stops Chromium's helper processes too.
  const child = spawn(
    executablePath,
    [...AUDIT_CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not open DevTools within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening DevTools`)));
      createInterface({ input: child.stderr }).on('line', (line) => {
        const match = /DevTools listening on ws:\/\/[^/]+:(\d+)\//.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Puts `session` into the localStorage of `webUrl`'s origin in the profile of the Chromium on `port`, then clears
 * its HTTP cache, and the service worker and Cache Storage an earlier run installed (the profile is kept between
 * runs for the session's sake, and a worker in control would make the next run a warm load; docs/decisions/
 * 209-installable-app.md). Done from a tab on `/icon.svg`, which runs none of the app (it would spend the tokens).
 */
async function putSession(port: number, webUrl: string, session: BrowserSession): Promise<void> {
  // Disconnecting (close) leaves a browser Playwright did not launch running.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the audit Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${webUrl}/icon.svg`);
    await page.evaluate(
      ({ keys, values }) => {
        window.localStorage.setItem(keys.access, values.access);
        window.localStorage.setItem(keys.refresh, values.refresh);
        window.localStorage.setItem(keys.activeHotel, String(values.activeHotel));
      },
      { keys: storageKeys, values: session },
    );
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Storage.clearDataForOrigin', {
      origin: new URL(webUrl).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await devtools.detach();
    await page.close();
  } finally {
    await browser.close();
  }
}

export type Preset = 'mobile' | 'desktop';

/** One Lighthouse navigation of `url`: signed in with `session` when given, else with the origin's storage wiped. */
async function auditOnce(
  chrome: AuditChromium,
  url: string,
  preset: Preset,
  localOrigins: string[],
  session: (() => Promise<BrowserSession>) | null,
): Promise<LighthouseFigures> {
  if (session) await putSession(chrome.port, new URL(url).origin, await session());
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: session !== null,
      maxWaitForLoad: 60_000,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return lighthouseFigures(result.lhr, localOrigins);
}

/** A page the section audits. */
export interface AuditPage {
  name: string;
  path: string;
  /** The tokens to start signed in with (new ones for each run), or null for no session. */
  session: (() => Promise<BrowserSession>) | null;
  /** A request path (of the API) the page must have made, to show it really got that far (signed in). */
  mustRequest?: string;
  /** Another server's page (the floor, bench/floor.ts), audited the same way; default: the dashboard's `webUrl`. */
  baseUrl?: string;
  /** Where the page's API calls go (the same-origin proxy's `/api`); default: the bench's `apiUrl`. */
  apiUrl?: string;
}

interface AuditResult {
  page: string;
  path: string;
  preset: Preset;
  /** The run with the median score. */
  median: LighthouseFigures;
  scores: (number | null)[];
  /** The machine's 1-minute load average before each run. */
  loadAverages: number[];
}

interface CompressionProbe {
  path: string;
  contentType: string;
  bytes: number;
  /** `content-encoding` the static server answered with to `Accept-Encoding: br, gzip`; '' for none. */
  encoding: string;
}

export interface LighthouseResult {
  lighthouseVersion: string;
  runs: number;
  audits: AuditResult[];
  compression: CompressionProbe[];
  /** Text responses over the server's 1 KiB threshold sent without br or gzip: should be none. */
  uncompressed: number;
}

/**
 * Fetches the HTML, `config.js` and first-load scripts and styles of `pages` from the static server, as a
 * browser asks (`Accept-Encoding: br, gzip`), and notes what encoding each came with.
 */
async function probeCompression(webUrl: string, pages: string[]): Promise<CompressionProbe[]> {
  const paths = new Set<string>(['/config.js']);
  for (const page of pages) {
    const html = await (await fetch(webUrl + page)).text();
    paths.add(page);
    const { scripts, styles } = firstLoadAssets(html);
    for (const asset of [...scripts, ...styles]) paths.add(new URL(asset, webUrl).pathname);
  }
  const probes: CompressionProbe[] = [];
  for (const file of paths) {
    const res = await fetch(webUrl + file, { headers: { 'accept-encoding': 'br, gzip' } });
    // The body decoded (fetch undoes the encoding): its size decides whether the server had to compress it.
    const bytes = (await res.arrayBuffer()).byteLength;
    probes.push({
      path: file,
      contentType: res.headers.get('content-type') ?? '',
      bytes,
      encoding: res.headers.get('content-encoding') ?? '',
    });
  }
  return probes;
}

const isText = (contentType: string): boolean => /^(text\/|application\/(javascript|json))/.test(contentType);

/** Section (g): every page with both presets, `runs` times each (the median score's run kept), and the compression probe. */
export async function measureLighthouse(options: {
  chromiumPath: string;
  webUrl: string;
  apiUrl: string;
  pages: AuditPage[];
  runs: number;
}): Promise<LighthouseResult> {
  const compression = await probeCompression(
    options.webUrl,
    options.pages.filter((page) => page.baseUrl === undefined).map((page) => page.path),
  );
  const uncompressed = compression.filter(
    (probe) => isText(probe.contentType) && probe.bytes > 1024 && !/^(br|gzip)$/.test(probe.encoding),
  ).length;

  const chrome = await startAuditChromium(options.chromiumPath);
  try {
    const localOrigins = [
      options.webUrl,
      options.apiUrl,
      ...options.pages.map((page) => page.baseUrl ?? options.webUrl),
    ]
      .map((url) => new URL(url).origin)
      .filter((origin, index, all) => all.indexOf(origin) === index);
    const audits: AuditResult[] = [];
    for (const page of options.pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs: LighthouseFigures[] = [];
        const loadAverages: number[] = [];
        for (let i = 0; i < options.runs; i += 1) {
          loadAverages.push(os.loadavg()[0] ?? 0);
          const figures = await auditOnce(
            chrome,
            (page.baseUrl ?? options.webUrl) + page.path,
            preset,
            localOrigins,
            page.session,
          );
          const api = page.apiUrl ?? options.apiUrl;
          if (page.mustRequest && !figures.requests.some((url) => url.startsWith(api + page.mustRequest!))) {
            throw new Error(`${page.path} (${preset}) made no request to ${page.mustRequest}: not signed in?`);
          }
          runs.push(figures);
        }
        const scores = runs.map((run) => run.score);
        const median = runs[medianIndex(scores.map((score) => score ?? -1))]!;
        audits.push({ page: page.name, path: page.path, preset, median, scores, loadAverages });
      }
    }
    return {
      lighthouseVersion: audits[0]?.median.lighthouseVersion ?? 'unknown',
      runs: options.runs,
      audits,
      compression,
      uncompressed,
    };
  } finally {
    await chrome.close();
  }
}

/**
 * The budgets of the performance score: on a phone ≥ 90 for the sign-in page and ≥ 85 for the order desk with its
 * 999 orders (both of its runs: the page names begin with «order desk»), on a desktop ≥ 98 for both.
 */
export function lighthouseBudget(page: string, preset: Preset): Budget {
  if (preset === 'desktop') return atLeast(98);
  return atLeast(page.startsWith('order desk') ? 85 : 90);
}

/** The budgets of the two metrics besides the score, on a phone: TBT ≤ 200 ms, LCP ≤ 2.5 s. */
export const MOBILE_METRIC_BUDGET = { tbt: atMost(200), lcp: atMost(2500) } as const;

const msText = (value: number | null): string => (value === null ? '—' : `${Math.round(value)} ms`);

/** The section's tables: scores and metrics against the budgets, what left the machine, the compression probe. */
export function printLighthouse(result: LighthouseResult): void {
  const verdict = (score: number | null, page: string, preset: Preset): string =>
    verdictOf(score, lighthouseBudget(page, preset), String).text;
  console.log(
    `\nLighthouse ${result.lighthouseVersion}, performance category (simulated throttling; median score of ${result.runs} runs)\n`,
  );
  const name = Math.max(...result.audits.map((audit) => `${audit.page} ${audit.path}`.length));
  console.log(
    `  ${'page'.padEnd(name)}  preset   score  budget  verdict        ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'SI'.padStart(8)}  runs      bench.index  load`,
  );
  for (const audit of result.audits) {
    const m = audit.median;
    console.log(
      `  ${`${audit.page} ${audit.path}`.padEnd(name)}  ${audit.preset.padEnd(7)}  ${String(m.score ?? '—').padStart(5)}  ${budgetText(lighthouseBudget(audit.page, audit.preset), String).padStart(6)}  ${verdict(m.score, audit.page, audit.preset).padEnd(13)}  ${msText(m.fcpMs).padStart(8)} ${msText(m.lcpMs).padStart(8)} ${msText(m.tbtMs).padStart(8)} ${(m.cls === null ? '—' : m.cls.toFixed(3)).padStart(6)} ${msText(m.siMs).padStart(8)}  ${audit.scores
        .map((score) => score ?? '—')
        .join(',')
        .padEnd(
          8,
        )}  ${m.benchmarkIndex.toFixed(0).padStart(11)}  ${audit.loadAverages.map((load) => load.toFixed(1)).join(',')}`,
    );
  }
  const external = [...new Set(result.audits.flatMap((audit) => audit.median.externalRequests))];
  console.log(`\n  requests outside the bench's servers: ${external.length === 0 ? 'none' : external.join(', ')}`);
  const warnings = [...new Set(result.audits.flatMap((audit) => audit.median.warnings))];
  for (const warning of warnings) console.log(`  Lighthouse warning: ${warning}`);
  const failedAudit = result.audits
    .filter((audit) => audit.median.textCompressed === false)
    .map((audit) => `${audit.path} ${audit.preset}`);
  console.log(
    `  Lighthouse «uses-text-compression»: ${failedAudit.length === 0 ? 'passed on every run kept' : `failed on ${failedAudit.join(', ')}`}`,
  );
  const flagged = new Map(
    result.audits.flatMap((audit) => audit.median.uncompressed).map((item) => [item.url, item.wastedBytes]),
  );
  for (const [url, wasted] of flagged)
    console.log(`    sent uncompressed: ${url} (compression would save ${(wasted / 1024).toFixed(1)} KiB)`);

  console.log(`\nCompression of the export's text (Accept-Encoding: br, gzip; the server compresses above 1 KiB)\n`);
  for (const probe of result.compression) {
    console.log(
      `  ${(probe.encoding || 'none').padEnd(5)} ${`${(probe.bytes / 1024).toFixed(1)} KiB`.padStart(10)}  ${probe.contentType.split(';')[0]!.padEnd(24)} ${probe.path}`,
    );
  }
  console.log(
    `\n  ${result.uncompressed === 0 ? 'every text response over 1 KiB compressed' : `${result.uncompressed} text responses over 1 KiB sent uncompressed`}`,
  );
}
